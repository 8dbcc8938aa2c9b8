import Foundation
import Raster
import XCTest

@testable import SegmentRender

/// Material 3's tab row, worked out by hand in device pixels from Compose's arithmetic
/// (docs/style-material3.md).
final class MaterialLayoutTests: XCTestCase {
    /// Labels with the given advances (points), Roboto-like metrics: ascent 13, descent 3.5.
    func layout(_ extra: String, advances: [Double], selection: Int? = 0, width: Double = 360, height: Double = 48, scale: Double = 2) throws
        -> ControlLayout
    {
        try materialLayout(extra, advances: advances, selection: selection, width: width, height: height, scale: scale)
    }

    func indicator(_ l: ControlLayout) throws -> TabIndicator {
        guard case .tabIndicator(let bar)? = l.decorations.first else { throw XCTSkip("no indicator: \(l.decorations)") }
        return bar
    }

    func testFixedTabsShareTheWidthInWholePixels() throws {
        // 361 pt at 2x = 722 px over 3 tabs: floor(722 / 3) = 240 px = 120 pt each; 2 px left over on the right.
        let l = try layout("", advances: [40, 30, 50], width: 361)
        XCTAssertEqual(l.segments.map(\.frame.x), [0, 120, 240])
        XCTAssertEqual(l.segments.map(\.frame.width), [120, 120, 120])
        XCTAssertEqual(l.contentWidth, 361)
        XCTAssertEqual(l.scrollOffset, 0)
    }

    func testALabelIsCentredInItsTabAndItsLineBox() throws {
        // Tab 0: 240 px; label 40 pt = 80 px, box 80 + 2 × 32 = 144; x = round((240 − 144) / 2) + 32 = 80 px = 40 pt.
        // Height 96 px; line box 20 dp = 40 px at round((96 − 40) / 2) = 28; ascent ceil(26) = 26, descent ceil(7) = 7:
        // spare 7, 3 above (the odd pixel below): top 31 px, baseline 57 px.
        let l = try layout("", advances: [40, 30.3, 50])
        XCTAssertEqual(l.segments[0].titleFrame, Rect(x: 40, y: 15.5, width: 40, height: 16.5))
        XCTAssertEqual(l.segments[0].titleBaseline, Point(x: 40, y: 28.5))
        // Tab 1: 30.3 pt = 60.6 → 61 px, box 125; round(57.5) = 58, + 32 = 90 px from 240.
        XCTAssertEqual(l.segments[1].titleFrame?.x, (240 + 58 + 32) / 2)
    }

    func testPrimaryIndicatorIsTheLabelsWidthAtLeast24() throws {
        // 40 pt label: 80 px, centred under the 240 px tab at floor(160 / 2) = 80 px; 3 dp = 6 px high on the bottom.
        var bar = try indicator(try layout("", advances: [40, 30, 50]))
        XCTAssertEqual(bar.frame, Rect(x: 40, y: 45, width: 40, height: 3))
        XCTAssertEqual(bar.topCornerRadius, 3)
        XCTAssertEqual(bar.color, MaterialColors.baseline(.light).primary)
        // A 10 pt label: the 24 dp minimum, 48 px centred at floor(192 / 2) = 96 px.
        bar = try indicator(try layout("", advances: [10, 30, 50]))
        XCTAssertEqual(bar.frame, Rect(x: 48, y: 45, width: 24, height: 3))
        // An odd pixel count: 30.1 pt → 61 px, at floor(179 / 2) = 89 px from tab 1's 240.
        bar = try indicator(try layout("", advances: [40, 30.1, 50], selection: 1))
        XCTAssertEqual(bar.frame, Rect(x: (240 + 89) / 2, y: 45, width: 30.5, height: 3))
    }

    func testSecondaryIndicatorSpansTheTab() throws {
        let bar = try indicator(try layout(#", "tabVariant": "secondary""#, advances: [40, 30, 50], selection: 2))
        XCTAssertEqual(bar.frame, Rect(x: 240, y: 46, width: 120, height: 2))
        XCTAssertEqual(bar.topCornerRadius, 0)
    }

    func testTheDividerRunsAlongTheBottom() throws {
        XCTAssertEqual(try layout("", advances: [40]).dividers, [Rect(x: 0, y: 47, width: 360, height: 1)])
        // At 3x: 1 dp = 3 px, 3 dp = 9 px; 48 dp = 144 px.
        let l = try layout("", advances: [40], scale: 3)
        XCTAssertEqual(l.dividers, [Rect(x: 0, y: 47, width: 360, height: 1)])
        XCTAssertEqual(try indicator(l).frame.height, 3)
    }

    /// Lengths in points, as device pixels at `scale`, equal to `expected` (to a billionth of a pixel).
    func assertPixels(_ points: [Double], _ expected: [Double], line: UInt = #line) {
        XCTAssertEqual(points.count, expected.count, line: line)
        for (a, b) in zip(points, expected) { XCTAssertEqual(a, b, accuracy: 1e-9, "\(points) vs \(expected)", line: line) }
    }

    func testAndroidDensitiesSnapEveryLengthToWholePixels() throws {
        // 2.625 (420 dpi): 360 dp = 945 px, three tabs of 315 px = 120 dp; 48 dp = 126 px.
        // 1 dp = round(2.625) = 3 px, 3 dp = round(7.875) = 8 px: the divider 3 px, the indicator 8 px, both on the bottom.
        var l = try layout("", advances: [40], scale: 2.625)
        assertPixels(l.segments.map { $0.frame.width * 2.625 }, [945])
        assertPixels(l.dividers.map { $0.minY * 2.625 }, [123])
        assertPixels(l.dividers.map { $0.height * 2.625 }, [3])
        var bar = try indicator(l).frame
        assertPixels([bar.minY, bar.height].map { $0 * 2.625 }, [118, 8])
        // The label: 40 dp × 2.625 = 105 px, box 105 + 2 × round(42) = 189 in 945: round(378) = 378, + 42 = 420 px;
        // the indicator 105 px under it at floor((945 − 105) / 2) = 420 px.
        assertPixels([l.segments[0].titleFrame!.minX, bar.minX, bar.width].map { $0 * 2.625 }, [420, 420, 105])
        // 1.5 (hdpi): 1 dp = round(1.5) = 2 px (halves up), 3 dp = round(4.5) = 5 px; 48 dp = 72 px.
        l = try layout("", advances: [40], scale: 1.5)
        assertPixels(l.dividers.map { [$0.minY * 1.5, $0.height * 1.5] }.first ?? [], [70, 2])
        bar = try indicator(l).frame
        assertPixels([bar.minY, bar.height].map { $0 * 1.5 }, [67, 5])
        // 3.5: 1 dp = round(3.5) = 4 px, 3 dp = round(10.5) = 11 px; 48 dp = 168 px.
        bar = try indicator(try layout("", advances: [40], scale: 3.5)).frame
        assertPixels([bar.minY, bar.height].map { $0 * 3.5 }, [157, 11])
        // A fractional row: 360.2 dp at 2.625 = 945.525 → 946 px (halves up) over two tabs of 473 px.
        l = try layout("", advances: [40, 30], width: 360.2, scale: 2.625)
        assertPixels(l.segments.map { $0.frame.minX * 2.625 }, [0, 473])
    }

    func testScrollableTabsAreTheirLabelPlusPaddingAtLeast90() throws {
        // At 2x: edge 104 px, minimum 180 px, padding 32 px. Labels 20 → max(180, 40 + 64) = 180;
        // 100 → 264; 60.2 → ceil(120.4) + 64 = 185. Content 104 + 180 + 264 + 185 + 104 = 837 px.
        let l = try layout(#", "tabMode": "scrollable""#, advances: [20, 100, 60.2])
        XCTAssertEqual(l.segments.map(\.frame.x), [52, 142, 274])
        XCTAssertEqual(l.segments.map(\.frame.width), [90, 132, 92.5])
        XCTAssertEqual(l.contentWidth, 418.5)
        XCTAssertEqual(l.dividers, [Rect(x: 0, y: 47, width: 418.5, height: 1)])
        // The indicator on a scrollable tab: the label's width (at least 24 dp), centred.
        XCTAssertEqual(try indicator(l).frame, Rect(x: 52 + 33, y: 45, width: 24, height: 3))
    }

    func testScrollableRowScrollsTheSelectedTabToTheCentre() throws {
        // Seven 100 pt labels: tabs 264 px from 104; content 104 + 7 × 264 + 104 = 2056 px; the row 720 px.
        let advances = Array(repeating: 100.0, count: 7)
        let centred = { (i: Int) in try self.layout(#", "tabMode": "scrollable""#, advances: advances, selection: i).scrollOffset }
        // Tab 3 at 104 + 792 = 896 px: 896 − (360 − 132) = 668 px = 334 pt.
        XCTAssertEqual(try centred(3), 334)
        // Tab 0 would need −124: clamped to 0; tab 6 (1688 px) past the end: clamped to 2056 − 720 = 1336 px.
        XCTAssertEqual(try centred(0), 0)
        XCTAssertEqual(try centred(6), 668)
        // contentOffset wins, clamped.
        XCTAssertEqual(try layout(#", "tabMode": "scrollable", "contentOffset": 50"#, advances: advances, selection: 3).scrollOffset, 50)
        XCTAssertEqual(try layout(#", "tabMode": "scrollable", "contentOffset": 5000"#, advances: advances, selection: 3).scrollOffset, 668)
        // Content narrower than the row starts at the edge padding and does not scroll.
        XCTAssertEqual(try layout(#", "tabMode": "scrollable""#, advances: [20, 20], selection: 1).scrollOffset, 0)
    }

    func testElasticEdgesFollowTheirSineCurves() {
        let a = TabIndicator(frame: Rect(x: 10, y: 45, width: 20, height: 3), topCornerRadius: 3, color: .black, motion: .elastic)
        let b = TabIndicator(frame: Rect(x: 110, y: 45, width: 40, height: 3), topCornerRadius: 3, color: .black, motion: .elastic)
        // Moving right: left = 10 + 100 (1 − cos(πt/2)), right = 30 + 120 sin(πt/2).
        for (t, left, right) in [(0.25, 17.6120, 75.9220), (0.5, 39.2893, 114.8528), (0.75, 71.7316, 140.8655)] {
            let f = a.interpolated(to: b, t).frame
            XCTAssertEqual(f.minX, left, accuracy: 1e-4, "t = \(t)")
            XCTAssertEqual(f.maxX, right, accuracy: 1e-4, "t = \(t)")
        }
        // A spring overshooting to 1.1: both edges 0.1 of the way past the end, the width kept.
        let over = a.interpolated(to: b, 1.1).frame
        XCTAssertEqual(over.minX, 120, accuracy: 1e-9)
        XCTAssertEqual(over.maxX, 162, accuracy: 1e-9)
        // Moving left the curves swap: the left edge leads on the sine.
        let back = b.interpolated(to: a, 0.25).frame
        XCTAssertEqual(back.minX, 110 - 100 * sin(Double.pi / 8), accuracy: 1e-9)
        XCTAssertEqual(back.maxX, 150 - 120 * (1 - cos(Double.pi / 8)), accuracy: 1e-9)
    }

    func testLinearAndFadeMotion() {
        var a = TabIndicator(frame: Rect(x: 10, y: 45, width: 20, height: 3), topCornerRadius: 3, color: .black, motion: .linear)
        var b = TabIndicator(frame: Rect(x: 110, y: 45, width: 40, height: 3), topCornerRadius: 3, color: .black, motion: .linear)
        XCTAssertEqual(a.interpolated(to: b, 0.5).frame, Rect(x: 60, y: 45, width: 30, height: 3))
        a.motion = .fade
        b.motion = .fade
        XCTAssertEqual(a.interpolated(to: b, 0.25).frame, a.frame)
        XCTAssertEqual(a.interpolated(to: b, 0.25).opacity, 0.5, accuracy: 1e-12)
        XCTAssertEqual(a.interpolated(to: b, 0.75).frame, b.frame)
        XCTAssertEqual(a.interpolated(to: b, 0.75).opacity, 0.5, accuracy: 1e-12)
        XCTAssertEqual(a.interpolated(to: b, 0.5).opacity, 0, accuracy: 1e-12)
        XCTAssertEqual(a.interpolated(to: b, 1.2).opacity, 1, "an overshoot never draws it more than opaque")
    }

    func testRobotoMediumTitleSmallAndTheBaselineScheme() throws {
        let control = try Presets.load("m3-primary")
        XCTAssertEqual(control.normalStyle.chain.primary.familyName, "Roboto")
        XCTAssertEqual(control.normalStyle.chain.primary.styleName, "Medium")
        XCTAssertEqual(control.normalStyle.fontSize, 14)
        XCTAssertEqual(control.normalStyle.color, RGBA8(r: 0x49, g: 0x45, b: 0x4F))
        XCTAssertEqual(control.selectedStyle.color, RGBA8(r: 0x67, g: 0x50, b: 0xA4))
        // Roboto's hhea: ascender 1900, descender −500 of 2048 units: at 14 pt and 2x, 25.98 → 26 px and 6.84 → 7 px,
        // so the baseline sits 57 px down a 96 px row (see testALabelIsCentredInItsTabAndItsLineBox).
        let face = control.normalStyle.chain.primary
        XCTAssertEqual([face.ascender, face.descender, face.unitsPerEm], [1900, -500, 2048])
        XCTAssertEqual(control.layout().segments[0].titleBaseline?.y, 28.5)
        let dark = try Presets.load("m3-secondary", overrides: ConfigOverrides(appearance: .dark))
        XCTAssertEqual(dark.config.backgroundColor, RGBA8(r: 0x14, g: 0x12, b: 0x18))
        XCTAssertEqual(dark.selectedStyle.color, RGBA8(r: 0xE6, g: 0xE0, b: 0xE9))
        XCTAssertEqual(dark.paint.chrome.materialDivider, RGBA8(r: 0x49, g: 0x45, b: 0x4F))
    }
}

extension ControlPaint.Chrome {
    fileprivate var materialDivider: RGBA8? {
        if case .material3(_, let divider) = self { return divider }
        return nil
    }
}
