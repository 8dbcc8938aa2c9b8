/// One check the audit makes, with the guideline it implements. Rules are declared once here:
/// the command's help, the JSON and the README table read these.
public enum AuditRule: String, CaseIterable, Sendable {
    /// WCAG 1.4.3: titles against what is behind them.
    case textContrast = "text-contrast"
    /// Titles' glyphs hidden by what is drawn over them.
    case overlap
    /// WCAG 2.5.8 and Apple's HIG: each segment's hit area.
    case targetSize = "target-size"
    /// Apple's HIG: titles of at least 11 pt.
    case textSize = "text-size"

    /// The guideline, as findings name it.
    public var criterion: String {
        switch self {
        case .textContrast: "WCAG 2.2 1.4.3 (AA)"
        case .overlap: "legibility: titles not hidden by indicators or badges"
        case .targetSize: "WCAG 2.2 2.5.8 (AA); Apple HIG 44 pt"
        case .textSize: "Apple HIG 11 pt"
        }
    }

    /// What it checks, for help and the README.
    public var summary: String {
        switch self {
        case .textContrast:
            "every enabled title's visible glyph pixels, at rest in every state, against what is behind them: 4.5:1, or 3:1 for large text (24 pt, or 18.67 pt bold)"
        case .overlap: "no more than 10% of a title's glyph pixels hidden by what is drawn over it (warning)"
        case .targetSize: "every enabled segment's hit area, counting enlargeEdgeInset: at least 24 × 24 pt (error), 44 × 44 pt (warning)"
        case .textSize: "titles at least 11 pt at the config's content size (warning)"
        }
    }
}

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
    var phrase: String {
        switch self {
        case .rest(let state): state.map { "with segment \($0) selected" } ?? "with nothing selected"
        case let .transition(a, b, p): "\(Int((p * 100).rounded()))% of the way from segment \(a) to \(b)"
        }
    }
}
