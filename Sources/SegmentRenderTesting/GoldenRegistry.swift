import Foundation
import SegmentRender
import Testing

/// Where an `assertGolden` call was made, and the test it belongs to.
struct CallSite: Hashable, CustomStringConvertible {
    var fileID: String
    var filePath: String
    var function: String
    var line: UInt
    /// The running test's name: Swift Testing's current test when the call is in its file (so a
    /// helper function inside a test still names the test), else the calling function (XCTest's
    /// `testTabs()`).
    var test: String

    /// A `swift test --filter` pattern that names this test alone: Swift Testing's full ID
    /// (`^Module\.Suite/tabs\(\)`), or XCTest's method in the test module (`^Module\..*/testTabs$`).
    var filter: String

    init(fileID: String, filePath: String, function: String, line: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.function = function
        self.line = line
        let current = Test.current.flatMap { $0.sourceLocation.filePath == filePath ? $0 : nil }
        test = current?.name ?? function
        let module = String(fileID.prefix { $0 != "/" })
        if let current {
            // Swift Testing matches the pattern against more than the ID (no `$`); the escaped
            // parentheses keep `tabs()` from also naming `tabsGeometry()`.
            filter = "^" + CallSite.escaped(current.id.moduleName + "." + current.id.nameComponents.joined(separator: "/"))
        } else {
            filter = "^" + CallSite.escaped(module) + "\\..*/" + CallSite.escaped(String(function.prefix { $0 != "(" })) + "$"
        }
    }

    /// `text` with the regular expression's special characters escaped.
    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            if "\\^$.|?*+()[]{}".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }

    /// `TabsTests` for `MyAppTests/TabsTests.swift`.
    var testFile: String { URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent }
    /// `testTabs` for `testTabs()`.
    var testName: String { String(test.prefix { $0 != "(" }) }
    var description: String { "\(URL(fileURLWithPath: filePath).lastPathComponent):\(line) in \(test)" }
}

/// A golden's file and the names its failure reports use.
struct GoldenLocation {
    /// `tabs-1` or `TabsTests/testTabs.2`.
    var name: String
    var file: URL
    /// The artifacts' base name inside the test's folder: the name's last component.
    var artifactName: String { String(name.split(separator: "/").last ?? Substring(name)) }
}

/// The run's golden names: numbers unnamed goldens per test and refuses a golden that another
/// call site already claimed, so two tests can never silently share (and fight over) one file.
final class GoldenRegistry: @unchecked Sendable {
    static let shared = GoldenRegistry()

    private let lock = Lock()
    private var counters: [String: Int] = [:]
    private var claims: [String: CallSite] = [:]

    /// The golden for a call: its name (given, or the next number of the test) placed by `template`;
    /// `suffix` replaces the template's `.png` for text goldens.
    func claim(name: String?, site: CallSite, goldens: URL?, template: GoldenPathTemplate, suffix: String = ".png") throws -> GoldenLocation {
        let folder = goldens ?? URL(fileURLWithPath: site.filePath).deletingLastPathComponent().appendingPathComponent("__Goldens__")
        lock.lock()
        defer { lock.unlock() }
        let resolved: String
        if let name {
            guard !name.isEmpty, !name.hasPrefix("/"), !name.split(separator: "/").contains("..") else {
                throw DuplicateGoldenName(description: "'\(name)' is not a golden name (use a relative name without '..')")
            }
            resolved = name
        } else {
            let key = site.filePath + "\u{0}" + site.test
            let n = (counters[key] ?? 0) + 1
            counters[key] = n
            resolved = "\(site.testFile)/\(site.testName).\(n)"
        }
        let relative = String(template.path(name: resolved).dropLast(".png".count)) + suffix
        let file = folder.appendingPathComponent(relative).standardized
        if let first = claims[file.path], first != site {
            throw DuplicateGoldenName(
                description: "duplicate golden name '\(resolved)': \(file.path) is already checked by \(first); "
                    + "each test needs its own golden — rename one, or leave `named:` out to get <TestFile>/<testName>.<n>")
        }
        claims[file.path] = site
        try GoldenClaims.record(GoldenClaims.Claim(goldens: folder.standardized.path, template: template.template, name: resolved, suffix: suffix))
        return GoldenLocation(name: resolved, file: file)
    }

    static func template(_ given: String?) throws -> GoldenPathTemplate {
        guard let text = given ?? ProcessInfo.processInfo.environment[GoldenPathTemplate.environmentVariable], !text.isEmpty else {
            return .default
        }
        return try GoldenPathTemplate(text)
    }
}
