import XCTest

@testable import render_cli

/// The option table: one declaration feeds the parser (names, aliases, typed values, flags,
/// outputs) and the help, usage lines included.
final class ArgumentsTests: XCTestCase {
    let output = Option.outputFile("--output", ["-o"], "PATH", "Where.")
    let scale = Option.integer("--scale", "N", "How big.", in: 1...3)
    let allStates = Flag("--all-states", "Every state.")
    let sheet = Option.outputFile("--sheet", [], "FILE", "A sheet.")
    let folder = Option.outputFolder("--folder", [], "DIR", "A folder.")
    var options: [OptionSpec] { [output.spec, scale.spec, allStates.spec, sheet.spec, folder.spec] }

    func testNamesAliasesInlineValuesAndFlags() throws {
        let a = try Arguments(["c.json", "-o", "x.png", "--scale=3", "--all-states", "--", "--not-an-option"], options: options)
        XCTAssertEqual(try a.value(output), "x.png")
        XCTAssertEqual(try a.value(scale), 3)
        XCTAssertTrue(a.isSet(allStates))
        XCTAssertEqual(a.positionals, ["c.json", "--not-an-option"])
        XCTAssertEqual(try Arguments(["-3", "4.5"], options: options).positionals, ["-3", "4.5"], "negative numbers are positionals")
        XCTAssertFalse(a.writesStandardOutput)
        XCTAssertTrue(try Arguments(["-o", "-"], options: options).writesStandardOutput)
    }

    func testMisuseIsAUsageError() {
        for (tokens, words) in [
            (["--ouput", "x"], "unknown option '--ouput' (did you mean '--output'?)"),
            (["--output"], "--output needs a value"),
            (["--all-states=yes"], "--all-states takes no value"),
            (["-o", "a", "--output", "b"], "--output is given more than once"),
            (["--scale", "4"], "--scale expects a whole number from 1 to 3, got '4'"),
            (["-o", ""], "--output expects a file path, or - for standard output, got ''"),
            (["-o", "-", "--sheet", "-"], "--output and --sheet cannot all be standard output ('-'); give files"),
            (["--folder", "-"], "--folder expects a folder path (standard output, '-', cannot be a folder), got '-'"),
        ] {
            XCTAssertThrowsError(
                try {
                    let a = try Arguments(tokens, options: options)
                    _ = try a.value(output)
                    _ = try a.value(scale)
                    _ = try a.value(folder)
                }(), "\(tokens)"
            ) { error in
                XCTAssertEqual((error as? Arguments.UsageError)?.description, words)
            }
        }
    }

    func testAHugeUnknownOptionIsQuotedShort() throws {
        let long = "--" + String(repeating: "x", count: 100_000)
        XCTAssertThrowsError(try Arguments([long], options: options)) { error in
            XCTAssertLessThan((error as? Arguments.UsageError)?.description.utf8.count ?? .max, 200)
        }
    }

    func testHelpListsOptionsByGroupAndUsageNamesEveryOption() {
        let apng = Option.outputFile("--apng", [], "FILE", "One file.\nSecond line.", group: "OUTPUTS")
        let spec = CommandSpec(
            name: "demo", summary: "s", usage: [[.positional("A"), .option(allStates)], [.positional("B")]],
            discussion: "Does things.", options: [output, scale, allStates, apng], run: { _ in 0 })
        XCTAssertEqual(
            spec.help,
            """
            USAGE: segment-render demo A --all-states [-o PATH] [--scale N] [--apng FILE]
                   segment-render demo B [-o PATH] [--scale N] [--apng FILE]

            Does things.

            OPTIONS:
              -o, --output PATH  Where.
              --scale N          How big.
              --all-states       Every state.

            OUTPUTS:
              --apng FILE        One file.
                                 Second line.
            """)
    }

    /// Every command's own options parse, each is listed in its help, and each shows in a usage line.
    func testEveryCommandParsesItsDeclaredOptionsAndShowsThemInItsUsage() throws {
        for command in CommandLineTool.commands {
            let usage = command.usageLines.joined(separator: "\n")
            for option in command.options {
                let tokens = option.takesValue ? [option.name, "1"] : [option.name]
                XCTAssertNoThrow(try Arguments(tokens, options: command.options), "\(command.name) \(option.name)")
                XCTAssertTrue(command.help.contains(option.label), "\(command.name) help lacks \(option.label)")
                XCTAssertTrue(
                    usage.contains(option.usageLabel()) || usage.contains(option.usageLabel(valueName: "DIR")),
                    "\(command.name) usage lacks \(option.name):\n\(usage)")
            }
        }
    }
}

/// The snapshot command's forms, from the command line.
final class SnapshotFormOptionsTests: CLITestCase {
    /// `snapshot merge … --drag 5 --backdrop "#ff0000"` ran without complaint and merge's usage
    /// listed --press, --drag and --backdrop: each form of `snapshot` takes only its own options.
    func testEachSnapshotFormTakesOnlyItsOwnOptions() throws {
        for (arguments, words) in [
            (["snapshot", "merge", "r.json", "--artifacts", "m", "--drag", "5"], "--drag does not apply to 'snapshot merge'; it takes --artifacts, --results"),
            (["snapshot", "merge", "r.json", "--backdrop", "#ff0000"], "--backdrop does not apply to 'snapshot merge'"),
            (["snapshot", "prune", "claims.txt", "--results", "x.json"], "--results does not apply to 'snapshot prune'; it takes --yes"),
            (["snapshot", "m.json", "--prune", "--press", "1"], "--press does not apply to 'snapshot --prune'; it takes --prune, --yes, --appearance"),
        ] {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
            XCTAssertTrue(result.stderr.hasPrefix("segment-render: error: " + words), result.stderr)
        }
        let help = try run("snapshot", "--help").stdout
        let merge = try XCTUnwrap(help.split(separator: "\n").first { $0.contains("snapshot merge RESULTS") })
        XCTAssertEqual(merge.trimmingCharacters(in: .whitespaces), "segment-render snapshot merge RESULTS… [--artifacts DIR] [--results FILE] [--junit FILE]")
        let next = try XCTUnwrap(help.split(separator: "\n").drop { !$0.contains("snapshot merge RESULTS") }.dropFirst().first)
        XCTAssertEqual(next.trimmingCharacters(in: .whitespaces), "[--summary FILE]")
        XCTAssertTrue(help.contains("segment-render snapshot prune CLAIMS… [--yes]\n"), help)
    }
}
