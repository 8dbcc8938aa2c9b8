import Foundation
import Raster
import SegmentRender
import XCTest

@testable import render_cli

final class AnimateCommandTests: CLITestCase {
    func read(_ name: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: URL(fileURLWithPath: path(name)))) }

    /// The demo from 0 to 4 over 0.25 s at 20 fps (6 frames).
    let short = ["animate", "--from", "0", "--to", "4", "--duration", "0.25", "--fps", "20"]

    func testAPNGDecodesToTheSingleFrameRendersAndItsChunksAreSound() throws {
        let result = try run(short + ["--apng", "demo.apng", "--loop", "3"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let animation = try APNG.decode(read("demo.apng"))
        XCTAssertEqual(animation.declaredFrameCount, 6)
        XCTAssertEqual(animation.frames.count, 6)
        XCTAssertEqual(animation.loopCount, 3)
        XCTAssertEqual(animation.sequenceNumbers, Array(0..<animation.sequenceNumbers.count), "one gap-free sequence from 0")
        XCTAssertEqual(Array(animation.chunkTypes.prefix(4)), ["IHDR", "sRGB", "acTL", "fcTL"])
        XCTAssertEqual(animation.chunkTypes[4], "IDAT", "frame 0 is the default image")
        XCTAssertEqual(animation.chunkTypes.last, "IEND")
        let demo = try ConfigLoader.load(json: Data(BuiltInDemo.json.utf8), name: "demo", baseDirectory: "/")
        let plan = AnimationPlan(endpoints: .selection(from: 0, to: 4), duration: 0.25, fps: 20, curve: .linear)
        for (k, frame) in animation.frames.enumerated() {
            XCTAssertEqual(frame.delayNumerator, 1)
            XCTAssertEqual(frame.delayDenominator, 20)
            XCTAssertTrue(frame.x + frame.width <= 750 && frame.y + frame.height <= 88)
            let expected = demo.render(demo.frameState(plan, frame: k))
            XCTAssertEqual(frame.canvas.rgba, expected.straightRGBA(), "frame \(k)")
            if k > 0 { XCTAssertLessThan(frame.width * frame.height, 750 * 88, "frame \(k) is cropped to what changed") }
        }
        // A plain PNG reader sees frame 0.
        XCTAssertEqual(try PNGCodec.decode(read("demo.apng")).rgba, demo.render(selection: .index(0)).straightRGBA())
    }

    func testApngdisAgrees() throws {
        guard let apngdis = ["/usr/bin/apngdis", "/usr/local/bin/apngdis"].first(where: FileManager.default.isExecutableFile) else {
            return XCTFail("apngdis is not installed; scripts/setup.sh --tests installs it")
        }
        XCTAssertEqual(try run(short + ["--apng", "demo.apng", "-o", "frames"]).status, 0)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: apngdis)
        process.arguments = ["demo.apng"]
        process.currentDirectoryURL = scratch
        process.standardOutput = Pipe()
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        for k in 0..<6 {
            // apngdis numbers its frames from 1, padded to the digits of the frame count.
            let theirs = try PNGCodec.decode(read("apngframe\(k + 1).png"))
            let ours = try PNGCodec.decode(read(String(format: "frames/frame_%04d.png", k)))
            XCTAssertEqual(theirs.rgba, ours.rgba, "frame \(k)")
        }
    }

    func testOutputIsIdenticalWhateverTheThreadCount() throws {
        XCTAssertEqual(try run(short + ["--apng", "one.apng", "-o", "one", "--jobs", "1"]).status, 0)
        XCTAssertEqual(try run(short + ["--apng", "four.apng", "-o", "four", "--jobs", "4"]).status, 0)
        XCTAssertEqual(try read("one.apng"), try read("four.apng"))
        for k in 0..<6 {
            let name = String(format: "frame_%04d.png", k)
            XCTAssertEqual(try read("one/" + name), try read("four/" + name))
        }
    }

    /// Frames of 4 MP and more are drawn one at a time, the cores sharing each frame: the bytes
    /// are those of one thread, and the batch holds a few such frames, not sixteen.
    func testLargeFramesAreDrawnOneAtATimeInTheSameBytes() throws {
        _ = try write(
            ##"{"width": 2048, "height": 2048, "scale": 1, "sectionTitles": ["a", "b"], "indicators": [{"kind": "background", "gradient": {"colors": ["#FF0000", "#0000FF"]}}]}"##,
            to: "large.json")
        let args = ["animate", "large.json", "--from", "0", "--to", "1", "--duration", "0.05"]
        XCTAssertEqual(try run(args + ["--apng", "one.apng", "-o", "one", "--jobs", "1"]).status, 0)
        XCTAssertEqual(try run(args + ["--apng", "two.apng", "-o", "two", "--jobs", "2"]).status, 0)
        XCTAssertEqual(try read("one.apng"), try read("two.apng"))
        for k in 0..<4 { XCTAssertEqual(try read("one/frame_000\(k).png"), try read("two/frame_000\(k).png"), "frame \(k)") }
        let large = try ConfigLoader.load(file: path("large.json"))
        XCTAssertEqual(AnimateCommand.frameJobs(2, control: large), 1)
        XCTAssertEqual(AnimateCommand.batchSize(jobs: 2, control: large), 16, "64 MP: sixteen 4 MP frames")
        let demo = try ConfigLoader.load(json: Data(BuiltInDemo.json.utf8), name: "demo", baseDirectory: "/")
        XCTAssertEqual(AnimateCommand.frameJobs(2, control: demo), 2)
        XCTAssertEqual(AnimateCommand.batchSize(jobs: 2, control: demo), 16)
    }

    /// An animation that would take minutes is refused before anything is drawn or written, in
    /// one line naming what counts and what would make it smaller.
    func testAnAnimationTooCostlyIsRefusedAtOnce() throws {
        _ = try write(#"{"width": 4096, "height": 4096, "scale": 1, "sectionTitles": ["a", "b"], "animationDuration": 60}"#, to: "long.json")
        let start = Date()
        let result = try run("animate", "long.json", "--from", "0", "--to", "1", "--apng", "long.apng", "-o", "frames")
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.stderr,
            "segment-render: error: the animation is too large to make: 3601 frames of 16777216 pixels of flat colour, 2 segments would cost 21145192994 units to draw and encode (a unit about a pixel of a gradient), over the budget of 268435456; fewer frames (a lower --fps or a shorter --duration), a smaller --scale, fewer outputs, or fewer shadows and gradients\n"
        )
        XCTAssertEqual(try listing(), ["long.json"], "nothing written")
        // Half a second is within: 31 frames × (16,777,216 × (0.1 + 0.15 + 0.1) + 8).
        let half = AnimationPlan(endpoints: .selection(from: 0, to: 1), duration: 0.5, fps: 60, curve: .linear)
        let cost = AnimationCost(control: try ConfigLoader.load(file: path("long.json")), plan: half)
        XCTAssertEqual(cost.units([.apng, .pngFrames]), 31 * (0.35 * 16_777_216 + 8), accuracy: 0.01)
        XCTAssertNil(cost.problem([.apng, .pngFrames]))
    }

    func testFramesMatchRenderAtTheEnds() throws {
        XCTAssertEqual(try run(["animate", "--preset", "uikit13", "--from", "0", "--to", "2", "--fps", "10", "-o", "f"]).status, 0)
        XCTAssertEqual(try run(["render", "--preset", "uikit13", "--selected", "2", "-o", "end.png"]).status, 0)
        let frames = try listing(path("f"))
        XCTAssertEqual(frames.count, Int((0.6613 * 10).rounded()) + 1)  // the spring's settling time
        XCTAssertEqual(try PNGCodec.decode(read("f/" + frames.last!)), try PNGCodec.decode(read("end.png")))
    }

    func testSheet() throws {
        XCTAssertEqual(try run(short + ["--sheet", "sheet.png"]).status, 0)
        let sheet = try PNGCodec.decode(read("sheet.png"))
        XCTAssertGreaterThan(sheet.width, 750)
        XCTAssertGreaterThan(sheet.height, 88)
    }

    func testStaleFramesGoAndOtherFilesStay() throws {
        XCTAssertEqual(try run(["animate", "--from", "0", "--to", "1", "--duration", "0.5", "--fps", "20", "-o", "out"]).status, 0)
        XCTAssertEqual(try listing(path("out")).count, 11)
        _ = try write("keep me", to: "out/notes.txt")
        _ = try write("keep me too", to: "out/frame_12.png")  // not our naming: left alone
        XCTAssertEqual(try run(["animate", "--from", "0", "--to", "1", "--duration", "0.1", "--fps", "20", "-o", "out"]).status, 0)
        XCTAssertEqual(try listing(path("out")), ["frame_0000.png", "frame_0001.png", "frame_0002.png", "frame_12.png", "notes.txt"])
    }

    func testBadInput() throws {
        for (arguments, status, words) in [
            (["animate", "--from", "0", "--to", "1"], Int32(2), "at least one output"),
            (["animate", "--from", "0", "--to", "4", "--fps", "0", "-o", "x"], 2, "--fps expects"),
            (["animate", "--from", "0", "--to", "4", "--fps", "241", "-o", "x"], 2, "1 to 240"),
            (["animate", "--from", "0", "--to", "1", "--duration", "0", "-o", "x"], 2, "--duration expects"),
            (["animate", "--from", "0", "--to", "1", "--duration", "nan", "-o", "x"], 2, "--duration expects"),
            (["animate", "--from", "0", "--to", "1", "--duration", "61", "-o", "x"], 2, "at most 60"),
            (["animate", "--from", "0", "--to", "1", "--duration", "60", "--fps", "240", "-o", "x"], 2, "over the limit of 10000"),
            (["animate", "--from", "0", "--to", "9", "-o", "x"], 1, "--to 9 is out of range (valid: 0 to 4, or none)"),
            (["animate", "--from", "zero", "--to", "1", "-o", "x"], 2, "--from expects"),
            (short + ["--curve", "bouncy", "-o", "x"], 2, "curves: linear, easeIn, easeOut, easeInEaseOut, default"),
            (short + ["--curve", "spring(0,1)", "-o", "x"], 2, "damping ratio"),
            (short + ["--progress-from", "0", "--progress-to", "1", "-o", "x"], 2, "cannot be combined"),
            (["animate", "--progress-from", "0", "-o", "x"], 2, "both --progress-from and --progress-to"),
            (["animate", "--preset", "m3-pressed", "--press-from", "0", "-o", "x"], 2, "both --press-from and --press-to"),
            (["animate", "--preset", "m3-pressed", "--press-from", "0", "--press-to", "61", "-o", "x"], 2, "--press-to expects seconds from 0 to 60"),
            (["animate", "--preset", "m3-pressed", "--press-from", "-1", "--press-to", "1", "-o", "x"], 2, "--press-from expects"),
            (["animate", "--preset", "m3-primary", "--press-from", "0", "--press-to", "0.3", "-o", "x"], 2, "give --press N[@X,Y] or a config with \"press\""),
            (short + ["--press-from", "0", "--press-to", "1", "-o", "x"], 2, "cannot be combined"),
        ] {
            let result = try run(arguments)
            XCTAssertEqual(result.status, status, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(words), "\(arguments): \(result.stderr)")
        }
        _ = try write("a file", to: "blocker")
        let blocked = try run(short + ["-o", "blocker/frames"])
        XCTAssertEqual(blocked.status, 1)
        XCTAssertTrue(blocked.stderr.contains("cannot be created"), blocked.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("x")), "nothing written for a bad command line")
    }

    /// A held press in real time: frame k of a 0 → 0.2 s run at 20 fps is the press at k × 0.05 s,
    /// the picture `render --press-time` draws.
    func testPressRunIsRenderAtEachPressTime() throws {
        XCTAssertEqual(try run(["animate", "--preset", "m3-pressed", "--press-from", "0", "--press-to", "0.2", "--fps", "20", "-o", "p"]).status, 0)
        XCTAssertEqual(try listing(path("p")).count, 5)
        for (k, time) in ["0", "0.05", "0.1", "0.15", "0.2"].enumerated() {
            XCTAssertEqual(try run(["render", "--preset", "m3-pressed", "--press", "1@140,30", "--press-time", time, "-o", "t\(k).png"]).status, 0)
            XCTAssertEqual(try PNGCodec.decode(read("p/frame_000\(k).png")), try PNGCodec.decode(read("t\(k).png")), "frame \(k)")
        }
        XCTAssertNotEqual(try PNGCodec.decode(read("p/frame_0001.png")), try PNGCodec.decode(read("p/frame_0004.png")), "the ripple grows")
        // On uikit13 the held title fades: a press given on the command line works the same way.
        XCTAssertEqual(try run(["animate", "--preset", "uikit13", "--press", "1", "--press-from", "0", "--press-to", "0.35", "--fps", "20", "-o", "u"]).status, 0)
        XCTAssertEqual(try run(["render", "--preset", "uikit13", "--press", "1", "--press-time", "0.35", "-o", "u.png"]).status, 0)
        XCTAssertEqual(try PNGCodec.decode(read("u/frame_0007.png")), try PNGCodec.decode(read("u.png")))
    }

    func testProgressRunAndRenderProgress() throws {
        XCTAssertEqual(try run(["animate", "--preset", "title-bar", "--progress-from", "0", "--progress-to", "4", "--duration", "0.1", "--fps", "20", "-o", "p"]).status, 0)
        XCTAssertEqual(try run(["render", "--preset", "title-bar", "--progress", "4", "-o", "four.png"]).status, 0)
        XCTAssertEqual(try PNGCodec.decode(read("p/frame_0002.png")), try PNGCodec.decode(read("four.png")))
        let layout = try run("layout", "--preset", "title-bar", "--progress", "0.5")
        XCTAssertEqual(layout.status, 0)
        XCTAssertTrue(layout.stdout.contains("\"selectedSegmentIndex\" : 1"), layout.stdout)
        XCTAssertEqual(try run("render", "--progress", "x").status, 2)
        XCTAssertEqual(try run("render", "--progress", "1", "--selected", "1").status, 2)
    }
}
