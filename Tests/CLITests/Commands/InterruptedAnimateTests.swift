import Foundation
import XCTest

/// An interrupted animate leaves no temporary folder and the previous frames intact; after SIGKILL
/// the next run cleans up; two runs into one folder never interleave.
final class InterruptedAnimateTests: CLITestCase {
    /// Starts a long animation into `frames` and waits until its temporary folder exists.
    func startLongRun() throws -> Process {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = ["animate", "--preset", "hx", "--from", "0", "--to", "1", "--duration", "60", "--fps", "60", "-o", "frames", "--jobs", "1"]
        process.currentDirectoryURL = scratch
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            if try temporaries().count == 1 { return process }
            usleep(20_000)
        }
        process.terminate()
        XCTFail("the run never started writing")
        return process
    }

    func temporaries() throws -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path("frames"))) ?? []).filter { $0.hasPrefix(".segment-render-") }
    }

    func previousFrames() throws -> [String] {
        XCTAssertEqual(try run("animate", "--preset", "hx", "--from", "0", "--to", "1", "--fps", "10", "-o", "frames").status, 0)
        return try FileManager.default.contentsOfDirectory(atPath: path("frames")).sorted()
    }

    func testSIGINTAndSIGTERMRemoveTheTemporaryFolder() throws {
        let before = try previousFrames()
        for signal in [SIGINT, SIGTERM] {
            let process = try startLongRun()
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 128 + signal)
            XCTAssertEqual(try temporaries(), [])
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: path("frames")).sorted(), before, "the previous frames are intact")
        }
    }

    func testAfterSIGKILLTheNextRunCleansUp() throws {
        _ = try previousFrames()
        let process = try startLongRun()
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        XCTAssertEqual(try temporaries().count, 1, "SIGKILL cannot be caught")
        XCTAssertEqual(try run("animate", "--preset", "hx", "--from", "0", "--to", "1", "--fps", "10", "-o", "frames").status, 0)
        XCTAssertEqual(try temporaries(), [])
    }

    func testASecondRunIntoTheSameFolderFailsClearly() throws {
        let process = try startLongRun()
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        let second = try run("animate", "--preset", "hx", "--from", "0", "--to", "1", "--fps", "10", "-o", "frames")
        XCTAssertEqual(second.status, 1)
        XCTAssertTrue(second.stderr.contains("another segment-render is writing frames into 'frames'"), second.stderr)
        XCTAssertFalse(try FileManager.default.contentsOfDirectory(atPath: path("frames")).contains { $0.hasPrefix("frame_") }, "nothing interleaved")
    }
}
