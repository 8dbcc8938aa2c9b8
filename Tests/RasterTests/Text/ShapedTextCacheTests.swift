import Dispatch
import XCTest

@testable import Raster

/// Shaped strings are kept per (text, chain), give what shaping again gives, and stay bounded.
final class ShapedTextCacheTests: XCTestCase {
    func testShapingKeepsTheResultPerTextAndChain() throws {
        let regular = try FontChain.standard(), bold = try FontChain.standard(weight: .bold)
        let text = "Cache probe \(UInt64.random(in: 0...UInt64.max))"
        XCTAssertNil(ShapedTextCache.shared.value(for: text, chain: regular))
        let first = ShapedText(text, chain: regular)
        XCTAssertEqual(ShapedTextCache.shared.value(for: text, chain: regular), first)
        XCTAssertNil(ShapedTextCache.shared.value(for: text, chain: bold), "another chain is another entry")
        XCTAssertEqual(ShapedText(text, chain: regular), first)
        XCTAssertNotEqual(ShapedText(text, chain: bold).runs, first.runs, "bold glyph advances differ")
    }

    func testACacheStartsOverPastItsLimit() throws {
        let chain = try FontChain.standard()
        let cache = ShapedTextCache(limit: 3)
        for word in ["one", "two", "three"] { cache.store(ShapedText(word, chain: chain)) }
        XCTAssertEqual(cache.count, 3)
        XCTAssertNotNil(cache.value(for: "one", chain: chain))
        cache.store(ShapedText("four", chain: chain))
        XCTAssertEqual(cache.count, 1)
        XCTAssertNil(cache.value(for: "one", chain: chain))
        XCTAssertNotNil(cache.value(for: "four", chain: chain))
    }

    func testThreadsShapingTheSameTitlesAgree() throws {
        let chain = try FontChain.standard()
        let titles = (0..<40).map { "Thread title \($0) 全部 \(UInt32.random(in: 0...UInt32.max))" }
        let expected = titles.map { ShapedText(uncached: $0, chain: chain) }
        let results = try parallelMap(titles.count * 4, jobs: 4) { i in ShapedText(titles[i % titles.count], chain: chain) }
        for (i, shaped) in results.enumerated() { XCTAssertEqual(shaped, expected[i % titles.count]) }
    }
}
