import Foundation
import SegmentRender

extension BenchCommand {
    /// `bench --audit`: every preset audited (every rule) across the matrix of light and dark,
    /// left to right and right to left, the default size and AX5, and no pseudolocale, en-XA and
    /// ar-XB: the total, per audit, and per state (each rest state, none and every segment, with
    /// its share of the in-between frames sampled on the way to the next).
    static func auditSpeed() throws {
        var states = 0, findings = 0
        let variants: [ConfigOverrides] = [Appearance.light, .dark].flatMap { appearance in
            [SemanticContentAttribute.unspecified, .forceRightToLeft].flatMap { direction in
                [ContentSizeCategory?.none, .AX5].flatMap { size in
                    [Pseudolocale.plain, .enXA, .arXB].map { ConfigOverrides(appearance: appearance, direction: direction, contentSize: size, locale: $0) }
                }
            }
        }
        let controls = try Presets.all.flatMap { preset in try variants.map { try Presets.load(preset.name, overrides: $0) } }
        let start = DispatchTime.now().uptimeNanoseconds
        for control in controls {
            findings += control.audit().count
            states += control.config.segmentCount + 1
        }
        let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        Output.say(
            "audit: \(Presets.all.count) presets × \(variants.count) variants (light/dark × ltr/rtl × default/AX5 × none/en-XA/ar-XB), every rule:")
        Output.say(String(format: "  total                    %9.1f ms  (%d audits, %d states, %d findings)", ms, controls.count, states, findings))
        Output.say(String(format: "  per audit                %9.2f ms", ms / Double(max(1, controls.count))))
        Output.say(String(format: "  per state                %9.3f ms", ms / Double(max(1, states))))
    }
}
