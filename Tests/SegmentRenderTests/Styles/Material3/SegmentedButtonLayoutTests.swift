import Foundation
import Raster
import XCTest

@testable import SegmentRender

/// Material 3's outlined segmented buttons, worked out by hand in device pixels from Compose's
/// arithmetic (docs/style-material3.md, "Segmented buttons").
final class SegmentedButtonLayoutTests: XCTestCase {
    /// Labels with the given advances (points), Roboto-like metrics: ascent 13, descent 3.5.
    func layout(_ extra: String, advances: [Double], selection: Int? = 0, width: Double = 328, height: Double = 40, scale: Double = 2) throws
        -> ControlLayout
    {
        try materialLayout(extra, advances: advances, selection: selection, width: width, height: height, scale: scale)
    }

    func buttons(_ l: ControlLayout) throws -> SegmentedButtonRow {
        guard case .segmentedButtons(let row)? = l.decorations.first else { throw XCTSkip("no buttons: \(l.decorations)") }
        return row
    }

    func testSegmentedButtonSharesOverlapByTheOutline() throws {
        // 328 pt at 2x = 656 px, 3 buttons overlapping by the 2 px outline: 660 / 3 = 220 px each, at 0, 218, 436 px.
        var l = try layout(#", "tabVariant": "segmentedButtons""#, advances: [20, 30, 40], width: 328, height: 40)
        XCTAssertEqual(l.segments.map(\.frame.x), [0, 109, 218])
        XCTAssertEqual(l.segments.map(\.frame.width), [110, 110, 110])
        XCTAssertEqual(l.segments.map(\.frame.y), [0, 0, 0])
        XCTAssertEqual(l.segments.map(\.frame.height), [40, 40, 40])
        // 4 buttons: 662 / 4 = 165.5 → 166 each is 2 px over, so the first two give one back: 165, 165, 166, 166.
        l = try layout(#", "tabVariant": "segmentedButtons""#, advances: [20, 30, 40, 10], width: 328, height: 40)
        XCTAssertEqual(l.segments.map(\.frame.width), [82.5, 82.5, 83, 83])
        XCTAssertEqual(l.segments.map(\.frame.x), [0, 81.5, 163, 245])
        XCTAssertEqual(ControlLayout.shares(of: 10, count: 3), [4, 3, 3])
        // 11 / 3 = 3.67 → 4 each is 1 over: the first gives it back.
        XCTAssertEqual(ControlLayout.shares(of: 11, count: 3), [3, 4, 4])
        // 48 pt high: the 80 px buttons centred at round((96 − 80) / 2) = 8 px.
        l = try layout(#", "tabVariant": "segmentedButtons""#, advances: [20, 30, 40], width: 328, height: 48)
        XCTAssertEqual(l.segments[0].frame, Rect(x: 0, y: 4, width: 110, height: 40))
        // At 3x: 984 + 2 × 3 = 990 px, 330 each, at 0, 327, 654 px.
        l = try layout(#", "tabVariant": "segmentedButtons""#, advances: [20, 30, 40], width: 328, height: 40, scale: 3)
        XCTAssertEqual(l.segments.map(\.frame.x), [0, 109, 218])
    }

    func testTheCheckmarkAndTheLabelSitInTheContentBox() throws {
        // Button 1 (selected) at 218 px, 220 wide; padding 24 px each side, checkmark 36 px, gap 16 px;
        // label 30.3 pt → 61 px; content 36 + 16 + 61 = 113 px centred in 172: round(29.5) = 30 → content at 272 px.
        let l = try layout(#", "tabVariant": "segmentedButtons""#, advances: [20, 30.3, 40.2], selection: 1, width: 328, height: 40)
        let row = try buttons(l)
        XCTAssertEqual(row.buttons[1].check, Rect(x: 136, y: 11, width: 18, height: 18))
        XCTAssertEqual(l.segments[1].titleFrame?.x, (272 + 52) / 2)
        // Check box: the 40 px line box at round((80 − 40) / 2) = 20, the 36 px box centred in it: 22 px = 11 pt.
        // Label baseline as a tab's: ascent 26, descent 7 in the 40 px box, 3 above: 20 + 3 + 26 = 49 px.
        XCTAssertEqual(l.segments[1].titleBaseline?.y, 24.5)
        // Button 2 (unselected) at 436 px: label 40.2 pt → 81 px, content 133 in 172: round(19.5) = 20 → 480 px;
        // the label moves back trunc(52 / 2) = 26 px from 480 + 52: at 506 px.
        XCTAssertEqual(l.segments[2].titleFrame?.x, 253)
        XCTAssertEqual(row.buttons.map(\.checkShown), [0, 1, 0])
        XCTAssertEqual(row.buttons.map(\.selected), [0, 1, 0])
        XCTAssertEqual(row.outlineWidth, 1)
        XCTAssertEqual(row.fill, MaterialColors.baseline(.light).secondaryContainer)
        XCTAssertEqual(row.checkColor, MaterialColors.baseline(.light).onSecondaryContainer)
    }

    func testOnlyTheRowsEndsAreRoundedAndDisabledOutlinesFade() throws {
        let l = try layout(#", "tabVariant": "segmentedButtons", "disabledSegments": [2]"#, advances: [20, 30, 40], width: 328, height: 40)
        let row = try buttons(l)
        XCTAssertEqual(row.buttons[0].radii, CornerRadii(topLeft: 20, topRight: 0, bottomRight: 0, bottomLeft: 20))
        XCTAssertEqual(row.buttons[1].radii, CornerRadii(all: 0))
        XCTAssertEqual(row.buttons[2].radii, CornerRadii(topLeft: 0, topRight: 20, bottomRight: 20, bottomLeft: 0))
        let scheme = MaterialColors.baseline(.light)
        XCTAssertEqual(row.buttons[0].outline, scheme.outline)
        // onSurface at 12 %: round(255 × 0.12) = 31.
        XCTAssertEqual(row.buttons[2].outline, RGBA8(r: scheme.onSurface.r, g: scheme.onSurface.g, b: scheme.onSurface.b, a: 31))
        // Right to left: the first button is on the right, its rounded end too; the checkmark box moves, the label with it.
        let rtl = try layout(
            #", "tabVariant": "segmentedButtons", "semanticContentAttribute": "forceRightToLeft""#, advances: [20, 30, 40], width: 328, height: 40)
        let mirrored = try buttons(rtl)
        XCTAssertEqual(mirrored.buttons[0].frame.x, 218)
        XCTAssertEqual(mirrored.buttons[0].radii, CornerRadii(topLeft: 0, topRight: 20, bottomRight: 20, bottomLeft: 0))
        XCTAssertEqual(mirrored.buttons[0].check.maxX, 328 - row.buttons[0].check.minX)
    }

    func testTheNewCheckmarkGrowsInAndTheOldOneGoesAtOnce() throws {
        let a = try buttons(try layout(#", "tabVariant": "segmentedButtons""#, advances: [20, 30, 40], selection: 1, width: 328, height: 40))
        let b = try buttons(try layout(#", "tabVariant": "segmentedButtons""#, advances: [20, 30, 40], selection: 2, width: 328, height: 40))
        let mid = a.interpolated(to: b, 0.25)
        XCTAssertEqual(mid.buttons.map(\.checkShown), [0, 0, 0.25])
        XCTAssertEqual(mid.buttons.map(\.selected), [0, 0.75, 0.25])
    }
}
