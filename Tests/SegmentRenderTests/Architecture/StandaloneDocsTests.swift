import Foundation
import XCTest

/// The project stands alone: no comment, doc or README line points at a file the repository does
/// not have.
final class StandaloneDocsTests: XCTestCase {
    static let root = Repository.root

    /// Every text file the project writes by hand.
    func projectFiles() throws -> [URL] {
        var files: [URL] = [Self.root.appendingPathComponent("README.md")]
        for folder in ["Sources", "Tests", "docs", "scripts", "Integration/UsingTheLibrary/Sources", "Integration/UsingTheLibrary/Tests", ".ci"] {
            let enumerator = FileManager.default.enumerator(at: Self.root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                if ["swift", "md", "sh", "py", "c", "h", ""].contains(url.pathExtension), !url.hasDirectoryPath { files.append(url) }
            }
        }
        return files
    }

    func testEveryReferencedPathExists() throws {
        // Paths from the repository root (docs/…, examples/…), and any Markdown or Python file named.
        // A root folder's name inside a longer path (`MyAppTests/…`, `/app/Tests/…`) is not one.
        let pattern = try NSRegularExpression(pattern: #"(?:(?<![\w/.-])(?:docs|examples|Sources|Tests|scripts|Integration)/[\w@.+/-]*\w|[\w-]+\.(?:md|py))\b"#)
        var missing: [String] = []
        for file in try projectFiles() where file.lastPathComponent != "StandaloneDocsTests.swift" {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let reference = String(text[Range(match.range, in: text)!])
                if reference.hasPrefix("Tests/Golden/Artifacts") || reference.contains("readme.md") { continue }  // made by runs and tests
                // A shell script's path built from a variable (`docs/preset-$name.png`) is checked where it is made.
                if file.pathExtension == "sh", text[Range(match.range, in: text)!.upperBound...].hasPrefix("-$") { continue }
                let candidates = [Self.root.appendingPathComponent(reference), Self.root.appendingPathComponent("docs/" + reference)]
                if !candidates.contains(where: { FileManager.default.fileExists(atPath: $0.path) }) {
                    missing.append("\(file.path.replacingOccurrences(of: Self.root.path + "/", with: "")): \(reference)")
                }
            }
        }
        XCTAssertEqual(missing, [], "references to files that are not in the repository")
    }

    /// Nothing points out of the repository at a document: a relative path that, resolved from the
    /// file naming it, lands above the root and names a file is one a reader cannot follow. (A folder
    /// above the root, like the package path in the README's `Package.swift` example, is the reader's.)
    func testNoDocumentOutsideTheRepositoryIsCited() throws {
        let pattern = try NSRegularExpression(pattern: #"(?:\.\./)+[\w@.+/-]*\w"#)
        var found: [String] = []
        for file in try projectFiles() {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let reference = String(text[Range(match.range, in: text)!])
                let resolved = file.deletingLastPathComponent().appendingPathComponent(reference).standardized
                if !resolved.path.hasPrefix(Self.root.path + "/"), !resolved.pathExtension.isEmpty {
                    found.append("\(file.path.replacingOccurrences(of: Self.root.path + "/", with: "")): \(reference)")
                }
            }
        }
        XCTAssertEqual(found, [], "paths to documents outside the repository")
    }
}
