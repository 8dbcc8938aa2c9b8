/// A pseudolocale: the config's titles rewritten as a translation might stretch or mirror them,
/// so "does it still fit in German, does it still work in Arabic" is one more picture. Applied as
/// an override (``ConfigOverrides/locale``) to section titles and text badges; numbers and
/// images are left alone. Rules in docs/layout-rules.md ("Pseudolocales").
public enum Pseudolocale: String, ConfigEnum, Sendable {
    /// The titles as the config writes them.
    case plain = "none"
    /// Accented and longer: every ASCII letter swapped for an accented one, the title padded with
    /// words to about 40 % more characters and bracketed, so a cut end or a hard-coded string shows.
    case enXA = "en-XA"
    /// Right to left: the control mirrored and each line's characters (grapheme clusters) in
    /// reverse order, as right-to-left text reads.
    case arXB = "ar-XB"

    /// `title` in this pseudolocale, line by line.
    public func transform(_ title: String) -> String {
        switch self {
        case .plain: return title
        case .enXA: return title.split(separator: "\n", omittingEmptySubsequences: false).map { Self.accented(String($0)) }.joined(separator: "\n")
        case .arXB: return title.split(separator: "\n", omittingEmptySubsequences: false).map { String($0.reversed()) }.joined(separator: "\n")
        }
    }

    /// Whether this pseudolocale lays the control out right to left.
    public var isRightToLeft: Bool { self == .arXB }

    /// One line in en-XA: accented, padded to at least 40 % more characters (rounded up) with
    /// words from ``padding``, and bracketed. An empty line stays empty.
    static func accented(_ line: String) -> String {
        guard !line.isEmpty else { return line }
        let swapped = String(String.UnicodeScalarView(line.unicodeScalars.map { Self.accents[$0] ?? $0 }))
        let wanted = (line.count * 2 + 4) / 5  // ⌈0.4 × count⌉
        var pad = ""
        var words = padding.makeIterator()
        while pad.count < wanted, let word = words.next() { pad += " " + word }
        return "[" + swapped + pad + "]"
    }

    /// Words the padding is made of, in order.
    static let padding = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]

    /// Each ASCII letter's accented stand-in (Latin-1, Latin Extended-A/B and Additional).
    static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let plain = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
        let marked = "áƀçďéƒĝĥíĵķĺḿńóƥʠŕśťúṽŵẋýźÁƁÇĎÉƑĜĤÍĴĶĹḾŃÓƤǪŔŚŤÚṼŴẌÝŹ"
        return Dictionary(uniqueKeysWithValues: zip(plain.unicodeScalars, marked.unicodeScalars))
    }()
}
