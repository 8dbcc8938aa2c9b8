import Foundation
import Raster
import XCTest

@testable import SegmentRender

/// Material's state layers for a hovered, focused or dragged tab: the content colour over the
/// whole tab at 8, 10 or 16 %, faded in linearly over 15, 45 or 45 ms (Compose's ripple StateLayer).
final class StateLayerTests: XCTestCase {
    func layer(_ control: Control) throws -> StateLayer {
        guard case .stateLayer(let layer)? = control.restState().layout.decorations.first(where: { $0.name == "stateLayer" }) else {
            throw XCTSkip("no state layer")
        }
        return layer
    }

    func control(_ interaction: Interaction, time: Double = 1, preset: String = "m3-primary") throws -> Control {
        try Presets.load(preset, overrides: ConfigOverrides(press: PressConfig(segment: 1, time: time, interaction: interaction)))
    }

    func testEachInteractionsOpacityAndFadeIn() throws {
        XCTAssertEqual(try layer(try control(.hovered)).opacity, 0.08, accuracy: 1e-12)
        XCTAssertEqual(try layer(try control(.focused)).opacity, 0.10, accuracy: 1e-12)
        XCTAssertEqual(try layer(try control(.dragged)).opacity, 0.16, accuracy: 1e-12)
        // Half-way through each fade-in: 7.5 ms of 15, 22.5 ms of 45.
        XCTAssertEqual(try layer(try control(.hovered, time: 0.0075)).opacity, 0.04, accuracy: 1e-12)
        XCTAssertEqual(try layer(try control(.dragged, time: 0.0225)).opacity, 0.08, accuracy: 1e-12)
        let hovered = try layer(try control(.hovered))
        // Over the whole of tab 1 (120 pt from 120), in the selected label's colour; no ripple.
        XCTAssertEqual(hovered.frame, Rect(x: 120, y: 0, width: 120, height: 48))
        XCTAssertEqual(hovered.color, MaterialColors.baseline(.light).primary)
        XCTAssertFalse(try control(.hovered).restState().layout.decorations.contains { $0.name == "ripple" })
    }

    func testTheLayerTintsTheTabsPixels() throws {
        let c = try control(.dragged)
        let picture = c.render()
        let surface = MaterialColors.baseline(.light).surface, primary = MaterialColors.baseline(.light).primary
        // A pixel of tab 1 away from the label: surface with primary over it at 16 %.
        func mix(_ a: UInt8, _ b: UInt8) -> Double { Double(a) * 0.84 + Double(b) * 0.16 }
        let pixel = picture[250, 8]
        for (got, want) in [(pixel.r, mix(surface.r, primary.r)), (pixel.g, mix(surface.g, primary.g)), (pixel.b, mix(surface.b, primary.b))] {
            XCTAssertEqual(Double(got), want, accuracy: 1)
        }
        // Tab 0 is untouched.
        XCTAssertEqual(picture[100, 8], surface.premultiplied)
    }

    func testASegmentedButtonsLayerTakesItsShapeAndItsOwnColour() throws {
        let c = try Presets.load("m3-segmented-buttons", overrides: ConfigOverrides(press: PressConfig(segment: 0, interaction: .hovered)))
        let layer = try layer(c)
        XCTAssertEqual(layer.clipRadii, CornerRadii(topLeft: 20, topRight: 0, bottomRight: 0, bottomLeft: 20))
        XCTAssertEqual(layer.color, MaterialColors.baseline(.light).onSurface)
    }

    func testTheIOSLooksDrawOnlyAPress() throws {
        for preset in ["uikit13", "uikit7", "hm-default"] {
            let rest = try Presets.load(preset).render()
            for interaction in [Interaction.hovered, .focused, .dragged] {
                let held = try Presets.load(preset, overrides: ConfigOverrides(press: PressConfig(segment: 1, interaction: interaction)))
                XCTAssertEqual(held.render(), rest, "\(preset) \(interaction)")
            }
        }
    }

    func testBadInteractionsAreOneLine() {
        XCTAssertThrowsError(
            try ConfigLoader.decode(
                json: Data(#"{"style": "material3", "width": 360, "height": 48, "sectionTitles": ["a", "b"], "press": {"segment": 1, "interaction": "hover"}}"#.utf8),
                name: "m.json")
        ) { error in
            XCTAssertEqual((error as? ConfigError)?.keyPath, "press.interaction")
            XCTAssertTrue("\(error)".contains("did you mean 'hovered'?"), "\(error)")
        }
    }

    func testAnEndedInteractionFadesOutFromWhereItGot() {
        let tab = Rect(x: 0, y: 0, width: 120, height: 48)
        // Hovered for 5 ms (a third of its 15 ms fade-in), then 7.5 ms of its 15 ms fade-out.
        let hovered = StateLayer.showing(.hovered, over: tab, radii: CornerRadii(all: 0), time: 0.0125, release: 0.005, color: .black)
        XCTAssertEqual(hovered.opacity, 0.08 / 3 / 2, accuracy: 1e-12)
        // A drag fades out over 150 ms: half-way 75 ms after it ended.
        let dragged = StateLayer.showing(.dragged, over: tab, radii: CornerRadii(all: 0), time: 0.175, release: 0.1, color: .black)
        XCTAssertEqual(dragged.opacity, 0.08, accuracy: 1e-12)
        XCTAssertEqual(StateLayer.showing(.focused, over: tab, radii: CornerRadii(all: 0), time: 1, release: 0.5, color: .black).opacity, 0)
    }

    func testTheIOSLooksClearAPressAtTouchUp() throws {
        func render(time: Double) throws -> Framebuffer {
            try Presets.load("uikit7", overrides: ConfigOverrides(press: PressConfig(segment: 2, time: time, release: 0.1))).render()
        }
        let rest = try Presets.load("uikit7").render()
        XCTAssertNotEqual(try render(time: 0.05), rest)
        XCTAssertEqual(try render(time: 0.2), rest)
    }
}
