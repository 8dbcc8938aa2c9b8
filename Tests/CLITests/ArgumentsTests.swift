@testable import render_cli
import XCTest

/// The option table: one declaration feeds the parser (names, aliases, values, flags) and the help.
final class ArgumentsTests: XCTestCase {
    let options: [Option] = [
        .value("--output", ["-o"], "PATH", "Where."),
        .value("--scale", [], "N", "How big."),
        .flag("--all-states", "Every state."),
    ]

    func testNamesAliasesInlineValuesAndFlags() throws {
        let a = try Arguments(["c.json", "-o", "x.png", "--scale=3", "--all-states", "--", "--not-an-option"], options: options)
        XCTAssertEqual(try a.value("--output"), "x.png")
        XCTAssertEqual(try a.integer("--scale", in: 1...3), 3)
        XCTAssertTrue(a.flag("--all-states"))
        XCTAssertEqual(a.positionals, ["c.json", "--not-an-option"])
        XCTAssertEqual(try Arguments(["-3", "4.5"], options: options).positionals, ["-3", "4.5"], "negative numbers are positionals")
    }

    func testMisuseIsAUsageError() {
        for (tokens, words) in [(["--ouput", "x"], "unknown option '--ouput' (did you mean '--output'?)"),
                                (["--output"], "--output needs a value"),
                                (["--all-states=yes"], "--all-states takes no value"),
                                (["-o", "a", "--output", "b"], "--output is given more than once"),
                                (["--scale", "4"], "--scale expects a whole number from 1 to 3, got '4'")] {
            XCTAssertThrowsError(try {
                let a = try Arguments(tokens, options: options)
                _ = try a.value("--output")
                _ = try a.integer("--scale", in: 1...3)
            }(), "\(tokens)") { error in
                XCTAssertEqual((error as? Arguments.UsageError)?.description, words)
            }
        }
    }

    func testHelpListsOptionsByGroupWithAliases() {
        let spec = CommandSpec(name: "demo", summary: "s", usage: ["A", "B"], discussion: "Does things.",
                               options: options + [.value("--apng", [], "FILE", "One file.\nSecond line.", group: "OUTPUTS")],
                               run: { _ in 0 })
        XCTAssertEqual(spec.help, """
            USAGE: segment-render demo A
                   segment-render demo B

            Does things.

            OPTIONS:
              -o, --output PATH  Where.
              --scale N          How big.
              --all-states       Every state.

            OUTPUTS:
              --apng FILE        One file.
                                 Second line.
            """)
    }

    /// Every command's own options parse, and each is listed in its help.
    func testEveryCommandParsesItsDeclaredOptions() throws {
        for command in CommandLineTool.commands {
            for option in command.options {
                let tokens = option.takesValue ? [option.name, "1"] : [option.name]
                XCTAssertNoThrow(try Arguments(tokens, options: command.options), "\(command.name) \(option.name)")
                XCTAssertTrue(command.help.contains(option.label), "\(command.name) help lacks \(option.label)")
            }
        }
    }
}
