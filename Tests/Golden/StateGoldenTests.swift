import Foundation
import Raster
import SegmentRender
import XCTest

/// The states real snapshot suites cover: badges on every style (a dot, 1, 42, 100 → "99+", text).
final class StateGoldenTests: XCTestCase {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../examples").standardized

    func testBadgesOnEveryStyle() throws {
        for style in ["hm", "jx", "uikit7", "uikit13", "dock"] {
            let control = try ConfigLoader.load(file: Self.examples.appendingPathComponent("badges/\(style).json").path)
            try assertGolden(control.render(), named: "badges-\(style)@\(control.config.scale)x")
        }
        // Badges move with their titles while the selection changes.
        let jx = try ConfigLoader.load(file: Self.examples.appendingPathComponent("badges/jx.json").path)
        try assertGolden(jx.render(jx.progressState(0.5)), named: "badges-jx-progress-0.5@2x")
    }
}
