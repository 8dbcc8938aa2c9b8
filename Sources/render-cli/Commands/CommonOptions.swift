import FoundationEssentials
import Glibc
import Raster
import SegmentRender
import SegmentRenderSnapshot

/// Options several commands share, declared once, and what they mean.
enum CommonOptions {
    static let preset = Option.text("--preset", [], "NAME", "A built-in preset instead of CONFIG (segment-render presets lists them).")
    static let scale = Option.number(
        "--scale", "N", "Device pixels per point: 1, 2 or 3; material3 also 1.5, 2.625, 3.5 or 4 (default: the config's scale).",
        expected: "1, 1.5, 2, 2.625, 3, 3.5 or 4", where: { ControlConfig.densities.contains($0) })
    static let selected = Option<Selection>(
        "--selected", [], "N|none",
        "The segment to show selected (default: the config's selectedSegmentIndex)."
    ) { text in
        if text == "none" { return .none }
        guard let n = Int(text) else { throw OptionValueError(expected: "a segment index or 'none'") }
        return .index(n)
    }
    static let progress = Option.number(
        "--progress", "P",
        """
        A scroll-progress state between segments: 1.25 is a quarter of the way
        from segment 1 to 2 (clamped to 0…N−1), as a paging view drives it;
        tabman takes −1…N, its indicator overscrolling past the ends.
        """, expected: "a number (a fractional segment position)")
    static let appearance = Option.configValue(
        "--appearance", "light|dark", "Light or dark mode, over the config's appearance.",
        type: ValueType<Appearance>.enumeration, names: Appearance.allCases.map { $0.rawValue })
    static let direction = Option.configValue(
        "--direction", "ltr|rtl", "Left-to-right, or the whole control mirrored (over semanticContentAttribute).",
        type: ValueType<LayoutDirection>.enumeration, names: LayoutDirection.allCases.map { $0.rawValue })
    static let contentSize = Option.configValue(
        "--content-size", "CAT", "A Dynamic Type size, XS … XXXL, AX1 … AX5 (turns font adjusting on).",
        type: ValueType<ContentSizeCategory>.enumeration,
        names: ContentSizeCategory.allCases.map { $0.rawValue })
    static let locale = Option.configValue(
        "--locale", "en-XA|ar-XB",
        "A pseudolocale: en-XA accents, pads and brackets every title; ar-XB mirrors the control and reverses each title (none: the config's titles).",
        type: ValueType<Pseudolocale>.enumeration, names: Pseudolocale.allCases.map { $0.rawValue })
    static let fonts = Option.inputPath(
        "--fonts", [], "DIR",
        """
        Pin fonts: resolve every family only among the font files in DIR, never
        the system's (default: SEGMENT_RENDER_FONTS, else the system's fonts).
        """)
    static let press = Option<PressConfig>(
        "--press", [], "N[@X,Y]",
        """
        Hold segment N down (at X,Y in points; default its centre), drawn with
        the style's press look (over the config's press).
        """
    ) { text in
        let parts = text.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        guard let n = Int(parts[0]), n >= 0, n <= 100_000 else { throw OptionValueError(expected: "a segment index, optionally @X,Y (2 or 2@40,20)") }
        var press = PressConfig(segment: n)
        if parts.count == 2 {
            let point = parts[1].split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
            guard point.count == 2, let x = point[0], let y = point[1], abs(x) <= NumberRange.limit, abs(y) <= NumberRange.limit else {
                throw OptionValueError(expected: "a segment index, optionally @X,Y (2 or 2@40,20)")
            }
            press.x = x
            press.y = y
        }
        return press
    }
    static let pressTime = Option.number(
        "--press-time", "S", "Seconds since the press went down, 0 to 60 (default 1: settled).", expected: "seconds from 0 to 60"
    ) { $0 >= 0 && $0 <= 60 }
    static let pressRelease = Option.number(
        "--press-release", "S", "Seconds after touch-down the press ended, 0 to 60 (default: still down).", expected: "seconds from 0 to 60"
    ) { $0 >= 0 && $0 <= 60 }
    static let interaction = Option<Interaction>.choice(
        "--interaction", "KIND",
        "With --press: pressed (the default), hovered, focused or dragged; material3 draws a state layer for the last three.")
    static let drag = Option.number(
        "--drag", "X",
        "A finger dragging the selection X points from the left edge (0 to the width): bsc's thumb follows it, uikit13's and uikit26's pressed thumb moves to the segment under it, the others' indicator centres under it.",
        expected: "a number of points from the control's left edge"
    ) { abs($0) <= NumberRange.limit }
    static let backdrop = Option<Backdrop>(
        "--backdrop", [], "FILE|COLOR",
        """
        What lies behind the control, seen through its translucent parts: #RRGGBB[AA],
        or a PNG (or builtin:NAME) filling the bounds (over the config's backdrop).
        """
    ) { text in
        if text.hasPrefix("#") {
            guard let color = parseHexColor(text) else { throw OptionValueError(expected: "a colour #RGB, #RRGGBB or #RRGGBBAA, or an image path") }
            return .color(color)
        }
        guard !text.isEmpty, text.count <= 4_096 else { throw OptionValueError(expected: "a colour #RRGGBB or an image path") }
        if text.hasPrefix("builtin:") || text.hasPrefix("/") { return .image(text) }
        return .image(URL(fileURLWithPath: currentDirectory()).appendingPathComponent(text).path)
    }
    /// What every rendering command takes: what a suite varies (appearance, direction, Dynamic
    /// Type size, pseudolocale, a press) and pinned fonts.
    static let rendering: [any DeclaredOption] = [appearance, direction, contentSize, locale, press, pressTime, pressRelease, interaction, drag, backdrop, fonts]

    /// The config or preset a command renders: `[CONFIG | --preset NAME]` in a usage line.
    static let source = UsageItem.optional([.oneOf([.positional("CONFIG"), .option(preset)])])

    /// `--fonts DIR`, applied before anything is rendered (CommandLineTool calls it).
    static func pinFonts(_ arguments: Arguments) throws {
        guard arguments.declares(fonts), let folder = try arguments.value(fonts) else { return }
        try FontLibrary.shared.pinFonts(to: folder)
    }

    static let pngCompression = Option<PNGCompression>.choice(
        "--png-compression", "MODE",
        """
        fast, default or small. default: quick and compact; small: zlib level 9,
        about 30 % smaller, for files committed to git; fast: for throw-away frames.
        The pixels are the same in every mode.
        """)

    /// `--png-compression`, else `fallback`.
    static func compression(_ arguments: Arguments, fallback: PNGCompression = .default) throws -> PNGCompression {
        try arguments.value(pngCompression) ?? fallback
    }

    static let jobs = Option.integer("--jobs", "N", "Threads (default: the number of cores); output is identical for any N.", in: 1...256)

    /// `--jobs N`, else the number of cores.
    static func jobCount(_ arguments: Arguments) throws -> Int {
        try arguments.value(jobs) ?? Processors.available
    }

    /// `--jobs` for writing one `width`×`height` PNG: without `--jobs`, the cores are counted
    /// only for an image big enough for threads to pay off (counting reads the cgroup's quota
    /// files, ~40 µs of a 6 ms `render`).
    static func pngJobCount(_ arguments: Arguments, width: Int, height: Int) throws -> Int {
        try arguments.value(jobs) ?? (PNGWriter.threadsPayOff(width: width, height: height) ? Processors.available : 1)
    }

    /// The config at `path`, the `--preset`, or the built-in demo when neither is given.
    static func loadControl(_ path: String?, _ arguments: Arguments? = nil, overrides given: ConfigOverrides? = nil) throws -> Control {
        let overrides = try given ?? arguments.map(self.overrides) ?? .none
        let control = try load(path, arguments, overrides: overrides)
        if let press = overrides.press, press.segment >= control.config.segmentCount {
            throw InputError(description: "--press \(press.segment) is out of range (the control has \(control.config.segmentCount) segments)")
        }
        if let drag = overrides.drag, drag < 0 || drag > control.config.width {
            throw InputError(
                description:
                    "--drag \(ControlConfig.scaleName(drag)) is outside the control: expected 0 to \(ControlConfig.scaleName(control.config.width)) points from its left edge")
        }
        return control
    }

    private static func load(_ path: String?, _ arguments: Arguments?, overrides: ConfigOverrides) throws -> Control {
        if let arguments, arguments.declares(preset), let name = try arguments.value(preset) {
            guard path == nil else { throw Arguments.UsageError(description: "give a CONFIG or --preset, not both") }
            return try self.preset(name, overrides: overrides)
        }
        if path == "-" {
            let data = Data(Output.readStandardInput())
            return try ConfigLoader.load(json: data, name: "<stdin>", baseDirectory: currentDirectory(), overrides: overrides)
        }
        if let path {
            return try ConfigLoader.load(file: path, overrides: overrides)
        }
        return try ConfigLoader.load(
            json: Data(BuiltInDemo.json.utf8), name: BuiltInDemo.name,
            baseDirectory: currentDirectory(), overrides: overrides)
    }

    /// `--appearance`, `--direction`, `--content-size` and `--locale`, for commands that declare them.
    static func overrides(_ arguments: Arguments) throws -> ConfigOverrides {
        guard arguments.declares(appearance) else { return .none }
        var held = try arguments.value(press)
        if let seconds = try arguments.value(pressTime) {
            guard held != nil else { throw Arguments.UsageError(description: "--press-time needs --press N") }
            held?.time = seconds
        }
        if let seconds = try arguments.value(pressRelease) {
            guard held != nil else { throw Arguments.UsageError(description: "--press-release needs --press N") }
            held?.release = seconds
        }
        if let kind = try arguments.value(interaction) {
            guard held != nil else { throw Arguments.UsageError(description: "--interaction needs --press N") }
            held?.interaction = kind
        }
        return ConfigOverrides(
            every: try arguments.value(appearance), direction: try arguments.value(direction)?.semanticContentAttribute,
            contentSize: try arguments.value(contentSize), locale: try arguments.value(locale), press: held,
            drag: arguments.declares(drag) ? try arguments.value(drag) : nil,
            backdrop: arguments.declares(backdrop) ? try arguments.value(backdrop) : nil)
    }

    /// A preset by name; the library's error for an unknown one gains the flag's name.
    static func preset(_ name: String, overrides: ConfigOverrides = .none) throws -> Control {
        do {
            return try Presets.load(name, overrides: overrides)
        } catch let error as ConfigError where error.file.isEmpty {
            throw InputError(description: "--preset: \(error.message)")
        }
    }

    /// `--selected N|none`, checked against the control.
    static func selection(_ arguments: Arguments, control: Control) throws -> Selection {
        guard let selection = try arguments.value(selected) else { return .configured }
        if case .index(let n) = selection {
            let count = control.config.segmentCount
            guard n >= 0, n < count else {
                let valid = count == 0 ? "the control has no segments; use 'none'" : "valid: 0 to \(count - 1), or none"
                throw InputError(description: "--selected \(n) is out of range (\(valid))")
            }
        }
        return selection
    }

    /// The state `--selected` or `--progress` asks for (the config's selection by default).
    static func state(_ arguments: Arguments, control: Control) throws -> FrameState {
        if let p = try arguments.value(progress) {
            guard !arguments.has(selected) else { throw Arguments.UsageError(description: "--progress and --selected cannot be combined") }
            guard !arguments.has(drag) else { throw Arguments.UsageError(description: "--progress and --drag cannot be combined") }
            return control.progressState(p)
        }
        return control.restState(selection: try selection(arguments, control: control))
    }

    /// `--scale N` applied to the control, checked against the pixel budget.
    static func applyScale(_ arguments: Arguments, to control: inout Control) throws {
        guard let scale = try arguments.value(scale) else { return }
        if let problem = control.config.scaleProblem(scale) { throw InputError(description: "\(control.source): --scale: \(problem)") }
        if let problem = control.config.pixelBudgetProblem(atScale: scale) {
            throw InputError(description: "\(control.source): at --scale \(ControlConfig.scaleName(scale)) \(problem)")
        }
        control = control.scaled(to: scale)
    }
}
