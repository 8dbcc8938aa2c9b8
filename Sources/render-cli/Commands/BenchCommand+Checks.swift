import FoundationEssentials
import Glibc
import Raster
import SegmentRender
import SegmentRenderSnapshot

extension BenchCommand {
    /// A whole entry checked as `snapshot` checks it (render excluded): against a PNG golden on
    /// disk — passing, failing (artifacts written), and failing with the elements' attribution —
    /// and against a hash store's line. The attribution line gives its cost as a share of the
    /// failing check without it.
    static func wholeChecks(_ control: Control, states: [FrameState], frames: Int) throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("segment-render-bench-checks-\(getpid())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let golden = scratch.appendingPathComponent("goldens/demo.png")
        let first = states[0], next = states[1]
        let expected = DecodedImage(control.render(first)), changed = DecodedImage(control.render(next))
        var recorder = GoldenCheck(mode: .all, artifacts: scratch.appendingPathComponent("recorded"))
        recorder.compression = .small
        _ = try recorder.check(expected, golden: golden, name: "demo", subject: .control(control, first))
        let check = GoldenCheck(mode: .never, artifacts: scratch.appendingPathComponent("artifacts"))
        let count = max(5, frames / 10)
        Output.say("checking one entry as snapshot does, render excluded (\(count) entries):")
        let passing = try time(count) { _ in _ = try check.check(expected, golden: golden, name: "demo") }
        let failing = try time(count) { _ in _ = try check.check(changed, golden: golden, name: "demo") }
        let attributed = try time(count) { _ in _ = try check.check(changed, golden: golden, name: "demo", subject: .control(control, next)) }
        Output.say("  png passing              " + passing.text)
        Output.say("  png failing              " + failing.text)
        Output.say("  png failing, attributed  " + attributed.text + formatted("  (+%.0f%% for the attribution)", (attributed.median / failing.median - 1) * 100))
        let line = HashStore.entry(image: expected, elements: nil)
        let store = scratch.appendingPathComponent("goldens/\(HashStore.fileName)")
        let hashPassing = try time(count) { _ in
            _ = try check.checkHashed(.image(expected, nil), recorded: line, store: store, path: "demo.png", name: "demo")
        }
        let hashFailing = try time(count) { _ in
            _ = try check.checkHashed(.image(changed, .control(control, next)), recorded: line, store: store, path: "demo.png", name: "demo")
        }
        Output.say("  hash passing             " + hashPassing.text)
        Output.say("  hash failing             " + hashFailing.text)
    }
}
