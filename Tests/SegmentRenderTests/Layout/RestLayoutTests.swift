import XCTest

@testable import Raster
@testable import SegmentRender

/// A control keeps the contents (and HMSegmentedControl's geometry) of its state with nothing
/// selected, and lays out a state whose selected title measures as it does unselected from them
/// (`Control.layout(selecting:)`): every layout must be the one made from scratch.
final class RestLayoutTests: XCTestCase {
    /// The layout made without anything kept: each segment's contents measured in the state's faces.
    private func fromScratch(_ control: Control, _ selection: Int?) -> ControlLayout {
        let table = control.titleFaceTable.made
        let titled = control.paint.revealsSelectedTitles ? nil : selection
        let contents = (0..<control.config.segmentCount).map { control.segmentContent($0, selected: $0 == titled, in: table) }
        return ControlLayout(
            config: control.config, selection: selection, segments: contents,
            indicatorImages: control.indicatorImages.mapValues { $0.image(forScale: control.config.scale) })
    }

    func testEveryPresetsStatesLayOutAsFromScratch() throws {
        let variants = [
            ConfigOverrides.none, ConfigOverrides(direction: .forceRightToLeft), ConfigOverrides(contentSize: .AX5),
            ConfigOverrides(locale: .enXA),
        ]
        for preset in Presets.all {
            for variant in variants {
                let control = try Presets.load(preset.name, overrides: variant)
                // Nothing selected first, as the audit asks, and then again: the kept layout is made once.
                for selection in [nil] + (0..<control.config.segmentCount).map(Optional.some) + [nil] {
                    // The dock is added after (Control.layout(selecting:)), from nothing kept.
                    var (kept, scratch) = (control.layout(selecting: selection), fromScratch(control, selection))
                    (kept.dock, scratch.dock) = (nil, nil)
                    XCTAssertEqual(kept, scratch, "\(preset.name) \(variant) selecting \(selection.map(String.init) ?? "none")")
                }
            }
        }
    }

    /// A long HMSegmentedControl bar whose selected title is measured like the others shares the
    /// rest state's segment list; one whose selected title is bolder (wider) lays out its own.
    func testASelectionThatSizesNothingSharesTheRestGeometry() throws {
        func bar(_ extra: String) throws -> Control {
            let titles = (0..<40).map { "\"Title \($0)\"" }.joined(separator: ", ")
            return try ConfigLoader.load(
                json: Data(#"{"width": 2000, "height": 44, "segmentWidthStyle": "dynamic", "sectionTitles": [\#(titles)]\#(extra)}"#.utf8),
                name: "bar.json", baseDirectory: ".")
        }
        func sharesStorage(_ a: [SegmentLayout], _ b: [SegmentLayout]) -> Bool {
            a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress } }
        }
        let plain = try bar("")
        let rest = plain.layout(selecting: nil)
        XCTAssertTrue(sharesStorage(plain.layout(selecting: 7).segments, rest.segments))
        XCTAssertEqual(plain.layout(selecting: 7), fromScratch(plain, 7))

        let bold = try bar(#", "selectedTitleTextAttributes": {"fontWeight": "bold"}"#)
        let boldRest = bold.layout(selecting: nil), selected = bold.layout(selecting: 7)
        XCTAssertFalse(sharesStorage(selected.segments, boldRest.segments))
        XCTAssertGreaterThan(selected.segments[7].frame.width, boldRest.segments[7].frame.width, "the bold title widens its dynamic segment")
        XCTAssertEqual(selected, fromScratch(bold, 7))
    }
}
