import Foundation
import Raster
import SegmentRender
import SegmentRenderTesting
import XCTest

/// Our own goldens, through the same `GoldenCheck` users get from `SegmentRenderTesting` and
/// `segment-render snapshot`: `Goldens/<name>.png`, compared as decoded pixels, exactly unless
/// `maxChannelDelta` says otherwise (give the reason beside the call).
///
/// Recording only when `SEGMENT_RENDER_RECORD` asks (`all`, `missing`, `failed`; any other value is
/// an error), and never with `CI` set (asking then is an error too); a recording run fails so nobody records by accident. A mismatch writes
/// actual, expected and diff images to `SEGMENT_RENDER_ARTIFACTS` (default `Tests/Golden/Artifacts`)
/// and names them. Goldens depend on the exact fonts and FreeType: on a machine whose fonts differ
/// from `Goldens/environment.json`, every golden fails with one message saying so.
func assertGolden(
    _ framebuffer: Framebuffer, named name: String, maxChannelDelta: Int = 0,
    file: StaticString = #filePath, function: String = #function, line: UInt = #line
) throws {
    let mode = try RecordMode.resolve(fallback: .never)
    if mode == .never, let mismatch = FontEnvironment.mismatch {
        return XCTFail(mismatch, file: file, line: line)
    }
    if mode != .never { try FontEnvironment.record() }
    let image = DecodedImage(width: framebuffer.width, height: framebuffer.height, rgba: framebuffer.straightRGBA())
    try SegmentRenderTesting.assertGolden(
        image, named: name, goldens: GoldenPaths.goldens,
        tolerance: Tolerance(maxChannelDelta: maxChannelDelta), record: mode,
        artifacts: GoldenPaths.artifacts, filePath: file, function: function, line: line)
}

enum GoldenPaths {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
    static var artifacts: URL {
        if let custom = ProcessInfo.processInfo.environment["SEGMENT_RENDER_ARTIFACTS"] {
            return URL(fileURLWithPath: custom)
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Artifacts")
    }
}
