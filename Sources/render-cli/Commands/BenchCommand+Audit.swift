import Dispatch
import FoundationEssentials
import Glibc
import SegmentRender

extension BenchCommand {
    /// `bench --audit`: every preset audited (every rule) across the matrix of light and dark,
    /// left to right and right to left, the default size and AX5, and no pseudolocale, en-XA and
    /// ar-XB: the total, per audit, and per state (each rest state, none and every segment, with
    /// its share of the in-between frames sampled on the way to the next), and the same audits on
    /// every core as `audit --matrix` runs them; then bars of 100, 200 and 500 segments against
    /// one of 50, to show how the cost grows with the control.
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
        Output.say(formatted("  total                    %9.1f ms  (%d audits, %d states, %d findings)", ms, controls.count, states, findings))
        Output.say(formatted("  per audit                %9.2f ms", ms / Double(max(1, controls.count))))
        Output.say(formatted("  per state                %9.3f ms", ms / Double(max(1, states))))
        // The same audits on every core, as `audit --matrix` runs a config's variants.
        let jobs = Processors.available
        let wall = DispatchTime.now().uptimeNanoseconds
        let again = try parallelMap(controls.count, jobs: jobs) { controls[$0].audit().count }.reduce(0, +)
        let wallMS = Double(DispatchTime.now().uptimeNanoseconds - wall) / 1e6
        precondition(again == findings, "the threads found \(again) findings, one thread \(findings)")
        Output.say(formatted("  total on %2d threads       %9.1f ms  (as audit --matrix runs variants)", jobs, wallMS))
        // How the cost grows with the control: a bar of N segments 60 pt each, against the same bar of 50.
        func seconds(_ n: Int) throws -> Double {
            let titles = (0..<n).map { "\"T\($0)\"" }.joined(separator: ", ")
            let control = try ConfigLoader.load(
                json: Data(#"{"width": \#(60 * n), "height": 44, "sectionTitles": [\#(titles)]}"#.utf8), name: "bar.json", baseDirectory: ".")
            let start = DispatchTime.now().uptimeNanoseconds
            _ = control.audit()
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        }
        // Medians of seven: one run of a few milliseconds is at the mercy of a busy machine. The
        // first run, which makes what the process keeps (glyphs, fonts), is left out of them.
        func median(_ n: Int) throws -> Double { try (0..<7).map { _ in try seconds(n) }.sorted()[3] }
        _ = try seconds(50)
        let base = try median(50)
        for n in [100, 200, 500] {
            let t = try median(n)
            Output.say(formatted("  %3d segments             %9.1f ms  (%.1f× the 50-segment bar's %.1f ms; linear would be %d×)", n, t * 1e3, t / base, base * 1e3, n / 50))
        }
    }
}
