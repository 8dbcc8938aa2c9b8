import Foundation
import SegmentRender
import SegmentRenderTesting
import Testing
import XCTest

/// `assertGolden` from Swift Testing: goldens in `__Goldens__` beside this file.
@Suite final class AssertGoldenSwiftTestingTests {
    /// Every folder a test makes, removed when the test ends.
    let artifacts = FileManager.default.temporaryDirectory.appendingPathComponent("segment-render-testing-\(UUID().uuidString)")
    var scratch: [URL] = []

    deinit {
        for folder in scratch + [artifacts] { try? FileManager.default.removeItem(at: folder) }
    }

    /// Without a name, goldens are `__Goldens__/<TestFile>/<testName>.<n>.png`, counted per test.
    @Test func presetMatchesItsGolden() throws {
        let control = try Presets.load("uikit13")
        for state in [1, 2] {
            let outcome = try assertGolden(control, selection: .index(state), record: .never, artifacts: artifacts)
            guard case .passed = outcome else {
                Issue.record("expected a pass, got \(outcome)")
                return
            }
        }
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Goldens__/AssertGoldenSwiftTestingTests")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("presetMatchesItsGolden.1.png").path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("presetMatchesItsGolden.2.png").path))
    }

    /// A failure writes its pictures into the test's own folder; the next passing check of the
    /// same golden removes them.
    @Test func aDifferentRenderRecordsAnIssueAndWritesArtifactsThatAPassClears() throws {
        let control = try Presets.load("uikit13")
        let goldens = try scratchGoldens()
        var failure: GoldenCheck.Artifacts?
        for state in [2, 1] {
            let (outcome, messages) = try GoldenFailure.capturingReports {
                // No `record:`: the mode comes from the environment, so the message gives the accept command.
                try assertGolden(control, selection: .index(state), named: "uikit13-1", goldens: goldens, artifacts: artifacts)
            }
            if case let .failed(match, files) = outcome {
                #expect(match.comparison?.differingPixels ?? 0 > 0)
                failure = files
            }
            #expect(messages.count == (state == 2 ? 1 : 0))
            if state == 2 {
                let message = try #require(messages.first)
                #expect(message.hasPrefix("uikit13-1: "), "\(message)")
                // Swift Testing's ID of this very test, its parentheses escaped so no other test matches.
                #expect(
                    message.hasSuffix(
                        #"Accept it: SEGMENT_RENDER_RECORD=failed swift test --filter '^SegmentRenderTests\.AssertGoldenSwiftTestingTests/aDifferentRenderRecordsAnIssueAndWritesArtifactsThatAPassClears\(\)'"#
                    ),
                    "\(message)")
                let files = try #require(failure)
                #expect(files.actual.hasSuffix("/AssertGoldenSwiftTestingTests/aDifferentRenderRecordsAnIssueAndWritesArtifactsThatAPassClears/uikit13-1.actual.png"))
                #expect(FileManager.default.fileExists(atPath: files.actual))
                #expect(files.diff != nil)
            } else {
                for path in [failure?.actual, failure?.expected, failure?.diff].compactMap({ $0 }) {
                    #expect(!FileManager.default.fileExists(atPath: path), "stale artifact left: \(path)")
                }
            }
        }
    }

    /// Two tests in different files that give the same explicit name: the second is an error.
    /// Default names from the same two places give separate goldens.
    @Test func aDuplicateNameIsAnErrorAndDefaultNamesDoNotCollide() throws {
        let goldens = try scratchGoldens()
        let control = try Presets.load("uikit13")
        try assertGolden(
            control, selection: .index(1), named: "uikit13-1", goldens: goldens, record: .never, artifacts: artifacts,
            filePath: "/app/Tests/FirstTests.swift", function: "testTabs()", line: 10)
        do {
            try assertGolden(
                control, selection: .index(1), named: "uikit13-1", goldens: goldens, record: .never, artifacts: artifacts,
                filePath: "/app/Tests/SecondTests.swift", function: "testTabs()", line: 20)
            Issue.record("a second test claiming uikit13-1 should be an error")
        } catch let error as DuplicateGoldenName {
            #expect(error.description.contains("duplicate golden name 'uikit13-1'"))
            #expect(error.description.contains("FirstTests.swift:10 in testTabs()"))
        }
        var recorded: [String] = []
        for file: StaticString in ["/app/Tests/FirstTests.swift", "/app/Tests/SecondTests.swift"] {
            let (outcome, messages) = try GoldenFailure.capturingReports {
                try assertGolden(control, goldens: goldens, record: .missing, artifacts: artifacts, filePath: file, function: "testTabs()", line: 30)
            }
            if case let .recorded(path, _) = outcome { recorded.append(path) }
            #expect(messages.count == 1, "a recording is never silent")
        }
        #expect(
            recorded == [
                goldens.appendingPathComponent("FirstTests/testTabs.1.png").path,
                goldens.appendingPathComponent("SecondTests/testTabs.1.png").path,
            ])
        // Recording into a folder without an environment record writes one.
        #expect(FileManager.default.fileExists(atPath: goldens.appendingPathComponent("FirstTests/environment.json").path))
    }

    /// A path template puts the golden under this platform's folder.
    @Test func aPathTemplateKeepsOneBaselinePerPlatform() throws {
        let goldens = try scratchGoldens()
        let (outcome, _) = try GoldenFailure.capturingReports {
            try assertGolden(
                try Presets.load("hx"), named: "hx", goldens: goldens, pathTemplate: "{platform}/{name}.png",
                record: .missing, artifacts: artifacts)
        }
        guard case let .recorded(path, _) = outcome else {
            Issue.record("expected a recording, got \(outcome)")
            return
        }
        #expect(path == goldens.appendingPathComponent("\(GoldenPathTemplate.Platform.current.name)/hx.png").path)
        #expect(throws: SnapshotError.self) { try GoldenPathTemplate("{platform}/{nmae}.png") }
        #expect(throws: SnapshotError.self) { try GoldenPathTemplate("../{name}.png") }
        #expect(GoldenPathTemplate.Platform.distribution(osRelease: "PRETTY_NAME=\"Debian\"\nID=debian\nVERSION_ID=\"12\"\n") == "debian12")
        #expect(GoldenPathTemplate.Platform.distribution(osRelease: "ID=ubuntu\nVERSION_ID=\"24.04\"") == "ubuntu24")
    }

    @Test func aMissingGoldenIsAnIssueWhenNotRecording() throws {
        let (outcome, messages) = try GoldenFailure.capturingReports {
            try assertGolden(try Presets.load("hx"), named: "no-such-golden", record: .never, artifacts: artifacts)
        }
        guard case .missing = outcome else {
            Issue.record("expected a missing golden, got \(outcome)")
            return
        }
        #expect(messages.count == 1)
        #expect(
            !FileManager.default.fileExists(
                atPath: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                    .appendingPathComponent("__Goldens__/no-such-golden.png").path))
    }

    /// Layout goldens are the layout JSON as text; a change fails with the differing lines.
    @Test func assertLayoutKeepsGeometryAsText() throws {
        let control = try Presets.load("uikit13")
        // The committed golden: __Goldens__/AssertGoldenSwiftTestingTests/assertLayoutKeepsGeometryAsText.1.layout.json
        guard case .passed = try assertLayout(control, selection: .index(1), record: .never, artifacts: artifacts) else {
            Issue.record("expected the committed layout golden to match")
            return
        }
        let goldens = try scratchGoldens()
        // One call site checks one golden (a second site using "tabs" would be a duplicate).
        func check(_ state: Int, _ mode: RecordMode) throws -> GoldenCheck.Outcome {
            try assertLayout(control, selection: .index(state), named: "tabs", goldens: goldens, record: mode, artifacts: artifacts)
        }
        #expect(try GoldenFailure.capturingReports { try check(1, .missing) }.messages.count == 1)
        let recorded = try String(contentsOf: goldens.appendingPathComponent("tabs.layout.json"), encoding: .utf8)
        #expect(recorded == control.layout(selection: .index(1)).jsonString() + "\n")
        let (outcome, messages) = try GoldenFailure.capturingReports { try check(2, .never) }
        guard case let .textFailed(summary, files) = outcome else {
            Issue.record("expected a text failure, got \(outcome)")
            return
        }
        #expect(messages.count == 1)
        #expect(summary.contains("differ, from line "))
        let diff = try String(contentsOfFile: try #require(files.diff), encoding: .utf8)
        // The thumb moved from the second segment (x 102) to the third (x 202).
        #expect(diff.contains("-       \"x\" : 102,"), "\(diff)")
        #expect(diff.contains("+       \"x\" : 202,"), "\(diff)")
    }

    /// A fresh goldens folder holding a copy of `uikit13-1.png`.
    func scratchGoldens() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segment-render-goldens-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        scratch.append(folder)
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Goldens__/uikit13-1.png")
        try FileManager.default.copyItem(at: source, to: folder.appendingPathComponent("uikit13-1.png"))
        return folder
    }

    @Test func recordModeComesFromTheEnvironmentStrictly() throws {
        #expect(try RecordMode.resolve(environment: [:]) == .missing)
        #expect(try RecordMode.resolve(environment: [:], fallback: .never) == .never)
        #expect(try RecordMode.resolve(environment: ["SEGMENT_RENDER_RECORD": "failed"]) == .failed)
        #expect(try RecordMode.resolve(environment: ["CI": "true"]) == .never)
        #expect(try RecordMode.resolve(environment: ["CI": "true", "SEGMENT_RENDER_RECORD": "never"]) == .never)
        // Any other value is an error listing the valid ones; "yes" no longer means all.
        for bogus in ["bogus", "yes", "1", "ALL"] {
            #expect(throws: RecordModeError.self) { try RecordMode.resolve(environment: ["SEGMENT_RENDER_RECORD": bogus]) }
        }
        do {
            _ = try RecordMode.resolve(environment: ["SEGMENT_RENDER_RECORD": "bogus"])
        } catch {
            #expect("\(error)".contains("use one of missing, all, failed, never"))
        }
        // On CI the environment can never record; an explicit mode only with the allowance.
        #expect(throws: RecordModeError.self) { try RecordMode.resolve(environment: ["CI": "true", "SEGMENT_RENDER_RECORD": "all"]) }
        #expect(throws: RecordModeError.self) { try RecordMode.resolve(explicit: .all, environment: ["CI": "true"]) }
        #expect(try RecordMode.resolve(explicit: .all, allowOnCI: true, environment: ["CI": "true"]) == .all)
        #expect(
            GoldenFailure.acceptance(for: .missing(path: "x"), filter: #"^App\..*/testTabs$"#)
                == #"\#nRecord it: SEGMENT_RENDER_RECORD=missing swift test --filter '^App\..*/testTabs$'"#)
    }

    /// The advice says what is true where the test ran: a default recording needs no variable
    /// unset, and CI never records.
    @Test func messagesSayWhatIsTrueWhereTheTestRan() {
        let recorded = GoldenCheck.Outcome.recorded(path: "g/tabs.png", replaced: false)
        #expect(
            GoldenFailure.message(for: recorded, name: "tabs", environment: [:])
                == "recorded the golden g/tabs.png; look at it, then run again: from then on it is checked")
        #expect(
            GoldenFailure.message(for: recorded, name: "tabs", environment: ["SEGMENT_RENDER_RECORD": "all"])
                == "recorded the golden g/tabs.png; look at it, then run again without SEGMENT_RENDER_RECORD")
        let missing = GoldenCheck.Outcome.missing(path: "g/tabs.png")
        #expect(
            GoldenFailure.message(for: missing, name: "tabs", environment: ["CI": "true"])
                == "no golden at g/tabs.png; CI never records: record it on a developer's machine and commit it")
        #expect(GoldenFailure.message(for: missing, name: "tabs", environment: [:]) == "no golden at g/tabs.png")
    }
}
