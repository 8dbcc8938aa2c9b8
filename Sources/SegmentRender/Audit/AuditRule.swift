/// One check the audit makes, with the guideline it implements. Rules are declared once here:
/// the command's help, the JSON, the manifest's `"audit"` key and the README table read these.
public enum AuditRule: String, CaseIterable, Sendable {
    /// WCAG 1.4.3: titles against what is behind them.
    case textContrast = "text-contrast"
    /// WCAG 1.4.11: the selection indicator against what is around it.
    case nonTextContrast = "non-text-contrast"
    /// Titles and badges cut by the control's bounds, and titles running into each other.
    case clipping
    /// Titles shortened with "…".
    case truncation
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
        case .nonTextContrast: "WCAG 2.2 1.4.11 (AA)"
        case .clipping: "WCAG 2.2 1.4.4 (AA): text readable at every size"
        case .truncation: "Apple HIG: labels not truncated"
        case .overlap: "legibility: titles not hidden by indicators or badges"
        case .targetSize: "WCAG 2.2 2.5.8 (AA); Apple HIG 44 pt"
        case .textSize: "Apple HIG 11 pt"
        }
    }

    /// What it checks, for help and the README; a rule whose findings are warnings says so.
    public var summary: String { checks + (defaultSeverity == .warning ? " (warning)" : "") }

    private var checks: String {
        switch self {
        case .textContrast:
            "every enabled title's visible glyph pixels, at rest in every state and part of the way through each selection change between neighbours, against what is behind them: 4.5:1, or 3:1 for large text (24 pt, or 18.67 pt bold)"
        case .nonTextContrast:
            "in every state, the selection indicator against what is under it (its best twentieth of pixels, or best 16 pt²): 3:1 — unless the selected title differs from the others in weight (by 200 or more) or colour (3:1 between the two) and passes text contrast"
        case .clipping:
            "no title or badge cut by the control's bounds (segments scrolled partly out of view excepted), no two titles running into each other, in every state"
        case .truncation: "no title shortened with … by titleTruncation or titleNumberOfLines"
        case .overlap: "no more than 10% of a title's glyph pixels hidden by what is drawn over it"
        case .targetSize: "every enabled segment's hit area, counting enlargeEdgeInset: at least 24 × 24 pt (error), 44 × 44 pt (warning)"
        case .textSize: "titles at least 11 pt at the config's content size"
        }
    }

    /// How serious its findings are unless a policy makes them errors (``AuditPolicy/strict``);
    /// target size's are errors under 24 pt and warnings under 44.
    var defaultSeverity: AuditSeverity {
        switch self {
        case .textContrast, .nonTextContrast, .clipping, .targetSize: .error
        case .truncation, .overlap, .textSize: .warning
        }
    }
}
