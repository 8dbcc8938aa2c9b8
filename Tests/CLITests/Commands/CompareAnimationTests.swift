import Foundation
import Raster
import XCTest

/// `compare` on two APNGs: frame count, loop count, every delay and every frame's pixels.
final class CompareAnimationTests: CLITestCase {
    /// An APNG of `count` 4×3 white frames, frame `changed` (if any) with one red pixel.
    func animation(_ name: String, count: Int = 5, changed: Int? = nil, delay: (Int, Int) = (1, 30), loops: Int = 0) throws -> String {
        let frames = (0..<count).map { k -> DecodedImage in
            var fb = Framebuffer(width: 4, height: 3, fill: .white)
            if k == changed { fb.fill(box: PixelBox(x0: 1, y0: 1, x1: 2, y1: 2), color: RGBA8(r: 255, g: 0, b: 0)) }
            return DecodedImage(fb)
        }
        let bytes = try APNG.encode(frames, delayNumerator: delay.0, delayDenominator: delay.1, loops: loops)
        try Data(bytes).write(to: scratch.appendingPathComponent(name))
        return path(name)
    }

    func testEveryFrameIsCompared() throws {
        let a = try animation("a.png"), b = try animation("b.png", changed: 3)
        let same = try run("compare", a, try animation("a2.png"))
        XCTAssertEqual(same.status, 0, same.stdout)
        XCTAssertEqual(same.stdout, "match: 5 frames identical, delays and loop count equal\n")
        let result = try run("compare", a, b, "--diff", "d.png")
        XCTAssertEqual(result.status, 1, "only frame 3 differs, and the first frame is the same")
        XCTAssertEqual(result.stdout, "differ: frame 3 of 5 differs, at 0.100 s: 1 of 12 pixels differ (8.33%), largest channel difference 255, changes within x 1..<2, y 1..<2\n")
        XCTAssertEqual(
            try PNGCodec.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: path("d.png"))))).height, 8 + 22 + 3 + 8,
            "the diff shows the differing frame")
    }

    func testCountsDelaysAndLoopsAreCompared() throws {
        let a = try animation("a.png")
        let longer = try run("compare", a, try animation("b.png", count: 6))
        XCTAssertEqual(longer.status, 1)
        XCTAssertTrue(longer.stdout.hasPrefix("differ: frame counts differ: expected 5, actual 6"), longer.stdout)
        let slower = try run("compare", a, try animation("c.png", delay: (1, 15)))
        XCTAssertEqual(slower.status, 1)
        XCTAssertEqual(slower.stdout, "differ: 5 frame delays differ (frame 0: expected 0.033 s, actual 0.067 s)\n")
        XCTAssertEqual(try run("compare", a, try animation("d.png", delay: (2, 60))).status, 0, "the same delay written another way")
        let once = try run("compare", a, try animation("e.png", loops: 1))
        XCTAssertEqual(once.stdout, "differ: loop counts differ: expected forever, actual 1\n")
    }

    func testAStillNeverMatchesAnAnimation() throws {
        let still = path("s.png")
        try Data(PNGCodec.encode(Framebuffer(width: 4, height: 3, fill: .white))).write(to: URL(fileURLWithPath: still))
        let result = try run("compare", still, try animation("a.png"))
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "differ: expected is a still 4×3 PNG, actual is an animation of 5 frames (4×3)\n")
    }

    func testSelectionChangesToDifferentSegmentsDiffer() throws {
        for (name, to) in [("a.png", "2"), ("b.png", "3")] {
            XCTAssertEqual(try run("animate", "--preset", "jx-line-lengthen", "--from", "0", "--to", to, "--duration", "0.2", "--apng", name).status, 0)
        }
        let result = try run("compare", "a.png", "b.png")
        XCTAssertEqual(result.status, 1, "an animation 0→2 and one 0→3 share only their first frame")
        XCTAssertTrue(result.stdout.hasPrefix("differ: frames 1–"), result.stdout)
    }

    func testFoldersCompareAnimationsFrameByFrame() throws {
        for folder in ["x", "y"] { try FileManager.default.createDirectory(at: scratch.appendingPathComponent(folder), withIntermediateDirectories: true) }
        _ = try animation("x/m.png")
        _ = try animation("y/m.png", changed: 4)
        let result = try run("compare", "x", "y")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("m.png  differ      frame 4 of 5 differs"), result.stdout)
    }

    func testAChannelAllowanceIsNotCalledIdentical() throws {
        let a = path("a.png"), b = path("b.png")
        try Data(PNGCodec.encode(Framebuffer(width: 2, height: 2, fill: .white))).write(to: URL(fileURLWithPath: a))
        try Data(PNGCodec.encode(Framebuffer(width: 2, height: 2, fill: RGBA8(r: 148, g: 255, b: 255)))).write(to: URL(fileURLWithPath: b))
        let result = try run("compare", a, b, "--max-channel-delta", "255")
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, "match: no pixel differs by more than 255 (largest channel difference 107)\n")
    }
}
