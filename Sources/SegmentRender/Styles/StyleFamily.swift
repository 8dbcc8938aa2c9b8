import Raster

/// A family of styles — HMSegmentedControl, UISegmentedControl's generations, BetterSegmentedControl,
/// Parchment, Tabman, Segmentio, Material 3 — declared once, in its own folder beside this file.
/// Every stage that treats families differently asks the family through these requirements, so a
/// new family is a folder with a type conforming to this protocol and one case in
/// ``ControlStyle/family``: the compiler names each answer it still owes, and no stage has a
/// branch a new family could fall into without a word.
protocol StyleFamily: Sendable {
    /// The keys only this family takes (its `+Options.swift`), which ``ControlConfig`` stores apart.
    associatedtype Options: Sendable, Hashable
    /// Them, as `config` keeps them.
    static func options(of config: ControlConfig) -> Options

    /// Whose look it draws, as the `style` key's description lists it.
    var whose: String { get }
    /// Whether it lays out as UISegmentedControl does (equal segments in a track, centred
    /// titles, faded disabled images) rather than as HMSegmentedControl does.
    var laysOutAsUIKit: Bool { get }
    /// The family titles are drawn in when the config names no font, with the Debian package that
    /// installs it; nil: the default chain's first (Inter, standing in for San Francisco).
    var fontFamily: (family: String, package: String)? { get }
    /// Its answers to the rules every family shares.
    var traits: StyleTraits { get }

    // Config: the defaults a family gives keys it shares with others. What takes a config sees
    // only the shared keys and this family's own (`FamilyConfig`).

    /// The height a control that does not set one gets; nil: it must set one.
    func height(_ config: FamilyConfig<Self>) -> Double?
    /// The defaults it gives shared keys the config leaves out (decoding, in the appearance
    /// being decoded: `DecodingContext.appearance`).
    func defaults(_ config: FamilyConfig<Self>) -> FamilyDefaults

    /// Its rules across keys that the schema cannot state, beyond what every family checks
    /// (`ControlConfig.checkAcrossKeys`), thrown as the key they point at.
    func checkAcrossKeys(_ config: FamilyConfig<Self>) throws

    // Resolve.

    /// What its titles and badges are drawn with beyond their attributes.
    func titleRules(_ config: FamilyConfig<Self>) -> TitleRules

    /// Title attributes before the config's own: normal, and what selection changes over normal.
    func titleAttributes(_ config: FamilyConfig<Self>) -> (normal: TextAttributes, selected: TextAttributes)
    /// What it draws besides segments and decorations.
    func chrome(_ config: FamilyConfig<Self>) -> ControlPaint.Chrome
    /// The width a title may take in a horizontal row before truncation applies (the config's
    /// truncation is on and it has segments); nil: segments grow to fit their titles.
    func titleSlot(_ config: FamilyConfig<Self>) -> Double?

    // Layout.

    /// The layout of `contents` with `selection` selected, before what every family shares
    /// (shared indicators, badges, the hit area, mirroring). `hmGeometry`: HMSegmentedControl's
    /// geometry of the same contents when the caller keeps it.
    func layout(
        _ config: FamilyConfig<Self>, selection: Int?, contents: [SegmentContent], indicatorImages: [Int: RasterImage], hmGeometry: HMGeometry?
    ) -> ControlLayout
    /// Whether `layout` takes HMSegmentedControl's geometry (``HMGeometry``), which a control
    /// then keeps for every state whose contents it can share.
    func laysOutWithHMGeometry(_ config: FamilyConfig<Self>) -> Bool
    /// The badges' decorations on a laid-out row (empty where the layout placed them itself).
    func badges(_ config: FamilyConfig<Self>, segments: [SegmentLayout], contents: [SegmentContent]) -> [Decoration]

    // Interaction: the looks are drawn where decorations are (`Decorations/Interaction/`).

    /// `state` with `press` drawn on an enabled segment (`selected`: the selected one).
    func pressed(_ state: FrameState, _ press: PressConfig, selected: Bool, on control: Control) -> FrameState
    /// A finger at `x` (clamped to the control) dragging from `selection`; `rest` is that selection's state.
    func dragged(to x: Double, from selection: Int?, rest: FrameState, on control: Control) -> FrameState
    /// The selection a drag at `x` (clamped) settles on when the finger lifts; `dragged` is its state.
    func released(at x: Double, from selection: Int?, dragged: FrameState, on control: Control) -> Int?
}

extension StyleFamily {
    // The requirements called on `ControlStyle.family`, with the whole config: each hands the
    // family only what it may see.

    func height(_ config: ControlConfig) -> Double? { height(FamilyConfig(config)) }
    func checkAcrossKeys(_ config: ControlConfig) throws { try checkAcrossKeys(FamilyConfig(config)) }
    func titleRules(_ config: ControlConfig) -> TitleRules { titleRules(FamilyConfig(config)) }
    func defaults(_ config: ControlConfig) -> FamilyDefaults { defaults(FamilyConfig(config)) }
    func titleAttributes(_ config: ControlConfig) -> (normal: TextAttributes, selected: TextAttributes) {
        titleAttributes(FamilyConfig(config))
    }
    func chrome(_ config: ControlConfig) -> ControlPaint.Chrome { chrome(FamilyConfig(config)) }
    func titleSlot(_ config: ControlConfig) -> Double? { titleSlot(FamilyConfig(config)) }
    func layout(
        _ config: ControlConfig, selection: Int?, contents: [SegmentContent], indicatorImages: [Int: RasterImage], hmGeometry: HMGeometry?
    ) -> ControlLayout {
        layout(FamilyConfig(config), selection: selection, contents: contents, indicatorImages: indicatorImages, hmGeometry: hmGeometry)
    }
    func laysOutWithHMGeometry(_ config: ControlConfig) -> Bool { laysOutWithHMGeometry(FamilyConfig(config)) }
    func badges(_ config: ControlConfig, segments: [SegmentLayout], contents: [SegmentContent]) -> [Decoration] {
        badges(FamilyConfig(config), segments: segments, contents: contents)
    }
}

/// What a family's declaration and layout see of a config: the keys every family may read
/// (`ControlConfig.Core`) and the family's own (`Family.Options`), both read as properties
/// (`config.width`, `config.barBackground`). Another family's keys are not there: reading one is
/// a compile error, not a convention.
@dynamicMemberLookup
struct FamilyConfig<Family: StyleFamily>: Sendable {
    let core: ControlConfig.Core
    let own: Family.Options

    init(_ config: ControlConfig) {
        core = config.core
        own = Family.options(of: config)
    }

    subscript<T>(dynamicMember key: KeyPath<ControlConfig.Core, T>) -> T { core[keyPath: key] }
    subscript<T>(dynamicMember key: KeyPath<Family.Options, T>) -> T { own[keyPath: key] }
}

extension ControlStyle {
    /// The family that draws this style: the one switch over styles.
    var family: any StyleFamily {
        switch self {
        case .hm: HMFamily()
        case .uikit7: UIKitFamily(generation: .ios7)
        case .uikit13: UIKitFamily(generation: .ios13)
        case .uikit26: UIKitFamily(generation: .ios26)
        case .bsc: BSCFamily()
        case .parchment: ParchmentFamily()
        case .tabman: TabmanFamily()
        case .segmentio: SegmentioFamily()
        case .material3: Material3Family()
        }
    }

    /// Whose look it draws: the `style` key's description is made from these.
    var whose: String { family.whose }
    /// Whether the style lays out as UISegmentedControl does (``StyleFamily/laysOutAsUIKit``).
    var isUIKit: Bool { family.laysOutAsUIKit }
    /// The style's own font family (``StyleFamily/fontFamily``).
    package var fontFamily: (family: String, package: String)? { family.fontFamily }
    /// The style's answers to the shared rules (``StyleFamily/traits``).
    var traits: StyleTraits { family.traits }
    /// The style of a config that names none: the `style` key's default.
    static let unnamed = ControlConfig(width: 0, height: 0).style
}

/// What a family gives the keys it shares with other families when a config leaves them out;
/// nil: the key's own default. Every key's default note names each family's value
/// (`DefaultNoteTests` holds the notes to what decoding gives every style).
struct FamilyDefaults: Sendable {
    var backgroundColor: RGBA8?
    var selectionIndicatorColor: RGBA8?
    var selectionIndicatorLocation: IndicatorLocation?
    var selectionIndicatorHeight: Double?
    var verticalDividerEnabled: Bool?
    var verticalDividerColor: RGBA8?
    var borderColor: RGBA8?
    var imagePosition: ImagePosition?
    var animationCurve: TimingCurve?
    var badgeTextColor: RGBA8?
}

/// What a family's titles and badges are drawn with beyond their text attributes.
struct TitleRules: Sendable {
    /// A disabled title's colour where the config sets none; nil: its normal colour at 30 %.
    var disabledColor: RGBA8?
    /// Letter spacing of every title, in points at 1× (scaled with the text).
    var tracking: Double = 0
    /// The badges' font weight and letter spacing (points).
    var badgeWeight: FontWeight = .regular
    var badgeTracking: Double = 0
}

extension PressConfig {
    /// A finger down and not yet lifted: the only interaction the iOS looks draw.
    var isHeldDown: Bool { interaction == .pressed && !isReleased }
}
