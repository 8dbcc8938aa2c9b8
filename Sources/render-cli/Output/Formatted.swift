import Glibc

/// `printf`'s formatting of numbers (`%8.3f`, `%d`, `%5.1f%%`), for the tables `bench` and
/// `animate` print: C's own vsnprintf, so the figures read as they always have. Only numeric
/// conversions: strings go in by interpolation.
func formatted(_ format: String, _ arguments: CVarArg...) -> String {
    withVaList(arguments) { list in
        var buffer = [CChar](repeating: 0, count: 1024)
        let count = Int(vsnprintf(&buffer, buffer.count, format, list))
        guard count >= 0 else { return format }
        return String(decoding: buffer.prefix(min(count, buffer.count - 1)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

extension String {
    /// The string padded with spaces (or cut) to `width` characters, left-aligned.
    func padded(to width: Int) -> String {
        count >= width ? String(prefix(width)) : self + String(repeating: " ", count: width - count)
    }
}

extension StringProtocol {
    /// Without the spaces, tabs and line ends at either end.
    var trimmed: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
