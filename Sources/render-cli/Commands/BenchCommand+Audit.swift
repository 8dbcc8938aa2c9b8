import Foundation
import SegmentRender

extension BenchCommand {
    /// `bench --audit`: every preset audited in light and dark, left to right and right to left,
    /// at the default size and AX5 (every rule): the total, and per picture audited (each rest
    /// state and each sampled in-between frame).
    static func auditSpeed() throws {
        var pictures = 0, findings = 0
        let variants: [ConfigOverrides] = [Appearance.light, .dark].flatMap { appearance in
            [SemanticContentAttribute.unspecified, .forceRightToLeft].flatMap { direction in
                [ContentSizeCategory?.none, .AX5].map { ConfigOverrides(appearance: appearance, direction: direction, contentSize: $0) }
            }
        }
        let controls = try Presets.all.flatMap { preset in try variants.map { try Presets.load(preset.name, overrides: $0) } }
        let start = DispatchTime.now().uptimeNanoseconds
        for control in controls {
            findings += control.audit().count
            let n = control.config.segmentCount
            pictures += n + 1 + max(0, n - 1) * Control.auditTransitionSamples.count
        }
        let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        Output.say("audit: \(Presets.all.count) presets × \(variants.count) variants (light/dark × ltr/rtl × default/AX5), every rule:")
        Output.say(String(format: "  total                    %9.1f ms  (%d pictures, %d findings)", ms, pictures, findings))
        Output.say(String(format: "  per picture              %9.3f ms", ms / Double(max(1, pictures))))
    }
}
