import Foundation
import SegmentRender
import XCTest

@testable import render_cli

/// A frame sequence replaces old frames only when it succeeded.
final class FrameFolderTests: CLITestCase {
    func testAbandonedRunLeavesTheOldFramesAlone() throws {
        let folder = path("frames")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        _ = try write("old 0", to: "frames/frame_0000.png")
        _ = try write("old 1", to: "frames/frame_0001.png")
        let frames = try XCTUnwrap(FrameFolder(folder))
        try frames.prepare()
        try frames.write([1, 2, 3], name: "frame_0000.png")
        frames.abandon()
        XCTAssertEqual(try listing(folder), ["frame_0000.png", "frame_0001.png"])
        XCTAssertEqual(try String(contentsOfFile: folder + "/frame_0000.png", encoding: .utf8), "old 0")
    }

    func testCommitReplacesAndRemovesStaleFrames() throws {
        let folder = path("frames")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for k in 0..<5 { _ = try write("old", to: String(format: "frames/frame_%04d.png", k)) }
        _ = try write("mine", to: "frames/readme.md")
        let plan = AnimationPlan(endpoints: .selection(from: 0, to: 1), duration: 0.1, fps: 10, curve: .linear)
        let frames = try XCTUnwrap(FrameFolder(folder))
        try frames.prepare()
        for k in 0..<plan.frameCount { try frames.write([UInt8(k)], name: plan.fileName(ofFrame: k)) }
        try frames.commit(plan: plan)
        XCTAssertEqual(try listing(folder), ["frame_0000.png", "frame_0001.png", "readme.md"])
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: folder + "/frame_0001.png")), Data([1]))
    }

    func testFrameNames() {
        XCTAssertTrue(FrameFolder.isFrameName("frame_0000.png"))
        XCTAssertTrue(FrameFolder.isFrameName("frame_12345.png"))
        XCTAssertFalse(FrameFolder.isFrameName("frame_12.png"))
        XCTAssertFalse(FrameFolder.isFrameName("frame_00a0.png"))
        XCTAssertFalse(FrameFolder.isFrameName("frames_0000.png"))
    }
}
