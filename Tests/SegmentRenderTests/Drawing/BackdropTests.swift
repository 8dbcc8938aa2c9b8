import Foundation
import Raster
import XCTest

@testable import SegmentRender

/// `backdrop`: a colour or an image behind the control, seen through its translucent parts, the
/// image filling the bounds (aspect fill, centred).
final class BackdropTests: XCTestCase {
    func control(_ json: String) throws -> Control {
        try ConfigLoader.load(json: Data(json.utf8), name: "t", baseDirectory: "/")
    }

    func testTheKeyTakesAColourOrAnImagePath() throws {
        func backdrop(_ value: String) throws -> Backdrop? {
            try ConfigLoader.decode(json: Data(##"{"width": 100, "height": 30, "backdrop": \##(value)}"##.utf8), name: "c.json").backdrop
        }
        XCTAssertEqual(try backdrop(##""#FF000080""##), .color(RGBA8(r: 255, g: 0, b: 0, a: 128)))
        XCTAssertEqual(try backdrop(#"{"white": 0.5}"#), .color(RGBA8(white: 0.5, alpha: 1)))
        XCTAssertEqual(try backdrop(#""photos/sky.png""#), .image("photos/sky.png"))
        XCTAssertEqual(try backdrop(#""builtin:backdrop-dusk""#), .image("builtin:backdrop-dusk"))
        XCTAssertThrowsError(try backdrop("3")) { error in
            XCTAssertEqual((error as? ConfigError)?.keyPath, "backdrop")
            XCTAssertTrue("\(error)".contains("expected a colour (\"#RRGGBB\", a colour object) or an image path"), "\(error)")
        }
        XCTAssertThrowsError(try backdrop(##""#12""##)) { XCTAssertEqual(($0 as? ConfigError)?.keyPath, "backdrop") }
        // An image that is not there is named by the key when the control is resolved.
        XCTAssertThrowsError(try control(#"{"width": 100, "height": 30, "backdrop": "no-such.png"}"#)) { error in
            XCTAssertEqual((error as? ConfigError)?.keyPath, "backdrop")
            XCTAssertTrue("\(error)".contains("does not exist"), "\(error)")
        }
    }

    func testAColourShowsThroughTheTrackAndTheCorners() throws {
        let c = try control(
            ##"{"style": "uikit13", "width": 300, "height": 32, "sectionTitles": ["a", "b", "c"], "backdrop": "#FF0000", "scale": 2}"##)
        let image = c.render()
        // Outside the track's rounded corner: the backdrop alone.
        XCTAssertEqual(image[0, 0].straight, RGBA8(r: 255, g: 0, b: 0))
        // The track, rgba(118, 118, 128, 31/255), over red: 255 + (118 − 255)·31/255 = 238.3,
        // 118·31/255 = 14.3, 128·31/255 = 15.6.
        XCTAssertEqual(image[300, 6].straight, RGBA8(r: 238, g: 14, b: 16))
        // Without a backdrop the same pixel is the track alone, translucent.
        let plain = try control(#"{"style": "uikit13", "width": 300, "height": 32, "sectionTitles": ["a", "b", "c"], "scale": 2}"#)
        XCTAssertEqual(plain.render()[300, 6].a, 31)
    }

    func testAnImageFillsTheBoundsCentred() throws {
        let asset = try XCTUnwrap(BuiltInAssets.named("backdrop-dusk"))
        let reference = BuiltInAssets.image(asset, scale: 2).pixels
        // The image's own size: drawn one to one.
        let same = try control(##"{"width": 360, "height": 120, "backgroundColor": "#00000000", "backdrop": "builtin:backdrop-dusk", "scale": 2}"##)
        XCTAssertEqual(same.render(), reference)
        // A 180 × 30 bar: scaled by max(180 / 360, 30 / 120) = 0.5 to 180 × 60, centred at
        // y = (30 − 60) / 2 = −15; the canvas cuts the rest.
        let band = try control(##"{"width": 180, "height": 30, "backgroundColor": "#00000000", "backdrop": "builtin:backdrop-dusk", "scale": 2}"##)
        let drawn = band.displayList()
        guard case let .image(_, rect)? = drawn.commands.first else { return XCTFail("the backdrop is drawn first") }
        XCTAssertEqual(rect, Rect(x: 0, y: -15, width: 180, height: 60))
    }

    func testTheBackdropIsAnElementOfItsOwn() throws {
        let c = try control(##"{"width": 100, "height": 30, "sectionTitles": ["a"], "backdrop": "#00FF00"}"##)
        let state = c.restState(selection: .configured)
        let (list, spans) = c.drawing(state)
        XCTAssertEqual(spans.first?.element, .backdrop)
        XCTAssertEqual(c.elements(state, spans: spans, commands: list.commands).map(\.name).prefix(3), ["control", "backdrop", "background"])
    }
}
