import Foundation
import Raster
import SegmentRender
import XCTest

/// `animate --webp`: every preset's animation as a lossless WebP that Pillow plays frame for frame
/// exactly like our PNG frames; lossy with --webp-quality; the same bytes for any thread count;
/// bad input refused before anything is written.
final class AnimateWebPTests: CLITestCase {
    func testEveryPresetsLosslessAnimationPlaysExactlyItsPNGFrames() throws {
        _ = try referencePython()
        var folders: [String] = []
        for preset in Presets.all {
            let folder = path("webp-\(preset.name)")
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let result = try run(["animate", "--preset", preset.name, "--from", "0", "--to", "1", "--fps", "24", "-o", folder, "--webp", folder + "/anim.webp"])
            XCTAssertEqual(result.status, 0, "\(preset.name): \(result.stderr)")
            folders.append(folder)
        }
        let lines = try referenceCompare(["webp", "24"] + folders)
        XCTAssertEqual(lines.count, Presets.all.count)
        for (preset, line) in zip(Presets.all, lines) {
            let fields = line.split(separator: " ")
            guard fields.count == 6, let webpFrames = Int(fields[1]), let pngFrames = Int(fields[2]), let exact = Int(fields[3]) else {
                return XCTFail("unreadable line: \(line)")
            }
            XCTAssertGreaterThan(pngFrames, 2, preset.name)
            XCTAssertLessThanOrEqual(webpFrames, pngFrames, preset.name)
            XCTAssertEqual(exact, pngFrames, "\(preset.name): every PNG frame shows exactly at its time")
        }
    }

    func testLossyIsCloseAndTheSameBytesForAnyThreadCount() throws {
        let short = ["animate", "--from", "0", "--to", "4", "--duration", "0.25", "--fps", "20"]
        XCTAssertEqual(try run(short + ["--webp", "one.webp", "--jobs", "1"]).status, 0)
        XCTAssertEqual(try run(short + ["--webp", "four.webp", "--jobs", "4"]).status, 0)
        let one = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path("one.webp"))))
        XCTAssertEqual(one, [UInt8](try Data(contentsOf: URL(fileURLWithPath: path("four.webp")))))
        let piped = try runData(short + ["--webp", "-"])
        XCTAssertEqual(piped.status, 0, piped.stderr)
        XCTAssertEqual([UInt8](piped.stdout), one, "standard output carries the same file")

        guard (try? referencePython()) != nil else { return }
        try FileManager.default.createDirectory(atPath: path("lossy"), withIntermediateDirectories: true)
        let lossy = try run(short + ["--webp", "lossy/anim.webp", "--webp-quality", "90", "-o", "lossy"])
        XCTAssertEqual(lossy.status, 0, lossy.stderr)
        let fields = try referenceCompare(["webp", "20", path("lossy")]).first?.split(separator: " ") ?? []
        guard fields.count == 6, let exact = Int(fields[3]), let share = Double(fields[4]) else { return XCTFail("unreadable: \(fields)") }
        XCTAssertEqual(exact, 0, "lossy frames are not exact")
        XCTAssertLessThanOrEqual(share, 0.05, "at quality 90 no frame has more than 5 % of its pixels past ΔE2000 3")
    }

    func testBadInputIsOneLineAndWritesNothing() throws {
        let cases: [([String], String)] = [
            (["--webp-quality", "101"], "--webp-quality"),
            (["--webp-quality", "-1"], "--webp-quality"),
            (["--webp-quality", "high"], "--webp-quality"),
            (["--webp", "-", "--gif", "-"], "cannot all be standard output"),
            (["--webp", "same.webp", "--apng", "same.webp"], "same.webp"),
            (["--webp", "missing-folder/x.webp"], "missing-folder"),
            (["--apng", "bad.png", "--webp-quality", "50"], "--webp-quality needs --webp FILE"),
        ]
        for (extra, expected) in cases {
            let result = try run(["animate", "--from", "0", "--to", "1"] + extra + (extra.contains("--webp") || extra.contains("--apng") ? [] : ["--webp", "bad.webp"]))
            XCTAssertNotEqual(result.status, 0, "\(extra)")
            XCTAssertTrue(result.stderr.contains(expected), "\(extra): \(result.stderr)")
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, "\(extra): \(result.stderr)")
        }
        for name in ["bad.webp", "same.webp", "bad.png"] { XCTAssertFalse(FileManager.default.fileExists(atPath: path(name)), name) }
    }
}
