/// Input quoted back in a message, cut so that one hostile value cannot make a message megabytes
/// long: at most `limit` characters, then `…` and how long it was.
package enum Quoted {
    package static let limit = 80

    package static func cut(_ text: String, limit: Int = limit) -> String {
        guard text.utf8.count > limit else { return text }
        var prefix = ""
        var count = 0
        for character in text {
            if count == limit { break }
            prefix.append(character)
            count += 1
        }
        guard count == limit, prefix.utf8.count < text.utf8.count else { return text }
        return prefix + "… (\(text.utf8.count) bytes)"
    }
}
