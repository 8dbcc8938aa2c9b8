import FoundationEssentials
import Glibc
import Raster
import SegmentRender
import SegmentRenderSnapshot

/// `segment-render compare EXPECTED ACTUAL`: decoded pixels, files or folders. Exit 0 within
/// tolerance, 1 outside it, 2 when a file cannot be read (or the command line is wrong).
enum CompareCommand {
    /// A file that cannot be read: exit 2.
    struct ReadError: Error, CustomStringConvertible {
        var description: String
    }

    static let diff = Option.outputFile(
        "--diff", [], "OUT.png|DIR",
        """
        Write expected | changes in red | actual, labelled (- for standard output).
        With folders, a folder: one <relative path>.diff.png for each pair that differs.
        """)
    static let method = Option<Tolerance.Method>.choice(
        "--method", "NAME",
        """
        How two pixels are judged equal: exact (channel by channel, the default), pixelmatch (YIQ
        distance, anti-aliasing not counted, as Playwright) or deltaE2000 (CIEDE2000).
        """)
    static let maxChannelDelta = Option.integer("--max-channel-delta", "N", "exact: a pixel differs when a channel differs by more than N (default 0).", in: 0...255)
    static let threshold = Option.number(
        "--threshold", "T", "pixelmatch: the threshold, 0–1 (default 0.2, Playwright's).", expected: "a threshold from 0 to 1"
    ) { (0...1).contains($0) }
    static let includeAntiAliased = Flag("--include-anti-aliased", "pixelmatch: count pixels it takes for anti-aliasing too.")
    static let maxDeltaE = Option.number(
        "--max-delta-e", "E", "deltaE2000: a pixel differs when its ΔE00 is over E, 0–100 (default 2.3).", expected: "a ΔE from 0 to 100"
    ) { (0...100).contains($0) }
    static let maxDiffPixels = Option.integer("--max-diff-pixels", "N", "The images match when at most N pixels differ (default 0)…", in: 0...Int(Int32.max))
    static let maxDiffRatio = Option.number("--max-diff-ratio", "R", "…or at most this share of them (0–1).", expected: "a share from 0 to 1") { (0...1).contains($0) }

    static let spec = CommandSpec(
        name: "compare", summary: "Compare two PNGs (or folders of them) as decoded pixels",
        usage: [
            [
                .positional("EXPECTED"), .positional("ACTUAL"), .optional(diff), .optional(method), .optional(maxChannelDelta),
                .optional(threshold), .optional(includeAntiAliased), .optional(maxDeltaE),
                .optional([.oneOf([.option(maxDiffPixels), .option(maxDiffRatio)])]),
            ]
        ],
        discussion: """
            Compares decoded pixels (straight alpha; two fully transparent pixels are equal), never file
            bytes. Two animations (APNGs) match when their frame counts, loop counts, every frame's delay
            and every frame's pixels do; the diff shows the first frame that differs. Images of two sizes
            never match; their pixels are compared on the canvas that holds both, each padded with
            transparency. docs/comparison.md says what each method measures, with a worked example. A still PNG never
            matches an animation. EXPECTED and ACTUAL may be folders: PNGs are paired by relative path, missing and extra
            files are reported, and a table closes the run.
            """,
        options: [
            diff, CommonOptions.pngCompression, method, maxChannelDelta, threshold, includeAntiAliased, maxDeltaE, maxDiffPixels, maxDiffRatio,
        ],
        epilogue: "Exit status: 0 within tolerance, 1 outside it, 2 when a file cannot be read or on bad usage.",
        run: run)

    static func run(_ arguments: Arguments) throws -> Int32 {
        let paths = try arguments.positionals(max: 2, names: "EXPECTED ACTUAL")
        guard paths.count == 2 else { throw Arguments.UsageError(description: "compare needs EXPECTED and ACTUAL (two PNG files or two folders)") }
        let tolerance = try self.tolerance(arguments)
        let diff = try arguments.value(self.diff)
        let expected = paths[0], actual = paths[1]
        let expectedIsFolder = FilePaths.kind(of: expected) == .folder
        if expectedIsFolder {
            if let diff {
                guard diff != "-" else { throw Arguments.UsageError(description: "--diff with folders names a folder, not standard output") }
                let target = URL(fileURLWithPath: diff).standardized.path
                for input in [expected, actual] where target == URL(fileURLWithPath: input).standardized.path {
                    throw InputError(description: "the diff folder '\(diff)' is one of the folders being compared")
                }
            }
            return try compareFolders(expected, actual, tolerance: tolerance, diffFolder: diff, compression: CommonOptions.compression(arguments))
        }
        if let diff {
            try Output.checkWritable(diff)
            try Output.checkNotInput(diff, inputs: [expected, actual])
        }
        let a = try read(expected), b = try read(actual)
        let match = PictureMatch(expected: a, actual: b, tolerance: tolerance)
        if let diff, let (left, right, comparison) = match.diffSource(expected: a, actual: b) {
            let image = ImageComparison.diffImage(expected: left, actual: right, comparison: comparison)
            try Output.writeAtomically(try PNGCodec.encode(image, compression: CommonOptions.compression(arguments)), to: diff)
        }
        Output.say((match.passed ? "match: " : "differ: ") + match.summary)
        return match.passed ? 0 : 1
    }

    static func tolerance(_ arguments: Arguments) throws -> Tolerance {
        var tolerance = Tolerance()
        tolerance.method = try arguments.value(method) ?? .exact
        // Each method reads only its own setting: a setting for another is a mistake worth a word.
        let given: [(flag: String, key: String, isGiven: Bool)] = [
            (maxChannelDelta.spec.name, "maxChannelDelta", arguments.has(maxChannelDelta)),
            (threshold.spec.name, "threshold", arguments.has(threshold)),
            (includeAntiAliased.spec.name, "includeAntiAliased", arguments.isSet(includeAntiAliased)),
            (maxDeltaE.spec.name, "maxDeltaE", arguments.has(maxDeltaE)),
        ]
        for setting in given where setting.isGiven {
            if let owner = Tolerance.settingOwners[setting.key], owner != tolerance.method {
                throw Arguments.UsageError(description: "\(setting.flag) belongs to --method \(owner.rawValue), not \(tolerance.method.rawValue)")
            }
        }
        if let delta = try arguments.value(maxChannelDelta) { tolerance.maxChannelDelta = delta }
        if let threshold = try arguments.value(threshold) { tolerance.threshold = threshold }
        tolerance.includeAntiAliased = arguments.isSet(includeAntiAliased)
        if let maxDeltaE = try arguments.value(maxDeltaE) { tolerance.maxDeltaE = maxDeltaE }
        tolerance.maxDiffPixels = try arguments.value(maxDiffPixels)
        if let ratio = try arguments.value(maxDiffRatio) {
            guard tolerance.maxDiffPixels == nil else {
                throw Arguments.UsageError(description: "give --max-diff-pixels or --max-diff-ratio, not both")
            }
            tolerance.maxDiffRatio = ratio
        }
        return tolerance
    }

    static func read(_ path: String) throws -> Picture {
        InputFiles.note(path: path)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ReadError(description: FileManager.default.fileExists(atPath: path) ? "'\(path)' cannot be read" : "'\(path)': no such file")
        }
        do {
            return try Picture.decode([UInt8](data))
        } catch {
            throw ReadError(description: "'\(path)' is not a readable PNG: \(error)")
        }
    }

    /// Every `.png` under `root`, by path relative to it.
    static func pngs(under root: String) throws -> [String] {
        guard let paths = try? FileManager.default.subpathsOfDirectory(atPath: root) else { throw ReadError(description: "'\(root)' cannot be read") }
        return paths.filter { $0.lowercased().hasSuffix(".png") }.sorted()
    }

    static func compareFolders(
        _ expected: String, _ actual: String, tolerance: Tolerance, diffFolder: String?,
        compression: PNGCompression
    ) throws -> Int32 {
        guard FilePaths.kind(of: actual) == .folder else {
            throw ReadError(description: "'\(expected)' is a folder but '\(actual)' is not")
        }
        let left = try pngs(under: expected), right = try pngs(under: actual)
        let names = Array(Set(left).union(right)).sorted()
        var rows: [(String, String, String)] = []
        var failures = 0, unreadable = 0, diffs = 0
        for name in names {
            guard left.contains(name) else {
                rows.append((name, "extra", "only in \(actual)"))
                failures += 1
                continue
            }
            guard right.contains(name) else {
                rows.append((name, "missing", "only in \(expected)"))
                failures += 1
                continue
            }
            do {
                let a = try read(expected + "/" + name), b = try read(actual + "/" + name)
                let match = PictureMatch(expected: a, actual: b, tolerance: tolerance)
                rows.append((name, match.passed ? "match" : "differ", match.summary))
                if !match.passed { failures += 1 }
                if !match.passed, let diffFolder, let (left, right, comparison) = match.diffSource(expected: a, actual: b) {
                    let file = URL(fileURLWithPath: diffFolder).appendingPathComponent(String(name.dropLast(4)) + ".diff.png")
                    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try Output.writeAtomically(
                        try PNGCodec.encode(
                            ImageComparison.diffImage(expected: left, actual: right, comparison: comparison),
                            compression: compression), to: file.path)
                    diffs += 1
                }
            } catch let error as ReadError {
                rows.append((name, "unreadable", error.description))
                unreadable += 1
            }
        }
        let width = max(4, rows.map(\.0.count).max() ?? 0)
        Output.say("file".padded(to: width) + "  result      details")
        for (name, result, details) in rows {
            Output.say(name.padded(to: width) + "  " + result.padded(to: 10) + "  " + details)
        }
        let matched = rows.filter { $0.1 == "match" }.count
        Output.say("\(names.count) files: \(matched) match, \(failures) differ, missing or extra, \(unreadable) unreadable")
        if let diffFolder, diffs > 0 { Output.say("\(diffs) diff image\(diffs == 1 ? "" : "s") in \(diffFolder)") }
        return unreadable > 0 ? 2 : failures > 0 ? 1 : 0
    }
}
