import SegmentRender
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

    /// The mode to run in: `explicit` (a `--record` option) when given, else `SEGMENT_RENDER_RECORD`
    /// (`never`, `missing`, `failed` or `all`), else `never` when `CI` is set, else `fallback`.
    ///
    /// Throws for any other value of the variable, and for recording on CI: the environment can
    /// never record there, and an explicit mode only with `allowOnCI` (`--allow-record-on-ci`).
    public static func resolve(explicit: RecordMode? = nil, allowOnCI: Bool = false,
                               environment: [String: String] = ProcessInfo.processInfo.environment,
                               fallback: RecordMode = .missing) throws -> RecordMode {
        let ci = environment["CI"].map { !$0.isEmpty } ?? false
        let valid = allCases.map(\.rawValue).joined(separator: ", ")
        if let explicit {
            if ci && explicit != .never && !allowOnCI {
                throw RecordModeError(description: "recording on CI is refused (CI is set); give --allow-record-on-ci with --record to record anyway")
            }
            return explicit
        }
        if let text = environment[environmentVariable], !text.isEmpty {
            guard let mode = RecordMode(rawValue: text) else {
                throw RecordModeError(description: "\(environmentVariable)=\(text) is not a record mode; use one of \(valid)")
            }
            if ci && mode != .never {
                throw RecordModeError(description: "\(environmentVariable)=\(text) is refused on CI (CI is set): goldens are recorded on a developer's machine and committed")
            }
            return mode
        }
        return ci ? .never : fallback
    }
}

/// A record mode that cannot be used: an unknown value, or recording on CI.
public struct RecordModeError: Error, CustomStringConvertible {
    public var description: String
}
