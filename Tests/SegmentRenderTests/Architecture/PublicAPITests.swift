import Foundation
import XCTest

/// The library's public API is what `docs/public-api.txt` lists, so a change to it is a change to
/// that file, seen in review; and what is public has a `///` comment.
final class PublicAPITests: XCTestCase {
    let root = Repository.root

    /// `scripts/public-api.sh` over the modules this test bundle was built with.
    func publicAPI(_ extra: [String] = []) throws -> [String] {
        let build = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let modules =
            FileManager.default.fileExists(atPath: build.appendingPathComponent("Modules").path)
            ? build : build.deletingLastPathComponent()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [root.appendingPathComponent("scripts/public-api.sh").path, modules.path] + extra
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let messages = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, messages)
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    func testThePublicAPIIsTheListedOne() throws {
        let listed = try String(contentsOf: root.appendingPathComponent("docs/public-api.txt"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
        let actual = try publicAPI()
        XCTAssertGreaterThan(actual.count, 100, "the extraction found almost nothing")
        let added = Set(actual).subtracting(listed).sorted(), removed = Set(listed).subtracting(actual).sorted()
        XCTAssert(
            added.isEmpty && removed.isEmpty,
            """
            The public API changed. If that is meant, run `scripts/public-api.sh > docs/public-api.txt` and commit it.
            Added: \(added.joined(separator: "\n  "))
            Removed: \(removed.joined(separator: "\n  "))
            """)
        // What the README documents is in it.
        for name in [
            "ConfigLoader.load(file:overrides:)", "Presets.load(_:overrides:)", "Control.layout(selection:)", "Control.render(selection:)",
            "Control.progressState(_:)", "Control.frameState(_:frame:)", "PNGCodec.encode(_:", "\tassertGolden(_:selection:", "\tassertLayout(_:selection:",
            "ControlLayout.segments:", "ControlLayout.decorations:",
        ] {
            XCTAssert(actual.contains { $0.contains(name) }, "\(name) is not public")
        }
        // And the machinery is not.
        for name in ["JSONParser", "JSONNode", "ObjectSpec", "ConfigKey", "ValueType", "NumberRange", "FileBytes", "IndicatorPaint", "SnapshotManifest"] {
            XCTAssertFalse(actual.contains { $0.split(separator: "\t")[2].hasPrefix(name) }, "\(name) is public")
        }
    }

    /// Every public declaration has a `///` comment, except the config model's properties and the
    /// cases of its value enums: each of those is a config key or value, described once where the
    /// key is declared (and printed by `help config`), which the type's own comment says.
    func testWhatIsPublicIsDocumented() throws {
        let configModel: Set<String> = [
            "ControlConfig", "IndicatorConfig", "DockConfig", "GradientConfig", "ShadowConfig", "TextAttributes",
            "EdgeInsets", "SegmentBackgroundImages", "StateImages", "BackgroundImage", "UnitPoint", "BadgeConfig",
        ]
        let undocumented = try publicAPI(["--undocumented"]).filter { line in
            let fields = line.split(separator: "\t")
            let path = fields[2].prefix { $0 != ":" }.split(separator: ".")
            guard path.count >= 2, fields[1] == "property" || fields[1] == "enum.case" else { return true }
            let owner = String(path[path.count - 2])
            return !(configModel.contains(owner) || fields[1] == "enum.case" && isConfigValueEnum(owner))
        }
        XCTAssertEqual(undocumented, [], "public declarations without a /// comment")
    }

    /// Enums whose cases are the values of a config key (they conform to `ConfigEnum`).
    func isConfigValueEnum(_ name: String) -> Bool {
        Self.configEnums.contains(name)
    }

    static let configEnums: Set<String> = {
        let folder = Repository.root.appendingPathComponent("Sources/SegmentRender/Config/Model")
        var names: Set<String> = []
        for file in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
            let text = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
            for line in text.split(separator: "\n") where line.contains("ConfigEnum") && line.contains("enum ") {
                if let name = line.split(separator: "enum ").last?.prefix(while: { $0.isLetter || $0.isNumber }) { names.insert(String(name)) }
            }
        }
        return names
    }()
}
