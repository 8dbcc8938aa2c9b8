import Foundation
import SegmentRender

/// Asserts that a control passes the accessibility audit (``Control/audit(rules:waivers:)``), from
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
/// `rules` names the rules to run (their ids: `text-contrast`, `overlap`, `target-size`,
/// `text-size`; all by default); `waiving` turns rules off, each with the reason it is acceptable —
/// a waiver without a reason, or an unknown id in either, throws ``AuditArgumentError``. Warnings
/// never fail the test; they are returned with the errors.
///
/// - Returns: every finding (errors and warnings) of the rules that ran.
@discardableResult
public func assertAudit(
    _ control: Control, rules: [String]? = nil, waiving: [String: String] = [:],
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) throws -> [AuditFinding] {
    let chosen = try Set((rules ?? AuditRule.allCases.map(\.rawValue)).map(AuditArgumentError.rule))
    var waivers: [AuditRule: String] = [:]
    for (id, reason) in waiving {
        let rule = try AuditArgumentError.rule(id)
        guard !reason.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw AuditArgumentError(description: "the waiver of '\(id)' has no reason: say why the finding is acceptable")
        }
        waivers[rule] = reason
    }
    let findings = control.audit(rules: chosen, waivers: waivers)
    let errors = findings.filter { $0.severity == .error }
    if !errors.isEmpty {
        let lines = errors.map { "  \($0.rule.rawValue) (\($0.rule.criterion)): \($0.message)" }
        let message =
            "audit of \(control.source): \(errors.count) error\(errors.count == 1 ? "" : "s")\n" + lines.joined(separator: "\n")
            + "\nWaive a rule with its reason if the finding is acceptable: assertAudit(control, waiving: [\"\(errors[0].rule.rawValue)\": \"why\"])"
        GoldenFailure.report(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return findings
}

/// An `assertAudit` argument that cannot be used: an unknown rule id, or a waiver without a reason.
public struct AuditArgumentError: Error, CustomStringConvertible {
    /// What was wrong, in one line.
    public var description: String

    static func rule(_ id: String) throws -> AuditRule {
        guard let rule = AuditRule(rawValue: id) else {
            let ids = AuditRule.allCases.map(\.rawValue)
            throw AuditArgumentError(
                description: "there is no audit rule '\(id)'\(closest(to: id, in: ids).map { " (did you mean '\($0)'?)" } ?? ""); rules: \(ids.joined(separator: ", "))")
        }
        return rule
    }
}
