/// Where Debian 12's packages put the default chain's fonts, so the usual case resolves without
/// starting fontconfig. Only a hint: a family or weight missing here, a file that is not there, or
/// pinned fonts go through fontconfig; `KnownFontsTests` checks every entry against fontconfig's
/// own answer, so the table cannot pick a different face than fontconfig would.
///
/// A `switch` rather than a dictionary: this runs in every process, and a dictionary literal of
/// this type costs the Swift runtime more to set up than the lookup it saves.
enum KnownFonts {
    /// The families the table knows.
    static let families = ["Inter", "Noto Sans CJK SC", "DejaVu Sans", "Roboto"]

    static func file(family: String, weight: FontWeight) -> (path: String, index: Int)? {
        switch (family, weight) {
        case ("Inter", .regular): ("/usr/share/fonts/opentype/inter/Inter-Regular.otf", 0)
        case ("Inter", .medium): ("/usr/share/fonts/opentype/inter/Inter-Medium.otf", 0)
        case ("Inter", .semibold): ("/usr/share/fonts/opentype/inter/Inter-SemiBold.otf", 0)
        case ("Inter", .bold): ("/usr/share/fonts/opentype/inter/Inter-Bold.otf", 0)
        // fonts-noto-cjk and fonts-dejavu-core ship two weights; fontconfig matches medium to the
        // regular file and semibold to the bold one.
        case ("Noto Sans CJK SC", .regular), ("Noto Sans CJK SC", .medium): ("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", 2)
        case ("Noto Sans CJK SC", .semibold), ("Noto Sans CJK SC", .bold): ("/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc", 2)
        case ("DejaVu Sans", .regular), ("DejaVu Sans", .medium): ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 0)
        case ("DejaVu Sans", .semibold), ("DejaVu Sans", .bold): ("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", 0)
        // fonts-roboto: Material 3's family (the unhinted TTFs, which fontconfig prefers).
        case ("Roboto", .regular): ("/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf", 0)
        case ("Roboto", .medium): ("/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Medium.ttf", 0)
        case ("Roboto", .bold): ("/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Bold.ttf", 0)
        default: nil
        }
    }

    /// The weight of the file ``file(family:weight:)`` names: two-weight families serve medium from
    /// their regular file and semibold from their bold one.
    static func fileWeight(family: String, weight: FontWeight) -> FontWeight? {
        guard file(family: family, weight: weight) != nil else { return nil }
        if family == "Inter" || family == "Roboto" { return weight }
        return weight == .regular || weight == .medium ? .regular : .bold
    }
}
