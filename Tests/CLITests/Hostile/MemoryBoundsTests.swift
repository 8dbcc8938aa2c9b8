import Foundation
import XCTest

/// Small inputs stay small: peak memory, as each process reports it (`SEGMENT_RENDER_PEAK_RSS_FILE`),
/// for the inputs that once took gigabytes, and for a long animation against a short one.
final class MemoryBoundsTests: CLITestCase {
    /// Peak resident memory of one run, in KB.
    func peak(_ arguments: [String]) throws -> Int {
        let report = path("rss-\(UUID().uuidString)")
        let result = try run(arguments, environment: ["SEGMENT_RENDER_PEAK_RSS_FILE": report])
        XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
        return try XCTUnwrap(Int(String(contentsOfFile: report, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    /// A zoomed title's glyph cache used to grow with every frame (each frame a new pixel size).
    /// Now ten times the frames may cost what filling the cache to its budget costs (2 MB of masks,
    /// Raster's `GlyphCache.byteBudget`) and as much again for the allocator's per-thread pools —
    /// never a share of the frames: 61 frames take ~42.7 MB here, 601 ~46.2 MB.
    func testALongZoomAnimationUsesWhatAShortOneDoes() throws {
        let short = try peak(["animate", "--preset", "jx-zoom-stroke", "--from", "0", "--to", "2", "--duration", "1", "--fps", "60", "-o", "a"])
        let long = try peak(["animate", "--preset", "jx-zoom-stroke", "--from", "0", "--to", "2", "--duration", "10", "--fps", "60", "-o", "b"])
        let glyphBudget = 2 << 10  // KB
        XCTAssertLessThanOrEqual(long, short + 2 * glyphBudget + 1024, "61 frames: \(short) KB, 601 frames: \(long) KB")
    }

    func testHugeTitlesAndManyIndicatorsStaySmall() throws {
        let cjk = String(repeating: "全部好友动态我的关注", count: 100)
        let pills = (0..<16).map { _ in ##"{"kind": "background", "gradient": {"colors": ["#FF0000", "#0000FF"]}, "shadow": {"color": "#00000080", "radius": 20}}"## }
        let configs = [
            // One character at 500 pt, zoomed 10 times, at AX2 and 3x: a glyph ~29,000 px across.
            #"{"width": 400, "height": 100, "scale": 3, "layout": "jx", "sectionTitles": ["W", "b"], "titleTextAttributes": {"fontSize": 500}, "titleZoomScale": 10, "adjustsFontForContentSizeCategory": true, "contentSizeCategory": "AX2", "indicators": [{"kind": "line"}]}"#,
            // Two 1,000-character titles at 500 pt: nearly every glyph off the canvas.
            #"{"width": 1200, "height": 600, "sectionTitles": ["\#(cjk)", "\#(cjk)"], "titleTextAttributes": {"fontSize": 500}}"#,
            // 16 gradient pills with shadows on a 2730 × 2730 px canvas.
            #"{"width": 1365, "height": 1365, "scale": 2, "layout": "jx", "sectionTitles": ["a", "b", "c"], "indicators": [\#(pills.joined(separator: ","))]}"#,
        ]
        for (k, json) in configs.enumerated() {
            let kilobytes = try peak(["render", try write(json, to: "c\(k).json"), "-o", "c\(k).png"])
            XCTAssertLessThan(kilobytes, 400 * 1024, "config \(k): \(kilobytes) KB")
        }
    }
}
