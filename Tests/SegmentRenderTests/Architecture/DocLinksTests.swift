import Foundation
import XCTest

/// Every relative link in the README and the guides leads somewhere: the file exists, and a
/// `#anchor` names a heading of that file as GitHub spells it. A moved section breaks a link
/// here, not in a reader's browser.
final class DocLinksTests: XCTestCase {
    static let root = Repository.root

    /// README.md and every Markdown file in docs/ (DocC catalogues are checked by `docc`).
    static func documents() throws -> [URL] {
        let docs = try FileManager.default.contentsOfDirectory(at: root.appendingPathComponent("docs"), includingPropertiesForKeys: nil)
        return [root.appendingPathComponent("README.md")] + docs.filter { $0.pathExtension == "md" }.sorted { $0.path < $1.path }
    }

    /// Lines outside fenced code blocks.
    static func prose(_ text: String) -> [Substring] {
        var inFence = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inFence.toggle()
                return false
            }
            return !inFence
        }
    }

    /// The anchor GitHub gives a heading: its text as shown (code marks, emphasis and link targets
    /// dropped), lower-cased, every character but letters, digits, `_`, `-` and spaces dropped, spaces
    /// made hyphens; a repeated one gets `-1`, `-2`….
    static func anchors(_ text: String) -> Set<String> {
        var seen: [String: Int] = [:]
        var anchors = Set<String>()
        for line in prose(text) where line.hasPrefix("#") {
            var heading = String(line.drop { $0 == "#" }).trimmingCharacters(in: .whitespaces)
            heading = heading.replacingOccurrences(of: #"\[([^\]]*)\]\([^)]*\)"#, with: "$1", options: .regularExpression)
            let slug = String(
                heading.lowercased().unicodeScalars.filter { s in
                    s == "-" || s == " " || s == "_" || CharacterSet.letters.contains(s) || CharacterSet.decimalDigits.contains(s)
                        || CharacterSet.nonBaseCharacters.contains(s)
                }.map { $0 == " " ? "-" : Character($0) })
            let n = seen[slug, default: 0]
            seen[slug] = n + 1
            anchors.insert(n == 0 ? slug : "\(slug)-\(n)")
        }
        for match in text.matches(of: /<a (?:id|name)="([^"]+)"/) { anchors.insert(String(match.1)) }
        return anchors
    }

    func testTheAnchorsAreGitHubs() {
        let text = "# Tests and goldens\n## `snapshot accept`\n## Tests and goldens\n```\n# not a heading\n```\n## What's new in 0.2 — RTL\n## [Links](style-hm.md) kept"
        XCTAssertEqual(Self.anchors(text), ["tests-and-goldens", "snapshot-accept", "tests-and-goldens-1", "whats-new-in-02--rtl", "links-kept"])
    }

    func testEveryRelativeLinkAndAnchorResolves() throws {
        var broken: [String] = []
        var anchorsOf: [String: Set<String>] = [:]
        func anchors(_ file: URL) -> Set<String> {
            if let known = anchorsOf[file.path] { return known }
            let found = Self.anchors((try? String(contentsOf: file, encoding: .utf8)) ?? "")
            anchorsOf[file.path] = found
            return found
        }
        var links = 0
        for document in try Self.documents() {
            let text = try String(contentsOf: document, encoding: .utf8)
            let name = document.path.replacingOccurrences(of: Self.root.path + "/", with: "")
            for line in Self.prose(text) {
                // Inline code is not a link: `[a](b)` inside backticks is shown as it is.
                let shown = line.replacingOccurrences(of: "`[^`]*`", with: "", options: .regularExpression)
                for match in shown.matches(of: /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/) {
                    let target = String(match.1)
                    if target.contains("://") || target.hasPrefix("mailto:") { continue }
                    links += 1
                    let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                    let path = String(parts[0]), anchor = parts.count > 1 ? String(parts[1]) : nil
                    let file = path.isEmpty ? document : document.deletingLastPathComponent().appendingPathComponent(path).standardized
                    guard FileManager.default.fileExists(atPath: file.path) else {
                        broken.append("\(name): \(target): no such file")
                        continue
                    }
                    if let anchor, !anchors(file).contains(anchor) { broken.append("\(name): \(target): no such heading") }
                }
            }
        }
        XCTAssertGreaterThan(links, 100, "the documents' relative links were found")
        XCTAssertEqual(broken, [])
    }

    /// Each guide opens with what the reader will have at the end of it (the index excepted).
    func testEveryGuideOpensWithWhatTheReaderWillHave() throws {
        var without: [String] = []
        for document in try Self.documents() where document.deletingLastPathComponent().lastPathComponent == "docs" && document.lastPathComponent != "README.md" {
            let lines = try String(contentsOf: document, encoding: .utf8).split(separator: "\n")
            guard lines.count > 1, lines[0].hasPrefix("# "), lines[1].hasPrefix("At the end of this") else {
                without.append(document.lastPathComponent)
                continue
            }
        }
        XCTAssertEqual(without, [])
    }

    /// Code comments cite a guide's section by name (`docs/style-hm.md, "The indicator"`): each
    /// named section is a heading of that guide, or a paragraph or item it starts in bold.
    func testEverySectionTheCodeCitesExists() throws {
        var cited = 0, missing: [String] = []
        for folder in ["Sources", "Tests"] {
            let enumerator = FileManager.default.enumerator(at: Self.root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                guard url.pathExtension == "swift", url.lastPathComponent != "DocLinksTests.swift",
                    let text = try? String(contentsOf: url, encoding: .utf8)
                else { continue }
                // A comment's line break and its `///` may fall between the file and the section.
                let joined = text.replacingOccurrences(of: #"\n\s*///?\s*"#, with: " ", options: .regularExpression)
                for match in joined.matches(of: /docs\/([\w-]+\.md),? \(?\\?"([^"\\]+)\\?"(?:, \\?"([^"\\]+)\\?")?/) {
                    let doc = Self.root.appendingPathComponent("docs/" + match.1)
                    let guide = (try? String(contentsOf: doc, encoding: .utf8)) ?? ""
                    for name in [match.2, match.3].compactMap({ $0 }).map(String.init) {
                        cited += 1
                        let lines = Self.prose(guide)
                        let found = lines.contains { line in
                            line.hasPrefix("#") && line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces) == name
                                || line.hasPrefix("**\(name)") || line.hasPrefix("- **\(name)") || line.hasPrefix("- \(name):")
                        }
                        if !found { missing.append("\(url.lastPathComponent): docs/\(match.1), \"\(name)\"") }
                    }
                }
            }
        }
        XCTAssertGreaterThan(cited, 15, "the code's citations were found")
        XCTAssertEqual(missing, [])
    }
}
