import Foundation
import Raster
import SegmentRender
import XCTest

/// Every preset in every selection state at 2x (the JX bars at rest and halfway from their first
/// item to the second), and one preset at 1x and 3x.
final class PresetGoldenTests: XCTestCase {
    func testEveryPresetInEveryState() throws {
        for preset in Presets.all where !preset.name.hasPrefix("jx-") {
            let control = try Presets.load(preset.name)
            try assertGolden(control.render(selection: .none), named: "preset-\(preset.name)-none@2x")
            for i in 0..<control.config.segmentCount {
                try assertGolden(control.render(selection: .index(i)), named: "preset-\(preset.name)-\(i)@2x")
            }
        }
    }

    func testJXPresetsAtRestAndHalfway() throws {
        let jx = Presets.all.filter { $0.name.hasPrefix("jx-") }
        XCTAssertGreaterThanOrEqual(jx.count, 8)
        for preset in jx {
            let control = try Presets.load(preset.name)
            try assertGolden(control.render(), named: "preset-\(preset.name)-0@2x")
            try assertGolden(control.render(control.progressState(0.5)), named: "preset-\(preset.name)-progress-0.5@2x")
        }
    }

    func testOnePresetAtOneAndThreeTimes() throws {
        for scale in [1, 3] {
            let control = try Presets.load("qq-segmentbar").scaled(to: scale)
            try assertGolden(control.render(), named: "preset-qq-segmentbar-0@\(scale)x")
        }
    }
}
