import Foundation
import Raster
import XCTest

final class RenderCommandTests: CLITestCase {
    func testNoConfigRendersTheDemo() throws {
        let result = try run("render")
        XCTAssertEqual(result.status, 0, result.stderr)
        let image = try PNGCodec.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: path("segment-render-demo.png")))))
        XCTAssertEqual([image.width, image.height], [750, 88])
        XCTAssertEqual(try listing(), ["segment-render-demo.png"])
    }

    func testDefaultOutputIsNamedAfterTheConfig() throws {
        let config = try write(#"{"width": 100, "height": 30, "sectionTitles": ["a", "b"]}"#, to: "tabs.json")
        XCTAssertEqual(try run("render", config, "--scale", "3").status, 0)
        let image = try PNGCodec.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: path("tabs.png")))))
        XCTAssertEqual([image.width, image.height], [300, 90])
    }

    func testAndroidDensitiesAreForMaterial3() throws {
        // 360 × 48 dp at 2.625 (420 dpi): 945 × 126 px.
        XCTAssertEqual(try run("render", "--preset", "m3-primary", "--scale", "2.625", "-o", "m3.png").status, 0)
        let image = try PNGCodec.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: path("m3.png")))))
        XCTAssertEqual([image.width, image.height], [945, 126])
        let refused = try run("render", "--preset", "uikit13", "--scale", "2.625", "-o", "ios.png")
        XCTAssertEqual(refused.status, 1)
        XCTAssertEqual(
            refused.stderr,
            "segment-render: error: preset uikit13: --scale: scale 2.625 is an Android density, for the material3 style only; the uikit13 style draws at 1, 2 or 3\n")
        XCTAssertEqual(try listing(), ["m3.png"])
        // A matrix names the density in the file.
        XCTAssertEqual(try run("render", "--preset", "m3-secondary", "--matrix", "scale=1.5:3.5", "-o", "m").status, 0)
        XCTAssertEqual(try listing(path("m")), ["m3-secondary-0@1.5x.png", "m3-secondary-0@3.5x.png"])
    }

    func testSelectedNoneAndIndex() throws {
        XCTAssertEqual(try run("render", "-o", "a.png", "--selected", "none").status, 0)
        XCTAssertEqual(try run("render", "-o", "b.png", "--selected", "4").status, 0)
        let a = try Data(contentsOf: URL(fileURLWithPath: path("a.png")))
        let b = try Data(contentsOf: URL(fileURLWithPath: path("b.png")))
        XCTAssertNotEqual(a, b)
        let result = try run("render", "--selected", "5")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("--selected 5 is out of range (valid: 0 to 4, or none)"), result.stderr)
    }

    func testAllStates() throws {
        try FileManager.default.createDirectory(atPath: path("states"), withIntermediateDirectories: false)
        XCTAssertEqual(try run("render", "--all-states", "-o", "states").status, 0)
        XCTAssertEqual(
            try listing(path("states")),
            ["state-0.png", "state-1.png", "state-2.png", "state-3.png", "state-4.png", "state-none.png"])
        XCTAssertEqual(try run("render", "--all-states", "-o", "made/here").status, 0, "the folder is made, as animate makes its own")
        XCTAssertEqual(try listing(path("made/here")).count, 6)
        _ = try write("a file", to: "file")
        let file = try run("render", "--all-states", "-o", "file")
        XCTAssertEqual(file.status, 1)
        XCTAssertEqual(file.stderr, "segment-render: error: cannot write into 'file': it is a file, not a folder\n")
        XCTAssertEqual(try run("render", "--all-states").status, 2)
        for folder in [["--all-states"], ["--matrix", "state"]] {
            let dash = try run(["render"] + folder + ["-o", "-"])
            XCTAssertEqual(dash.status, 2, "standard output is not a folder")
            XCTAssertTrue(dash.stderr.contains("-o cannot be standard output ('-')"), dash.stderr)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("-")))
    }

    func testBadConfigKeepsThePreviousOutputAndLeavesNothingBehind() throws {
        let out = try write("previous", to: "out.png")
        let config = try write(##"{"width": 100, "height": 30, "titleTextAttributes": {"colour": "#000"}}"##, to: "bad.json")
        let result = try run("render", config, "-o", out)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("bad.json: titleTextAttributes.colour: unknown key 'colour' (did you mean 'color'?)"), result.stderr)
        XCTAssertEqual(try String(contentsOfFile: out, encoding: .utf8), "previous")
        XCTAssertEqual(try listing(), ["bad.json", "out.png"])
    }

    func testSuccessfulRenderReplacesTheOutputAtomically() throws {
        let out = try write("previous", to: "out.png")
        XCTAssertEqual(try run("render", "-o", out).status, 0)
        XCTAssertNoThrow(try PNGCodec.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: out)))))
        XCTAssertEqual(try listing(), ["out.png"])
    }

    func testMissingOrUnwritableOutputFolder() throws {
        let result = try run("render", "-o", "no/such/folder/x.png")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("the folder 'no/such/folder' does not exist"), result.stderr)
        try FileManager.default.createDirectory(
            atPath: path("locked"), withIntermediateDirectories: false,
            attributes: [.posixPermissions: 0o555])
        if getuid() != 0 {  // root writes anywhere
            let locked = try run("render", "-o", "locked/x.png")
            XCTAssertEqual(locked.status, 1)
            XCTAssertTrue(locked.stderr.contains("is not writable"), locked.stderr)
        }
    }

    func testMissingConfigAndMalformedJSON() throws {
        let missing = try run("render", "nope.json")
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.stderr.contains("nope.json: no such file"), missing.stderr)
        let config = try write("{\n  \"width\": 1,\n  \"height\": [\n}", to: "broken.json")
        let broken = try run("render", config)
        XCTAssertEqual(broken.status, 1)
        XCTAssertTrue(broken.stderr.contains("broken.json: malformed JSON at line 4"), broken.stderr)
    }

    func testUsageErrorsExitWithTwo() throws {
        for arguments in [
            ["render", "--bogus"], ["render", "a.json", "b.json"], ["render", "--scale", "5"], ["render", "--scale", "2.5"],
            ["render", "--selected", "two"], ["frobnicate"], ["render", "-o"],
        ] {
            let process = try run(arguments)
            XCTAssertEqual(process.status, 2, "\(arguments): \(process.stderr)")
            XCTAssertTrue(process.stderr.hasPrefix("segment-render: error: "), process.stderr)
        }
        XCTAssertTrue(try run("render", "--selcted", "1").stderr.contains("did you mean '--selected'?"))
    }

    func testHelpAndVersion() throws {
        let help = try run("--help")
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("USAGE: segment-render <command>"))
        let listed = help.stdout.components(separatedBy: "COMMANDS:\n")[1].components(separatedBy: "\n\n")[0]
            .split(separator: "\n").map { String($0.split(separator: " ")[0]) }
        XCTAssertEqual(listed.count, 14)
        for command in listed where command != "help" {
            let result = try run(command, "--help")
            XCTAssertEqual(result.status, 0)
            XCTAssertTrue(result.stdout.contains("USAGE: segment-render \(command)"), result.stdout)
            XCTAssertEqual(try run("help", command).stdout, result.stdout)
        }
        XCTAssertTrue(try run("--version").stdout.hasPrefix("segment-render "))
    }

    /// A PNG for standard output that cannot be written is an error, not a success nor a crash.
    func testAClosedStandardOutputIsAnError() throws {
        let result = try Self.execute(
            ["-c", "exec \"$0\" render -o - >&-", Self.binary.path], in: scratch, executable: URL(fileURLWithPath: "/bin/sh"))
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(result.stderr, "segment-render: error: cannot write standard output: Bad file descriptor\n")
    }
}
