import Foundation
import XCTest

@testable import SegmentRender

/// Non-text contrast, clipping, truncation and policies, each on a config built for it.
final class AuditRulesTests: XCTestCase {
    func control(_ json: String) throws -> Control {
        try ConfigLoader.load(json: Data(json.utf8), name: "a.json", baseDirectory: "/")
    }

    /// HMSegmentedControl on white with a 2 pt stripe in `stripe`; titles black, the selected one
    /// in `selectedWeight`.
    func striped(_ stripe: String, selectedWeight: String = "regular") -> String {
        ##"{"width": 300, "height": 44, "scale": 2, "sectionTitles": ["Week", "Month", "Year"], "backgroundColor": "#FFFFFF", "selectionIndicatorHeight": 2, "selectionIndicatorColor": "\##(stripe)", "titleTextAttributes": {"fontSize": 15, "color": "#000000"}, "selectedTitleTextAttributes": {"color": "#000000", "fontWeight": "\##(selectedWeight)"}}"##
    }

    /// WCAG by hand: #949494 has luminance ((148/255 + 0.055)/1.055)^2.4 = 0.2962, 3.03:1 on white;
    /// #959595 (149) gives 0.3006 and 2.995:1, which two decimals would round up to the 3 it fails.
    func testAStripeAtTheThresholdPassesAndOneBelowFails() throws {
        XCTAssertEqual(Contrast.ratio(RGBA8(r: 0x94, g: 0x94, b: 0x94), RGBA8(r: 255, g: 255, b: 255)), 3.033, accuracy: 0.001)
        let passing = try control(striped("#949494"))
        XCTAssertEqual(
            try XCTUnwrap(passing.indicatorContrasts(passing.drawn(passing.restState(1)), selected: 1, unselected: passing.drawing(passing.restState(nil))).first?.ratio), 3.033,
            accuracy: 0.001)
        XCTAssertEqual(passing.audit(rules: [.nonTextContrast]), [])
        let failing = try control(striped("#959595")).audit(rules: [.nonTextContrast])
        XCTAssertEqual(failing.map(\.state), [.rest(0), .rest(1), .rest(2)], "every state with a segment selected")
        XCTAssertEqual(failing.map(\.severity), [.error, .error, .error])
        XCTAssertEqual(
            failing[1].message,
            "the selection indicator (stripe) is 2.995:1 against what is under it with segment 1 selected; needs 3:1, or a selected title that differs from the others in weight or colour"
        )
        // HMSegmentedControl's default stripe, rgb(52, 181, 229), is 2.36:1 on white.
        XCTAssertEqual(Set(try Presets.load("hm-default").audit(rules: [.nonTextContrast]).compactMap(\.ratio).map(Control.twoDecimals)), ["2.36"])
    }

    /// A thin mark carries the state when 16 pt² of it contrast: the Dock's selected background is
    /// 1.6:1 over most of it, but its 2 pt orange bar at the edge is far more.
    func testAThinAccentBarCarriesTheSelection() throws {
        XCTAssertEqual(try Presets.load("qq-dock-landscape").audit(rules: [.nonTextContrast]), [])
        // The white thumb on iOS 13's light track is 1.16:1; the semibold selected title carries
        // it, also when its CJK glyphs come from a fallback font (en-XA brackets them in Latin).
        XCTAssertEqual(try Presets.load("uikit13", overrides: ConfigOverrides(locale: .enXA)).audit(rules: [.nonTextContrast]), [])
    }

    /// A selected title in semibold (600 against 400) carries the selection itself; so does one in
    /// a colour 3:1 from the others'. With no indicator and titles alike, nothing shows it.
    func testASelectedTitleCanCarryTheSelection() throws {
        XCTAssertEqual(try control(striped("#959595", selectedWeight: "semibold")).audit(rules: [.nonTextContrast]), [])
        XCTAssertFalse(try control(striped("#959595", selectedWeight: "medium")).audit(rules: [.nonTextContrast]).isEmpty, "500 against 400 is too close")
        let coloured =
            ##"{"width": 300, "height": 44, "sectionTitles": ["Week", "Month"], "backgroundColor": "#FFFFFF", "selectionIndicatorHeight": 0, "titleTextAttributes": {"color": "#8E8E93"}, "selectedTitleTextAttributes": {"color": "#000000"}}"##
        XCTAssertEqual(try control(coloured).audit(rules: [.nonTextContrast]), [], "black against #8E8E93 is 6.2:1 and black passes on white")
        let alike = try control(coloured.replacingOccurrences(of: "#8E8E93", with: "#000000")).audit(rules: [.nonTextContrast])
        XCTAssertEqual(alike.count, 2)
        XCTAssertNil(alike[0].ratio)
        XCTAssertEqual(
            alike[0].message,
            "nothing but segment 0's title shows it is selected, and it looks like the others: no indicator, and it differs from them by less than 200 in weight and 3:1 in colour")
    }

    /// A title taller than its bar is cut at the top and bottom, once per segment; the same title
    /// in a taller bar is not. A segment scrolled partly out of a scrolling bar is not counted.
    func testATitleCutByTheBoundsIsClipping() throws {
        let short = try control(#"{"width": 300, "height": 20, "sectionTitles": ["Trending", "News"], "titleTextAttributes": {"fontSize": 30}}"#).audit(rules: [.clipping])
        XCTAssertEqual(short.map(\.segment), [0, 1], "each segment once, not once per state")
        XCTAssertTrue(short[0].message.hasPrefix(#"segment 0 title "Trending" is cut by the control's bounds at the top and bottom ("#), short[0].message)
        XCTAssertTrue(short[0].message.hasSuffix("of its ink outside) with nothing selected"), short[0].message)
        XCTAssertEqual(try control(#"{"width": 300, "height": 60, "sectionTitles": ["Trending", "News"], "titleTextAttributes": {"fontSize": 30}}"#).audit(rules: [.clipping]), [])
        // title-bar scrolls: its last title is cut at the right edge by design.
        XCTAssertEqual(try Presets.load("title-bar").audit(rules: [.clipping]), [])
    }

    /// A badge pushed above the bar is cut by its bounds.
    func testABadgeCutByTheBoundsIsClipping() throws {
        let jx = #"{"width": 300, "height": 50, "layout": "jx", "sectionTitles": ["Weekly", "Month"], "badges": [{"text": "NEW"}]"#
        XCTAssertEqual(try control(jx + "}").audit(rules: [.clipping]), [])
        let raised = try control(jx + #", "badgeOffset": {"x": 0, "y": -20}}"#).audit(rules: [.clipping])
        XCTAssertEqual(raised.count, 1)
        XCTAssertTrue(raised[0].message.hasPrefix("segment 0 badge is cut by the control's bounds at the top"), raised[0].message)
    }

    /// JX items of a fixed 50 pt, narrower than their titles: each title runs into the next, and
    /// the outer ones spill past the bar's ends although their items are wholly in view.
    func testTitlesRunningIntoEachOtherAreClipping() throws {
        let narrow = try control(
            #"{"width": 150, "height": 44, "layout": "jx", "itemWidth": 50, "itemSpacing": 0, "sectionTitles": ["Notifications", "Subscriptions", "Downloads"], "titleTextAttributes": {"fontSize": 17}}"#
        )
        let findings = narrow.audit(rules: [.clipping])
        XCTAssertEqual(findings.map(\.segment), [0, 2, 0, 1])
        XCTAssertTrue(findings[0].message.hasPrefix(#"segment 0 title "Notifications" is cut by the control's bounds at the left ("#), findings[0].message)
        XCTAssertTrue(findings[1].message.hasPrefix(#"segment 2 title "Downloads" is cut by the control's bounds at the right ("#), findings[1].message)
        XCTAssertEqual(findings[2].message, #"segment 0 title "Notifications" runs into segment 1's "Subscriptions" with nothing selected"#)
        XCTAssertEqual(findings[3].message, #"segment 1 title "Subscriptions" runs into segment 2's "Downloads" with nothing selected"#)
        XCTAssertEqual(
            try control(
                #"{"width": 450, "height": 44, "layout": "jx", "itemWidth": 150, "itemSpacing": 0, "sectionTitles": ["Notifications", "Subscriptions", "Downloads"], "titleTextAttributes": {"fontSize": 17}}"#
            ).audit(rules: [.clipping]), [])
    }

    /// Truncation is a warning, or an error when the policy makes the rule strict.
    func testTruncationWarnsOrFailsWhenStrict() throws {
        let cut = try control(#"{"width": 150, "height": 44, "sectionTitles": ["Notifications", "Mail"], "titleTruncation": "tail", "titleTextAttributes": {"fontSize": 17}}"#)
        let findings = cut.audit(rules: [.truncation])
        XCTAssertEqual(findings.map(\.segment), [0])
        XCTAssertEqual(findings[0].severity, .warning)
        XCTAssertTrue(findings[0].message.hasPrefix(#"segment 0 title "Notifications" shows as ""#), findings[0].message)
        XCTAssertTrue(findings[0].message.hasSuffix(#"…" (titleTruncation tail)"#), findings[0].message)
        XCTAssertEqual(cut.audit(AuditPolicy(rules: [.truncation], strict: [.truncation])).map(\.severity), [.error])
        let lines = try control(#"{"width": 300, "height": 60, "sectionTitles": ["Two\nlines", "One"], "titleNumberOfLines": 1}"#).audit(rules: [.truncation])
        XCTAssertEqual(lines.map(\.message), [#"segment 0 title "Two lines" shows as "Two…" (titleNumberOfLines 1)"#])
    }

    /// Policies from ids: an unknown id or a blank reason is one line, with a did-you-mean.
    func testPoliciesRefuseUnknownIdsAndBlankReasons() throws {
        XCTAssertEqual(try AuditPolicy(rules: nil), .all)
        let policy = try AuditPolicy(rules: ["clipping", "truncation"], waive: ["clipping": "cut by design in the carousel"], strict: ["truncation"])
        XCTAssertEqual(policy.checked, [.truncation])
        XCTAssertThrowsError(try AuditPolicy(rules: ["cliping"])) { error in
            XCTAssertEqual(
                "\(error)",
                "there is no audit rule 'cliping' (did you mean 'clipping'?); rules: text-contrast, non-text-contrast, clipping, truncation, overlap, target-size, text-size")
        }
        XCTAssertThrowsError(try AuditPolicy(rules: nil, waive: ["overlap": "\n\t "])) { error in
            XCTAssertEqual("\(error)", "the waiver of 'overlap' has no reason: say why the finding is acceptable")
        }
        XCTAssertThrowsError(try AuditPolicy(rules: nil, strict: ["trunc"]))
    }

    /// Each finding's severity is its rule's, read from the rule: errors for contrast, clipping and
    /// target size under 24 pt; warnings for truncation, overlap, text size and target size short
    /// only of the HIG's 44 pt. Presets at AX5 and en-XA find every kind.
    func testSeveritiesComeFromTheRules() throws {
        var seen = Set<String>()
        for name in ["hm-default", "bsc", "tabman-line", "jx-pill-line", "title-bar", "m3-primary"] {
            for overrides in [ConfigOverrides.none, ConfigOverrides(contentSize: .AX5, locale: .enXA)] {
                for finding in try Presets.load(name, overrides: overrides).audit() {
                    let graded = finding.rule == .targetSize && finding.message.hasSuffix("Apple's HIG asks for 44 × 44")
                    XCTAssertEqual(finding.severity, graded ? .warning : finding.rule.defaultSeverity, finding.message)
                    seen.insert("\(finding.rule.rawValue) \(finding.severity.rawValue)")
                }
            }
        }
        // A 20 pt bar: short of WCAG's 24.
        let short = try ConfigLoader.load(json: Data(#"{"width": 100, "height": 20, "sectionTitles": ["A", "B"]}"#.utf8), name: "s.json", baseDirectory: "/")
        for finding in short.audit(rules: [.targetSize]) {
            XCTAssertEqual(finding.severity, .error, finding.message)
            seen.insert("target-size error")
        }
        for rule in AuditRule.allCases where rule != .nonTextContrast && rule != .textSize {
            XCTAssertTrue(seen.contains("\(rule.rawValue) \(rule.defaultSeverity.rawValue)"), "\(rule.rawValue) found: \(seen.sorted())")
        }
        XCTAssertTrue(seen.contains("target-size warning"))
        XCTAssertEqual(AuditRule.truncation.summary.hasSuffix(" (warning)"), true)
        XCTAssertFalse(AuditRule.clipping.summary.contains("(warning)"))
    }
}
