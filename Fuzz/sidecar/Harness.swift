// Sidecar bytes → a golden's `.elements.json`, then a failing check reads it: decode, the
// attribution of the changed pixels (pixel shares through the claim map, changed fields, lines)
// and the outlines drawn on the diff panel. Whatever the bytes, a check must end with a failure
// and a diff picture, in bounded time (libFuzzer's -timeout) — never a trap.
import Foundation
import Raster
import SegmentRender
import SegmentRenderSnapshot

let root = FileManager.default.temporaryDirectory.appendingPathComponent("segment-render-fuzz-sidecar-\(getpid())")
let golden = root.appendingPathComponent("goldens/tabs-0@2x.png")
let artifacts = root.appendingPathComponent("artifacts")
let controls = try! ["A", "C"].map { title in
    try ConfigLoader.load(
        json: Data(#"{"width": 120, "height": 30, "sectionTitles": ["\#(title)", "B"], "badges": [{"dot": true}]}"#.utf8), name: "tabs.json",
        baseDirectory: "/")
}
// The golden drawn from the first control, once; each input replaces its sidecar.
let recorded: Void = {
    let state = controls[0].restState(0)
    _ = try! GoldenCheck(mode: .all, artifacts: artifacts).check(
        DecodedImage(controls[0].render(state)), golden: golden, name: "tabs-0@2x", subject: .control(controls[0], state))
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    _ = recorded
    let bytes = [UInt8](UnsafeBufferPointer(start: data, count: size))
    // Decoding alone: a sidecar or one clear error.
    if let sidecar = try? ElementSidecar.decode(bytes, path: "x.elements.json") {
        precondition(sidecar.elements.count <= ElementSidecar.maxElements)
        for element in sidecar.elements { if let box = element.box { precondition(box.x0 <= box.x1 && box.y0 <= box.y1) } }
    }
    try? Data(bytes).write(to: ElementSidecar.url(for: golden))
    let state = controls[1].restState(0)
    let outcome = try! GoldenCheck(mode: .never, artifacts: artifacts).check(
        DecodedImage(controls[1].render(state)), golden: golden, name: "tabs-0@2x", subject: .control(controls[1], state))
    guard case .failed(_, let files) = outcome, files.diff != nil else { fatalError("a changed title must fail with a diff: \(outcome)") }
    precondition((files.attribution?.lines.count ?? 0) <= Attribution.maxLines + 10)
    return 0
}
