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
///     try assertGolden(control, selection: .index(1))   // __Goldens__/TabsTests/tabs.1.png
/// }
/// ```
///
/// **Names.** Without `named`, goldens are named after the test file and function and counted
/// within the test, as swift-snapshot-testing does: `__Goldens__/<TestFile>/<testName>.<n>.png`.
/// With `named`, the golden is `__Goldens__/<name>.png` (a name may contain `/`). A golden may be
/// claimed by one call site per run: a second test (or call site) using the same golden throws
/// ``DuplicateGoldenName``. `goldens` replaces the `__Goldens__` folder beside the test file, and
/// `pathTemplate` (default `SEGMENT_RENDER_PATH_TEMPLATE`, else `{name}.png`) places the file
/// inside it — `{platform}/{name}.png` keeps one baseline per platform (`GoldenPathTemplate`).
///
/// **Checking.** Goldens are compared as decoded pixels, exactly unless `tolerance` allows more.
/// Recording follows `SEGMENT_RENDER_RECORD` (`missing`, `all`, `failed`, `never`), else `never`
/// when `CI` is set, else `missing` — as `segment-render snapshot` does; any other value, or
/// recording on CI, fails the test with a message saying why; any recording fails the test, so it
/// is never silent. Recording into a folder without an `environment.json` writes one
/// (`GoldenEnvironment`); a failure against goldens recorded with other fonts or library
/// versions says what differs. Every failure ends with the command that accepts it.
///
/// **What changed.** Recording a control's golden also writes its sidecar, `<name>.elements.json`
/// (`ElementSidecar`); a failure's message then names the elements that changed and how
/// (`indicator (line): width 24 → 20 pt`), counts the differing pixels by element, and outlines
/// them on the diff panel. A check in a recording mode writes a missing sidecar beside a passing golden.
///
/// **Artifacts.** A failure writes `<name>.actual.png`, `.expected.png` and `.diff.png` into one
/// folder per test, `<artifacts>/<TestFile>/<testName>/` (`artifacts` defaults to
/// `SEGMENT_RENDER_ARTIFACTS`, else `snapshot-artifacts/`), and names them in the message; a
/// check that passes removes what an earlier failing run left there for the same golden.
///
/// - Returns: what happened, for tests that want to look further.
@discardableResult
public func assertGolden(
    _ control: Control, selection: Selection = .configured, named name: String? = nil, goldens: URL? = nil,
    pathTemplate: String? = nil, tolerance: Tolerance = .exact, record: RecordMode? = nil, artifacts: URL? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: UInt = #line, column: UInt = #column
) throws -> GoldenCheck.Outcome {
    let state = control.restState(selection: selection)
    return try checkImageGolden(
        DecodedImage(control.render(state)), subject: .control(control, state), named: name, goldens: goldens,
        pathTemplate: pathTemplate, tolerance: tolerance, record: record, artifacts: artifacts,
        fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}

/// Asserts that an image (straight-alpha RGBA8) matches its golden; see the overload for controls.
@discardableResult
public func assertGolden(
    _ image: DecodedImage, named name: String? = nil, goldens: URL? = nil, pathTemplate: String? = nil,
    tolerance: Tolerance = .exact, record: RecordMode? = nil, artifacts: URL? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: UInt = #line, column: UInt = #column
) throws -> GoldenCheck.Outcome {
    try checkImageGolden(
        image, subject: nil, named: name, goldens: goldens, pathTemplate: pathTemplate, tolerance: tolerance,
        record: record, artifacts: artifacts, fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}

/// Both overloads: an image, and what drew it when known (for its sidecar and attribution).
private func checkImageGolden(
    _ image: DecodedImage, subject: ElementSidecar.Subject?, named name: String?, goldens: URL?, pathTemplate: String?,
    tolerance: Tolerance, record: RecordMode?, artifacts: URL?,
    fileID: String, filePath: StaticString, function: String, line: UInt, column: UInt
) throws -> GoldenCheck.Outcome {
    try GoldenAssertion(
        name: name, goldens: goldens, template: try GoldenRegistry.template(pathTemplate), suffix: ".png",
        record: record, artifacts: artifacts, tracksEnvironment: true,
        fileID: fileID, filePath: filePath, function: function, line: line, column: column
    )
    .run { check, golden in
        var check = check
        check.tolerance = tolerance
        return try check.check(image, golden: golden.file, name: golden.artifactName, subject: subject)
    }
}

/// Two tests (or two call sites) asked for the same golden in one run.
public struct DuplicateGoldenName: Error, CustomStringConvertible {
    public var description: String
}

/// Turns outcomes into failure messages and reports them to whichever test library is running.
package enum GoldenFailure {
    /// The message a failed, missing, recorded or unreadable golden gets; nil when it passed.
    /// `environment` says how the record mode was chosen, so the advice is what is true there.
    package static func message(
        for outcome: GoldenCheck.Outcome, name: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String? {
        let variable = environment[RecordMode.environmentVariable].map { !$0.isEmpty } ?? false
        let ci = environment["CI"].map { !$0.isEmpty } ?? false
        switch outcome {
        case .passed:
            return nil
        case let .recorded(path, replaced):
            let next = variable ? "run again without \(RecordMode.environmentVariable)" : "run again: from then on it is checked"
            return "\(replaced ? "re-recorded" : "recorded") the golden \(path); look at it, then \(next)"
        case let .missing(path):
            return ci ? "no golden at \(path); CI never records: record it on a developer's machine and commit it" : "no golden at \(path)"
        case let .failed(match, files):
            let lines = (files.attribution?.lines ?? []) + [files.expected, files.actual, files.diff].compactMap { $0 }
            return "\(name): \(match.summary)\n  " + lines.joined(separator: "\n  ")
        case let .unreadable(path, reason):
            return "the golden \(path) cannot be read: \(reason)"
        case let .textFailed(summary, files), let .animationFailed(summary, files), let .hashFailed(summary, files):
            let lines = (files.attribution?.lines ?? []) + [files.expected, files.actual, files.diff].compactMap { $0 }
            return "\(name): \(summary)\n  " + lines.joined(separator: "\n  ")
        }
    }

    /// "\nAccept it: SEGMENT_RENDER_RECORD=failed swift test --filter '^MyTests\..*/testTabs$'" for a
    /// failure (missing for a missing golden), nothing after a recording. `filter` names the one
    /// test (a regular expression; quoted for the shell).
    package static func acceptance(for outcome: GoldenCheck.Outcome, filter: String) -> String {
        let quoted = "'" + filter.replacing("'", with: "'\\''") + "'"
        switch outcome {
        case .failed, .unreadable, .textFailed, .animationFailed, .hashFailed: return "\nAccept it: \(RecordMode.environmentVariable)=failed swift test --filter \(quoted)"
        case .missing: return "\nRecord it: \(RecordMode.environmentVariable)=missing swift test --filter \(quoted)"
        case .passed, .recorded: return ""
        }
    }

    /// Collects the messages reported while ``capturingReports(_:)`` runs, instead of failing the test.
    package final class ReportLog: @unchecked Sendable {
        private let lock = Lock()
        private var list: [String] = []
        package var messages: [String] { lock.withLock { list } }
        func append(_ message: String) { lock.withLock { list.append(message) } }
    }

    @TaskLocal static var capture: ReportLog?

    /// Runs `body` with every failure it would report collected instead (for testing helpers built
    /// on `assertGolden`, and the messages themselves): returns its result and the messages.
    package static func capturingReports<T>(_ body: () throws -> T) rethrows -> (result: T, messages: [String]) {
        let log = ReportLog()
        let result = try $capture.withValue(log) { try body() }
        return (result, log.messages)
    }

    /// Records an issue in Swift Testing when a Swift Testing test is running, else fails the XCTest
    /// (or, inside ``capturingReports(_:)``, collects the message).
    package static func report(_ message: String, fileID: String, filePath: StaticString, line: UInt, column: UInt) {
        if let capture {
            capture.append(message)
        } else if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column)))
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}
