import Foundation
import Raster
import XCTest

@testable import SegmentRender

/// 20 renders of every preset, at rest and mid-way, encode to the same bytes.
final class PresetDeterminismTests: XCTestCase {
    func testTwentyRendersOfEveryPresetAreByteIdentical() throws {
        for preset in Presets.all {
            let control = try Presets.load(preset.name)
            let first = try PNGCodec.encode(control.render()), firstMoving = try PNGCodec.encode(control.render(control.progressState(0.5)))
            for _ in 1..<20 {
                XCTAssertEqual(try PNGCodec.encode(control.render()), first, preset.name)
                XCTAssertEqual(try PNGCodec.encode(control.render(control.progressState(0.5))), firstMoving, preset.name)
            }
        }
    }
}
