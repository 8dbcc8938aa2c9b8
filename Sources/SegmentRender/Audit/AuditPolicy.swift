/// Which rules an audit runs, which it waives (each with its reason) and which count their
/// warnings as errors: read from rule ids the same way by `audit`, a manifest's `"audit"` key and
/// `assertAudit`, so each refuses an unknown id or a waiver without a reason in the same words.
public struct AuditPolicy: Sendable, Equatable {
    /// The rules that run.
    public var rules: Set<AuditRule>
    /// Rules not run, each with why its findings are acceptable.
    public var waivers: [AuditRule: String]
    /// Rules whose warnings fail the audit as errors do (a truncated title, say).
    public var strict: Set<AuditRule>

    /// Every rule, nothing waived, nothing strict.
    public static let all = AuditPolicy(rules: Set(AuditRule.allCases))

    /// A policy of these rules, waivers and strict rules.
    public init(rules: Set<AuditRule>, waivers: [AuditRule: String] = [:], strict: Set<AuditRule> = []) {
        self.rules = rules
        self.waivers = waivers
        self.strict = strict
    }

    /// A policy from rule ids: `rules` (nil: every rule), `waive` (id → reason) and `strict`.
    /// - Throws: ``AuditPolicyError`` for an unknown id, or a reason that is empty or blank.
    public init(rules: [String]?, waive: [String: String] = [:], strict: [String] = []) throws {
        self.rules = Set(try (rules ?? AuditRule.allCases.map(\.rawValue)).map(Self.rule))
        waivers = [:]
        for (id, reason) in waive.sorted(by: { $0.key < $1.key }) {
            let rule = try Self.rule(id)
            guard reason.contains(where: { !$0.isWhitespace }) else {
                throw AuditPolicyError(description: "the waiver of '\(Quoted.cut(id))' has no reason: say why the finding is acceptable")
            }
            waivers[rule] = reason
        }
        self.strict = Set(try strict.map(Self.rule))
    }

    /// The rule an id names.
    /// - Throws: ``AuditPolicyError`` naming the closest id and every id.
    public static func rule(_ id: String) throws -> AuditRule {
        guard let rule = AuditRule(rawValue: id) else {
            let ids = AuditRule.allCases.map(\.rawValue)
            throw AuditPolicyError(
                description: "there is no audit rule '\(Quoted.cut(id))'\(closest(to: id, in: ids).map { " (did you mean '\($0)'?)" } ?? ""); rules: \(ids.joined(separator: ", "))"
            )
        }
        return rule
    }

    /// The rules that run and are not waived.
    public var checked: Set<AuditRule> { rules.subtracting(waivers.keys) }

    /// How serious a finding of `rule` is that the rule itself rates `severity`.
    func severity(_ rule: AuditRule, _ severity: AuditSeverity) -> AuditSeverity { strict.contains(rule) ? .error : severity }
}

/// An audit policy that cannot be used: an unknown rule id, or a waiver without a reason. Its
/// description is one line.
public struct AuditPolicyError: Error, CustomStringConvertible, Equatable {
    public var description: String
}
