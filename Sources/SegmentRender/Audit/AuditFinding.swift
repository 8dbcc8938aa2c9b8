/// Whether a finding fails the audit.
public enum AuditSeverity: String, Sendable {
    /// Fails the audit (exit 1).
    case error
    /// Reported; the audit still passes.
    case warning
}

/// One thing the audit found.
public struct AuditFinding: Sendable, Equatable {
    /// The rule that found it.
    public var rule: AuditRule
    /// Whether it fails the audit.
    public var severity: AuditSeverity
    /// The segment it is about (its index in `sectionTitles`), if any.
    public var segment: Int?
    /// When it was seen: at rest in a state, or part of the way through a selection change.
    public var state: AuditMoment
    /// The contrast ratio (x:1) a contrast finding measured; nil for the other rules (their message gives sizes).
    public var ratio: Double?
    /// One line, in words.
    public var message: String

    /// A finding at its rule's severity (``AuditRule/defaultSeverity``), or at `graded` where the
    /// rule grades its findings (target size: a warning between 24 and 44 pt).
    init(rule: AuditRule, graded: AuditSeverity? = nil, segment: Int?, state: AuditMoment, ratio: Double?, message: String) {
        self.rule = rule
        severity = graded ?? rule.defaultSeverity
        self.segment = segment
        self.state = state
        self.ratio = ratio
        self.message = message
    }
}

/// When a finding was seen.
public enum AuditMoment: Sendable, Equatable {
    /// At rest with a segment selected, or none (nil).
    case rest(Int?)
    /// `progress` of the way from segment `from` to segment `to`.
    case transition(from: Int, to: Int, progress: Double)

    /// `2`, `none`, or `0→1 at 0.50`, for tables and JSON.
    public var label: String {
        switch self {
        case .rest(let state): state.map(String.init) ?? "none"
        case let .transition(a, b, p): "\(a)→\(b) at \(Control.twoDecimals(p))"
        }
    }

    /// How messages say it: `with segment 2 selected`, `with nothing selected`, `half way from segment 0 to 1`.
    package var phrase: String {
        switch self {
        case .rest(let state): state.map { "with segment \($0) selected" } ?? "with nothing selected"
        case let .transition(a, b, p): "\(Int((p * 100).rounded()))% of the way from segment \(a) to \(b)"
        }
    }
}
