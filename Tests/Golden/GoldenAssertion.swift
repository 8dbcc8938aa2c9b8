import Foundation
import Raster
import XCTest

/// Compares a render with `Goldens/<name>.png` as decoded pixels, exactly unless `maxChannelDelta`
/// says otherwise (give the reason beside the call).
///
/// `SEGMENT_RENDER_RECORD=1` writes the golden instead and fails, so nobody records by accident;
/// with `CI` set, recording is refused. A mismatch writes `<name>.actual.png`, `.expected.png` and
/// `.diff.png` (expected | changed pixels in red | actual) to the artifacts folder
/// (`SEGMENT_RENDER_ARTIFACTS`, default `Tests/Golden/Artifacts`) and names them in the failure.
func assertGolden(_ framebuffer: Framebuffer, named name: String, maxChannelDelta: Int = 0,
                  file: StaticString = #filePath, line: UInt = #line) throws {
    let goldenURL = GoldenPaths.goldens.appendingPathComponent(name + ".png")
    let actual = DecodedImage(width: framebuffer.width, height: framebuffer.height, rgba: framebuffer.straightRGBA())
    if GoldenPaths.recording {
        guard ProcessInfo.processInfo.environment["CI"] == nil else {
            return XCTFail("SEGMENT_RENDER_RECORD is set on CI; goldens are never recorded there", file: file, line: line)
        }
        try FontEnvironment.record()
        try Data(PNGCodec.encode(straightRGBA: actual.rgba, width: actual.width, height: actual.height, options: .small))
            .write(to: goldenURL, options: .atomic)
        return XCTFail("recorded \(goldenURL.path); look at it, then run again without SEGMENT_RENDER_RECORD", file: file, line: line)
    }
    if let mismatch = FontEnvironment.mismatch {
        return XCTFail(mismatch, file: file, line: line)
    }
    guard let bytes = try? Data(contentsOf: goldenURL) else {
        return XCTFail("no golden at \(goldenURL.path); record it with SEGMENT_RENDER_RECORD=1", file: file, line: line)
    }
    let expected = try PNGCodec.decode([UInt8](bytes))
    guard expected.width == actual.width, expected.height == actual.height else {
        try writeArtifacts(name, expected: expected, actual: actual, comparison: nil)
        return XCTFail("\(name): size \(actual.width)×\(actual.height) differs from the golden's \(expected.width)×\(expected.height)", file: file, line: line)
    }
    let comparison = ImageComparison(expected: expected, actual: actual, maxChannelDelta: maxChannelDelta)
    guard comparison.differingPixels > 0 else { return }
    let paths = try writeArtifacts(name, expected: expected, actual: actual, comparison: comparison)
    XCTFail("\(name): \(comparison.summary)\n  " + paths.joined(separator: "\n  "), file: file, line: line)
}

@discardableResult
private func writeArtifacts(_ name: String, expected: DecodedImage, actual: DecodedImage,
                            comparison: ImageComparison?) throws -> [String] {
    let folder = GoldenPaths.artifacts
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var images = [("actual", actual), ("expected", expected)]
    if let comparison { images.append(("diff", ImageComparison.diffImage(expected: expected, actual: actual, comparison: comparison))) }
    return try images.map { suffix, image in
        let url = folder.appendingPathComponent("\(name).\(suffix).png")
        try Data(PNGCodec.encode(straightRGBA: image.rgba, width: image.width, height: image.height)).write(to: url)
        return url.path
    }
}

enum GoldenPaths {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
    static var artifacts: URL {
        if let custom = ProcessInfo.processInfo.environment["SEGMENT_RENDER_ARTIFACTS"] {
            return URL(fileURLWithPath: custom)
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Artifacts")
    }
    static var recording: Bool {
        ["1", "true", "yes", "all"].contains(ProcessInfo.processInfo.environment["SEGMENT_RENDER_RECORD"]?.lowercased() ?? "")
    }
}
