import XCTest

@testable import SegmentRender

/// The strict reader: RFC 8259 only, every error with its line and column.
final class JSONParserTests: XCTestCase {
    func parse(_ text: String) throws -> JSONNode { try JSONParser.parse(Array(text.utf8)) }

    func assertSyntaxError(_ bytes: [UInt8], line: Int, column: Int, _ words: String, sourceLine: UInt = #line) {
        XCTAssertThrowsError(try JSONParser.parse(bytes), line: sourceLine) { error in
            guard let e = error as? JSONParser.SyntaxError else { return XCTFail("\(error)", line: sourceLine) }
            XCTAssertEqual(e.position, TextPosition(line: line, column: column), "\(e)", line: sourceLine)
            XCTAssertTrue(e.description.contains(words), "'\(words)' not in \(e)", line: sourceLine)
        }
    }

    func assertSyntaxError(_ text: String, line: Int, column: Int, _ words: String, sourceLine: UInt = #line) {
        assertSyntaxError(Array(text.utf8), line: line, column: column, words, sourceLine: sourceLine)
    }

    func testValuesAndPositions() throws {
        let node = try parse("{\n  \"a\": [1, -2.5e1, true, null],\n  \"é\": \"x\\u00e9\\ud83d\\ude00\"\n}")
        XCTAssertEqual(node.position, TextPosition(line: 1, column: 1))
        let members = try XCTUnwrap(node.members)
        XCTAssertEqual(members.map(\.key), ["a", "é"])
        XCTAssertEqual(members[1].position, TextPosition(line: 3, column: 3))
        guard case let .array(items) = members[0].node.value, case let .number(n) = items[1].value else { return XCTFail() }
        XCTAssertEqual(n, -25)
        XCTAssertEqual(items[2].position, TextPosition(line: 2, column: 20))
        guard case let .string(s) = members[1].node.value else { return XCTFail() }
        XCTAssertEqual(s, "xé😀")
    }

    /// Strings are read as runs of plain bytes between escapes; every mix must give the same text.
    func testStringsMixingRunsEscapesAndMultibyteText() throws {
        let cases: [(json: String, text: String)] = [
            ("\"\"", ""),
            ("\"全部动态\"", "全部动态"),
            ("\"\\n\"", "\n"),
            ("\"a\\tb\\\"c\\\\d\"", "a\tb\"c\\d"),
            ("\"\\u00e9t\u{e9}\\u0000\"", "été\u{0}"),
            ("\"前\\n後 😀\\/\\b\\f\\r\"", "前\n後 😀/\u{08}\u{0C}\r"),
            ("\"\\ud83d\\ude00😀\\u0041\"", "😀😀A"),
        ]
        for (json, text) in cases {
            guard case let .array(items) = try parse("[" + json + "]").value, case let .string(s)? = items.first?.value else { return XCTFail(json) }
            XCTAssertEqual(s, text, json)
            XCTAssertEqual(Array(s.unicodeScalars), Array(text.unicodeScalars), json)
        }
    }

    func testByteOrderMarkIsAccepted() throws {
        XCTAssertNotNil(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("{}".utf8)).members)
    }

    func testErrorsNameLineAndColumn() {
        assertSyntaxError("{\n  \"width\": 375,\n  \"height\": ,\n}", line: 3, column: 13, "expected a value")
        assertSyntaxError("{\"a\": 1", line: 1, column: 8, "unexpected end of file")
        assertSyntaxError("", line: 1, column: 1, "unexpected end of file")
        assertSyntaxError("{\"a\": 1,}", line: 1, column: 9, "trailing comma")
        assertSyntaxError("[1, 2,]", line: 1, column: 7, "trailing comma")
        assertSyntaxError("{\"a\": 1} // note", line: 1, column: 10, "after the end")
        assertSyntaxError("{/* c */}", line: 1, column: 2, "comments are not JSON")
        assertSyntaxError("{\"a\": 1e400}", line: 1, column: 7, "out of range")
        assertSyntaxError("{\"a\": 012}", line: 1, column: 7, "leading zeros")
        assertSyntaxError("{\"a\": NaN}", line: 1, column: 7, "unexpected character 'N'")
        assertSyntaxError("[\"\\ud800\"]", line: 1, column: 3, "lone surrogate")
        assertSyntaxError("[\"\\udc00x\"]", line: 1, column: 3, "lone surrogate")
        assertSyntaxError("[\"a\nb\"]", line: 1, column: 4, "control character")
        assertSyntaxError([UInt8(ascii: "["), UInt8(ascii: "\""), 0xC3, 0x28, UInt8(ascii: "\""), UInt8(ascii: "]")], line: 1, column: 3, "invalid UTF-8")
        assertSyntaxError([UInt8(ascii: "\""), 0xE0, 0x80, 0x80, UInt8(ascii: "\"")], line: 1, column: 2, "invalid UTF-8")  // overlong
        assertSyntaxError("[\"é\", x]", line: 1, column: 7, "unexpected character 'x'")  // columns count characters
    }

    func testDuplicateKeysNameBothPositions() {
        assertSyntaxError("{\"fontSize\": 12,\n \"fontSize\": -5}", line: 2, column: 2, "duplicate key 'fontSize' (first at line 1, column 2)")
    }

    func testNestingIsCapped() throws {
        let deep = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        XCTAssertNoThrow(try parse(deep))
        assertSyntaxError(String(repeating: "[", count: 513) + String(repeating: "]", count: 513), line: 1, column: 513, "nesting deeper than 512")
    }

    func testLongSingleLineDocumentsStayLinear() throws {
        let items = Array(repeating: "1", count: 200_000).joined(separator: ",")
        guard case let .array(list) = try parse("[" + items + "]").value else { return XCTFail() }
        XCTAssertEqual(list.count, 200_000)
        XCTAssertEqual(list.last?.position.column, 400_000)
    }
}
