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
        if !rules.isDisjoint(with: [.textContrast, .overlap, .nonTextContrast, .clipping]) { findings += frameFindings(rules) }
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

    /// The rules that look at drawn frames, in one pass over the states: each rest state is drawn
    /// once for all of them, and measured against the frame with nothing selected (titles and
    /// clipping); the in-between frames on the way to it from the state before are measured
    /// against it. Each rule's findings come in the order of its states: the titles' at rest
    /// (none, then each segment), then on the way between neighbours.
    func frameFindings(_ rules: Set<AuditRule>) -> [AuditFinding] {
        prepareToDraw()
        let titles = !rules.isDisjoint(with: [.textContrast, .overlap]), selection = rules.contains(.nonTextContrast), clipping = rules.contains(.clipping)
        let memo = AuditMemo()
        var atRest: [AuditFinding] = [], moving: [AuditFinding] = [], selected: [AuditFinding] = []
        var clipped = ClippingAudit(control: self)
        let canvases = PrefixRenderer()
        // Rest states list the segments whose ink can reach the canvas or the band past its bounds
        // the clipping rule looks at: a scrolling bar's state costs what shows, not every segment.
        let margin = ClippingAudit.margin(clipped.canvas)
        let unselected = unselectedPaints()
        let noneState = self.restState(nil, pressed: config.press, unselected: unselected)
        // A state whose segments sit where they sit with nothing selected takes the lists of that
        // state itself, so that comparing the two (and the frames between them) is one look.
        func restState(_ selection: Int?) -> FrameState {
            var state = self.restState(selection, pressed: config.press, unselected: unselected)
            state.layout.share(noneState.layout)
            return state
        }
        let none = drawn(noneState, culled: true, margin: margin, canvases: canvases)
        var noneValues: [TitleValue?] = []
        if titles { (atRest, noneValues) = titleFindings(none, moment: .rest(nil), rules: rules, memo: memo) }
        if clipping { clipped.check(none, state: nil, reference: nil) }
        // The other frames are drawn where they differ from it, when they can be.
        let region = RegionCulling(control: self, base: none)
        func draw(_ state: FrameState, margin: Int) -> DrawnFrame {
            region?.drawn(state, margin: margin) ?? drawn(state, culled: true, margin: margin, canvases: canvases)
        }
        // A rest state's titles are measured against the frame with nothing selected at the
        // same scroll offset: `none`, or — a bar that scrolls with the selection — the same
        // moved there, drawn and measured once an offset, so that a state which only scrolled
        // measures again what its selection changed, not every title it moved.
        var moved: [Double: (frame: DrawnFrame, values: [TitleValue?])] = [noneState.layout.scrollOffset: (none, noneValues)]
        func reference(atRest state: FrameState) -> (frame: DrawnFrame, values: [TitleValue?]) {
            let offset = state.layout.scrollOffset
            if let known = moved[offset] { return known }
            // Bounded: past 16 offsets all but `none` are let go.
            if moved.count >= 16 { moved = moved.filter { $0.value.frame === none } }
            var shifted = noneState
            shifted.layout.scrollOffset = offset
            let frame = drawn(shifted, culled: true, margin: margin, canvases: canvases)
            let made = (frame, titleValues(frame, memo: memo).bySpan)
            moved[offset] = made
            return made
        }
        var previous: DrawnFrame?
        for state in 0..<config.segmentCount {
            let frame = draw(restState(state), margin: margin)
            if titles {
                let (found, values) = titleFindings(frame, moment: .rest(state), rules: rules, memo: memo, reference: reference(atRest: frame.state))
                atRest += found
                // A pill sliding under a title can hide it part of the way even when both ends pass.
                if let previous {
                    for p in Self.auditTransitionSamples {
                        let between = draw(transitionState(from: state - 1, previous.state, to: state, frame.state, progress: p, titlesOf: state), margin: 0)
                        let moment = AuditMoment.transition(from: state - 1, to: state, progress: p)
                        // A frame drawn where it differs from `none` is measured against it.
                        let reference = between.culledAgainst === none ? (none, noneValues) : (frame, values)
                        moving += titleFindings(between, moment: moment, rules: rules, memo: memo, reference: reference).findings
                    }
                }
            }
            if selection, !isDisabled(state), let finding = selectionFinding(frame, state: state, unselected: none) { selected.append(finding) }
            if clipping { clipped.check(frame, state: state, reference: none) }
            previous = frame
        }
        return atRest + moving + selected + clipped.findings
    }

    /// A waived rule's trace: its reason and how many findings it silenced.
    package struct Waived: Sendable, Equatable {
        package var rule: AuditRule
        package var reason: String
        package var findings: Int

        package init(rule: AuditRule, reason: String, findings: Int) {
            self.rule = rule
            self.reason = reason
            self.findings = findings
        }
    }

    /// The audit under `policy`, with its waived rules run too so that a log can say what each
    /// waiver silenced: the findings that count, and each waiver (in rule order) with its count.
    package func auditTracingWaivers(_ policy: AuditPolicy) -> (findings: [AuditFinding], waived: [Waived]) {
        let everything = audit(AuditPolicy(rules: policy.rules, waivers: [:], strict: policy.strict))
        let waived = AuditRule.allCases.compactMap { rule in
            policy.waivers[rule].map { Waived(rule: rule, reason: $0, findings: everything.filter { $0.rule == rule }.count) }
        }
        return (everything.filter { policy.waivers[$0.rule] == nil }, waived)
    }

    /// The audit with `rules`, less the `waivers` (each with its reason).
    public func audit(rules: Set<AuditRule>, waivers: [AuditRule: String] = [:]) -> [AuditFinding] {
        audit(AuditPolicy(rules: rules, waivers: waivers))
    }

    func targetSizeFindings() -> [AuditFinding] {
        // Hit areas do not depend on the selection but where widths do (dynamic widths scale a
        // selected zoomed title), so each rest state whose sizes may differ is measured and each
        // segment reported once.
        var worst: [Int: (width: Double, height: Double, state: Int?)] = [:]
        let states: [Int?] = [nil] + (0..<config.segmentCount).map { Optional($0) }
        for state in states {
            if let state, !selectionResizes(state) { continue }
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
            // Under WCAG's 24 pt the rule's own severity; short of only the HIG's 44, a warning.
            let wcag = shortest < 24
            return AuditFinding(
                rule: .targetSize, graded: wcag ? nil : .warning, segment: i, state: .rest(state), ratio: nil,
                message: "segment \(i)'s hit area is \(Self.points(w)) × \(Self.points(h)) pt; "
                    + (wcag ? "WCAG 2.5.8 needs at least 24 × 24" : "Apple's HIG asks for 44 × 44"))
        }
    }

    /// Whether selecting `segment` can size any segment otherwise than nothing selected does.
    /// Segments are sized from their contents, where a selected segment's differs only by its
    /// title measured in the selected style (and zoomed), and — JXSegmentedView alone — by the
    /// selected cell's zoom; the selection otherwise moves things (the scroll offset, the
    /// indicator) without resizing them. A state that resizes nothing has the hit areas of the
    /// one with nothing selected, so a long bar costs two layouts, not one a segment.
    func selectionResizes(_ segment: Int) -> Bool {
        if config.layout == .jx, config.cellWidthZoomScale != 1 { return true }
        if paint.revealsSelectedTitles { return false }
        let table = titleFaceTable.made
        return segmentContent(segment, selected: true, in: table) != segmentContent(segment, selected: false, in: table)
    }

    func textSizeFindings() -> [AuditFinding] {
        var findings: [AuditFinding] = []
        let frame = restState(selection: .configured)
        for segment in frame.layout.segments where segment.index < frame.segments.count && !frame.segments[segment.index].lines.isEmpty {
            let size = frame.segments[segment.index].style.fontSize
            guard size < 11 else { continue }
            findings.append(
                AuditFinding(
                    rule: .textSize, segment: segment.index, state: .rest(frame.layout.selectedSegmentIndex), ratio: nil,
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

extension ControlLayout {
    /// Takes `other`'s segment, divider and border lists where they are equal to this layout's:
    /// the same values, sharing their storage.
    fileprivate mutating func share(_ other: ControlLayout) {
        if segments == other.segments { segments = other.segments }
        if dividers == other.dividers, dividerOpacities == other.dividerOpacities { (dividers, dividerOpacities) = (other.dividers, other.dividerOpacities) }
        if borders == other.borders { borders = other.borders }
    }
}
