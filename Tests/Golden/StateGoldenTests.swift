import Foundation
import Raster
import SegmentRender
import XCTest

/// The states real snapshot suites cover: badges on every style (a dot, 1, 42, 100 → "99+", text).
final class StateGoldenTests: XCTestCase {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../examples").standardized

    func testBadgesOnEveryStyle() throws {
        for style in ["hm", "jx", "uikit7", "uikit13", "dock", "material3"] {
            let control = try ConfigLoader.load(file: Self.examples.appendingPathComponent("badges/\(style).json").path)
            try assertGolden(control.render(), named: "badges-\(style)@\(ControlConfig.scaleName(control.config.scale))x")
        }
        // Badges move with their titles while the selection changes.
        let jx = try ConfigLoader.load(file: Self.examples.appendingPathComponent("badges/jx.json").path)
        try assertGolden(jx.render(jx.progressState(0.5)), named: "badges-jx-progress-0.5@2x")
    }

    /// Every preset in dark mode, at rest.
    func testEveryPresetInDarkMode() throws {
        // Material 3's and the other libraries' presets have their dark goldens in PresetGoldenTests.
        for preset in Presets.all where !preset.name.hasPrefix("m3-") && !PresetGoldenTests.fieldLibraries.contains(where: preset.name.hasPrefix) {
            let control = try Presets.load(preset.name, overrides: ConfigOverrides(appearance: .dark))
            try assertGolden(control.render(), named: "preset-\(preset.name)-dark-0@\(ControlConfig.scaleName(control.config.scale))x")
        }
    }

    /// The largest accessibility size on two presets (titles grow, fixed segments cut them), and
    /// AX3 on a config file.
    func testDynamicType() throws {
        let e0 = try ConfigLoader.load(file: Self.examples.appendingPathComponent("hm-e0.json").path, overrides: ConfigOverrides(contentSize: .AX3))
        try assertGolden(e0.render(), named: "hm-e0-AX3-0@2x")
        for name in ["uikit13", "hm-default"] {
            let control = try Presets.load(name, overrides: ConfigOverrides(contentSize: .AX5))
            try assertGolden(control.render(), named: "preset-\(name)-AX5-0@2x")
        }
    }

    /// A disabled segment on each style.
    func testDisabledSegments() throws {
        for style in ["hm", "uikit7", "uikit13"] {
            let json = #"{"width": 360, "height": 36, "style": "\#(style)", "sectionTitles": ["Day", "Week", "Month", "Year"], "disabledSegments": [2], "selectedSegmentIndex": 1}"#
            let control = try ConfigLoader.load(json: Data(json.utf8), name: "t", baseDirectory: "/")
            try assertGolden(control.render(), named: "disabled-\(style)@2x")
        }
    }

    /// Right to left with Arabic, Hebrew and mixed titles, at rest and halfway to the next item.
    func testRightToLeft() throws {
        for style in ["hm", "jx", "uikit13", "dock"] {
            let control = try ConfigLoader.load(file: Self.examples.appendingPathComponent("rtl/\(style).json").path)
            let scale = ControlConfig.scaleName(control.config.scale)
            try assertGolden(control.render(), named: "rtl-\(style)@\(scale)x")
            try assertGolden(control.render(control.progressState(0.5)), named: "rtl-\(style)-progress-0.5@\(scale)x")
        }
    }
}
