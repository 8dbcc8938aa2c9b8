import Foundation
import XCTest

@testable import SegmentRender

/// The target-size rule lays out only the states whose selection can resize a segment
/// (``Control/selectionResizes(_:)``). Against laying out every state, as the rule did: the same
/// smallest hit area of each segment, first found in the same state.
final class TargetSizeShortcutTests: XCTestCase {
    /// Each segment's smallest hit area over every rest state (none, then each segment), and the
    /// first state it shows in — worked out by laying out every state.
    static func everyState(_ control: Control) -> [Int: [Double]] {
        var worst: [Int: [Double]] = [:]
        for state in [nil] + (0..<control.config.segmentCount).map(Optional.some) {
            let layout = control.layout(selection: state.map(Selection.index) ?? Selection.none)
            for segment in layout.segments where !control.isDisabled(segment.index) {
                let area = control.hitArea(segment, in: layout)
                if let old = worst[segment.index], min(old[0], old[1]) <= min(area.width, area.height) { continue }
                worst[segment.index] = [area.width, area.height, Double(state ?? -1)]
            }
        }
        return worst
    }

    /// What the rule reports, as the same table (only segments short of 44 pt are reported).
    func reported(_ control: Control) -> [Int: [Double]] {
        var found: [Int: [Double]] = [:]
        for finding in control.targetSizeFindings() {
            let numbers = finding.message.split(separator: " ").compactMap { Double($0.trimmingCharacters(in: CharacterSet(charactersIn: ";"))) }
            guard case .rest(let state) = finding.state, let i = finding.segment else { continue }
            found[i] = [numbers[0], numbers[1], Double(state ?? -1)]
        }
        return found
    }

    func check(_ control: Control, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        let expected = Self.everyState(control).filter { min($0.value[0], $0.value[1]) < 44 }.mapValues { [Control.points($0[0]), Control.points($0[1]), String($0[2])] }
        let found = reported(control).mapValues { [Control.points($0[0]), Control.points($0[1]), String($0[2])] }
        XCTAssertEqual(found, expected, name, file: file, line: line)
    }

    func testEveryPresetAndVariantFindsWhatEveryStateFinds() throws {
        for preset in Presets.all {
            for overrides in [ConfigOverrides(), ConfigOverrides(direction: .forceRightToLeft, contentSize: .AX5, locale: .enXA)] {
                check(try Presets.load(preset.name, overrides: overrides), preset.name)
            }
        }
    }

    /// Configs whose selection resizes segments: a selected title in a smaller face (its segment
    /// narrower when selected) in HM's dynamic and fixed widths, JX, Tabman, Parchment's self-sizing
    /// items and Material's scrollable tabs; zoomed titles; JX's cells zoomed down.
    func testSelectionsThatResizeFindWhatEveryStateFinds() throws {
        let titles = #""sectionTitles": ["a", "Longer title", "mid", "x"]"#
        let smaller = #""selectedTitleTextAttributes": {"fontSize": 6}"#
        let configs = [
            #"{"width": 300, "height": 30, "segmentWidthStyle": "dynamic", \#(titles), \#(smaller)}"#,
            #"{"width": 100, "height": 30, "segmentWidthStyle": "fixed", \#(titles), \#(smaller)}"#,
            #"{"width": 300, "height": 30, "segmentWidthStyle": "dynamic", "titleZoomScale": 1.6, \#(titles)}"#,
            #"{"width": 300, "height": 30, "layout": "jx", "cellWidthZoomScale": 0.5, \#(titles)}"#,
            #"{"width": 300, "height": 30, "layout": "jx", \#(titles), \#(smaller)}"#,
            #"{"width": 300, "height": 36, "style": "tabman", \#(titles), \#(smaller)}"#,
            #"{"width": 300, "height": 36, "style": "parchment", "menuItemSize": "selfSizing", \#(titles), \#(smaller)}"#,
            #"{"width": 300, "height": 40, "style": "material3", "tabMode": "scrollable", \#(titles), \#(smaller)}"#,
        ]
        var resized = 0, foundWhenSelected = 0
        for json in configs {
            let control = try ConfigLoader.load(json: Data(json.utf8), name: "t.json", baseDirectory: "/")
            check(control, json)
            resized += (0..<control.config.segmentCount).filter(control.selectionResizes).count
            foundWhenSelected += Self.everyState(control).values.filter { $0[2] >= 0 }.count
        }
        XCTAssertGreaterThan(resized, 20, "these configs do resize segments when selected, so the rule lays their states out")
        XCTAssertGreaterThanOrEqual(foundWhenSelected, 12, "segments at their smallest when selected, which only laying that state out finds")
    }

    /// A long bar whose selection resizes nothing is laid out twice, not once a segment: the
    /// shortcut is what the rule takes.
    func testALongPlainBarResizesNothing() throws {
        let titles = (0..<300).map { "\"T\($0)\"" }.joined(separator: ", ")
        let control = try ConfigLoader.load(json: Data(#"{"width": 375, "height": 20, "sectionTitles": [\#(titles)]}"#.utf8), name: "t.json", baseDirectory: "/")
        XCTAssertEqual((0..<300).filter(control.selectionResizes), [])
        check(control, "300 segments")
    }
}
