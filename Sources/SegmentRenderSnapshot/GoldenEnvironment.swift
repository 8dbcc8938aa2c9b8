import FoundationEssentials
import Glibc
import Raster
import SegmentRender

/// What a golden's pixels depend on besides the config: the default font chain's files (family,
/// style, version, file name, SHA-256), the styles' own families where installed (Roboto), and
/// the FreeType and HarfBuzz versions. Recorded as
/// `environment.json` beside the goldens whenever goldens are recorded into a folder that has none
/// (or re-recorded with `all`); on a machine that differs, a failure says what differs instead of
/// leaving the user with a wall of pixel differences.
package struct GoldenEnvironment: Sendable, Equatable {
    /// Name → description, e.g. `"freetype": "2.12.1"`, `"font: Inter": "Regular, Version 4.0, Inter.ttc#0, sha256 …"`.
    package var entries: [String: String]

    package static let fileName = "environment.json"

    package init(entries: [String: String]) { self.entries = entries }

    /// This process's environment (font files hashed once per process).
    package static func current() throws -> GoldenEnvironment {
        try cache.value()
    }

    private static let cache = Once { () throws -> GoldenEnvironment in
        let library = FontLibrary.shared
        var entries = ["freetype": library.freeTypeVersion, "harfbuzz": library.harfBuzzVersion]
        var faces: [FontFace] = []
        for weight in [FontWeight.regular, .bold] {
            for face in try FontChain.standard(weight: weight).faces where !faces.contains(face) { faces.append(face) }
        }
        func describe(_ face: FontFace) throws -> String {
            let file = URL(fileURLWithPath: face.path).lastPathComponent
            return "\(face.version), \(file)#\(face.index), sha256 \(try SHA256.hex(ofFile: face.path))"
        }
        for face in faces { entries["font: \(face.familyName) \(face.styleName)"] = try describe(face) }
        // A style's own family (Roboto for material3), when this machine has it.
        for (family, _) in ControlStyle.allCases.compactMap(\.fontFamily) {
            for weight in [FontWeight.regular, .medium] {
                guard let face = try? library.face(family: family, weight: weight) else { continue }
                entries[styleFontPrefix + "\(face.familyName) \(face.styleName)"] = try describe(face)
            }
        }
        return GoldenEnvironment(entries: entries)
    }

    /// Entries for a style's own fonts start with this. Goldens recorded without one (no style
    /// that needs it, or a machine without it) do not ask for it; goldens recorded with one do.
    static let styleFontPrefix = "style font: "

    /// The environment recorded in `folder`, nil when there is none.
    package static func recorded(in folder: URL) throws -> GoldenEnvironment? {
        let file = folder.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        guard let object = try? JSONDecoder().decode([String: String].self, from: Data(contentsOf: file)) else {
            throw SnapshotError.notAnEnvironmentRecord(path: file.path)
        }
        return GoldenEnvironment(entries: object)
    }

    /// Writes the record into `folder` (atomically).
    package func write(to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(entries)
        try writeAtomically(Array(data) + [0x0A], to: folder.appendingPathComponent(Self.fileName), recording: true)
    }

    /// One message naming every difference between `recorded` (the goldens') and `self` (this
    /// machine's), or nil when there is none.
    package func differences(from recorded: GoldenEnvironment, folder: String) -> String? {
        let keys = Set(recorded.entries.keys).union(entries.keys.filter { !$0.hasPrefix(Self.styleFontPrefix) }).sorted()
        let lines = keys.filter { recorded.entries[$0] != entries[$0] }.map {
            "  \($0): goldens made with \(recorded.entries[$0] ?? "nothing"), this machine has \(entries[$0] ?? "nothing")"
        }
        guard !lines.isEmpty else { return nil }
        return "the goldens in \(folder) were made with other fonts or libraries than this machine has, so their pixels may not match:\n"
            + lines.joined(separator: "\n")
            + "\n  Install the same fonts and libraries, pin fonts (--fonts DIR, SEGMENT_RENDER_FONTS or the manifest's \"fonts\"),"
            + " or keep one baseline per platform (a path template such as \"{platform}/{name}.png\")."
    }

    /// Called after goldens were recorded into `folder`: writes this machine's record when the
    /// folder has none, or when every golden was re-recorded (`all`).
    package static func noteRecording(in folder: URL, mode: RecordMode) throws {
        let file = folder.appendingPathComponent(fileName)
        if mode == .all || !FileManager.default.fileExists(atPath: file.path) {
            try current().write(to: folder)
        }
    }

    /// When checking against goldens in `folder`: the difference message, if the folder has a
    /// record and this machine differs from it.
    package static func mismatch(in folder: URL) -> String? {
        do {
            guard let recorded = try recorded(in: folder) else { return nil }
            return try current().differences(from: recorded, folder: folder.path)
        } catch {
            return "the golden environment in \(folder.path) cannot be checked: \(error)"
        }
    }
}
