import Foundation
import Raster
import XCTest

@testable import SegmentRender

/// Bad indicator and JX input gets an error naming the key path.
final class JXConfigErrorTests: XCTestCase {
    func assertError(_ json: String, _ keyPath: String, _ words: String, line: UInt = #line) {
        XCTAssertThrowsError(try ConfigLoader.decode(json: Data(#"{"width": 300, "height": 40, "sectionTitles": ["a", "b", "c"], \#(json)}"#.utf8), name: "c.json"), line: line) {
            error in
            XCTAssertEqual((error as? ConfigError)?.keyPath, keyPath, "\(error)", line: line)
            XCTAssertTrue("\(error)".contains(words), "\(error)", line: line)
        }
    }

    func testBadIndicators() {
        assertError(#""indicators": [{"kind": "lines"}]"#, "indicators[0].kind", "did you mean 'line'?")
        assertError(##""indicators": [{"color": "#F00"}]"##, "indicators[0]", "the key 'kind' is required")
        assertError(
            ##""indicators": [{"kind": "line", "gradient": {"colors": ["#F00"]}}]"##, "indicators[0].gradient.colors",
            "at least two colours, found 1")
        assertError(
            ##""indicators": [{"kind": "line", "gradient": {"colors": ["#F00", "#0F0"], "locations": [0.8, 0.2]}}]"##,
            "indicators[0].gradient.locations", "must not decrease")
        assertError(
            ##""indicators": [{"kind": "rainbowLine", "colors": ["#F00", "#0F0"]}]"##, "indicators[0].colors",
            "one colour per item: 3 items, 2 colours")
        assertError(
            #""indicators": [{"kind": "image", "image": "builtin:hm-circle-1", "zoomScale": 0}]"#, "indicators[0].zoomScale",
            "greater than 0")
        assertError(#""layout": "jx", "cellWidthZoomScale": -1"#, "cellWidthZoomScale", "greater than 0")
        assertError(#""titleZoomScale": 0"#, "titleZoomScale", "greater than 0")
        assertError(
            #""indicators": [{"kind": "image", "image": "a.png", "imageSize": {"width": 4}}]"#, "indicators[0].imageSize",
            "the key 'height' is required")
        assertError(#""indicators": [{"kind": "image"}]"#, "indicators[0]", "needs \"image\"")
    }
}
