import Foundation
import Raster
import XCTest

@testable import SegmentRender

/// What an animation costs is counted from the config and the plan before any frame is drawn,
/// with the numbers worked out here by hand from the weights; one over the budget is refused.
final class AnimationCostTests: XCTestCase {
    func control(_ json: String) throws -> Control { try ConfigLoader.load(json: Data(json.utf8), name: "cost.json", baseDirectory: ".") }

    func plan(_ duration: Double, fps: Int = 60) -> AnimationPlan {
        AnimationPlan(endpoints: .selection(from: 0, to: 1), duration: duration, fps: fps, curve: .linear)
    }

    /// A flat 100 × 40 control of two segments, 10 frames: each frame 0.1 × 4,000 pixels plus
    /// 4 × 2 segments drawn; an APNG 0.15 × 4,000 a frame, a GIF draws twice and 0.5 × 4,000.
    func testFlatColourByHand() throws {
        let flat = try control(#"{"width": 100, "height": 40, "scale": 1, "sectionTitles": ["A", "B"]}"#)
        let cost = AnimationCost(control: flat, plan: plan(0.15))
        XCTAssertEqual(cost.frames, 10)
        XCTAssertEqual(cost.framePixels, 4_000)
        XCTAssertFalse(cost.pictures)
        XCTAssertEqual(cost.paint, 0)
        XCTAssertEqual(cost.units([.apng]), 10 * (400 + 8 + 600))
        XCTAssertEqual(cost.units([.gif]), 10 * (2 * (400 + 8) + 2_000))
        XCTAssertEqual(cost.units([.apng, .gif]), 10 * (2 * (400 + 8) + 600 + 2_000), "two outputs draw once, the GIF's second pass aside")
        XCTAssertEqual(cost.units([.curves]), 10 * 8, "curves alone draw nothing")
        // 4,000 × 10 pixels in all: libwebp's default effort, 0.4 a pixel more.
        XCTAssertEqual(cost.units([.webpLossless]), 10 * (400 + 8 + 1.0 * 4_000), accuracy: 1e-6)
        XCTAssertNil(cost.problem([.apng, .gif, .webpLossless, .pngFrames]))
    }

    /// A gradient pill makes the frames pictures: the picture weights, and the pill's box
    /// (120 × 26 for the default pill of a 60-pt segment: 60 + 20 wide… within the image, plus a
    /// pixel around) painted every frame.
    func testPicturesByHand() throws {
        let pill = try control(
            ##"{"width": 100, "height": 40, "scale": 1, "sectionTitles": ["A", "B"], "indicators": [{"kind": "background", "widthMode": "fixed", "width": 80, "height": 20, "gradient": {"colors": ["#FF0000", "#0000FF"]}}]}"##
        )
        let cost = AnimationCost(control: pill, plan: plan(0.15))
        XCTAssertTrue(cost.pictures)
        XCTAssertEqual(cost.paint, 100 * 22, "min(100, 80 + 20 + 2) × (20 + 2)")
        XCTAssertEqual(cost.units([.apng]), 10 * (0.25 * 4_000 + 2_200 + 8 + 0.6 * 4_000), accuracy: 1e-6)
        // An image makes pictures too; a title's colour alone does not.
        let images = try ConfigLoader.load(file: Repository.root.appendingPathComponent("examples/hm-e3.json").path)
        XCTAssertTrue(AnimationCost(control: images, plan: plan(0.15)).pictures)
    }

    /// A photo behind a blurred bar covers the image twice a frame: the frames' pictures count,
    /// not only the config's shadows and gradients.
    func testImagesAndBlursThatFramesDrawCount() throws {
        let blur = try Presets.load("tabman-blur")
        let cost = AnimationCost(control: blur, plan: plan(0.15))
        XCTAssertTrue(cost.pictures)
        XCTAssertEqual(blur.config.framePaint(atScale: 2, canvas: (720, 240)).pixels, 0, "no shadow or gradient in the config")
        XCTAssertGreaterThanOrEqual(cost.paint, Double(cost.framePixels), "the backdrop photo covers the image")
        XCTAssertLessThanOrEqual(cost.paint, 2 * Double(cost.framePixels), "and the blur at most once more")
        var list = DisplayList(width: 10, height: 10)
        list.commands = [
            .fillRect(Rect(x: 0, y: 0, width: 10, height: 10), .black),
            .masked([.fillRect(Rect(x: 0, y: 0, width: 10, height: 10), .black)], by: [.fillRect(Rect(x: 0, y: 0, width: 4, height: 4), .black)]),
        ]
        XCTAssertEqual(list.picturePixels(scale: 2), 0, "flat fills, masked or not, are no picture")
    }

    /// The budget's edge: 2²⁸ units. A 4,096-pixel square of flat colour into an APNG costs
    /// 0.25 a pixel and 8 for its two segments a frame: 63 frames are within (264,241,656), 64
    /// are over by 512, refused in one clause naming what counts.
    func testTheBudgetsEdge() throws {
        let big = try control(#"{"width": 4096, "height": 4096, "scale": 1, "sectionTitles": ["A", "B"]}"#)
        let within = AnimationCost(control: big, plan: plan(62.0 / 60))
        XCTAssertEqual(within.frames, 63)
        XCTAssertEqual(within.units([.apng]), 63 * (0.25 * 16_777_216 + 8))
        XCTAssertNil(within.problem([.apng]))
        let over = AnimationCost(control: big, plan: plan(63.0 / 60))
        XCTAssertEqual(over.frames, 64)
        XCTAssertEqual(
            over.problem([.apng]),
            "64 frames of 16777216 pixels of flat colour, 2 segments would cost 268435968 units to draw and encode (a unit about a pixel of a gradient), over the budget of 268435456"
        )
        XCTAssertNil(over.problem([.pngFrames]), "PNG frames cost less: 0.2 a pixel")
    }

    func testLeastEffortPastTwoToTheTwentyFourPixels() {
        XCTAssertFalse(AnimationCost.webpFastest(frames: 16, framePixels: 1 << 20))
        XCTAssertTrue(AnimationCost.webpFastest(frames: 17, framePixels: 1 << 20))
        XCTAssertTrue(AnimationCost.webpFastest(frames: 10_000, framePixels: Int.max), "no overflow")
    }
}
