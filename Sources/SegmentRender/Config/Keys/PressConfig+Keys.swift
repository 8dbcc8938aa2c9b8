extension PressConfig {
    /// `{"segment", "x", "y", "time", "interaction", "release"}`.
    static let spec = ObjectSpec<PressConfig>(
        name: "press", title: "Press",
        expectation: "an object with \"segment\", and optionally \"x\", \"y\" (points), \"time\" (seconds), \"interaction\" and \"release\" (seconds)",
        keys: [
            .field("segment", { $0.segment }, { $0.segment = $1 }, .integer(0...100_000, expectation: "a segment index"), "The segment the finger is on."),
            .optional("x", { $0.x }, { $0.x = $1 }, .number(.offset), "Where, across the control, in points.", defaultNote: "the segment's centre"),
            .optional("y", { $0.y }, { $0.y = $1 }, .number(.offset), "Where, down the control, in points.", defaultNote: "the segment's centre"),
            .field(
                "time", { $0.time }, { $0.time = $1 }, .number(NumberRange(lower: 0, upper: 60)),
                "Seconds since the touch went down: a press look is drawn as it stands then (they settle within half a second)."),
            .field(
                "interaction", { $0.interaction }, { $0.interaction = $1 }, .enumeration,
                "pressed, or the pointer hovering, keyboard focus, or a drag on the segment (material3 draws a state layer for those; the iOS looks draw a press only)."),
            .optional(
                "release", { $0.release }, { $0.release = $1 }, .number(NumberRange(lower: 0, upper: 60)),
                "Seconds after touch-down the finger lifted: from then material3's ripple fades out over 150 ms (once it has grown, 225 ms in) and a state layer over 15 ms (hovered, focused) or 150 ms (dragged); the iOS looks clear their press look at once.",
                defaultNote: "still down"),
        ], blank: { PressConfig() })

    /// The `press` object's type, for keys in other files (a manifest entry's `press`).
    package static var valueType: ValueType<PressConfig> { spec.valueType }
}
