/// A finger on the control: the segment it pressed, where (in the control's points; the
/// segment's centre when not given), and how long ago it touched down. Styles that have a press
/// look draw it (`Control/pressLook(_:press:)`); the others look the same pressed or not.
public struct PressConfig: Sendable, Hashable {
    /// The segment pressed.
    public var segment = 0
    /// Where across the control, in points; nil: the segment's centre.
    public var x: Double?
    /// Where down the control, in points; nil: the segment's centre.
    public var y: Double?
    /// Seconds since the touch went down, 0 to 60 (press looks settle within half a second).
    public var time = 1.0
    /// Pressed (the default), hovered, focused or dragged.
    public var interaction = Interaction.pressed
    /// Seconds after touch-down the finger lifted (the pointer left, focus moved on, the drag
    /// ended); nil: it is still down.
    public var release: Double?

    /// Whether the interaction has ended by ``time``.
    public var isReleased: Bool { release.map { time >= $0 } ?? false }

    /// The longest time since touch-down a press may give, in seconds.
    public static let maxTime = 60.0

    /// A press of `segment`, `time` seconds in (or another `interaction` that long since it began).
    public init(
        segment: Int = 0, x: Double? = nil, y: Double? = nil, time: Double = 1, interaction: Interaction = .pressed, release: Double? = nil
    ) {
        self.segment = segment
        self.x = x
        self.y = y
        self.time = time
        self.interaction = interaction
        self.release = release
    }
}
