import Foundation
import SegmentRender

/// Asserts that a control passes the accessibility audit (`Control.audit(rules:waivers:)` in SegmentRender), from
/// XCTest or Swift Testing: any error-severity finding fails the test, with one line per finding
/// saying which rule, which segment, when and by how much.
///
/// ```swift
/// @Test func tabsAreReadable() throws {
///     let control = try ConfigLoader.load(file: "tabs.json", relativeTo: #filePath)
///     try assertAudit(control, waiving: ["target-size": "the design system's bar is 32 pt tall; tracked in DS-412"])
/// }
/// ```
///
/// `rules` names the rules to run (their ids: `text-contrast`, `non-text-contrast`, `clipping`,
/// `truncation`, `overlap`, `target-size`, `text-size`; all by default); `waiving` turns rules
/// off, each with the reason it is acceptable; `strict` makes a rule's warnings fail the test as
/// errors do. A waiver without a reason, or an unknown id anywhere, throws `AuditPolicyError`; an
/// audit too large to run (`Control.maxMovedTitleMeasurements`) throws `AuditCostError`.
/// Warnings of other rules never fail the test; they are returned with the errors.
///
/// - Returns: every finding (errors and warnings) of the rules that ran.
@discardableResult
public func assertAudit(
    _ control: Control, rules: [String]? = nil, waiving: [String: String] = [:], strict: [String] = [],
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) throws -> [AuditFinding] {
    let policy = try AuditPolicy(rules: rules, waive: waiving, strict: strict)
    try control.checkAuditCost(policy)
    let (findings, waived) = control.auditTracingWaivers(policy)
    let errors = findings.filter { $0.severity == .error }
    if !errors.isEmpty {
        let lines = errors.map { "  \($0.rule.rawValue) (\($0.rule.criterion)): \($0.message)" }
        // What was waived, and why, stays in the message: a reader sees everything that was decided.
        let waivers = waived.map { "  waived \($0.rule.rawValue): \($0.reason) (\($0.findings) finding\($0.findings == 1 ? "" : "s") silenced)" }
        let message =
            "audit of \(control.source): \(errors.count) error\(errors.count == 1 ? "" : "s")\n" + (lines + waivers).joined(separator: "\n")
            + "\nWaive a rule with its reason if the finding is acceptable: assertAudit(control, waiving: [\"\(errors[0].rule.rawValue)\": \"why\"])"
        GoldenFailure.report(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return findings
}

/// What `assertAudit` throws for an argument it cannot use (the core's `AuditPolicyError`).
public typealias AuditArgumentError = AuditPolicyError
