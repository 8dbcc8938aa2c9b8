import Foundation
import XCTest

/// `help --man` and `help --completions SHELL`, made from the commands' own declarations: the man
/// page passes mandoc's lint and lists every command and option; each completion script is valid
/// in its shell and completes commands, options and option values as declared.
final class ManPageAndCompletionsTests: CLITestCase {
    func tool(_ path: String) throws -> URL {
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw XCTSkip("\(path) is missing (scripts/setup.sh --tests installs zsh, fish and mandoc)")
        }
        return URL(fileURLWithPath: path)
    }

    func shell(_ executable: String, _ arguments: [String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = try tool(executable)
        process.arguments = arguments
        process.currentDirectoryURL = scratch
        return try Self.merged(process)
    }

    func testTheManPagePassesMandocAndListsEveryCommandAndOption() throws {
        let page = try run("help", "--man")
        XCTAssertEqual(page.status, 0, page.stderr)
        _ = try write(page.stdout, to: "segment-render.1")
        let lint = try shell("/usr/bin/mandoc", ["-T", "lint", "-W", "error", "segment-render.1"])
        XCTAssertEqual(lint.0, 0, lint.1)
        let text = try shell("/usr/bin/mandoc", ["-T", "utf8", "segment-render.1"]).1.replacingOccurrences(of: "\u{8}.", with: "", options: .regularExpression)
        for command in ["render", "layout", "animate", "hit-test", "compare", "snapshot", "audit", "schema", "presets", "preview", "bench", "help"] {
            XCTAssertTrue(text.contains("\n   \(command)\n"), "section for \(command)")
        }
        for option in ["--scale N", "--junit FILE", "--record MODE", "--completions SHELL", "--waive"] {
            XCTAssertTrue(text.contains(option), option)
        }
        XCTAssertTrue(text.contains("A run that recorded anything exits 1.  One of: missing, all,\n              failed, never."), "a choice's values are listed")
    }

    func testBashCompletesCommandsOptionsAndValues() throws {
        _ = try write(try run("help", "--completions", "bash").stdout, to: "segment-render.bash")
        _ = try write("{}", to: "tabs.json")
        func complete(_ words: [String]) throws -> [String] {
            let line = words.map { "'\($0)'" }.joined(separator: " ")
            let script = "source ./segment-render.bash; COMP_WORDS=(\(line)); COMP_CWORD=\(words.count - 1); _segment_render; printf '%s\\n' \"${COMPREPLY[@]}\""
            let (status, out) = try shell("/bin/bash", ["-c", script])
            XCTAssertEqual(status, 0, out)
            return out.split(separator: "\n").map(String.init).sorted()
        }
        XCTAssertEqual(try complete(["segment-render", "sn"]), ["snapshot"])
        XCTAssertEqual(try complete(["segment-render", "render", "--appe"]), ["--appearance"])
        XCTAssertEqual(try complete(["segment-render", "render", "--appearance", ""]), ["dark", "light"])
        XCTAssertEqual(try complete(["segment-render", "snapshot", "m.json", "--record", "f"]), ["failed"])
        XCTAssertEqual(try complete(["segment-render", "snapshot", "m.json", "--jun"]), ["--junit"])
        XCTAssertEqual(try complete(["segment-render", "render", "-o", "tab"]), ["tabs.json"], "an output's value is a file")
        XCTAssertEqual(try complete(["segment-render", "merge-typo", "--jun"]), [], "no options for an unknown command")
    }

    func testFishCompletesAndZshReadsItsScript() throws {
        _ = try write(try run("help", "--completions", "fish").stdout, to: "segment-render.fish")
        let fish = try shell(
            "/usr/bin/fish",
            ["-c", "source segment-render.fish; complete -C 'segment-render aud'; complete -C 'segment-render snapshot m.json --record '"])
        XCTAssertEqual(fish.0, 0, fish.1)
        let lines = fish.1.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
        XCTAssertEqual(lines, ["audit", "all", "failed", "missing", "never"])
        _ = try write(try run("help", "--completions", "zsh").stdout, to: "_segment-render")
        let zsh = try shell("/usr/bin/zsh", ["-n", "_segment-render"])
        XCTAssertEqual(zsh.0, 0, zsh.1)
        // Loaded by compinit from a folder on fpath, as a package installs it.
        let loaded = try shell("/usr/bin/zsh", ["-f", "-c", "fpath=($PWD $fpath); autoload -U compinit; compinit -u -D; print -- ${_comps[segment-render]}"])
        XCTAssertEqual(loaded.1.trimmingCharacters(in: .whitespacesAndNewlines), "_segment-render", loaded.1)
    }

    func testAShellThatIsNotOneIsAUsageError() throws {
        let result = try run("help", "--completions", "powershell")
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("--completions expects bash, zsh or fish, got 'powershell'"), result.stderr)
    }
}
