import Foundation
import XCTest

/// The GitHub Action at the root and the CI recipes in docs/ci.md, held to the tools that read
/// them: every workflow on the page passes actionlint with the action's own inputs checked (the
/// page's `OWNER/segment-render@…` is pointed at the local action.yml), the Kubernetes Jobs pass
/// kubernetes-validate, and the action's check step, run as GitHub runs it, writes the summary,
/// JUnit XML, results and status it promises.
final class CIDocsTests: CLITestCase {
    func tool(_ name: String) throws -> URL {
        try referencePython().deletingLastPathComponent().appendingPathComponent(name)
    }

    func execute(_ executable: URL, _ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "CI" }.merging(environment) { $1 }
        return try Self.merged(process)
    }

    /// docs/ci.md's ```yaml blocks.
    func yamlBlocks() throws -> [String] {
        let page = try String(contentsOf: Self.repository.appendingPathComponent("docs/ci.md"), encoding: .utf8)
        return page.components(separatedBy: "```yaml\n").dropFirst().map { String($0.components(separatedBy: "```")[0]) }
    }

    func testTheWorkflowsPassActionlintWithTheActionsInputsChecked() throws {
        let repo = scratch.appendingPathComponent("repo")
        let workflows = repo.appendingPathComponent(".github/workflows")
        try FileManager.default.createDirectory(at: workflows, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: repo.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.repository.appendingPathComponent("action.yml"), to: repo.appendingPathComponent("action.yml"))
        let pages = try yamlBlocks().filter { $0.contains("\njobs:") }
        XCTAssertEqual(pages.count, 2, "one job, and shards with a merge")
        for (k, workflow) in pages.enumerated() {
            XCTAssertTrue(workflow.contains("uses: OWNER/segment-render@v0.2.0"), workflow)
            try workflow.replacingOccurrences(of: "OWNER/segment-render@v0.2.0", with: "./")
                .write(to: workflows.appendingPathComponent("page-\(k).yml"), atomically: true, encoding: .utf8)
        }
        let linted = try execute(try tool("actionlint"), [], in: repo)
        XCTAssertEqual(linted.0, 0, linted.1)
        // The inputs really are checked: a misspelt one fails.
        try pages[0].replacingOccurrences(of: "OWNER/segment-render@v0.2.0", with: "./").replacingOccurrences(of: "manifest:", with: "manifesto:")
            .write(to: workflows.appendingPathComponent("page-0.yml"), atomically: true, encoding: .utf8)
        let misspelt = try execute(try tool("actionlint"), [], in: repo)
        XCTAssertEqual(misspelt.0, 1)
        XCTAssertTrue(misspelt.1.contains(#"input "manifesto" is not defined in action "segment-render snapshot""#), misspelt.1)
    }

    func testTheKubernetesJobsPassKubernetesValidate() throws {
        let jobs = try yamlBlocks().filter { $0.contains("apiVersion: batch/v1") }
        XCTAssertEqual(jobs.count, 1)
        try jobs[0].write(to: scratch.appendingPathComponent("jobs.yaml"), atomically: true, encoding: .utf8)
        let checked = try execute(try tool("kubernetes-validate"), ["jobs.yaml"], in: scratch)
        XCTAssertEqual(checked.0, 0, checked.1)
        XCTAssertTrue(checked.1.contains("passed for resource job/snapshots "), checked.1)
        XCTAssertTrue(checked.1.contains("passed for resource job/snapshots-merge "), checked.1)
    }

    /// The action's check step, taken from action.yml and run with the environment GitHub gives
    /// it: a failing entry gives status 1, a summary with its attribution, JUnit and results.
    func testTheActionsCheckStepWritesItsSummaryJUnitAndStatus() throws {
        _ = try write(#"{"width": 320, "height": 44, "sectionTitles": ["One", "Two", "Three"], "selectionIndicatorHeight": 3}"#, to: "tabs.json")
        _ = try write(#"{"goldens": "goldens", "entries": [{"config": "tabs.json", "states": [1]}]}"#, to: "manifest.json")
        XCTAssertEqual(try run("snapshot", "manifest.json", "--record", "missing").status, 1)
        _ = try write(#"{"width": 320, "height": 44, "sectionTitles": ["One", "Two", "Three"], "selectionIndicatorHeight": 6}"#, to: "tabs.json")
        let extract = """
            import sys, yaml
            action = yaml.safe_load(open(sys.argv[1]))
            print(next(step["run"] for step in action["runs"]["steps"] if step.get("id") == "check"))
            """
        let script = try execute(try referencePython(), ["-c", extract, Self.repository.appendingPathComponent("action.yml").path], in: scratch)
        XCTAssertEqual(script.0, 0, script.1)
        try script.1.write(to: scratch.appendingPathComponent("check.sh"), atomically: true, encoding: .utf8)
        let environment = [
            "BIN": Self.binary.path, "MANIFEST": "manifest.json", "MERGE": "", "SHARD": "", "RECORD": "never", "ALLOW_RECORD": "false",
            "ARTIFACTS": "out", "GITHUB_OUTPUT": path("github-output"), "GITHUB_STEP_SUMMARY": path("step-summary"), "CI": "true",
        ]
        let ran = try execute(URL(fileURLWithPath: "/bin/bash"), ["check.sh"], in: scratch, environment: environment)
        XCTAssertEqual(ran.0, 0, "the step itself succeeds; the verdict step fails the job: \(ran.1)")
        XCTAssertEqual(try String(contentsOfFile: path("github-output"), encoding: .utf8), "status=1\nresults=out/results.json\n")
        let summary = try String(contentsOfFile: path("step-summary"), encoding: .utf8)
        XCTAssertTrue(summary.contains("❌ **0 passed**, 1 failed, 0 missing, 0 recorded of 1"), summary)
        XCTAssertTrue(summary.contains("indicator (stripe): height 3 → 6 pt"), summary)
        XCTAssertTrue(summary.contains("segment-render snapshot manifest.json --record failed"), summary)
        XCTAssertTrue(try String(contentsOfFile: path("out/junit.xml"), encoding: .utf8).contains(#"<failure type="failed""#))
        XCTAssertTrue(FileManager.default.fileExists(atPath: path("out/results.json")))
        XCTAssertTrue(FileManager.default.fileExists(atPath: path("out/tabs-1@2x.diff.png")))
    }
}
