/// A strict RFC 8259 JSON reader that keeps positions: every syntax error names its line and
/// column; duplicate keys, trailing commas, comments, invalid UTF-8, lone surrogates and numbers
/// out of Double's range are errors. A UTF-8 byte-order mark is accepted. Nesting is capped at
/// ``maxDepth``, so the recursion is bounded.
package struct JSONParser {
    /// A syntax error at a position.
    package struct SyntaxError: Error, Sendable, CustomStringConvertible {
        package var position: TextPosition
        package var reason: String
        package var description: String { "malformed JSON at \(position): \(reason)" }
    }

    package static let maxDepth = 512

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    /// Byte offset where the current line starts, for columns.
    private var lineStart = 0
    /// The last column worked out and its offset: positions are asked for in increasing order, so
    /// counting on from here keeps a long single-line document linear.
    private var columnMark = (offset: 0, column: 1)

    package static func parse(_ bytes: [UInt8]) throws -> JSONNode {
        var parser = JSONParser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            parser.index = 3
            parser.lineStart = 3
        }
        parser.skipWhitespace()
        let node = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.error("unexpected text after the end of the document") }
        return node
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private var position: TextPosition {
        mutating get { position(at: index) }
    }

    private mutating func position(at offset: Int) -> TextPosition {
        var (i, column) = columnMark.offset >= lineStart && columnMark.offset <= offset ? columnMark : (lineStart, 1)
        while i < offset && i < bytes.count {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        columnMark = (i, column)
        return TextPosition(line: line, column: column)
    }

    private mutating func error(_ reason: String, at offset: Int? = nil) -> SyntaxError {
        SyntaxError(position: position(at: offset ?? index), reason: reason)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default: return
            }
        }
    }

    private func describeNext() -> String {
        guard index < bytes.count else { return "unexpected end of file" }
        let b = bytes[index]
        if b == UInt8(ascii: "/") { return "comments are not JSON" }
        if b >= 0x20 && b < 0x7F { return "unexpected character '\(Character(Unicode.Scalar(b)))'" }
        return "unexpected byte 0x" + String(b, radix: 16, uppercase: true)
    }

    private mutating func value(depth: Int) throws -> JSONNode {
        let start = position
        guard index < bytes.count else { throw error("unexpected end of file, expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            guard depth < JSONParser.maxDepth else { throw error("nesting deeper than \(JSONParser.maxDepth) levels") }
            return JSONNode(value: .object(try object(depth: depth)), position: start)
        case UInt8(ascii: "["):
            guard depth < JSONParser.maxDepth else { throw error("nesting deeper than \(JSONParser.maxDepth) levels") }
            return JSONNode(value: .array(try array(depth: depth)), position: start)
        case UInt8(ascii: "\""):
            return JSONNode(value: .string(try string()), position: start)
        case UInt8(ascii: "t"):
            try literal("true")
            return JSONNode(value: .bool(true), position: start)
        case UInt8(ascii: "f"):
            try literal("false")
            return JSONNode(value: .bool(false), position: start)
        case UInt8(ascii: "n"):
            try literal("null")
            return JSONNode(value: .null, position: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(value: .number(try number()), position: start)
        default:
            throw error(describeNext() + ", expected a value")
        }
    }

    private mutating func literal(_ word: String) throws {
        let utf8 = Array(word.utf8)
        guard bytes.count - index >= utf8.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
            throw error(describeNext() + ", expected a value")
        }
        index += utf8.count
    }

    private mutating func object(depth: Int) throws -> [JSONNode.Member] {
        index += 1
        var members: [JSONNode.Member] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return members
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                if index < bytes.count, bytes[index] == UInt8(ascii: "}"), !members.isEmpty {
                    throw error("trailing comma before '}'")
                }
                throw error(describeNext() + ", expected a key in double quotes")
            }
            let keyPosition = position
            let key = try string()
            if let first = members.first(where: { $0.key == key }) {
                throw SyntaxError(position: keyPosition, reason: "duplicate key '\(key)' (first at \(first.position))")
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error(describeNext() + ", expected ':'") }
            index += 1
            skipWhitespace()
            let node = try value(depth: depth + 1)
            members.append(JSONNode.Member(key: key, position: keyPosition, node: node))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of file, expected ',' or '}'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "}") else { throw error(describeNext() + ", expected ',' or '}'") }
            index += 1
            return members
        }
    }

    private mutating func array(depth: Int) throws -> [JSONNode] {
        index += 1
        var items: [JSONNode] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return items
        }
        while true {
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { throw error("trailing comma before ']'") }
            items.append(try value(depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of file, expected ',' or ']'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "]") else { throw error(describeNext() + ", expected ',' or ']'") }
            index += 1
            return items
        }
    }

    private mutating func number() throws -> Double {
        let start = index
        func digits() -> Int {
            let from = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - from
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) else {
            throw error("expected a digit")
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                throw error("numbers may not have leading zeros", at: start)
            }
        } else {
            _ = digits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("expected a digit after '.'") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("expected a digit in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error("the number \(text.prefix(40)) is out of range", at: start)
        }
        return value
    }

    private mutating func hex4() throws -> UInt32 {
        guard bytes.count - index >= 4 else { throw error("unexpected end of file in a \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[index]
            let digit: UInt8
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = b - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = b - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = b - UInt8(ascii: "A") + 10
            default: throw error("expected four hex digits after \\u")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    private mutating func string() throws -> String {
        index += 1
        // Runs of plain bytes become text in one piece; only escapes are added scalar by scalar.
        var escaped = ""
        var runStart = index
        while true {
            guard index < bytes.count else { throw error("unexpected end of file in a string") }
            let b = bytes[index]
            switch b {
            case UInt8(ascii: "\""):
                let run = text(from: runStart)
                index += 1
                return escaped.isEmpty ? run : escaped + run
            case UInt8(ascii: "\\"):
                escaped += text(from: runStart)
                escaped.unicodeScalars.append(try escape())
                runStart = index
            case 0x00..<0x20:
                throw error("a control character must be escaped in a string")
            case 0x00..<0x80:
                index += 1
            default:
                _ = try utf8Scalar()
            }
        }
    }

    /// The bytes from `start` up to the current index, already checked as UTF-8.
    private func text(from start: Int) -> String {
        String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// The scalar a backslash escape at the current index stands for.
    private mutating func escape() throws -> Unicode.Scalar {
        let escapeStart = index
        index += 1
        guard index < bytes.count else { throw error("unexpected end of file in a string") }
        let e = bytes[index]
        index += 1
        switch e {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            var code = try hex4()
            if (0xD800...0xDBFF).contains(code) {
                guard bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error("a lone surrogate \\u\(String(code, radix: 16, uppercase: true))", at: escapeStart)
                }
                index += 2
                let low = try hex4()
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw error("a lone surrogate \\u\(String(code, radix: 16, uppercase: true))", at: escapeStart)
                }
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(code) {
                throw error("a lone surrogate \\u\(String(code, radix: 16, uppercase: true))", at: escapeStart)
            }
            return Unicode.Scalar(code)!
        default:
            throw error("'\\\(Character(Unicode.Scalar(e)))' is not a JSON escape", at: escapeStart)
        }
    }

    /// One multi-byte UTF-8 sequence, checked: no overlong forms, no surrogates, nothing past U+10FFFF.
    private mutating func utf8Scalar() throws -> Unicode.Scalar {
        let b0 = bytes[index]
        let length: Int, minimum: UInt32
        var code: UInt32
        switch b0 {
        case 0xC2...0xDF: (length, minimum, code) = (2, 0x80, UInt32(b0 & 0x1F))
        case 0xE0...0xEF: (length, minimum, code) = (3, 0x800, UInt32(b0 & 0x0F))
        case 0xF0...0xF4: (length, minimum, code) = (4, 0x10000, UInt32(b0 & 0x07))
        default: throw error("invalid UTF-8")
        }
        guard bytes.count - index >= length else { throw error("invalid UTF-8") }
        for k in 1..<length {
            let b = bytes[index + k]
            guard b & 0xC0 == 0x80 else { throw error("invalid UTF-8") }
            code = code << 6 | UInt32(b & 0x3F)
        }
        guard code >= minimum, let scalar = Unicode.Scalar(code) else { throw error("invalid UTF-8") }
        index += length
        return scalar
    }
}
