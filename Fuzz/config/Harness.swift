// Config bytes → decode → layout → render (and write as SVG) on a small canvas. Any crash, hang or leak is a bug;
// errors are the expected outcome for most inputs.
import Foundation
import SegmentRender

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Data(bytes: data, count: size)
    guard let control = try? ConfigLoader.load(json: bytes, name: "fuzz.json", baseDirectory: "/nonexistent") else { return 0 }
    // Small canvases only: the fuzzer looks for crashes, not for big pictures.
    guard control.config.width * control.config.height * Double(control.config.scale * control.config.scale) <= 200_000 else { return 0 }
    _ = control.layout().jsonString()
    _ = control.render()
    _ = control.render(control.progressState(0.5))
    // Past the first page (tabman's indicator overscrolls; the others clamp).
    _ = control.render(control.progressState(-0.5))
    _ = try? control.svg(control.progressState(0.5))
    _ = try? control.svg(text: .live)
    _ = control.layout().segmentIndex(at: Point(x: 10, y: 10))
    // A drag's release (from the config's drag, else the left edge), one frame in.
    let release = AnimationPlan(endpoints: .release(from: control.config.drag ?? 0), duration: 0.3, fps: 10, curve: control.config.animationCurve)
    _ = control.render(control.frameState(release, frame: 1))
    return 0
}
