import Foundation
import XCTest

@testable import SegmentRender

/// Every preset's picture, named element by element: the display list is the one drawing makes,
/// drawing it with owners gives the same pixels, and names are unique and stable.
final class ElementsTests: XCTestCase {
    func testEveryPresetsElementsCoverItsDisplayListAndKeepItsPixels() throws {
        for preset in Presets.all {
            let control = try Presets.load(preset.name)
            for selection in [Selection.configured, .none] {
                let state = control.restState(selection: selection)
                let (list, spans) = control.drawing(state)
                XCTAssertEqual(list, control.displayList(state), preset.name)
                control.prepareToDraw()
                let (pixels, owners) = list.rasterizeTrackingOwners(scale: control.config.scale, spans: spans.map(\.commands))
                XCTAssertEqual(pixels, control.render(state), "\(preset.name): drawing with owners changes no pixel")
                // Spans are in order, never overlap, and together hold every command.
                XCTAssertEqual(spans.map(\.commands.count).reduce(0, +), list.commands.count, preset.name)
                XCTAssertTrue(zip(spans, spans.dropFirst()).allSatisfy { $0.commands.upperBound == $1.commands.lowerBound }, preset.name)
                let elements = control.elements(state, spans: spans, commands: list.commands)
                XCTAssertEqual(elements.count, spans.count + 1, preset.name)
                XCTAssertEqual(Set(elements.map(\.name)).count, elements.count, "\(preset.name): names are unique: \(elements.map(\.name))")
                XCTAssertEqual(elements.map(\.name), control.elements(state, spans: spans, commands: list.commands).map(\.name))
                XCTAssertGreaterThan(owners.owners.filter { $0 != 0 }.count, 0, preset.name)
            }
        }
    }

    /// A title says what it is: text, font, size, weight and colour, its frame from layout.
    func testATitleIsDescribedInItsOwnTerms() throws {
        let control = try ConfigLoader.load(
            json: Data(
                ##"{"width": 200, "height": 40, "sectionTitles": ["Hello", "World"], "titleTextAttributes": {"fontSize": 17, "color": "#336699"}, "selectedTitleTextAttributes": {"fontWeight": "bold"}}"##
                    .utf8),
            name: "t.json", baseDirectory: "/")
        let state = control.restState(selection: .index(1))
        let (list, spans) = control.drawing(state)
        let elements = control.elements(state, spans: spans, commands: list.commands)
        let title = try XCTUnwrap(elements.first { $0.name == "segment 0 title" })
        let frame = try XCTUnwrap(state.layout.segments[0].titleFrame)
        XCTAssertEqual(title.fields.map(\.name), ["x", "y", "width", "height", "text", "font", "size", "weight", "colour"])
        XCTAssertEqual(title["x"], .number(frame.x))
        XCTAssertEqual(title["text"], .text("Hello"))
        XCTAssertEqual(title["font"], .text("Inter Regular"))
        XCTAssertEqual(title["size"], .number(17))
        XCTAssertEqual(title["weight"], .number(400))
        XCTAssertEqual(title["colour"], .text("#336699"))
        let selected = try XCTUnwrap(elements.first { $0.name == "segment 1 title" })
        XCTAssertEqual(selected["weight"], .number(700))
        XCTAssertEqual(elements.first?.name, "control")
        XCTAssertEqual(elements.first?["selected segment"], .number(1))
    }
}
