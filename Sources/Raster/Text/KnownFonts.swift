/// Where Debian 12's packages put the default chain's fonts, so the usual case resolves without
/// starting fontconfig. Only a hint: a family or weight missing here, a file that is not there, or
/// pinned fonts go through fontconfig; `FontLibraryTests` checks every entry against fontconfig's
/// own answer, so the table cannot pick a different face than fontconfig would.
enum KnownFonts {
    static let table: [String: [FontWeight: (path: String, index: Int)]] = [
        "Inter": [
            .regular: ("/usr/share/fonts/opentype/inter/Inter-Regular.otf", 0),
            .medium: ("/usr/share/fonts/opentype/inter/Inter-Medium.otf", 0),
            .semibold: ("/usr/share/fonts/opentype/inter/Inter-SemiBold.otf", 0),
            .bold: ("/usr/share/fonts/opentype/inter/Inter-Bold.otf", 0),
        ],
        "Noto Sans CJK SC": [
            .regular: ("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", 2),
            .bold: ("/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc", 2),
        ],
        "DejaVu Sans": [
            .regular: ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 0),
            .bold: ("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", 0),
        ],
    ]

    static func file(family: String, weight: FontWeight) -> (path: String, index: Int)? {
        table[family]?[weight]
    }
}
