import SegmentRender

extension SnapshotResults {
    /// One variant of an entry with `"audit"`, audited: its findings under the entry's policy.
    package struct Audit: Codable, Sendable, Equatable {
        /// Which manifest entry it came from, as ``Entry/entry`` says it.
        package var entry: String
        /// The variant's axes that are not defaults (`dark-rtl-AX5`), or `default`.
        package var variant: String
        package var findings: [Finding]

        /// One finding, as `segment-render audit --json` writes it.
        package struct Finding: Codable, Sendable, Equatable {
            package var rule: String
            package var criterion: String
            package var severity: String
            package var segment: Int?
            package var state: String
            /// To two decimals; nil for rules that measure no ratio.
            package var ratio: Double?
            package var message: String
        }

        package init(entry: String, variant: String, findings: [AuditFinding]) {
            self.entry = entry
            self.variant = variant
            self.findings = findings.map { f in
                Finding(
                    rule: f.rule.rawValue, criterion: f.rule.criterion, severity: f.severity.rawValue, segment: f.segment, state: f.state.label,
                    ratio: f.ratio.flatMap { Double(Control.twoDecimals($0)) }, message: f.message)
            }
        }

        /// How many findings fail the audit.
        package var errors: Int { findings.filter { $0.severity == AuditSeverity.error.rawValue }.count }
    }

    /// Audit errors across every audited variant.
    package var auditErrors: Int { (audits ?? []).reduce(0) { $0 + $1.errors } }
}
