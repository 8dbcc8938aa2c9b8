import Foundation
import Raster
import XCTest

/// A pinned fonts folder is read by us first: what fontconfig would hang on, loop on or fall back
/// around is an error naming the file, and nothing is printed about caches.
final class PinnedFontsTests: CLITestCase {
    /// `fonts/` with links to every face of the default chains.
    func pinnedFolder() throws -> String {
        try FileManager.default.createDirectory(atPath: path("fonts"), withIntermediateDirectories: true)
        var files = Set<String>()
        for weight in [FontWeight.regular, .medium, .semibold, .bold] {
            for face in try FontChain.standard(weight: weight).faces { files.insert(face.path) }
        }
        for file in files {
            try FileManager.default.createSymbolicLink(atPath: path("fonts/" + URL(fileURLWithPath: file).lastPathComponent), withDestinationPath: file)
        }
        return "fonts"
    }

    /// Runs with a deadline: a hang is a failure, not a stuck test run.
    func runBounded(_ arguments: [String], seconds: Double = 30) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
        process.currentDirectoryURL = scratch
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            XCTFail("\(arguments) did not finish in \(seconds) s")
        }
        return (process.terminationStatus, String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
    }

    func testFIFOsAndSymlinkLoopsAreNeverOpened() throws {
        let fonts = try pinnedFolder()
        XCTAssertEqual(mkfifo(path("fonts/pipe.ttf"), 0o644), 0)
        try FileManager.default.createSymbolicLink(atPath: path("fonts/a"), withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: path("fonts/b"), withDestinationPath: ".")
        let system = try runData("render", "--preset", "uikit13", "-o", "-")
        let pinned = try runData("render", "--preset", "uikit13", "-o", "-", "--fonts", fonts)
        XCTAssertEqual(pinned.status, 0, pinned.stderr)
        XCTAssertEqual(pinned.stdout, system.stdout, "the same pixels as the system's fonts")
        XCTAssertFalse(pinned.stderr.contains("Fontconfig"), "nothing about caches: \(pinned.stderr)")
        XCTAssertEqual(pinned.stderr.split(separator: "\n").count, 1, pinned.stderr)
    }

    func testAMissingEmptyOrTruncatedFaceIsAnErrorNamingIt() throws {
        let fonts = try pinnedFolder()
        let inter = path("fonts/Inter-Regular.otf")
        let original = try Data(contentsOf: URL(fileURLWithPath: inter))
        try FileManager.default.removeItem(atPath: inter)
        let missing = try runBounded(["render", "--preset", "uikit13", "-o", "x.png", "--fonts", fonts])
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.stderr.contains("the pinned fonts folder 'fonts' has no regular face of 'Inter' (Inter-Regular.otf on Debian)"), missing.stderr)
        for (bytes, words) in [
            (Data(), "it is empty"), (original.prefix(100_000), "its 'CFF ' table runs past its end (100000 bytes: truncated)"),
            (Data("not a font at all".utf8), "it is not a TrueType or OpenType font"),
        ] {
            try bytes.write(to: URL(fileURLWithPath: inter))
            let result = try runBounded(["render", "--preset", "uikit13", "-o", "x.png", "--fonts", fonts])
            XCTAssertEqual(result.status, 1)
            XCTAssertTrue(result.stderr.contains("the pinned font 'fonts/Inter-Regular.otf' cannot be used: \(words)"), result.stderr)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("x.png")), "nothing is written")
    }

    func testTheFolderIsBoundedInDepthAndCount() throws {
        var deep = "deep"
        for k in 0...8 { deep += "/\(k)" }
        try FileManager.default.createDirectory(atPath: path(deep), withIntermediateDirectories: true)
        let tooDeep = try runBounded(["render", "--preset", "hx", "-o", "x.png", "--fonts", "deep"])
        XCTAssertEqual(tooDeep.status, 1)
        XCTAssertTrue(tooDeep.stderr.contains("it is more than 8 folders deep"), tooDeep.stderr)
        try FileManager.default.createDirectory(atPath: path("many"), withIntermediateDirectories: true)
        for k in 0...2_000 { XCTAssertTrue(FileManager.default.createFile(atPath: path("many/f\(k).ttf"), contents: nil)) }
        let tooMany = try runBounded(["render", "--preset", "hx", "-o", "x.png", "--fonts", "many"])
        XCTAssertEqual(tooMany.status, 1)
        XCTAssertTrue(tooMany.stderr.contains("it holds more than 2000 font files"), tooMany.stderr)
    }
}
