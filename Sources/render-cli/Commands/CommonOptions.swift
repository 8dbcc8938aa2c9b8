import Foundation
import Raster
import SegmentRender

/// Options several commands share, declared once, and what they mean.
enum CommonOptions {
    static let preset = Option.value("--preset", [], "NAME", "A built-in preset instead of CONFIG (segment-render presets lists them).")
    static let scale = Option.value("--scale", [], "N", "1, 2 or 3: device pixels per point (default: the config's scale).")
    static let selected = Option.value("--selected", [], "N|none", "The segment to show selected (default: the config's selectedSegmentIndex).")
    static let progress = Option.value("--progress", [], "P", """
        A scroll-progress state between segments: 1.25 is a quarter of the way
        from segment 1 to 2 (clamped to 0…N−1), as a paging view drives it.
        """)
    static let appearance = Option.value("--appearance", [], "light|dark", "Light or dark mode, over the config's appearance.")
    static let direction = Option.value("--direction", [], "ltr|rtl", "Left-to-right, or the whole control mirrored (over semanticContentAttribute).")
    static let contentSize = Option.value("--content-size", [], "CAT", "A Dynamic Type size, XS … XXXL, AX1 … AX5 (turns font adjusting on).")
    static let fonts = Option.value("--fonts", [], "DIR", """
        Pin fonts: resolve every family only among the font files in DIR, never
        the system's (default: SEGMENT_RENDER_FONTS, else the system's fonts).
        """)
    /// What every rendering command takes: what a suite varies (appearance, direction, Dynamic
    /// Type size) and pinned fonts.
    static let rendering = [appearance, direction, contentSize, fonts]

    /// `--fonts DIR`, applied before anything is rendered (CommandLineTool calls it).
    static func pinFonts(_ arguments: Arguments) throws {
        guard arguments.declares(fonts.name), let folder = try arguments.value(fonts.name) else { return }
        try FontLibrary.shared.pinFonts(to: folder)
    }
    static let pngCompression = Option.value("--png-compression", [], "MODE", """
        fast, default or small. default: quick and compact; small: zlib level 9,
        about 30 % smaller, for files committed to git; fast: for throw-away frames.
        The pixels are the same in every mode.
        """)

    /// `--png-compression`, else `fallback`.
    static func compression(_ arguments: Arguments, fallback: PNGCompression = .default) throws -> PNGCompression {
        guard let text = try arguments.value(pngCompression.name) else { return fallback }
        guard let mode = PNGCompression(rawValue: text) else {
            throw Arguments.UsageError(description: "--png-compression expects fast, default or small, got '\(text)'")
        }
        return mode
    }

    /// `--jobs N` (1–256), else the number of cores.
    static func jobCount(_ arguments: Arguments) throws -> Int {
        try arguments.integer(jobs.name, in: 1...256) ?? Processors.available
    }

    static let jobs = Option.value("--jobs", [], "N", "Threads (default: the number of cores); output is identical for any N.")

    /// The config at `path`, the `--preset`, or the built-in demo when neither is given.
    static func loadControl(_ path: String?, _ arguments: Arguments? = nil, overrides given: ConfigOverrides? = nil) throws -> Control {
        let overrides = try given ?? arguments.map(self.overrides) ?? .none
        if let name = try arguments?.value("--preset") {
            guard path == nil else { throw Arguments.UsageError(description: "give a CONFIG or --preset, not both") }
            return try preset(name, overrides: overrides)
        }
        if path == "-" {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            return try ConfigLoader.load(json: data, name: "<stdin>", baseDirectory: FileManager.default.currentDirectoryPath, overrides: overrides)
        }
        if let path {
            return try ConfigLoader.load(file: path, overrides: overrides)
        }
        return try ConfigLoader.load(json: Data(BuiltInDemo.json.utf8), name: BuiltInDemo.name,
                                     baseDirectory: FileManager.default.currentDirectoryPath, overrides: overrides)
    }

    /// `--appearance`, `--direction` and `--content-size`, for commands that declare them.
    static func overrides(_ arguments: Arguments) throws -> ConfigOverrides {
        var overrides = ConfigOverrides()
        func given(_ option: Option) throws -> String? {
            arguments.declares(option.name) ? try arguments.value(option.name) : nil
        }
        if let text = try given(appearance) {
            guard let value = Appearance(rawValue: text) else {
                throw Arguments.UsageError(description: "--appearance expects light or dark, got '\(text)'")
            }
            overrides.appearance = value
        }
        if let text = try given(direction) {
            switch text {
            case "ltr": overrides.direction = .forceLeftToRight
            case "rtl": overrides.direction = .forceRightToLeft
            default: throw Arguments.UsageError(description: "--direction expects ltr or rtl, got '\(text)'")
            }
        }
        if let text = try given(contentSize) {
            guard let value = ContentSizeCategory(rawValue: text) else {
                let names = ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")
                throw Arguments.UsageError(description: "--content-size expects one of \(names), got '\(text)'")
            }
            overrides.contentSize = value
        }
        return overrides
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
        guard let text = try arguments.value("--selected") else { return .configured }
        if text == "none" { return .none }
        guard let n = Int(text) else {
            throw Arguments.UsageError(description: "--selected expects a segment index or 'none', got '\(text)'")
        }
        let count = control.config.segmentCount
        guard n >= 0, n < count else {
            let valid = count == 0 ? "the control has no segments; use 'none'" : "valid: 0 to \(count - 1), or none"
            throw InputError(description: "--selected \(n) is out of range (\(valid))")
        }
        return .index(n)
    }

    /// The state `--selected` or `--progress` asks for (the config's selection by default).
    static func state(_ arguments: Arguments, control: Control) throws -> FrameState {
        if let text = try arguments.value("--progress") {
            guard try arguments.value("--selected") == nil else {
                throw Arguments.UsageError(description: "--progress and --selected cannot be combined")
            }
            guard let p = Double(text), p.isFinite else {
                throw Arguments.UsageError(description: "--progress expects a number (a fractional segment position), got '\(text)'")
            }
            return control.progressState(p)
        }
        return control.restState(try selection(arguments, control: control).index(in: control.config))
    }

    /// `--scale N` applied to the control, checked against the pixel budget.
    static func applyScale(_ arguments: Arguments, to control: inout Control) throws {
        guard let scale = try arguments.integer("--scale", in: 1...3) else { return }
        if let problem = control.config.pixelBudgetProblem(atScale: scale) {
            throw InputError(description: "\(control.source): at --scale \(scale) \(problem)")
        }
        control = control.scaled(to: scale)
    }
}
