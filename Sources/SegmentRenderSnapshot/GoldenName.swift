import SegmentRender

/// What a golden's name may be: it becomes a file name, a link in a report, a log line and an HTML
/// heading, so it carries no path separator, no control or bidirectional-override character
/// (nothing can forge a line such as a CI workflow command, or reorder what a reader sees), none of
/// the characters a URL scheme, a Windows file name or a shell reads specially (`:` would let
/// `javascript:…` become a link's scheme), does not start with `.`, and is at most ``maxLength``
/// characters.
package enum GoldenName {
    package static let maxLength = 160

    /// The characters a name may not hold, as a JSON Schema character class's contents.
    static let forbiddenClass = #"/\\\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069:*?"<>|$`'";&"#

    /// The JSON Schema pattern for a manifest entry's `name` (which variants lengthen).
    static let schemaPattern = "^[^.\(forbiddenClass)][^\(forbiddenClass)]{0,127}$"

    static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2F, 0x5C, 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        case 0x3A, 0x2A, 0x3F, 0x22, 0x3C, 0x3E, 0x7C, 0x24, 0x60, 0x27, 0x3B, 0x26: true  // : * ? " < > | $ ` ' ; &
        default: false
        }
    }

    /// Why `name` cannot be a golden's name, or nil.
    package static func problem(_ name: String, maxLength: Int = maxLength) -> String? {
        if name.isEmpty { return "a golden name cannot be empty" }
        if name.unicodeScalars.count > maxLength { return "a golden name has at most \(maxLength) characters" }
        if name.hasPrefix(".") { return "a golden name cannot start with '.'" }
        if let bad = name.unicodeScalars.first(where: isForbidden) {
            return "a golden name cannot hold '\(bad.value < 0x20 || (0x7F...0x9F).contains(bad.value) ? "\\u{\(String(bad.value, radix: 16, uppercase: true))}" : String(bad))' "
                + #"(no '/' or '\', no control or direction-override characters, none of : * ? " < > | $ ` ' ; &)"#
        }
        return nil
    }
}
