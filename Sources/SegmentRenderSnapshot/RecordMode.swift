import FoundationEssentials
import Glibc
import SegmentRender

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
    public static func resolve(
        explicit: RecordMode? = nil, allowOnCI: Bool = false,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        fallback: RecordMode = .missing
    ) throws -> RecordMode {
        let ci = environment["CI"].map { !$0.isEmpty } ?? false
        if let explicit {
            if ci && explicit != .never && !allowOnCI {
                throw RecordModeError.recordingOnCI
            }
            return explicit
        }
        if let text = environment[environmentVariable], !text.isEmpty {
            guard let mode = RecordMode(rawValue: text) else {
                throw RecordModeError.unknownMode(text)
            }
            if ci && mode != .never {
                throw RecordModeError.environmentRecordsOnCI(text)
            }
            return mode
        }
        return ci ? .never : fallback
    }
}

/// A record mode that cannot be used: an unknown value, or recording on CI.
public enum RecordModeError: Error, CustomStringConvertible, Equatable {
    /// An explicit mode other than `never` on CI without leave to record there.
    case recordingOnCI
    /// `SEGMENT_RENDER_RECORD` set to something that is not a mode.
    case unknownMode(String)
    /// `SEGMENT_RENDER_RECORD` asking to record on CI, which it never may.
    case environmentRecordsOnCI(String)

    public var description: String {
        let variable = RecordMode.environmentVariable
        switch self {
        case .recordingOnCI:
            return "recording on CI is refused (CI is set); give --allow-record-on-ci with --record to record anyway"
        case .unknownMode(let text):
            return "\(variable)=\(text) is not a record mode; use one of " + RecordMode.allCases.map(\.rawValue).joined(separator: ", ")
        case .environmentRecordsOnCI(let text):
            return "\(variable)=\(text) is refused on CI (CI is set): goldens are recorded on a developer's machine and committed"
        }
    }
}
