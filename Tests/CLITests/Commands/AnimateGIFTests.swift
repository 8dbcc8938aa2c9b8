import Foundation
import Raster
import SegmentRender
import XCTest

/// `animate --gif`: every preset's animation as a GIF that Pillow plays within ΔE2000 3 of our PNG
/// frames (colour-science's CIEDE2000, on 95 % of each frame's pixels); the same bytes for any
/// thread count; bad input refused before anything is written.
final class AnimateGIFTests: CLITestCase {
    func testEveryPresetsAnimationPlaysCloseToItsPNGFrames() throws {
        _ = try referencePython()
        var folders: [String] = []
        for preset in Presets.all {
            let folder = path("gif-\(preset.name)")
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let result = try run(["animate", "--preset", preset.name, "--from", "0", "--to", "1", "--fps", "20", "-o", folder, "--gif", folder + "/anim.gif"])
            XCTAssertEqual(result.status, 0, "\(preset.name): \(result.stderr)")
            folders.append(folder)
        }
        let lines = try referenceCompare(["gif"] + folders)
        XCTAssertEqual(lines.count, Presets.all.count)
        var worst = (name: "", share: 0.0), largest = 0.0
        for (preset, line) in zip(Presets.all, lines) {
            let fields = line.split(separator: " ")
            guard fields.count == 6, let gifFrames = Int(fields[1]), let pngFrames = Int(fields[2]), let share = Double(fields[4]),
                let deltaE = Double(fields[5])
            else { return XCTFail("unreadable line: \(line)") }
            XCTAssertEqual(gifFrames, pngFrames, "\(preset.name): one GIF frame per animation frame")
            XCTAssertLessThanOrEqual(share, 0.05, "\(preset.name): frame \(fields[3]) has \(share * 100) % of its pixels past ΔE2000 3")
            if share >= worst.share { worst = (preset.name, share) }
            largest = max(largest, deltaE)
        }
        print("GIF against PNG frames, every preset: worst \(worst.name) with \(worst.share * 100) % of a frame past ΔE2000 3; largest ΔE \(largest)")
    }

    func testTheSameBytesForAnyThreadCountAndPlainChecks() throws {
        let short = ["animate", "--from", "0", "--to", "4", "--duration", "0.25", "--fps", "20"]
        XCTAssertEqual(try run(short + ["--gif", "one.gif", "--jobs", "1"]).status, 0)
        XCTAssertEqual(try run(short + ["--gif", "four.gif", "--jobs", "4", "--gif-dither", "none"]).status, 0)
        let one = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path("one.gif"))))
        XCTAssertEqual(one, [UInt8](try Data(contentsOf: URL(fileURLWithPath: path("four.gif")))))
        XCTAssertEqual(Array(one.prefix(6)), Array("GIF89a".utf8))
        let piped = try runData(short + ["--gif", "-"])
        XCTAssertEqual(piped.status, 0, piped.stderr)
        XCTAssertEqual([UInt8](piped.stdout), one, "standard output carries the same file")
        let dithered = try run(short + ["--gif", "dithered.gif", "--gif-dither", "ordered"])
        XCTAssertEqual(dithered.status, 0, dithered.stderr)
        XCTAssertFalse(dithered.stderr.contains("browsers"), "20 fps gives every frame 5 cs")
        XCTAssertTrue(try run(["animate", "--from", "0", "--to", "4", "--gif", "sixty.gif"]).stderr.contains("--fps 50 gives every frame 2 cs"))
    }

    func testBadInputIsOneLineAndWritesNothing() throws {
        let cases: [([String], String)] = [
            (["--gif-dither", "floyd"], "--gif-dither"),
            (["--gif-matte", "#FFFFFF80"], "--gif-matte"),
            (["--gif-matte", "white"], "an opaque colour"),
            (["--gif", "-", "--apng", "-"], "cannot all be standard output"),
            (["--gif", "same.png", "--apng", "same.png"], "same.png"),
            (["--gif", "missing-folder/x.gif"], "missing-folder"),
        ]
        for (extra, expected) in cases {
            let result = try run(["animate", "--from", "0", "--to", "1"] + extra + (extra.contains("--gif") ? [] : ["--gif", "bad.gif"]))
            XCTAssertNotEqual(result.status, 0, "\(extra)")
            XCTAssertTrue(result.stderr.contains(expected), "\(extra): \(result.stderr)")
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, "\(extra): \(result.stderr)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("bad.gif")))
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("same.png")))
    }

    /// `--onion`: the chosen frames layered; a still pixel is the frames' own, the first and last
    /// rest states both show where the indicator moved.
    func testOnionSkinLayersTheChosenFrames() throws {
        let result = try run(["animate", "--from", "0", "--to", "4", "--duration", "0.5", "--fps", "20", "--onion", "onion.png", "--onion-frames", "3", "-o", "frames"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let skin = try PNGCodec.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: path("onion.png")))))
        let layers = try ["0000", "0005", "0010"].map { try PNGCodec.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: path("frames/frame_\($0).png"))))) }
        XCTAssertEqual(skin, OnionSkin.compose(layers))
        XCTAssertNotEqual(skin, layers[2])
        let bad = try run(["animate", "--from", "0", "--to", "4", "--onion", "x.png", "--onion-frames", "17"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("--onion-frames"), bad.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("x.png")))
    }
}
