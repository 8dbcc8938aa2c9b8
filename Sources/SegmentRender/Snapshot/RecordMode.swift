import Foundation

/// When goldens are written, as swift-snapshot-testing has it.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Record only goldens that do not exist yet.
    case missing
    /// Re-record every golden.
    case all
    /// Re-record only goldens that do not match.
    case failed
    /// Never record; only compare.
    case never

    /// The environment variable both `snapshot` and `assertGolden` read.
    public static let environmentVariable = "SEGMENT_RENDER_RECORD"

    /// The mode the environment asks for: `SEGMENT_RENDER_RECORD` (`missing`, `all`, `failed`, `never`;
    /// `1`/`true`/`yes` mean `all`), else `never` when `CI` is set, else `fallback`.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment,
                                       fallback: RecordMode = .missing) -> RecordMode {
        if let text = environment[environmentVariable]?.lowercased(), !text.isEmpty {
            if let mode = RecordMode(rawValue: text) { return mode }
            if ["1", "true", "yes"].contains(text) { return .all }
        }
        return environment["CI"] != nil ? .never : fallback
    }
}
