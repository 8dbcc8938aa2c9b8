import Foundation
import SegmentRender
import Testing
import XCTest

/// Asserts that a control renders as its golden image, from XCTest or Swift Testing.
///
/// ```swift
/// import SegmentRender
/// import SegmentRenderTesting
///
/// @Test func tabs() throws {
///     let control = try ConfigLoader.load(file: "tabs.json")
///     try assertGolden(control, selection: .index(1), named: "tabs-1")
/// }
/// ```
///
/// Goldens live in `__Goldens__/` beside the test file unless `goldens` says otherwise, as
/// `<name>.png`. They are compared as decoded pixels, exactly unless `tolerance` allows more.
/// Recording follows `SEGMENT_RENDER_RECORD` (`missing`, `all`, `failed`, `never`), else `never`
/// when `CI` is set, else `missing` — as `segment-render snapshot` does; any other value, or
/// recording on CI, fails the test with a message saying why; any recording fails the test, so it
/// is never silent. Every failure ends with the command that accepts it. A failure writes `<name>.actual.png`, `.expected.png` and
/// `.diff.png` to `artifacts` (default `SEGMENT_RENDER_ARTIFACTS`, else `snapshot-artifacts/`) and
/// names them in the failure message.
///
/// - Returns: what happened, for tests that want to look further.
@discardableResult
public func assertGolden(
    _ control: Control, selection: Selection = .configured, named name: String, goldens: URL? = nil,
    tolerance: Tolerance = .exact, record: RecordMode? = nil, artifacts: URL? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: UInt = #line, column: UInt = #column
) throws -> GoldenCheck.Outcome {
    let framebuffer = control.render(selection: selection)
    return try assertGolden(DecodedImage(framebuffer),
                            named: name, goldens: goldens, tolerance: tolerance, record: record, artifacts: artifacts,
                            fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}

/// Asserts that an image (straight-alpha RGBA8) matches its golden; see the overload for controls.
@discardableResult
public func assertGolden(
    _ image: DecodedImage, named name: String, goldens: URL? = nil, tolerance: Tolerance = .exact,
    record: RecordMode? = nil, artifacts: URL? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: UInt = #line, column: UInt = #column
) throws -> GoldenCheck.Outcome {
    let folder = goldens ?? URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent().appendingPathComponent("__Goldens__")
    let mode: RecordMode
    do {
        mode = try record ?? RecordMode.resolve()
    } catch let error as RecordModeError {
        GoldenFailure.report(error.description, fileID: fileID, filePath: filePath, line: line, column: column)
        return .unreadable(path: folder.path, reason: error.description)
    }
    let check = GoldenCheck(mode: mode, tolerance: tolerance, artifacts: artifacts ?? GoldenCheck.defaultArtifacts)
    let outcome = try check.check(image, golden: folder.appendingPathComponent(name + ".png"), name: name)
    if let message = GoldenFailure.message(for: outcome, name: name) {
        GoldenFailure.report(message + GoldenFailure.acceptance(for: outcome, function: function),
                             fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return outcome
}

/// Turns outcomes into failure messages and reports them to whichever test library is running.
public enum GoldenFailure {
    /// The message a failed, missing, recorded or unreadable golden gets; nil when it passed.
    public static func message(for outcome: GoldenCheck.Outcome, name: String) -> String? {
        switch outcome {
        case .passed:
            return nil
        case let .recorded(path, replaced):
            return "\(replaced ? "re-recorded" : "recorded") the golden \(path); look at it, then run again without \(RecordMode.environmentVariable)"
        case let .missing(path):
            return "no golden at \(path); record it with \(RecordMode.environmentVariable)=missing"
        case let .failed(match, files):
            return "\(name): \(match.summary)\n  " + [files.expected, files.actual, files.diff].compactMap { $0 }.joined(separator: "\n  ")
        case let .unreadable(path, reason):
            return "the golden \(path) cannot be read: \(reason)"
        }
    }

    /// "\nAccept it: SEGMENT_RENDER_RECORD=failed swift test --filter testTabs" for a failure (missing
    /// for a missing golden), nothing after a recording.
    public static func acceptance(for outcome: GoldenCheck.Outcome, function: String) -> String {
        let test = String(function.prefix { $0 != "(" })
        switch outcome {
        case .failed, .unreadable: return "\nAccept it: \(RecordMode.environmentVariable)=failed swift test --filter \(test)"
        case .missing: return "\nRecord it: \(RecordMode.environmentVariable)=missing swift test --filter \(test)"
        case .passed, .recorded: return ""
        }
    }

    /// Records an issue in Swift Testing when a Swift Testing test is running, else fails the XCTest.
    public static func report(_ message: String, fileID: String, filePath: StaticString, line: UInt, column: UInt) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column)))
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}
