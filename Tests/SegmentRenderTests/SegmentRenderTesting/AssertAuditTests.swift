import Foundation
import SegmentRender
import SegmentRenderTesting
import XCTest

/// `assertAudit` fails a test on errors only, names each finding, and takes waivers with reasons.
final class AssertAuditTests: XCTestCase {
    let grey = try! ConfigLoader.load(
        json: Data(
            ##"{"width": 300, "height": 44, "sectionTitles": ["Week", "Month"], "backgroundColor": "#FFFFFF", "titleTextAttributes": {"color": "#777777"}, "selectedTitleTextAttributes": {"color": "#000000"}}"##
                .utf8),
        name: "grey.json", baseDirectory: "/")

    func testErrorsFailTheTestWithOneLineEach() throws {
        let (findings, messages) = try GoldenFailure.capturingReports { try assertAudit(grey) }
        XCTAssertEqual(findings.filter { $0.severity == .error }.count, 7)
        XCTAssertEqual(messages.count, 1)
        let lines = messages[0].split(separator: "\n")
        XCTAssertEqual(lines.first, "audit of grey.json: 7 errors")
        XCTAssertEqual(
            lines[1],
            #"  text-contrast (WCAG 2.2 1.4.3 (AA)): segment 0 title "Week" (19 pt) is 4.48:1 against what is behind it with nothing selected; needs 4.5:1"#)
        XCTAssertEqual(lines.last, #"Waive a rule with its reason if the finding is acceptable: assertAudit(control, waiving: ["text-contrast": "why"])"#)
    }

    func testAWaivedRuleIsNotChecked() throws {
        let (findings, messages) = try GoldenFailure.capturingReports {
            try assertAudit(grey, waiving: ["text-contrast": "the grey is the brand's; tracked in DS-12"])
        }
        XCTAssertEqual(messages, [])
        XCTAssertFalse(findings.contains { $0.rule == .textContrast })
    }

    /// A failure's message also says what was waived, why, and how much it silenced.
    func testAFailureNamesEveryWaiverAndWhatItSilenced() throws {
        let pale = try ConfigLoader.load(
            json: Data(##"{"width": 300, "height": 44, "sectionTitles": ["A", "B"], "titleTextAttributes": {"color": "#DDDDDD"}}"##.utf8), name: "pale.json",
            baseDirectory: "/")
        let (_, messages) = try GoldenFailure.capturingReports {
            try assertAudit(pale, rules: ["text-contrast", "non-text-contrast"], waiving: ["text-contrast": "the brand's grey, DS-12"])
        }
        XCTAssertEqual(messages.count, 1, "the stripe still fails")
        guard messages.count == 1 else { return }
        let silenced = try pale.audit(AuditPolicy(rules: ["text-contrast"])).count
        XCTAssertGreaterThan(silenced, 0)
        XCTAssertTrue(messages[0].contains("\n  waived text-contrast: the brand's grey, DS-12 (\(silenced) findings silenced)"), messages[0])
    }

    func testWarningsAloneDoNotFail() throws {
        let (findings, messages) = try GoldenFailure.capturingReports { try assertAudit(try Presets.load("uikit13")) }
        XCTAssertEqual(messages, [])
        XCTAssertEqual(findings.map(\.rule), [.targetSize, .targetSize, .targetSize])
    }

    func testBadArgumentsAreOneClearError() {
        XCTAssertThrowsError(try assertAudit(grey, waiving: ["target-size": " "])) { error in
            XCTAssertEqual("\(error)", "the waiver of 'target-size' has no reason: say why the finding is acceptable")
        }
        XCTAssertThrowsError(try assertAudit(grey, rules: ["contrast"])) { error in
            XCTAssertEqual("\(error)", "there is no audit rule 'contrast'; rules: text-contrast, non-text-contrast, clipping, truncation, overlap, target-size, text-size")
        }
        XCTAssertThrowsError(try assertAudit(grey, waiving: ["text-contrst": "why"])) { error in
            XCTAssertTrue("\(error)".hasPrefix("there is no audit rule 'text-contrst' (did you mean 'text-contrast'?)"), "\(error)")
        }
    }
}
