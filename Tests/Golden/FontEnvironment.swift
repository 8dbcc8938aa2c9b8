import Foundation
import Raster

/// Goldens depend on the exact fonts, FreeType and HarfBuzz. `Goldens/environment.json` records
/// which were used; on a machine with others every golden test fails with one clear message
/// instead of a wall of pixel differences.
enum FontEnvironment {
    static let file = GoldenPaths.goldens.appendingPathComponent("environment.json")

    /// This machine's fingerprint: library versions and, for each face of the default chain,
    /// family, style, version string, file name and size.
    static func current() throws -> [String: String] {
        let library = FontLibrary.shared
        var entries = ["freetype": library.freeTypeVersion, "harfbuzz": library.harfBuzzVersion]
        for face in try FontChain.standard().faces {
            let size = (try? FileManager.default.attributesOfItem(atPath: face.path)[.size] as? Int) ?? -1
            let name = URL(fileURLWithPath: face.path).lastPathComponent
            entries["font: \(face.familyName)"] = "\(face.styleName), \(face.version), \(name)#\(face.index), \(size) bytes"
        }
        return entries
    }

    static func record() throws {
        let data = try JSONSerialization.data(withJSONObject: try current(), options: [.prettyPrinted, .sortedKeys])
        try data.write(to: file, options: .atomic)
    }

    /// nil when this machine matches the recorded environment, else what differs.
    static let mismatch: String? = {
        guard let data = try? Data(contentsOf: file),
              let recorded = try? JSONSerialization.jsonObject(with: data) as? [String: String] else {
            return "no golden environment record at \(file.path); record goldens with SEGMENT_RENDER_RECORD=1"
        }
        let here: [String: String]
        do { here = try current() } catch { return "the default fonts cannot be loaded: \(error)" }
        return differences(recorded: recorded, here: here)
    }()

    /// What differs between a recorded fingerprint and this machine's, or nil when nothing does.
    static func differences(recorded: [String: String], here: [String: String]) -> String? {
        let keys = Set(recorded.keys).union(here.keys).sorted()
        let differences = keys.filter { recorded[$0] != here[$0] }.map {
            "  \($0): goldens made with \(recorded[$0] ?? "nothing"), this machine has \(here[$0] ?? "nothing")"
        }
        guard !differences.isEmpty else { return nil }
        return "the goldens were made with other fonts or libraries than this machine has, so pixels cannot match:\n"
            + differences.joined(separator: "\n")
            + "\nInstall the versions above (scripts/setup.sh) or re-record with SEGMENT_RENDER_RECORD=1 and review every image."
    }
}
