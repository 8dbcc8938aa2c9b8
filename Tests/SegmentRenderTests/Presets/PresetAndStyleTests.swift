import Foundation
import Raster
import XCTest

@testable import SegmentRender

/// Presets, UIKit styles, vertical items and the Dock, worked out by hand.
final class PresetAndStyleTests: XCTestCase {
    func config(_ json: String) throws -> ControlConfig { try ConfigLoader.decode(json: Data(json.utf8), name: "t") }

    func text(_ widths: [Double], lineHeight: Double = 16) -> [SegmentContent] {
        widths.map { SegmentContent(title: TitleMeasure(width: $0.rounded(.up), height: 20, advance: $0, ascent: 12, lineHeight: lineHeight), imageSize: nil) }
    }

    func testEveryPresetLoadsAndItsPrintedJSONDecodesToTheSameConfig() throws {
        // Names a command line and a file name take, each once; every style has a preset.
        let names = Presets.all.map(\.name)
        XCTAssertEqual(Set(names).count, names.count)
        for name in names { XCTAssertNotNil(name.wholeMatch(of: /[a-z0-9]+(-[a-z0-9.]+)*/), name) }
        let styles = Set(try Presets.all.map { try Presets.load($0.name).config.style })
        XCTAssertEqual(styles, Set(ControlStyle.allCases), "styles without a preset")
        for preset in Presets.all {
            let control = try Presets.load(preset.name)
            let printed = control.config.json.rendered()
            let again = try ConfigLoader.decode(json: Data(printed.utf8), name: "printed")
            XCTAssertEqual(again, control.config, preset.name)
        }
    }

    func testUnknownPresetListsTheValidOnes() {
        XCTAssertThrowsError(try Presets.load("hx2")) { error in
            XCTAssertTrue("\(error)".contains("there is no preset 'hx2' (did you mean 'hx'?)"), "\(error)")
            XCTAssertTrue("\(error)".contains("presets: hm-default, hx, title-bar"), "\(error)")
        }
    }

    func testUnknownStyleAndBuiltInName() throws {
        XCTAssertThrowsError(try config(#"{"width": 10, "height": 10, "style": "ios6"}"#)) { error in
            XCTAssertEqual((error as? ConfigError)?.keyPath, "style")
            XCTAssertTrue("\(error)".contains(#"one of "hm", "uikit7", "uikit13""#), "\(error)")
        }
        let json = #"{"width": 100, "height": 40, "type": "images", "sectionImages": ["builtin:qq-dock-feeed"]}"#
        XCTAssertThrowsError(try ConfigLoader.load(json: Data(json.utf8), name: "c.json", baseDirectory: "/")) { error in
            XCTAssertEqual((error as? ConfigError)?.keyPath, "sectionImages[0]")
            XCTAssertTrue("\(error)".contains("no built-in image 'qq-dock-feeed' (did you mean 'qq-dock-feed'?)"), "\(error)")
            XCTAssertTrue("\(error)".contains("built-in images: qq-segment-left-normal"), "\(error)")
        }
    }

    func testUIKit7Layout() throws {
        let c = try config(#"{"style": "uikit7", "width": 300, "height": 32, "sectionTitles": ["a", "b", "c"], "selectedSegmentIndex": 1}"#)
        let layout = ControlLayout(config: c, selection: 1, segments: text([20, 30, 40]))
        XCTAssertEqual(layout.dividers, [Rect(x: 99.5, y: 0, width: 1, height: 32), Rect(x: 199.5, y: 0, width: 1, height: 32)])
        XCTAssertEqual(layout.indicator.box, Rect(x: 100, y: 0, width: 100, height: 32))
        XCTAssertNil(layout.indicator.stripe)
        // Titles centred on their exact advance and line: (100 + (100 − 30)/2, (32 − 16)/2).
        XCTAssertEqual(layout.segments[1].titleFrame, Rect(x: 135, y: 8, width: 30, height: 16))
        XCTAssertEqual(layout.segments[1].titleBaseline, Point(x: 135, y: 20))
        XCTAssertEqual(c.titleTruncation, .tail)
        XCTAssertEqual(c.titleVerticalAlignment, .center)
    }

    func testUIKit13ThumbAndHiddenDividers() throws {
        let c = try config(#"{"style": "uikit13", "width": 400, "height": 32, "sectionTitles": ["a", "b", "c", "d"]}"#)
        XCTAssertEqual(c.backgroundColor, RGBA8(r: 118, g: 118, b: 128, a: 31))
        let layout = ControlLayout(config: c, selection: 1, segments: text([10, 10, 10, 10]))
        XCTAssertEqual(layout.indicator.box, Rect(x: 102, y: 2, width: 96, height: 28))
        // Dividers at 100 and 200 touch the thumb and hide; the one at 300 shows, 16 pt tall, centred.
        XCTAssertEqual(layout.dividers, [Rect(x: 299.5, y: 8, width: 1, height: 16)])
        XCTAssertEqual(ControlLayout(config: c, selection: nil, segments: text([10, 10, 10, 10])).dividers.count, 3)
    }

    /// iOS 26: the iOS 13 track colour and thumb slot, both capsules (radius half the height), no
    /// dividers at all; drawn, the track's corner is cut by the 16 pt radius where iOS 13's 8.91 pt
    /// one still covers it.
    func testUIKit26CapsuleTrackAndThumbWithoutDividers() throws {
        let c = try config(#"{"style": "uikit26", "width": 400, "height": 32, "sectionTitles": ["a", "b", "c", "d"]}"#)
        XCTAssertEqual(c.backgroundColor, RGBA8(r: 118, g: 118, b: 128, a: 31))
        XCTAssertEqual(c.animationCurve, .spring(damping: 0.7138, response: 0.2039))
        let layout = ControlLayout(config: c, selection: 1, segments: text([10, 10, 10, 10]))
        XCTAssertEqual(layout.indicator.box, Rect(x: 102, y: 2, width: 96, height: 28))
        guard case .thumb(let thumb)? = layout.decorations.first else { return XCTFail("no thumb") }
        XCTAssertEqual(thumb.cornerRadius, 14)
        XCTAssertEqual(layout.dividers, [])
        XCTAssertEqual(ControlLayout(config: c, selection: nil, segments: text([10, 10, 10, 10])).dividers, [])
        // At 1x, select the last segment so no thumb or shadow is near the left corners. Pixel
        // (3, 3)'s centre (3.5, 3.5) lies 17.68 pt from the capsule's corner centre (16, 16):
        // 1.68 pt outside its 16 pt radius (clear), where iOS 13's track (radius 8.91, centre
        // (8.91, 8.91), 7.65 pt away) covers it whole. (1, 16) is 14.51 pt from (16, 16): inside.
        func alpha(_ style: String, _ x: Int, _ y: Int) throws -> UInt8 {
            let json = #"{"style": "\#(style)", "width": 400, "height": 32, "sectionTitles": ["a", "b", "c", "d"], "selectedSegmentIndex": 3}"#
            let frame = try ConfigLoader.load(json: Data(json.utf8), name: "t", baseDirectory: "/").scaled(to: 1).render()
            return frame.pixels[(y * frame.width + x) * 4 + 3]
        }
        XCTAssertEqual(try alpha("uikit26", 3, 3), 0)
        XCTAssertEqual(try alpha("uikit13", 3, 3), 31)
        XCTAssertEqual(try alpha("uikit26", 1, 16), 31)
        XCTAssertEqual(try alpha("uikit26", 16, 2), 31)
    }

    func testUIKitTitleDefaults() throws {
        let seven = try ConfigLoader.load(
            json: Data(##"{"style": "uikit7", "width": 300, "height": 32, "sectionTitles": ["a"], "tintColor": "#808080"}"##.utf8), name: "t", baseDirectory: "/")
        XCTAssertEqual(seven.normalStyle.fontSize, 13)
        XCTAssertEqual(seven.normalStyle.color, RGBA8(r: 128, g: 128, b: 128))
        XCTAssertEqual(seven.selectedStyle.color, .white)
        let thirteen = try ConfigLoader.load(json: Data(#"{"style": "uikit13", "width": 300, "height": 32, "sectionTitles": ["a"]}"#.utf8), name: "t", baseDirectory: "/")
        XCTAssertEqual(thirteen.normalStyle.chain.primary.styleName, "Medium")
        XCTAssertEqual(thirteen.selectedStyle.chain.primary.styleName, "Semi Bold")
    }

    func testFontWeightResolvesInTheFamily() throws {
        let control = try ConfigLoader.load(
            json: Data(
                #"{"width": 300, "height": 32, "sectionTitles": ["a"], "titleTextAttributes": {"fontWeight": "bold"}, "selectedTitleTextAttributes": {"font": "DejaVu Sans", "fontWeight": "bold"}}"#
                    .utf8), name: "t", baseDirectory: "/")
        XCTAssertEqual(control.normalStyle.chain.primary.styleName, "Bold")
        XCTAssertEqual(control.normalStyle.chain.primary.familyName, "Inter")
        XCTAssertEqual(control.selectedStyle.chain.primary.familyName, "DejaVu Sans")
        XCTAssertEqual(control.selectedStyle.chain.primary.styleName, "Bold")
    }

    func testCentredTitlesInTheHMStyle() throws {
        let c = try config(#"{"width": 300, "height": 40, "sectionTitles": ["a", "b"], "titleVerticalAlignment": "center"}"#)
        let layout = ControlLayout(config: c, selection: 0, segments: text([20, 30], lineHeight: 18))
        XCTAssertEqual(layout.segments[0].titleFrame, Rect(x: 65, y: 11, width: 20, height: 18))
        XCTAssertEqual(layout.segments[0].titleBaseline, Point(x: 65, y: 23))
    }

    func testTailTruncationFitsTheSlotByWholeClusters() throws {
        let chain = try FontChain.standard()
        let long = ShapedText("Headlines of the day", chain: chain)
        let cut = long.truncatingTail(toFit: 60, size: 15)
        XCTAssertTrue(cut.text.hasSuffix("…"))
        XCTAssertLessThanOrEqual(cut.advance(atSize: 15), 60)
        XCTAssertTrue(long.text.hasPrefix(String(cut.text.dropLast())))
        // One more cluster would not fit.
        let next = String(long.text.prefix(cut.text.count))
        XCTAssertGreaterThan(ShapedText(next + "…", chain: chain).advance(atSize: 15), 60)
        // A cluster of several scalars is kept or dropped whole; trailing spaces go.
        let family = ShapedText("ab 👨‍👩‍👧 cd", chain: chain)
        for width in stride(from: 5.0, to: 80, by: 3) {
            let t = family.truncatingTail(toFit: width, size: 15).text
            XCTAssertTrue(family.text.hasPrefix(t.hasSuffix("…") ? String(t.dropLast()) : t) || t.isEmpty, t)
            XCTAssertFalse(t.dropLast().hasSuffix(" ") && t.hasSuffix("…"), t)
        }
        XCTAssertEqual(long.truncatingTail(toFit: 1, size: 15).text, "")
        XCTAssertEqual(long.truncatingTail(toFit: 1000, size: 15).text, long.text)
    }

    func testTruncatedTitlesNeverWidenFixedSegments() throws {
        let control = try ConfigLoader.load(
            json: Data(#"{"width": 200, "height": 40, "sectionTitles": ["A very long title indeed", "B"], "titleTruncation": "tail"}"#.utf8), name: "t", baseDirectory: "/")
        let layout = control.layout()
        XCTAssertEqual(layout.segments.map(\.frame.width), [100, 100])
        XCTAssertLessThanOrEqual(layout.segments[0].titleFrame!.width, 90)
    }

    func testVerticalItemsAndHitTesting() throws {
        let c = try config(
            #"{"width": 200, "height": 300, "orientation": "vertical", "sectionTitles": ["a", "b", "c"], "selectionStyle": "fullWidthStripe", "selectionIndicatorLocation": "bottom", "selectionIndicatorHeight": 2, "verticalDividerEnabled": true}"#
        )
        let layout = ControlLayout(config: c, selection: 2, segments: text([20, 30, 40]))
        XCTAssertEqual(
            layout.segments.map(\.frame),
            [
                Rect(x: 0, y: 0, width: 200, height: 100), Rect(x: 0, y: 100, width: 200, height: 100),
                Rect(x: 0, y: 200, width: 200, height: 100),
            ])
        XCTAssertEqual(layout.segments[1].titleFrame, Rect(x: 85, y: 142, width: 30, height: 16))
        XCTAssertEqual(layout.indicator.stripe, Rect(x: 0, y: 298, width: 200, height: 2))
        XCTAssertEqual(layout.dividers, [Rect(x: 4, y: 99.5, width: 192, height: 1), Rect(x: 4, y: 199.5, width: 192, height: 1)])
        XCTAssertEqual(layout.segmentIndex(at: Point(x: 10, y: 99.9)), 0)
        XCTAssertEqual(layout.segmentIndex(at: Point(x: 10, y: 100)), 1)
        XCTAssertEqual(layout.segmentIndex(at: Point(x: 199, y: 299)), 2)
        XCTAssertNil(layout.segmentIndex(at: Point(x: 10, y: 300)))
        XCTAssertNil(layout.segmentIndex(at: Point(x: 200, y: 10)))
    }

    func testDockLandscapeGeometry() throws {
        let control = try Presets.load("qq-dock-landscape")
        let layout = control.layout()
        // Six 70 pt items right above the 70 pt row of buttons: y0 = 768 − 70 − 420 = 278.
        XCTAssertEqual(layout.segments.map(\.frame.minY), [278, 348, 418, 488, 558, 628])
        XCTAssertEqual(layout.segments[0].frame.width, 300)
        // Icon centred in the left 40 % (120 pt); title from x = 120.
        XCTAssertEqual(layout.segments[0].imageFrame, Rect(x: 45, y: 298, width: 30, height: 30))
        XCTAssertEqual(layout.segments[0].titleFrame?.minX, 120)
        let dock = try XCTUnwrap(layout.dock)
        XCTAssertEqual(dock.avatar, Rect(x: 97.5, y: 60, width: 105, height: 145))
        XCTAssertEqual(dock.avatarImage, Rect(x: 97.5, y: 60, width: 105, height: 105))
        XCTAssertEqual(dock.avatarTitle, Rect(x: 97.5, y: 165, width: 105, height: 40))
        XCTAssertEqual(
            dock.buttons,
            [
                Rect(x: 0, y: 698, width: 100, height: 70), Rect(x: 100, y: 698, width: 100, height: 70),
                Rect(x: 200, y: 698, width: 100, height: 70),
            ])
        XCTAssertEqual(dock.buttonIcons.first, Rect(x: 35, y: 718, width: 30, height: 30))
    }

    func testDockPortraitGeometry() throws {
        let layout = try Presets.load("qq-dock-portrait").layout()
        // Buttons stack at the bottom (1024 − 210 = 814); items above them from 814 − 420 = 394.
        XCTAssertEqual(layout.segments.first?.frame, Rect(x: 0, y: 394, width: 70, height: 70))
        XCTAssertNil(layout.segments.first?.titleFrame)
        XCTAssertEqual(layout.segments.first?.imageFrame, Rect(x: 20, y: 414, width: 30, height: 30))
        let dock = try XCTUnwrap(layout.dock)
        XCTAssertEqual(dock.avatar, Rect(x: 10, y: 40, width: 50, height: 50))
        XCTAssertNil(dock.avatarTitle)
        XCTAssertEqual(dock.buttons.map(\.minY), [814, 884, 954])
    }

    func testDockNeedsVerticalOrientation() {
        XCTAssertThrowsError(try config(#"{"width": 100, "height": 100, "dock": {}}"#)) { error in
            XCTAssertEqual((error as? ConfigError)?.keyPath, "dock")
        }
    }
}
