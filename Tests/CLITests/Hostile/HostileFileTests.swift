import Foundation
import Raster
import SegmentRenderSnapshot
import XCTest

/// Output paths of any length, devices, standard output, outputs that are inputs, escaped messages,
/// and PNG and APNG files that claim more than they hold.
final class HostileFileTests: CLITestCase {
    func testShortPathsStandardOutputAndDevices() throws {
        XCTAssertEqual(try run("render", "--preset", "hx", "-o", "a").status, 0)
        XCTAssertNoThrow(try PNGCodec.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: path("a"))))))
        let folder = try run("render", "--preset", "hx", "-o", ".")
        XCTAssertEqual(folder.status, 1)
        XCTAssertTrue(folder.stderr.contains("cannot write '.': it is a folder"), folder.stderr)
        let stdout = try runData("render", "--preset", "hx", "-o", "-")
        XCTAssertEqual(stdout.status, 0)
        XCTAssertNoThrow(try PNGCodec.decode([UInt8](stdout.stdout)), "a PNG on standard output")
        XCTAssertEqual(try run("render", "--preset", "hx", "-o", "/dev/null").status, 0)
        var info = stat()
        XCTAssertEqual(stat("/dev/null", &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFCHR, "/dev/null is still a device")
    }

    func testAnOutputThatIsAnInputIsRefused() throws {
        let config = try write(#"{"width": 100, "height": 30, "sectionTitles": ["a"]}"#, to: "c.json")
        let before = try String(contentsOfFile: config, encoding: .utf8)
        let result = try run("render", config, "-o", config)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("is an input"), result.stderr)
        XCTAssertEqual(try String(contentsOfFile: config, encoding: .utf8), before, "the config is untouched")
        XCTAssertEqual(try run("compare", "a.png", "b.png", "--diff", "a.png").status, 1)
    }

    func testStandardInputIsAConfig() throws {
        let result = try run("render", "-", "-o", "x.png", stdin: #"{"width": 100, "height": 30, "sectionTitles": ["a"]}"#)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path("x.png")))
    }

    func testControlCharactersInMessagesAreEscaped() throws {
        let config = try write("{\"width\": 10, \"height\": 10, \"a\\nsegment-render: wrote x.png\\u001b[2J\": 1}", to: "e.json")
        let result = try run("render", config, "-o", "e.png")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains(#"a\nsegment-render: wrote x.png\u{1B}[2J"#), result.stderr)
    }

    func testChunksClaimingGigabytesCostNothing() throws {
        func chunk(_ type: String, _ body: [UInt8], claimed: UInt32? = nil) -> [UInt8] {
            let n = claimed ?? UInt32(body.count)
            let typed = Array(type.utf8) + body
            let crc = PNGCodec.crc32(typed)
            return [UInt8(n >> 24), UInt8(n >> 16 & 255), UInt8(n >> 8 & 255), UInt8(n & 255)] + typed
                + [UInt8(crc >> 24), UInt8(crc >> 16 & 255), UInt8(crc >> 8 & 255), UInt8(crc & 255)]
        }
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let ihdr = chunk("IHDR", [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0])
        let bomb = signature + ihdr + chunk("tEXt", Array("Comment\u{0}x".utf8), claimed: 2_000_000_000)
        try Data(bomb).write(to: URL(fileURLWithPath: path("bomb.png")))
        let start = Date()
        let result = try run("compare", "bomb.png", "bomb.png")
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("runs past its end"), result.stderr)
        XCTAssertLessThan(Date().timeIntervalSince(start), 2)
        // The APNG reader: a short IHDR, a huge canvas, an fcTL before IHDR.
        XCTAssertThrowsError(try APNG.decode(signature + chunk("IHDR", [0, 0, 0, 1]))) { XCTAssertTrue("\($0)".contains("not 13"), "\($0)") }
        XCTAssertThrowsError(try APNG.decode(signature + chunk("IHDR", [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 8, 6, 0, 0, 0]))) {
            XCTAssertTrue("\($0)".contains("over the budget"), "\($0)")
        }
        XCTAssertThrowsError(try APNG.decode(signature + chunk("IHDR", [0, 0, 0xFF, 0xFF, 0, 0, 0xFF, 0xFF, 8, 6, 0, 0, 0]))) {
            XCTAssertTrue("\($0)".contains("over the budget"), "\($0)")
        }
        XCTAssertThrowsError(try APNG.decode(signature + chunk("fcTL", [UInt8](repeating: 0, count: 26)))) {
            XCTAssertTrue("\($0)".contains("before IHDR"), "\($0)")
        }
    }

    /// `render --backdrop photo.png -o photo.png`, an output that is one of the config's images and
    /// one that is a font of --fonts all overwrote their input: every file a command reads is
    /// checked against every file it writes, by identity (a link or a `..` spelling counts).
    func testAnOutputIsNeverAFileTheCommandRead() throws {
        XCTAssertEqual(try run("render", "--preset", "hx", "-o", "icon.png").status, 0)
        let icon = try Data(contentsOf: URL(fileURLWithPath: path("icon.png")))
        _ = try write(#"{"width": 200, "height": 40, "type": "images", "sectionImages": ["icon.png", "icon.png"]}"#, to: "images.json")
        try FileManager.default.createDirectory(atPath: path("sub"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: path("link.png"), withDestinationPath: path("icon.png"))
        for arguments in [
            ["render", "images.json", "-o", "icon.png"], ["render", "images.json", "-o", "sub/../icon.png"], ["render", "images.json", "-o", "link.png"],
            ["render", "--preset", "hx", "--backdrop", "icon.png", "-o", "icon.png"], ["render", "images.json", "-o", "x.png", "--svg", "icon.png"],
            ["audit", "images.json", "--overlay", "icon.png"], ["audit", "images.json", "--json", "icon.png"],
            ["animate", "images.json", "--from", "0", "--to", "1", "--apng", "icon.png"], ["animate", "images.json", "--from", "0", "--to", "1", "--gif", "./icon.png"],
        ] {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 1, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("is an input; give another output"), "\(arguments): \(result.stderr)")
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path("icon.png"))), icon, "\(arguments) left the input as it was")
        }
        // A font of --fonts (copies, so that nothing outside the scratch folder is at stake).
        try FileManager.default.createDirectory(atPath: path("fonts"), withIntermediateDirectories: true)
        var copied: [String] = []
        for face in try FontChain.standard(weight: .regular).faces where !copied.contains(URL(fileURLWithPath: face.path).lastPathComponent) {
            let name = URL(fileURLWithPath: face.path).lastPathComponent
            try FileManager.default.copyItem(atPath: face.path, toPath: path("fonts/" + name))
            copied.append(name)
        }
        let font = try Data(contentsOf: URL(fileURLWithPath: path("fonts/" + copied[0])))
        let result = try run("render", "--preset", "hx", "--fonts", "fonts", "-o", "fonts/" + copied[0])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("is an input; give another output"), result.stderr)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path("fonts/" + copied[0]))), font)
        // compare's own inputs, as before.
        let compared = try run("compare", "icon.png", "icon.png", "--diff", "link.png")
        XCTAssertEqual(compared.status, 1, compared.stderr)
        XCTAssertTrue(compared.stderr.contains("is an input"), compared.stderr)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path("icon.png"))), icon)
    }

    /// A spec-valid APNG: a `side`×`side` canvas (a blank default image) and `frames` one-pixel
    /// frames, red, or blue at frame `odd`.
    func manyFramesAPNG(side: Int, frames: Int, odd: Int? = nil) throws -> [UInt8] {
        func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 255), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            return be32(body.count) + typed + be32(Int(PNGCodec.crc32(typed)))
        }
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        bytes += chunk("IHDR", be32(side) + be32(side) + [8, 6, 0, 0, 0])
        bytes += chunk("acTL", be32(frames) + be32(0))
        let blankRow = [UInt8](repeating: 0, count: side * 4 + 1)
        bytes += chunk("IDAT", try PNGCodec.deflate(Array((0..<side).map { _ in blankRow }.joined())))
        let red = try PNGCodec.deflate([0, 255, 0, 0, 255]), blue = try PNGCodec.deflate([0, 0, 0, 255, 255])
        var sequence = 0
        for k in 0..<frames {
            bytes += chunk("fcTL", be32(sequence) + be32(1) + be32(1) + be32(k % side) + be32(k / side % side) + [0, 1, 0, 60, 0, 0])
            bytes += chunk("fdAT", be32(sequence + 1) + (k == odd ? blue : red))
            sequence += 2
        }
        return bytes + chunk("IEND", [])
    }

    /// A 30 KB APNG of 400 one-pixel frames on a 1000×1000 canvas once took 1.5 GB to compare, as
    /// `compare` and as a shard's untrusted `.actual.png` in merge: frames × canvas is budgeted, and
    /// merge checks an animation on one canvas.
    func testManyFramesOfALargeCanvasAreBudgeted() throws {
        let apng = try manyFramesAPNG(side: 1000, frames: 400)
        XCTAssertLessThan(apng.count, 40_000)
        try Data(apng).write(to: URL(fileURLWithPath: path("many.png")))
        XCTAssertThrowsError(try APNG.decode(apng)) { error in
            XCTAssertEqual("\(error)", "68 or more frames of a 1000×1000 canvas are over the budget of 67108864 pixels across an animation's frames")
        }
        let result = try run("compare", "many.png", "many.png")
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("over the budget of 67108864 pixels across an animation's frames"), result.stderr)
        // Within the budget, the same file decodes, and validation keeps no frame.
        let small = try manyFramesAPNG(side: 100, frames: 400)
        XCTAssertEqual(try APNG.decode(small).frames.count, 400)
        XCTAssertNoThrow(try APNG.validate(apng))
        // As a shard's actual picture: merge accepts it as a valid APNG without composing 400 canvases.
        try FileManager.default.createDirectory(atPath: path("shard"), withIntermediateDirectories: true)
        try Data(apng).write(to: URL(fileURLWithPath: path("shard/motion-0-to-1@2x.actual.png")))
        _ = try write(
            #"{"manifest": "m.json", "mode": "never", "artifacts": ".", "entries": [{"name": "motion-0-to-1@2x", "status": "failed", "golden": "g", "entry": "entries[0]", "actual": "motion-0-to-1@2x.actual.png"}]}"#,
            to: "shard/r.json")
        let merged = try run("snapshot", "merge", "shard/r.json", "--artifacts", "report")
        XCTAssertEqual(merged.status, 1, merged.stderr)
        XCTAssertEqual(merged.stderr, "", "a failure, not an unreadable artifact")
        XCTAssertTrue(FileManager.default.fileExists(atPath: path("report/motion-0-to-1@2x.actual.png")))
    }

    /// Two 60-frame animations on a 1000×1000 canvas (60 MP each, within the budget) are compared
    /// a frame at a time: two canvases and the first differing pair, not 120 canvases and 60 masks
    /// (which took about 600 MB). Peak memory is measured around the process.
    func testAnimationsAreComparedOneFrameAtATime() throws {
        try Data(try manyFramesAPNG(side: 1000, frames: 60)).write(to: URL(fileURLWithPath: path("a.png")))
        try Data(try manyFramesAPNG(side: 1000, frames: 60, odd: 40)).write(to: URL(fileURLWithPath: path("b.png")))
        let measure = """
            import resource, subprocess, sys
            done = subprocess.run(sys.argv[1:], capture_output=True, text=True)
            print(done.returncode, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss // 1024, done.stdout.strip() + done.stderr.strip())
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", measure, Self.binary.path, "compare", "a.png", "b.png"]
        process.currentDirectoryURL = scratch
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let fields = output.split(separator: " ", maxSplits: 2).map(String.init)
        XCTAssertEqual(fields.first, "1", output)
        XCTAssertTrue(output.contains("frames 40–59 of 60 differ; frame 40 at 0.667 s: 1 of 1000000 pixels differ"), output)
        let megabytes = try XCTUnwrap(Int(fields[1]), output)
        XCTAssertLessThan(megabytes, 150, "peak \(megabytes) MB comparing two 60-frame 1000×1000 animations")
        // What the match keeps: per-pixel masks for frame 0 and the first differing frame only.
        guard case .animation(let a) = try Picture.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: path("a.png"))))),
            case .animation(let b) = try Picture.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: path("b.png")))))
        else { return XCTFail("not animations") }
        let match = AnimationMatch(expected: a, actual: b)
        XCTAssertEqual(match.frames.count, 60)
        XCTAssertEqual(match.frames.indices.filter { !(match.frames[$0].comparison?.mask.isEmpty ?? true) }, [0, 40])
        XCTAssertEqual(match.firstDifference?.actual.rgba[(40 * 4) + 2], 255, "frame 40's blue pixel is kept for the diff image")
    }
}
