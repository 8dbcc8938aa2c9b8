import FoundationEssentials
import Glibc
import SegmentRender
import SegmentRenderSnapshot

/// `segment-render audit CONFIG|--preset NAME`: checks a control against accessibility rules
/// (``AuditRule``) and prints what it finds; exit 1 when a finding is an error.
enum AuditCommand {
    static let rules = Option<[AuditRule]>(
        "--rules", [], "IDS", "Only these rules, comma-separated: \(AuditRule.allCases.map(\.rawValue).joined(separator: ", ")) (default: all)."
    ) { try ruleList($0) }
    static let strict = Option<[AuditRule]>(
        "--strict", [], "IDS", "These rules' warnings fail the audit as errors do (truncation, say), comma-separated."
    ) { try ruleList($0) }
    static let waive = Option<(AuditRule, String)>(
        "--waive", [], "ID=REASON", "Do not count rule ID's findings, saying why they are acceptable; each waiver is printed with what it silenced. Once per rule."
    ) { text in
        guard let eq = text.firstIndex(of: "=") else { throw OptionValueError(expected: "a rule id, '=' and the reason it is waived", suggestion: nil) }
        let rule = try ruleList(String(text[..<eq]))[0]
        let reason = String(text[text.index(after: eq)...])
        guard reason.contains(where: { !$0.isWhitespace }) else {
            throw OptionValueError(expected: "a reason after '=': say why the finding is acceptable", suggestion: nil)
        }
        return (rule, reason)
    }

    /// Rule ids, comma-separated.
    static func ruleList(_ text: String) throws -> [AuditRule] {
        try text.split(separator: ",", omittingEmptySubsequences: false).map { id in
            guard let rule = AuditRule(rawValue: id.trimmed) else {
                let names = AuditRule.allCases.map(\.rawValue)
                throw OptionValueError(expected: "rule ids among " + names.joined(separator: ", "), suggestion: closest(to: String(id), in: names))
            }
            return rule
        }
    }
    static let json = Option.outputFile(
        "--json", [], "FILE",
        #"Also write the findings as JSON: {"findings": [{"rule", "criterion", "severity", "segment", "state", "ratio", "message"}]} (- for standard output)."#)

    static let accessibility = Option.outputFile(
        "--accessibility", [], "FILE",
        #"Also write what VoiceOver knows of each segment, at the config's selection: {"segments": [{"segment", "label", "traits", "value", "reads", "frame", "hitArea"}]} (- for standard output)."#
    )
    static let overlay = Option.outputFile(
        "--overlay", [], "PNG",
        "Also draw the accessibility snapshot: the control with each segment's hit area outlined and numbered, and what VoiceOver reads for each below it.",
        standardOutput: false)

    static let matrix = Option.text(
        "--matrix", [], "AXES",
        """
        Audit every combination of the named axes: appearance, direction, contentSize, locale, each with its
        values (contentSize=L:AX5, locale=none:en-XA) or all of them, as render --matrix spells them; every
        state is audited anyway.
        """)

    static let spec = CommandSpec(
        name: "audit", summary: "Check a control against accessibility rules (contrast, clipping, target size…); describe it as VoiceOver does",
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
        options: [CommonOptions.preset, rules, strict, waive, json, accessibility, overlay, CommonOptions.pngCompression, matrix, CommonOptions.jobs] + CommonOptions.rendering,
        run: run)

    static func run(_ arguments: Arguments) throws -> Int32 {
        let positionals = try arguments.positionals(max: 1, names: "CONFIG")
        var policy = AuditPolicy(rules: Set(try arguments.value(rules) ?? AuditRule.allCases), strict: Set(try arguments.value(strict) ?? []))
        for (rule, reason) in try arguments.values(waive) {
            // Two reasons for one rule: which would the log give?
            guard policy.waivers[rule] == nil else {
                throw Arguments.UsageError(description: "--waive \(rule.rawValue) is given twice; give each rule one waiver with one reason")
            }
            policy.waivers[rule] = reason
        }
        let chosen = policy.checked
        var findings: [(variant: String?, finding: AuditFinding)] = []
        var silenced: [AuditRule: Int] = [:]
        /// A variant's findings, its waived ones counted by rule.
        func tally(_ audited: (findings: [AuditFinding], waived: [Control.Waived])) -> [AuditFinding] {
            for w in audited.waived { silenced[w.rule, default: 0] += w.findings }
            return audited.findings
        }
        let sidecar = try arguments.value(accessibility), picture = try arguments.value(overlay)
        if let axes = try arguments.value(matrix) {
            if sidecar != nil || picture != nil || arguments.has(CommonOptions.pngCompression) {
                throw Arguments.UsageError(description: "--accessibility, --overlay and --png-compression describe one variant; give them without --matrix")
            }
            // Every variant loaded first (a bad one stops the run before any audit), then audited on
            // --jobs threads: variants are independent, and their findings are listed in matrix order
            // whatever the thread count.
            let matrix = try variants(try RenderCommand.parseAxes(axes).0, arguments)
            let controls = try matrix.map { try CommonOptions.loadControl(positionals.first, arguments, overrides: $0.1) }
            for control in controls { try Self.checkCost(control, policy) }
            let audited = try parallelMap(controls.count, jobs: try CommonOptions.jobCount(arguments)) { [policy] k in
                controls[k].auditTracingWaivers(policy)
            }
            for (k, result) in audited.enumerated() { findings += tally(result).map { (matrix[k].0, $0) } }
        } else {
            let control = try CommonOptions.loadControl(positionals.first, arguments)
            try Self.checkCost(control, policy)
            findings = tally(control.auditTracingWaivers(policy)).map { (nil, $0) }
            if let sidecar { try Output.writeAtomically(Array(control.accessibilityJSON().utf8), to: sidecar) }
            if let picture {
                try Output.checkNotInput(picture, inputs: [positionals.first])
                let framebuffer = control.accessibilityOverlay()
                try Output.writeAtomically(try PNGCodec.encode(framebuffer, compression: CommonOptions.compression(arguments)), to: picture)
                Output.note("wrote \(Output.named(picture)) (\(framebuffer.width)×\(framebuffer.height) px)")
            }
        }
        // Each waiver, its reason and what it silenced, in the log and the JSON alike.
        let waived = AuditRule.allCases.compactMap { rule in
            policy.waivers[rule].map { Control.Waived(rule: rule, reason: $0, findings: silenced[rule] ?? 0) }
        }
        if let path = try arguments.value(json) { try Output.writeAtomically(Array((report(findings, waived: waived) + "\n").utf8), to: path) }
        // With --json -, the table goes to standard error (Output.say), leaving the JSON whole.
        for line in table(findings) { Output.say(line) }
        for w in waived {
            Output.say("waived \(w.rule.rawValue): \(w.reason) (\(w.findings) finding\(w.findings == 1 ? "" : "s") silenced)")
        }
        let errors = findings.filter { $0.finding.severity == .error }.count, warnings = findings.count - errors
        Output.say("audit: \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s") (\(chosen.count) rule\(chosen.count == 1 ? "" : "s"))")
        return errors > 0 ? 1 : 0
    }

    /// The matrix's combinations of appearance, direction and size, each with its label (`dark-rtl-AX5`,
    /// `default`) and its overrides over the command line's own.
    /// Refuses, before any frame is drawn, an audit whose frames would measure too many titles moved by the scroll.
    static func checkCost(_ control: Control, _ policy: AuditPolicy) throws {
        do { try control.checkAuditCost(policy) } catch let error as AuditCostError { throw InputError(description: "\(control.source): \(error)") }
    }

    static func variants(_ axes: VariantAxes, _ arguments: Arguments) throws -> [(String, ConfigOverrides)] {
        let given = try CommonOptions.overrides(arguments)
        var out: [(String, ConfigOverrides)] = []
        for appearance in axes.appearances {
            for rtl in axes.directions {
                for size in axes.contentSizes {
                    for locale in axes.locales {
                        // Named and applied as render --matrix does: light and ltr keep the config's own (and the command line's).
                        let variant = Variant(appearance: appearance, rightToLeft: rtl, contentSize: size, locale: locale, state: nil, scale: 1)
                        let parts = variant.axisParts
                        out.append((parts.isEmpty ? "default" : parts.joined(separator: "-"), variant.overrides.over(given)))
                    }
                }
            }
        }
        return out
    }

    /// Findings as aligned columns, a header first (with a variant column for a matrix); nothing
    /// when there are none. Findings of one rule, severity, segment and cause (the message less
    /// where it holds and its ratio) are one row: where it holds — the states, in-between moments
    /// and variants, counted when there are more than three — the worst ratio, and the worst
    /// finding's message. The JSON keeps every occurrence.
    static func table(_ findings: [(variant: String?, finding: AuditFinding)]) -> [String] {
        guard !findings.isEmpty else { return [] }
        let matrix = findings.contains { $0.variant != nil }
        var order: [String] = []
        var groups: [String: [(variant: String?, finding: AuditFinding)]] = [:]
        for item in findings {
            let f = item.finding
            let key = [f.rule.rawValue, f.severity.rawValue, f.segment.map(String.init) ?? "-", cause(f)].joined(separator: "\u{0}")
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(item)
        }
        func listed(_ labels: [String]) -> String {
            var unique: [String] = []
            for label in labels where !unique.contains(label) { unique.append(label) }
            return unique.count <= 3 ? unique.joined(separator: ", ") : "\(unique.count) (" + unique.prefix(2).joined(separator: ", ") + ", …)"
        }
        let rows =
            [(matrix ? ["variant"] : []) + ["rule", "severity", "segment", "state", "ratio", "message"]]
            + order.map { key in
                let group = groups[key]!
                // The worst: the lowest ratio (the first such), else the first.
                let worst = group.min { ($0.finding.ratio ?? .infinity) < ($1.finding.ratio ?? .infinity) }!.finding
                return (matrix ? [listed(group.map { $0.variant ?? "-" })] : []) + [
                    worst.rule.rawValue, worst.severity.rawValue, worst.segment.map(String.init) ?? "-", listed(group.map(\.finding.state.label)),
                    worst.ratio.map { Control.twoDecimals($0) } ?? "-", worst.message,
                ]
            }
        let columns = rows[0].count - 1
        let widths = (0..<columns).map { k in rows.map { $0[k].count }.max()! }
        return rows.map { row in (0..<columns).map { row[$0].padded(to: widths[$0] + 2) }.joined() + row[columns] }
    }

    /// A finding's message less where it holds and the ratio it measured: what one problem has in
    /// common wherever it shows.
    static func cause(_ finding: AuditFinding) -> String {
        var text = finding.message.replacing(" " + finding.state.phrase, with: "")
        if let ratio = finding.ratio { text = text.replacing(Control.twoDecimals(ratio) + ":1", with: "…:1") }
        return text
    }

    /// `{"findings": [...]}` with ratios to two decimals, and each finding's variant for a matrix.
    static func report(_ findings: [(variant: String?, finding: AuditFinding)], waived: [Control.Waived] = []) -> String {
        let items: [JSONValue] = findings.map { variant, f in
            .object(
                (variant.map { [("variant", JSONValue.string($0))] } ?? []) + [
                    ("rule", .string(f.rule.rawValue)), ("criterion", .string(f.rule.criterion)), ("severity", .string(f.severity.rawValue)),
                    ("segment", f.segment.map { .number(Double($0)) } ?? .null), ("state", f.state.jsonValue),
                    ("ratio", f.ratio.map { .number(Double(Control.twoDecimals($0))!) } ?? .null), ("message", .string(f.message)),
                ])
        }
        let waivers: [JSONValue] = waived.map {
            .object([("rule", .string($0.rule.rawValue)), ("reason", .string($0.reason)), ("findings", .number(Double($0.findings)))])
        }
        return JSONValue.object([("findings", .array(items))] + (waived.isEmpty ? [] : [("waived", .array(waivers))])).rendered()
    }
}

extension AuditMoment {
    /// A segment index, `"none"`, or `"0→1 at 0.50"`.
    var jsonValue: JSONValue {
        if case .rest(let state?) = self { return .number(Double(state)) }
        return .string(label)
    }
}
