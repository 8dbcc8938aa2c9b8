import Foundation
import Raster
import SegmentRender
import XCTest

/// Every preset in every selection state at 2x (the JX bars at rest and halfway from their first
/// item to the second), and one preset at 1x and 3x.
final class PresetGoldenTests: XCTestCase {
    func testEveryPresetInEveryState() throws {
        for preset in Presets.all where !preset.name.hasPrefix("jx-") && !preset.name.hasPrefix("m3-") && !PresetGoldenTests.fieldLibraries.contains(where: preset.name.hasPrefix) {
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

    /// Material 3's presets, light and dark, at rest and half-way (by scroll progress, as a swipe
    /// between pages drives the indicator) from the selected tab to the next.
    func testMaterialPresetsLightAndDarkAtRestAndHalfway() throws {
        let m3 = Presets.all.filter { $0.name.hasPrefix("m3-") }
        XCTAssertGreaterThanOrEqual(m3.count, 3)
        try assertLightAndDarkAtRestAndHalfway(m3)
    }

    /// The other libraries' presets (BetterSegmentedControl, Parchment, PagingKit, …), light and
    /// dark, at rest and half-way from the selected segment to the next — a dragging preset instead
    /// held by its finger and half-way through its release.
    func testFieldLibraryPresetsLightAndDarkAtRestAndHalfway() throws {
        let field = Presets.all.filter { preset in PresetGoldenTests.fieldLibraries.contains(where: preset.name.hasPrefix) }
        XCTAssertGreaterThanOrEqual(field.count, 2)
        try assertLightAndDarkAtRestAndHalfway(field)
    }

    /// Each preset in light and dark mode (`preset-NAME[-dark]@2x`) and half-way: by scroll progress
    /// from its selection to the next (`…-progress-P@2x`), or, with a drag, frame 9 of its release
    /// (`…-release-9@2x`).
    func assertLightAndDarkAtRestAndHalfway(_ presets: [Presets.Preset]) throws {
        for preset in presets {
            for appearance in [Appearance.light, .dark] {
                let control = try Presets.load(preset.name, overrides: ConfigOverrides(appearance: appearance))
                let name = "preset-\(preset.name)\(appearance == .dark ? "-dark" : "")"
                try assertGolden(control.render(), named: "\(name)@2x")
                if let drag = control.config.drag {
                    let plan = AnimationPlan(endpoints: .release(from: drag), duration: 0.3, fps: 60, curve: control.config.animationCurve)
                    try assertGolden(control.render(control.frameState(plan, frame: 9)), named: "\(name)-release-9@2x")
                } else {
                    let halfway = Double(control.config.selectedSegmentIndex ?? 0) + 0.5
                    try assertGolden(control.render(control.progressState(halfway)), named: "\(name)-progress-\(halfway)@2x")
                }
            }
        }
    }

    /// The name prefixes of the presets `testFieldLibraryPresetsLightAndDarkAtRestAndHalfway` draws.
    static let fieldLibraries = ["bsc", "pagingkit", "parchment", "tabman", "segmentio", "uikit26"]

    /// Material 3 at Android densities that are not whole numbers: every edge on a whole pixel
    /// (docs/style-material3.md, "Pixels").
    func testMaterialAtAndroidDensities() throws {
        for (preset, scale) in [("m3-primary", 1.5), ("m3-primary", 2.625), ("m3-segmented-buttons", 3.5)] {
            let control = try Presets.load(preset).scaled(to: scale)
            try assertGolden(control.render(), named: "preset-\(preset)@\(scale)x")
        }
    }

    func testOnePresetAtOneAndThreeTimes() throws {
        for scale in [1, 3] {
            let control = try Presets.load("qq-segmentbar").scaled(to: Double(scale))
            try assertGolden(control.render(), named: "preset-qq-segmentbar-0@\(scale)x")
        }
    }
}
