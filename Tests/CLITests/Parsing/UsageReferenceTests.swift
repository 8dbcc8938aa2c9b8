import XCTest

@testable import render_cli

/// docs/cli.md's usage block is what `segment-render help --usage` prints.
final class UsageReferenceTests: XCTestCase {
    func testTheCommandLineGuideShowsTheGeneratedUsage() throws {
        let readme = try String(contentsOf: CLITestCase.repository.appendingPathComponent("docs/cli.md"), encoding: .utf8)
        let begin = "<!-- usage:begin (generated: segment-render help --usage) -->\n```\n", end = "```\n<!-- usage:end -->"
        let start = try XCTUnwrap(readme.range(of: begin)), stop = try XCTUnwrap(readme.range(of: end, range: start.upperBound..<readme.endIndex))
        XCTAssertEqual(
            String(readme[start.upperBound..<stop.lowerBound]), HelpCommand.allUsage + "\n",
            "paste `swift run segment-render help --usage` between the usage markers of docs/cli.md")
    }
}
