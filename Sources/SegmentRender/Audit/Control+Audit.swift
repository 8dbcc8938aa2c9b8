import Raster

extension Control {
    /// The system background a control is seen on when its own is transparent: white in light
    /// appearance, black in dark (UIKit's `systemBackground`).
    var systemBackground: RGBA8 { config.appearance == .dark ? RGBA8(r: 0, g: 0, b: 0) : RGBA8(r: 255, g: 255, b: 255) }

    /// What the audit finds under `policy`: titles at rest in every state (none, then each
    /// segment) and on sampled in-between frames of each selection change between neighbours; the
    /// selection indicator in every state; clipping and truncation; hit areas; text sizes.
    /// Findings come in rule order, then by state and segment.
    public func audit(_ policy: AuditPolicy = .all) -> [AuditFinding] {
        let rules = policy.checked
        var findings: [AuditFinding] = []
        let states: [Int?] = [nil] + (0..<config.segmentCount).map { Optional($0) }
        if !rules.isDisjoint(with: [.textContrast, .overlap]) {
            prepareToDraw()
            for state in states { findings += titleFindings(restState(state), moment: .rest(state), rules: rules) }
            // Selection changes between neighbours, sampled: a pill sliding under a title can hide it
            // part of the way even when both ends pass.
            for a in 0..<max(0, config.segmentCount - 1) {
                let start = restState(a), end = restState(a + 1)
                for p in Self.auditTransitionSamples {
                    let frame = transitionState(from: a, start, to: a + 1, end, progress: p, titlesOf: a + 1)
                    findings += titleFindings(frame, moment: .transition(from: a, to: a + 1, progress: p), rules: rules)
                }
            }
        }
        if rules.contains(.nonTextContrast) { findings += selectionFindings() }
        if rules.contains(.clipping) { findings += clippingFindings() }
        if rules.contains(.truncation) { findings += truncationFindings() }
        if rules.contains(.targetSize) { findings += targetSizeFindings() }
        if rules.contains(.textSize) { findings += textSizeFindings() }
        // Rule order, each rule's findings in the order they were found.
        return AuditRule.allCases.flatMap { rule in findings.filter { $0.rule == rule } }.map { finding in
            var finding = finding
            finding.severity = policy.severity(finding.rule, finding.severity)
            return finding
        }
    }

    /// The audit with `rules`, less the `waivers` (each with its reason).
    public func audit(rules: Set<AuditRule>, waivers: [AuditRule: String] = [:]) -> [AuditFinding] {
        audit(AuditPolicy(rules: rules, waivers: waivers))
    }

    func targetSizeFindings() -> [AuditFinding] {
        // Hit areas do not depend on the selection but where widths do (dynamic widths scale a
        // selected zoomed title), so every rest state is measured and each segment reported once.
        var worst: [Int: (width: Double, height: Double, state: Int?)] = [:]
        let states: [Int?] = [nil] + (0..<config.segmentCount).map { Optional($0) }
        for state in states {
            let layout = layout(selection: state.map(Selection.index) ?? Selection.none)
            for segment in layout.segments where !isDisabled(segment.index) {
                let area = hitArea(segment, in: layout)
                let width = area.width, height = area.height
                if let old = worst[segment.index], min(old.width, old.height) <= min(width, height) { continue }
                worst[segment.index] = (width, height, state)
            }
        }
        return worst.keys.sorted().compactMap { i in
            let (w, h, state) = worst[i]!
            let shortest = min(w, h)
            guard shortest < 44 else { return nil }
            let severity: AuditSeverity = shortest < 24 ? .error : .warning
            return AuditFinding(
                rule: .targetSize, severity: severity, segment: i, state: .rest(state), ratio: nil,
                message: "segment \(i)'s hit area is \(Self.points(w)) × \(Self.points(h)) pt; "
                    + (severity == .error ? "WCAG 2.5.8 needs at least 24 × 24" : "Apple's HIG asks for 44 × 44"))
        }
    }

    func textSizeFindings() -> [AuditFinding] {
        var findings: [AuditFinding] = []
        let frame = restState(selection: .configured)
        for segment in frame.layout.segments where segment.index < frame.segments.count && !frame.segments[segment.index].lines.isEmpty {
            let size = frame.segments[segment.index].style.fontSize
            guard size < 11 else { continue }
            findings.append(
                AuditFinding(
                    rule: .textSize, severity: .warning, segment: segment.index, state: .rest(frame.layout.selectedSegmentIndex), ratio: nil,
                    message: "segment \(segment.index)'s title is \(Self.points(size)) pt; Apple's HIG asks for at least 11 pt"))
        }
        return findings
    }

    /// 15, 13.5, 18.67: points as people write them.
    static func points(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(saturating: rounded)) : String(rounded)
    }

    /// A ratio to two decimals (4.4782 is 4.48).
    package static func twoDecimals(_ value: Double) -> String { decimal(value, 2) }

    /// A failing ratio as the message shows it: to two decimals, or three when two would round it
    /// up to the threshold it fails (4.499 against 4.5).
    static func failingRatio(_ value: Double, needed: Double) -> String {
        let two = twoDecimals(value)
        guard let shown = Double(two), shown >= needed else { return two }
        let thousandths = Int(saturating: value * 1000, .down)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - String(thousandths % 1000).count) + "\(thousandths % 1000)"
    }
}
