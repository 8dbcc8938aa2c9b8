import Dispatch
import FoundationEssentials
import Glibc
import Raster
import SegmentRender

/// `segment-render animate`: the frames of a selection change or a scroll-progress run, as PNG
/// files, one APNG, and/or a contact sheet, rendered in parallel with byte-identical output.
enum AnimateCommand {
    static let outputs = "OUTPUTS (at least one)"
    static let output = Option.outputFolder(
        "--output", ["-o"], "DIR",
        """
        frame_0000.png, … (created if needed; old frames are replaced only when
        the whole sequence succeeded, then stale frame_*.png files are removed)
        """, group: outputs)
    static let apng = Option.outputFile(
        "--apng", [], "FILE", "One animated PNG (frames after the first cropped to what changed); - for standard output.",
        group: outputs)
    static let sheet = Option.outputFile("--sheet", [], "FILE", "Every frame in one PNG grid, numbered; - for standard output.", group: outputs)
    static let gif = Option.outputFile(
        "--gif", [], "FILE",
        """
        One animated GIF (one palette for every frame, later frames cropped to
        what changed); - for standard output.
        """, group: outputs)
    static let webp = Option.outputFile(
        "--webp", [], "FILE",
        """
        One animated WebP (lossless unless --webp-quality: every frame exact);
        - for standard output.
        """, group: outputs)
    static let onion = Option.outputFile(
        "--onion", [], "FILE",
        """
        One PNG with --onion-frames frames layered, each older frame half as heavy
        as the next: a moving part leaves a fading trail; - for standard output.
        """, group: outputs)
    static let curves = Option.outputFile(
        "--curves", [], "FILE",
        """
        The motion as JSON, a frame per entry: time, progress, every decoration's
        frame, colour and alpha, each title's colour, zoom and weight, the scroll
        offset; - for standard output.
        """, group: outputs)
    static let curvesPlot = Option.outputFile(
        "--curves-plot", [], "FILE",
        "An SVG chart of the indicator's x, width and alpha against time; - for standard output.", group: outputs)
    static let onionFrames = Option.integer(
        "--onion-frames", "N", "How many frames an onion skin layers, spread evenly, 2 to 16 (default 6).", in: OnionSkin.frameLimit)
    static let webpQuality = Option.integer(
        "--webp-quality", "Q", "Lossy WebP at quality 0 (smallest) to 100 (closest) instead of lossless.", in: WebPCompression.qualityRange)
    static let gifDither = Option<GIFDither>.choice(
        "--gif-dither", "MODE",
        """
        none or ordered: how a GIF draws colours its 256 do not hold (default
        none; ordered trades bands in gradients for a fine fixed pattern).
        """)
    static let gifMatte = Option<UInt32>(
        "--gif-matte", [], "#RRGGBB",
        """
        What a GIF blends partly transparent pixels over (GIF transparency is
        all or nothing; default #FFFFFF). Fully transparent pixels stay so.
        """
    ) { text in
        guard let color = parseHexColor(text), color.a == 255 else { throw OptionValueError(expected: "an opaque colour, #RGB or #RRGGBB") }
        return UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
    }
    static let from = Option<Int?>("--from", [], "A|none", "The selection the change starts from.", parse: segment)
    static let to = Option<Int?>("--to", [], "B|none", "The selection it ends at.", parse: segment)
    static let progressFrom = Option.number("--progress-from", "P0", "A scroll-progress run's first position.")
    static let progressTo = Option.number("--progress-to", "P1", "Its last position.")
    static let pressFrom = Option.number(
        "--press-from", "T0", "A held press's first time since touch-down, seconds (needs --press or a config's press).",
        expected: "seconds from 0 to 60"
    ) { $0 >= 0 && $0 <= PressConfig.maxTime }
    static let pressTo = Option.number(
        "--press-to", "T1", "Its last (the default duration is T1 − T0, linear: real time).", expected: "seconds from 0 to 60"
    ) { $0 >= 0 && $0 <= PressConfig.maxTime }
    static let dragFrom = Option.number(
        "--drag-from", "X0", "A finger dragging the selection from X0 points from the left edge (0 to the width)…",
        expected: "a number of points from the control's left edge")
    static let dragTo = Option.number(
        "--drag-to", "X1", "…to X1, on the configured selection (default curve: linear, as a finger moves).",
        expected: "a number of points from the control's left edge")
    static let release = Flag(
        "--release", "The finger dragging at --drag X (or the config's drag) lifts: the control settles on its curve.")
    static let duration = Option.number(
        "--duration", "S",
        """
        Seconds, > 0 and ≤ 60 (default: the config's animationDuration, else
        0.15, or a spring's settling time).
        """, expected: "seconds, more than 0 and at most \(Int(AnimationPlan.maxDuration))"
    ) { $0 > 0 && $0 <= AnimationPlan.maxDuration }
    static let fps = Option.integer("--fps", "N", "1 to 240 (default 60).", in: AnimationPlan.fpsRange)
    static let curve = Option<TimingCurve>(
        "--curve", [], "C",
        """
        linear, easeIn, easeOut, easeInEaseOut, default, cubic(x1,y1,x2,y2),
        spring(damping,response) (default: the config's animationCurve).
        """
    ) { text in
        do { return try TimingCurve.parse(text) } catch let error as AnimationError { throw OptionValueError(expected: error.description) }
    }
    static let loop = Option.integer("--loop", "N", "How many times an APNG or GIF plays, 0 = forever (default 0).", in: 0...65535)

    /// A segment index or `none` (the range is checked against the control).
    @Sendable static func segment(_ text: String) throws -> Int? {
        if text == "none" { return nil }
        guard let n = Int(text) else { throw OptionValueError(expected: "a segment index or 'none'") }
        return n
    }

    static let spec = CommandSpec(
        name: "animate", summary: "Render a selection change as frames, an APNG, GIF or WebP, or a contact sheet",
        usage: [
            [CommonOptions.source, .option(from), .option(to)], [CommonOptions.source, .option(progressFrom), .option(progressTo)],
            [CommonOptions.source, .option(pressFrom), .option(pressTo)], [CommonOptions.source, .option(dragFrom), .option(dragTo)],
            [CommonOptions.source, .option(CommonOptions.drag), .option(release)],
        ],
        discussion: """
            Renders the frames of a selection change from A to B (or of scroll-progress states from P0 to
            P1, of a press held from T0 to T1 seconds after touch-down, of a drag from X0 to X1, or of a drag's
            release) of CONFIG, a preset, or with neither the built-in demo. Frame count n = round(duration × fps) + 1 (at least 2, at most 10,000); frame k shows time
            k / (n − 1) × duration, so frame 0 is the rest state at A and frame n − 1 the rest state at B.
            """,
        options: [
            output, apng, gif, webp, sheet, onion, curves, curvesPlot, CommonOptions.preset, from, to, progressFrom, progressTo, pressFrom, pressTo, dragFrom, dragTo, release,
            duration, fps, curve, loop,
            gifDither, gifMatte,
            webpQuality, onionFrames,
            CommonOptions.jobs, CommonOptions.scale, CommonOptions.pngCompression,
        ] + CommonOptions.rendering,
        run: CommandSpec.succeeding(run))

    static func run(_ arguments: Arguments) throws {
        let configPath = try arguments.positionals(max: 1, names: "at most one CONFIG").first
        let folder = try arguments.value(output), apngPath = try arguments.value(apng), sheetPath = try arguments.value(sheet)
        let gifPath = try arguments.value(gif), webpPath = try arguments.value(webp), onionPath = try arguments.value(onion)
        let curvesPath = try arguments.value(curves), plotPath = try arguments.value(curvesPlot)
        // Curves alone need the frames' states, not their pixels.
        let drawsFrames = folder != nil || [apngPath, sheetPath, gifPath, webpPath, onionPath].contains { $0 != nil }
        guard drawsFrames || curvesPath != nil || plotPath != nil else {
            throw Arguments.UsageError(
                description:
                    "animate needs at least one output: -o DIR, --apng FILE, --gif FILE, --webp FILE, --sheet FILE, --onion FILE, --curves FILE or --curves-plot FILE"
            )
        }
        if arguments.has(webpQuality), webpPath == nil { throw Arguments.UsageError(description: "--webp-quality needs --webp FILE") }
        var control = try CommonOptions.loadControl(configPath, arguments)
        try CommonOptions.applyScale(arguments, to: &control)
        control.prepareToDraw()  // fallback fonts open while the states are computed
        let plan = try self.plan(arguments, control: control)
        let loops = try arguments.value(loop) ?? 0
        let jobs = try CommonOptions.jobCount(arguments)

        let outputs: [AnimationCost.Output] =
            [
                (folder, .pngFrames), (apngPath, .apng), (gifPath, .gif), (webpPath, arguments.has(webpQuality) ? .webpLossy : .webpLossless), (sheetPath, .sheet),
                (onionPath, .onion), (curvesPath ?? plotPath, .curves),
            ]
            .compactMap { $0.0 == nil ? nil : $0.1 }
        let cost = AnimationCost(control: control, plan: plan)
        if let problem = cost.problem(outputs) {
            throw InputError(
                description: "the animation is too large to make: " + problem
                    + "; fewer frames (a lower --fps or a shorter --duration), a smaller --scale, fewer outputs, or fewer shadows and gradients")
        }

        // Check every destination before any work.
        if let apngPath {
            try Output.checkWritable(apngPath)
            try Output.checkNotInput(apngPath, inputs: [configPath])
        }
        if let gifPath {
            try Output.checkWritable(gifPath)
            try Output.checkNotInput(gifPath, inputs: [configPath, apngPath])
        }
        if let webpPath {
            try Output.checkWritable(webpPath)
            try Output.checkNotInput(webpPath, inputs: [configPath, apngPath, gifPath])
        }
        if let sheetPath {
            try Output.checkWritable(sheetPath)
            try Output.checkNotInput(sheetPath, inputs: [configPath, apngPath, gifPath, webpPath])
            do {
                _ = try ContactSheet.grid(
                    count: plan.frameCount, frameWidth: control.config.pixelWidth,
                    frameHeight: control.config.pixelHeight, scale: control.config.scale)
            } catch let error as AnimationError {
                throw InputError(description: "--sheet: \(error.description) (a lower --fps or a shorter --duration)")
            }
        }
        if let onionPath {
            try Output.checkWritable(onionPath)
            try Output.checkNotInput(onionPath, inputs: [configPath, apngPath, gifPath, webpPath, sheetPath])
        }
        for (path, earlier) in [
            (curvesPath, [configPath, apngPath, gifPath, webpPath, sheetPath, onionPath]), (plotPath, [configPath, apngPath, gifPath, webpPath, sheetPath, onionPath, curvesPath]),
        ] {
            guard let path else { continue }
            try Output.checkWritable(path)
            try Output.checkNotInput(path, inputs: earlier)
        }
        let onionIndices = Set(onionPath == nil ? [] : OnionSkin.frames(try arguments.value(onionFrames) ?? 6, of: plan.frameCount))
        var onionLayers: [DecodedImage] = []
        let frames = FrameFolder(folder)
        try frames?.prepare()

        let n = plan.frameCount
        let compression = try CommonOptions.compression(arguments)
        var apngWriter = apngPath.map { _ in APNGWriter(delayNumerator: 1, delayDenominator: plan.fps, loops: loops, frameCount: n, compression: compression) }
        var sheetFrames: [Framebuffer] = []
        let progress = ProgressBar(total: n)
        do {
            let matte = try arguments.value(gifMatte) ?? 0xFF_FFFF
            var gifWriter = try gifPath.map { _ in
                try GIFWriter(
                    width: control.config.pixelWidth, height: control.config.pixelHeight,
                    palette: try gifPalette(plan: plan, control: control, jobs: jobs, matte: matte),
                    dither: try arguments.value(gifDither) ?? .none, fps: plan.fps, loops: loops, matte: matte)
            }
            let webpWriter = try webpPath.map { _ in
                try WebPWriter(
                    width: control.config.pixelWidth, height: control.config.pixelHeight, fps: plan.fps, loops: loops,
                    compression: try arguments.value(webpQuality).map { .lossy(quality: $0) } ?? .lossless,
                    fastest: AnimationCost.webpFastest(frames: n, framePixels: cost.framePixels))
            }
            let batch = batchSize(jobs: jobs, control: control)
            for start in stride(from: 0, to: drawsFrames ? n : 0, by: batch) {
                let indices = Array(start..<min(n, start + batch))
                let rendered = try render(
                    indices, plan: plan, control: control, jobs: jobs, encode: frames != nil ? compression : nil,
                    keepFramebuffers: apngWriter != nil || gifWriter != nil || webpWriter != nil || sheetPath != nil || onionPath != nil)
                for (k, result) in zip(indices, rendered) {
                    if let frames, let png = result.png { try frames.write(png, name: plan.fileName(ofFrame: k)) }
                    if let framebuffer = result.framebuffer {
                        if onionIndices.contains(k) { onionLayers.append(DecodedImage(framebuffer)) }
                        if apngWriter != nil || gifWriter != nil || webpWriter != nil {
                            let image = DecodedImage(framebuffer)
                            try apngWriter?.append(image)
                            try gifWriter?.append(image)
                            try webpWriter?.append(image)
                        }
                        if sheetPath != nil { sheetFrames.append(framebuffer) }
                    }
                    progress.advance()
                }
            }
            progress.finish()
            if let sheetPath {
                let sheet = try ContactSheet.make(sheetFrames, scale: control.config.scale)
                try Output.writeAtomically(try PNGCodec.encode(sheet, compression: compression, jobs: jobs), to: sheetPath)
            }
            if let apngPath, let bytes = try apngWriter?.finish() { try Output.writeAtomically(bytes, to: apngPath) }
            if let gifPath, let bytes = try gifWriter?.finish() { try Output.writeAtomically(bytes, to: gifPath) }
            if let webpPath, let bytes = try webpWriter?.finish() { try Output.writeAtomically(bytes, to: webpPath) }
            if let onionPath {
                try Output.writeAtomically(try PNGCodec.encode(OnionSkin.compose(onionLayers), compression: compression), to: onionPath)
            }
            if curvesPath != nil || plotPath != nil {
                let motion = MotionCurves(control: control, plan: plan)
                if let curvesPath { try Output.writeAtomically(Array(motion.jsonString().utf8), to: curvesPath) }
                if let plotPath { try Output.writeAtomically(Array(motion.plot().utf8), to: plotPath) }
            }
            try frames?.commit(plan: plan)
        } catch {
            frames?.abandon()
            throw error
        }
        var wrote: [String] = []
        if let folder { wrote.append("\(n) frames to \(folder)") }
        if let apngPath { wrote.append(Output.named(apngPath)) }
        if let gifPath { wrote.append(Output.named(gifPath)) }
        if let webpPath { wrote.append(Output.named(webpPath)) }
        if let onionPath { wrote.append(Output.named(onionPath)) }
        if let curvesPath { wrote.append(Output.named(curvesPath)) }
        if let plotPath { wrote.append(Output.named(plotPath)) }
        if let sheetPath { wrote.append(Output.named(sheetPath)) }
        Output.note("wrote " + wrote.joined(separator: ", ") + formatted(" (%.3f s at %d fps, ", plan.duration, plan.fps) + plan.curve.description + ")")
        if gifPath != nil, (0..<n).contains(where: { GIFWriter.delay(ofFrame: $0, fps: plan.fps) < 2 }) {
            Output.note("note: at \(plan.fps) fps some GIF frames last 1 cs, which browsers show as 10 cs; --fps 50 gives every frame 2 cs")
        }
    }

    /// One palette for every frame of the animation: the frames are rendered once to count their
    /// colours (a frame costs far less to render than to encode), then again to encode.
    static func gifPalette(plan: AnimationPlan, control: Control, jobs: Int, matte: UInt32) throws -> GIFPalette {
        var histogram = GIFPalette.Histogram(matte: matte)
        let batch = batchSize(jobs: jobs, control: control)
        for start in stride(from: 0, to: plan.frameCount, by: batch) {
            let parts = try parallelMap(frameJobs(jobs, control: control), jobs: jobs) { part -> GIFPalette.Histogram in
                var counted = GIFPalette.Histogram(matte: matte)
                let runs = frameJobs(jobs, control: control)
                let indices = Array(stride(from: start + part, to: min(plan.frameCount, start + batch), by: runs))
                for result in try render(indices, plan: plan, control: control, jobs: 1, encode: nil) {
                    if let framebuffer = result.framebuffer { counted.add(DecodedImage(framebuffer)) }
                }
                return counted
            }
            for part in parts { histogram.merge(part) }
        }
        return GIFPalette(histogram, transparentEntry: plan.frameCount > 1)
    }

    /// The most frame pixels a batch holds at once (256 MB): small frames go 16 at a time, the
    /// largest a few, so memory does not grow with the frame size times the batch.
    static let batchPixels = 1 << 26
    /// Frames this large (4 MP) are drawn one at a time, the cores sharing each frame's gradients,
    /// blurs and PNG bands instead: a thread per frame would hold a canvas, its layers and a PNG
    /// writer's rows each (about 32 bytes a pixel), over 1 GB for two 16 MP frames.
    static let framePixelsDrawnAlone = 1 << 22

    /// How many threads draw frames side by side: one for the largest frames.
    static func frameJobs(_ jobs: Int, control: Control) -> Int {
        control.config.pixelWidth * control.config.pixelHeight >= framePixelsDrawnAlone ? 1 : jobs
    }

    /// How many frames are rendered before they are written: at least one a thread.
    static func batchSize(jobs: Int, control: Control) -> Int {
        let frame = max(1, control.config.pixelWidth * control.config.pixelHeight)
        return max(jobs, min(max(jobs * 4, 16), batchPixels / frame))
    }

    struct Rendered: Sendable {
        /// Kept only for an APNG or a sheet: a frame nobody holds lets the next be drawn over it in
        /// place, instead of into a fresh copy of the pixels.
        var framebuffer: Framebuffer?
        var png: [UInt8]?
    }

    /// Renders (and encodes) frames on `jobs` threads, each thread taking a run of consecutive
    /// frames: it draws each frame from the one before, redrawing only the rows that changed
    /// (``IncrementalRenderer``), and its PNG writer reuses the compressed bands of unchanged rows.
    /// Each frame's bytes depend only on its index (both reuses give a fresh render's bytes), so
    /// the results are the same whatever the thread count.
    static func render(
        _ indices: [Int], plan: AnimationPlan, control: Control, jobs: Int, encode: PNGCompression?,
        keepFramebuffers: Bool = true
    ) throws -> [Rendered] {
        let runs = min(frameJobs(jobs, control: control), indices.count)
        let perRun = (indices.count + runs - 1) / max(1, runs)
        let bandJobs = runs == 1 ? jobs : 1
        let parts = try parallelMap(runs, jobs: runs) { r -> [Rendered] in
            let writer = encode.map { PNGWriter(compression: $0) }
            var renderer = IncrementalRenderer()
            let states = AnimationStates(control: control, plan: plan)
            return try indices[min(indices.count, r * perRun)..<min(indices.count, (r + 1) * perRun)].map { k in
                let framebuffer = renderer.render(control.visibleList(states.state(ofFrame: k)), scale: control.config.scale)
                return Rendered(framebuffer: keepFramebuffers ? framebuffer : nil, png: try writer?.encode(framebuffer, jobs: bandJobs))
            }
        }
        return parts.flatMap { $0 }
    }

    /// The plan from the command line and the config: endpoints, duration, fps and curve.
    static func plan(_ arguments: Arguments, control: Control) throws -> AnimationPlan {
        let config = control.config
        let endpoints: AnimationPlan.Endpoints
        var realTime: Double?
        var linear = false
        let others = [arguments.has(from), arguments.has(to), arguments.has(progressFrom), arguments.has(progressTo), arguments.has(pressFrom), arguments.has(pressTo)]
            .contains(true)
        if arguments.isSet(release) {
            guard !others, !arguments.has(dragFrom), !arguments.has(dragTo) else {
                throw Arguments.UsageError(description: "--release animates a drag's end alone: give --drag X (or a config with \"drag\") and no other endpoints")
            }
            guard let x = config.drag else {
                throw Arguments.UsageError(description: "--release needs a drag to end: give --drag X or a config with \"drag\"")
            }
            endpoints = .release(from: x)
        } else if arguments.has(dragFrom) || arguments.has(dragTo) {
            guard !others else {
                throw Arguments.UsageError(description: "--drag-from/--drag-to cannot be combined with other endpoints")
            }
            guard let a = try arguments.value(dragFrom), let b = try arguments.value(dragTo) else {
                throw Arguments.UsageError(description: "give both --drag-from and --drag-to")
            }
            for (option, x) in [(dragFrom, a), (dragTo, b)] where x < 0 || x > config.width {
                throw InputError(
                    description:
                        "\(option.spec.name) \(ControlConfig.scaleName(x)) is outside the control: expected 0 to \(ControlConfig.scaleName(config.width)) points from its left edge"
                )
            }
            endpoints = .drag(from: a, to: b)
            linear = true
        } else if arguments.has(pressFrom) || arguments.has(pressTo) {
            guard !arguments.has(from), !arguments.has(to), !arguments.has(progressFrom), !arguments.has(progressTo) else {
                throw Arguments.UsageError(description: "--press-from/--press-to cannot be combined with --from/--to or --progress-from/--progress-to")
            }
            guard let a = try arguments.value(pressFrom), let b = try arguments.value(pressTo) else {
                throw Arguments.UsageError(description: "give both --press-from and --press-to")
            }
            guard config.press != nil else {
                throw Arguments.UsageError(description: "--press-from/--press-to animate a press: give --press N[@X,Y] or a config with \"press\"")
            }
            endpoints = .press(from: a, to: b)
            realTime = abs(b - a)
        } else if arguments.has(progressFrom) || arguments.has(progressTo) {
            guard !arguments.has(from), !arguments.has(to) else {
                throw Arguments.UsageError(description: "--progress-from/--progress-to cannot be combined with --from/--to")
            }
            guard let a = try arguments.value(progressFrom), let b = try arguments.value(progressTo) else {
                throw Arguments.UsageError(description: "give both --progress-from and --progress-to")
            }
            endpoints = .progress(from: a, to: b)
        } else {
            guard arguments.has(from), arguments.has(to), let a = try arguments.value(from), let b = try arguments.value(to) else {
                throw Arguments.UsageError(description: "give --from A|none and --to B|none (or --progress-from and --progress-to)")
            }
            endpoints = .selection(from: try checked(a, from, control), to: try checked(b, to, control))
        }
        let given = try arguments.value(curve)
        // A held press plays in real time unless told otherwise.
        let curve = given ?? (realTime != nil || linear ? .linear : config.animationCurve)
        var duration = given.map { $0.settlingTime ?? config.effectiveAnimationDuration } ?? realTime ?? config.effectiveAnimationDuration
        if let seconds = try arguments.value(self.duration) { duration = seconds }
        let plan = AnimationPlan(endpoints: endpoints, duration: duration, fps: try arguments.value(fps) ?? 60, curve: curve)
        if let problem = plan.limitProblem {
            throw Arguments.UsageError(description: problem + (duration > AnimationPlan.maxDuration ? "; give --duration" : ""))
        }
        return plan
    }

    /// A segment index checked against the control.
    static func checked(_ index: Int?, _ option: Option<Int?>, _ control: Control) throws -> Int? {
        guard let n = index else { return nil }
        let count = control.config.segmentCount
        guard n >= 0, n < count else {
            throw InputError(
                description: "\(option.spec.name) \(n) is out of range (\(count == 0 ? "the control has no segments; use 'none'" : "valid: 0 to \(count - 1), or none"))")
        }
        return n
    }
}
