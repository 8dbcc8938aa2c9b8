import Dispatch
import FoundationEssentials
import Glibc
import Raster
import SegmentRender

/// `segment-render bench`: medians (and the spread between the 10th and 90th percentiles) for the
/// built-in demo at 2x — layout + raster, PNG encoding per compression mode, both together, a
/// whole 61-frame `animate` process writing files — and, with `--scaling`, how cost grows with
/// pixels and segments, and peak memory.
enum BenchCommand {
    static let frames = Option.integer("--frames", "N", "Frames to time in-process (default 300).", in: 1...100_000)
    static let runs = Option.integer("--runs", "N", "Whole-process runs to time (default 20).", in: 1...10_000)
    static let scaling = Flag("--scaling", "Also time scales, segment counts and peak memory of a large control.")
    static let pngSurvey = Flag("--png-survey", "Only: PNG bytes of every preset at rest in each mode and with other zlib settings.")
    static let audit = Flag("--audit", "Only: audit every preset in light and dark, ltr and rtl, default size and AX5; total and per picture.")
    static let snapshot = Option.integer(
        "--snapshot", "N", "Only: check N generated passing entries against PNG and hash goldens; entries a second per store.", in: 1...100_000)

    static let spec = CommandSpec(
        name: "bench", summary: "Time rendering, PNG encoding and animate on the demo",
        discussion: """
            Renders the built-in demo (750×88 px at 2x) N times, cycling through an animation's frames,
            and prints medians with the 10th–90th percentile spread: layout + raster; PNG encode alone
            for each --png-compression mode; render + PNG; then a whole `segment-render animate` process
            (1 s at 60 fps, 61 PNG files) and a whole `render` process, each timed over --runs runs, with
            the peak memory (RSS) of the render process.

            --scaling adds 1x/2x/3x and 5/50/500 segments (scrolling), and the peak RSS of rendering a
            500-segment control at 3x. Build with -c release for meaningful figures.
            """,
        options: [frames, runs, scaling, pngSurvey, snapshot, audit],
        run: CommandSpec.succeeding(run))

    struct Stats {
        var median: Double, p10: Double, p90: Double
        init(_ samples: [Double]) {
            let s = samples.sorted()
            func at(_ q: Double) -> Double { s[min(s.count - 1, Int((Double(s.count - 1) * q).rounded()))] }
            median = s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
            p10 = at(0.1)
            p90 = at(0.9)
        }
        var text: String { formatted("%8.3f ms  (p10 %.3f, p90 %.3f)", median, p10, p90) }
    }

    static func time(_ count: Int, _ body: (Int) throws -> Void) rethrows -> Stats {
        var samples: [Double] = []
        for k in 0..<count {
            let start = DispatchTime.now().uptimeNanoseconds
            try body(k)
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        return Stats(samples)
    }

    /// What checking one entry against its golden costs, per comparison method: decoding the
    /// golden (as `small` stores it), then comparing a render that matches it and one that does
    /// not (the next frame: the indicator moved a little).
    static func compareMethods(_ images: [Framebuffer], frames: Int) throws {
        let decoded = images.map(DecodedImage.init)
        let golden = try PNGCodec.encode(images[0], compression: .small)
        let count = max(5, frames / 10)
        Output.say("checking one entry against its golden (decoded pixels, \(count) entries):")
        Output.say("  decode the golden        " + (try time(count) { _ in _ = try PNGCodec.decode(golden) }).text)
        let methods: [ComparisonMethod] = [
            .exact(maxChannelDelta: 0), .pixelmatch(threshold: ComparisonMethod.playwrightThreshold, includeAntiAliased: false),
            .deltaE2000(maxDeltaE: ComparisonMethod.defaultMaxDeltaE),
        ]
        for method in methods {
            let name = method.name.padded(to: 11)
            let passing = time(count) { k in _ = ImageComparison(expected: decoded[k % decoded.count], actual: decoded[k % decoded.count], method: method) }
            let failing = time(count) { k in
                _ = ImageComparison(expected: decoded[k % decoded.count], actual: decoded[(k + 1) % decoded.count], method: method)
            }
            Output.say("  \(name) passing     " + passing.text)
            Output.say("  \(name) failing     " + failing.text)
        }
    }

    static func run(_ arguments: Arguments) throws {
        _ = try arguments.positionals(max: 0, names: "no arguments")
        let frames = try arguments.value(self.frames) ?? 300
        let runs = try arguments.value(self.runs) ?? 20
        if arguments.isSet(pngSurvey) { return try survey() }
        if let count = try arguments.value(snapshot) { return try snapshotThroughput(count) }
        if arguments.isSet(audit) { return try auditSpeed() }
        let control = try CommonOptions.loadControl(nil)
        let plan = AnimationPlan(endpoints: .selection(from: 0, to: control.config.segmentCount - 1), duration: 1, fps: 60, curve: .linear)
        let states = (0..<plan.frameCount).map { control.frameState(plan, frame: $0) }
        for state in states.prefix(10) { _ = control.render(state) }  // warm caches
        let images = states.map { control.render($0) }

        Output.say("demo \(images[0].width)×\(images[0].height) px, \(frames) frames (an animation's \(states.count) states, cycled):")
        let animation = AnimationStates(control: control, plan: plan)
        Output.say("  layout + raster          " + time(frames) { k in _ = control.render(animation.state(ofFrame: k % states.count)) }.text)
        Output.say("  raster (layout done)     " + time(frames) { k in _ = control.render(states[k % states.count]) }.text)
        // zlib at level 9 is two orders slower: a tenth of the frames is plenty for its median.
        func count(_ mode: PNGCompression) -> Int { mode == .small ? max(5, frames / 10) : frames }
        for mode in PNGCompression.allCases {
            var bytes = 0
            let stats = try time(count(mode)) { k in bytes = try PNGCodec.encode(images[k % images.count], compression: mode).count }
            Output.say("  encode \(mode.rawValue.padded(to: 8))          " + stats.text + "  \(bytes) bytes (the last frame)")
        }
        for mode in PNGCompression.allCases {
            let stats = try time(count(mode)) { k in _ = try PNGCodec.encode(control.render(states[k % states.count]), compression: mode) }
            Output.say("  render + png \(mode.rawValue.padded(to: 8))    " + stats.text)
        }
        let writer = PNGWriter(compression: .default)
        var reused = 0, total = 0
        let sequence = try time(frames) { k in
            _ = try writer.encode(straightRGBA: images[k % images.count].straightRGBA(), width: images[0].width, height: images[0].height)
            reused += writer.lastReusedBands
            total += PNGBands(width: images[0].width, height: images[0].height).count
        }
        Output.say("  encode default, in order " + sequence.text + "  (\(reused) of \(total) bands reused from the frame before)")
        // A whole animation at once (a GIF's palette needs every frame), as a time per frame.
        let straight = images.map { DecodedImage($0) }, whole = max(3, frames / images.count)
        var gifBytes = 0, apngBytes = 0, webpBytes = 0, lossyBytes = 0
        let gifTime = try time(whole) { _ in gifBytes = try GIF.encode(straight, fps: plan.fps).count }
        let apngTime = try time(whole) { _ in apngBytes = try APNG.encode(straight, delayNumerator: 1, delayDenominator: plan.fps, loops: 0).count }
        let webpTime = try time(whole) { _ in webpBytes = try WebP.encode(straight, fps: plan.fps).count }
        let lossyTime = try time(whole) { _ in lossyBytes = try WebP.encode(straight, fps: plan.fps, compression: .lossy(quality: 75)).count }
        for (name, stats, bytes) in [("gif ", gifTime, gifBytes), ("apng", apngTime, apngBytes), ("webp", webpTime, webpBytes), ("webp q75", lossyTime, lossyBytes)] {
            Output.say(
                "  encode \(name.padded(to: 8)), a frame "
                    + formatted("%8.3f ms  (%d frames in %.2f ms, %d bytes)", stats.median / Double(images.count), images.count, stats.median, bytes))
        }
        var svgBytes = 0, liveBytes = 0
        let svgTime = try time(frames) { k in svgBytes = try control.svg(states[k % states.count]).utf8.count }
        let liveTime = try time(frames) { k in liveBytes = try control.svg(states[k % states.count], text: .live).utf8.count }
        Output.say("  svg, outlined text       " + svgTime.text + "  \(svgBytes) bytes (the last state)")
        Output.say("  svg, live text           " + liveTime.text + "  \(liveBytes) bytes")
        try compareMethods(images, frames: frames)
        try wholeChecks(control, states: states, frames: frames)

        let me = try ownExecutable()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("segment-render-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        var rss: [Int] = []
        let render = try time(runs) { _ in rss.append(try ChildProcess.run(me, ["render", "-o", scratch.appendingPathComponent("demo.png").path])) }
        Output.say("whole processes, \(runs) runs:")
        Output.say("  render (the demo)        " + render.text + "  peak RSS \(rss.max()! / 1024) MB")
        let animate = try time(runs) { _ in
            _ = try ChildProcess.run(
                me,
                [
                    "animate", "--from", "0", "--to", "4", "--duration", "1", "--fps", "60", "--curve", "linear",
                    "-o", scratch.appendingPathComponent("frames").path,
                ])
        }
        Output.say("  animate, 61 PNG files    " + animate.text)
        let apng = try time(runs) { _ in
            _ = try ChildProcess.run(
                me,
                [
                    "animate", "--from", "0", "--to", "4", "--duration", "1", "--fps", "60", "--curve", "linear",
                    "--apng", scratch.appendingPathComponent("demo-apng.png").path,
                ])
        }
        Output.say("  animate, one APNG        " + apng.text)
        let version = time(runs) { _ in _ = try? ChildProcess.run(me, ["--version"]) }
        Output.say("  version (start-up only)  " + version.text)
        // The floor every process pays on this machine: a render is judged as a multiple of it.
        Output.say(formatted("  render ÷ version         %8.2f×  (medians, this machine, the same run)", render.median / max(version.median, 1e-9)))

        guard arguments.isSet(scaling) else { return }
        Output.say("scaling (layout + raster, then + default PNG):")
        for scale in [1, 2, 3] {
            let pixels = (width: 375 * scale, height: 44 * scale)
            let scaled = control.scaled(to: Double(scale))
            let r = time(max(20, frames / 3)) { k in _ = scaled.render(selection: .index(k % 5)) }
            let p = try time(max(20, frames / 3)) { k in _ = try PNGCodec.encode(scaled.render(selection: .index(k % 5))) }
            Output.say("  demo at \(scale)x \(formatted("%4d×%-4d", pixels.width, pixels.height))      " + r.text + " | " + p.text)
        }
        for count in [5, 50, 500] {
            let big = try ConfigLoader.load(json: Data(segmentsConfig(count, scale: 2).utf8), name: "bench", baseDirectory: ".")
            let r = time(max(20, frames / 3)) { k in _ = big.render(selection: .index((k * 7) % count)) }
            let p = try time(max(20, frames / 3)) { k in _ = try PNGCodec.encode(big.render(selection: .index((k * 7) % count))) }
            Output.say("  \(formatted("%3d", count)) segments at 2x         " + r.text + " | " + p.text)
        }
        let config = segmentsConfig(500, scale: 3)
        let file = scratch.appendingPathComponent("500.json")
        try Data(config.utf8).write(to: file)
        var big: [Int] = []
        for _ in 0..<max(3, runs / 4) { big.append(try ChildProcess.run(me, ["render", file.path, "-o", scratch.appendingPathComponent("500.png").path])) }
        Output.say("  peak RSS, a 500-segment control at 3x: \(big.max()! / 1024) MB")
    }
}

extension BenchCommand {
    /// PNG bytes of every preset (at rest, and dark) per mode and for zlib 9 with and without
    /// filters: the measurement behind the modes' settings.
    static func survey() throws {
        let columns = ["fast", "default", "small", "zlib9+filters", "zlib9", "zlib6"]
        Output.say(
            "preset".padded(to: 26) + columns.map { $0.padded(to: 14) }.joined()
                + "small vs default")
        var totals = [Int](repeating: 0, count: columns.count)
        for preset in Presets.all {
            for dark in [false, true] {
                let control = try Presets.load(preset.name, overrides: ConfigOverrides(appearance: dark ? .dark : .light))
                let image = DecodedImage(control.render())
                let sizes = [
                    try PNGCodec.encode(image, compression: .fast).count, try PNGCodec.encode(image, compression: .default).count,
                    try PNGCodec.encode(image, compression: .small).count,
                    try PNGCodec.encodeWithZlib(straightRGBA: image.rgba, width: image.width, height: image.height, level: 9, adaptiveFilters: true).count,
                    try PNGCodec.encodeWithZlib(straightRGBA: image.rgba, width: image.width, height: image.height, level: 9, adaptiveFilters: false).count,
                    try PNGCodec.encodeWithZlib(straightRGBA: image.rgba, width: image.width, height: image.height, level: 6, adaptiveFilters: false).count,
                ]
                for (i, size) in sizes.enumerated() { totals[i] += size }
                Output.say(
                    (preset.name + (dark ? " (dark)" : "")).padded(to: 26)
                        + sizes.map { String($0).padded(to: 14) }.joined()
                        + formatted("%+.1f %%", (Double(sizes[2]) / Double(sizes[1]) - 1) * 100))
            }
        }
        Output.say(
            "total".padded(to: 26) + totals.map { String($0).padded(to: 14) }.joined()
                + formatted("%+.1f %%", (Double(totals[2]) / Double(totals[1]) - 1) * 100))
    }

    /// This process's own executable, wherever it was started from (the PATH, a relative path, a
    /// symlink): the kernel's `/proc/self/exe`, not `argv[0]`.
    static func ownExecutable() throws -> String {
        do {
            return try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        } catch {
            throw InputError(description: "bench: cannot find its own executable (/proc/self/exe): \(errorSentence(error))")
        }
    }

    /// A 375 × 44 pt control of `count` dynamic-width segments ("Item 0", …), scrolling past 5 or so.
    static func segmentsConfig(_ count: Int, scale: Int) -> String {
        "{\"width\": 375, \"height\": 44, \"scale\": \(scale), \"segmentWidthStyle\": \"dynamic\", \"sectionTitles\": ["
            + (0..<count).map { "\"Item \($0)\"" }.joined(separator: ", ") + "]}"
    }
}

/// Runs a child process to its end and returns its peak resident set size in KB, as it reports it
/// (``PeakMemory``), or 0.
enum ChildProcess {
    static func run(_ path: String, _ arguments: [String]) throws -> Int {
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("segment-render-rss-\(getpid())").path
        setenv(PeakMemory.variable, report, 1)
        defer {
            unsetenv(PeakMemory.variable)
            unlink(report)
        }
        var pid: pid_t = 0
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for arg in argv { free(arg) } }
        guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { throw InputError(description: "bench: cannot start \(path)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        guard status == 0 else { throw InputError(description: "bench: \(path) \(arguments.joined(separator: " ")) failed (status \(status))") }
        return PeakMemory.read(report) ?? 0
    }
}
