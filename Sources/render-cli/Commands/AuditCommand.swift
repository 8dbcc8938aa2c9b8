import Foundation
import SegmentRender

/// `segment-render audit CONFIG|--preset NAME`: checks a control against accessibility rules
/// (``AuditRule``) and prints what it finds; exit 1 when a finding is an error.
enum AuditCommand {
    static let rules = Option<[AuditRule]>(
        "--rules", [], "IDS", "Only these rules, comma-separated: \(AuditRule.allCases.map(\.rawValue).joined(separator: ", ")) (default: all)."
    ) { text in
        try text.split(separator: ",", omittingEmptySubsequences: false).map { id in
            guard let rule = AuditRule(rawValue: id.trimmingCharacters(in: .whitespaces)) else {
                let names = AuditRule.allCases.map(\.rawValue)
                throw OptionValueError(expected: "rule ids among " + names.joined(separator: ", "), suggestion: closest(to: String(id), in: names))
            }
            return rule
        }
    }
    static let json = Option.outputFile(
        "--json", [], "FILE",
        #"Also write the findings as JSON: {"findings": [{"rule", "criterion", "severity", "segment", "state", "ratio", "message"}]} (- for standard output)."#)

    static let spec = CommandSpec(
        name: "audit", summary: "Check a control against accessibility rules (contrast, target size, text size)",
        usage: [[CommonOptions.source]],
        discussion: """
            Renders the control at rest in every state (none, then each segment) and checks:
            \(AuditRule.allCases.map { "  \($0.rawValue) (\($0.criterion)): \($0.summary)" }.joined(separator: "\n"))
            Contrast is measured on the rendered pixels: each title's fully covered glyph pixels against the
            same pixels drawn without the title, over white (light appearance) or black (dark) where the
            control is transparent; the title's ratio is the one at the 5th percentile of its pixels.
            Disabled segments are exempt. Prints a table of findings; exit 1 when one is an error,
            0 when there are none or only warnings.
            """,
        options: [CommonOptions.preset, rules, json] + CommonOptions.rendering,
        run: run)

    static func run(_ arguments: Arguments) throws -> Int32 {
        let positionals = try arguments.positionals(max: 1, names: "CONFIG")
        let control = try CommonOptions.loadControl(positionals.first, arguments)
        let chosen = Set(try arguments.value(rules) ?? AuditRule.allCases)
        let findings = control.audit(rules: chosen)
        if let path = try arguments.value(json) { try Output.writeAtomically(Array((report(findings) + "\n").utf8), to: path) }
        // With --json -, the table goes to standard error (Output.say), leaving the JSON whole.
        for line in table(findings) { Output.say(line) }
        let errors = findings.filter { $0.severity == .error }.count, warnings = findings.count - errors
        Output.say("audit: \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s") (\(chosen.count) rule\(chosen.count == 1 ? "" : "s"))")
        return errors > 0 ? 1 : 0
    }

    /// Findings as aligned columns, a header first; nothing when there are none.
    static func table(_ findings: [AuditFinding]) -> [String] {
        guard !findings.isEmpty else { return [] }
        let rows =
            [["rule", "severity", "segment", "state", "ratio", "message"]]
            + findings.map { f in
                [
                    f.rule.rawValue, f.severity.rawValue, f.segment.map(String.init) ?? "-", f.state.label,
                    f.ratio.map { Control.twoDecimals($0) } ?? "-", f.message,
                ]
            }
        let widths = (0..<5).map { k in rows.map { $0[k].count }.max()! }
        return rows.map { row in (0..<5).map { row[$0].padding(toLength: widths[$0] + 2, withPad: " ", startingAt: 0) }.joined() + row[5] }
    }

    /// `{"findings": [...]}` with ratios to two decimals.
    static func report(_ findings: [AuditFinding]) -> String {
        let items: [JSONValue] = findings.map { f in
            .object([
                ("rule", .string(f.rule.rawValue)), ("criterion", .string(f.rule.criterion)), ("severity", .string(f.severity.rawValue)),
                ("segment", f.segment.map { .number(Double($0)) } ?? .null), ("state", f.state.jsonValue),
                ("ratio", f.ratio.map { .number(Double(Control.twoDecimals($0))!) } ?? .null), ("message", .string(f.message)),
            ])
        }
        return JSONValue.object([("findings", .array(items))]).rendered()
    }
}

extension AuditMoment {
    /// A segment index, `"none"`, or `"0→1 at 0.50"`.
    var jsonValue: JSONValue {
        if case .rest(let state?) = self { return .number(Double(state)) }
        return .string(label)
    }
}
