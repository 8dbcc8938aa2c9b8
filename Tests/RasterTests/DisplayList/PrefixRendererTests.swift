import XCTest

@testable import Raster

/// Canvases drawn from the leading commands they share with the lists before them are each list's
/// own render, byte for byte: lists that read their canvas (a backdrop filter over a gradient),
/// changing after the shared run, before it, in size and in scale.
final class PrefixRendererTests: XCTestCase {
    func list(pill x: Double, ground: RGBA8 = RGBA8(r: 30, g: 90, b: 200), width: Double = 200) -> DisplayList {
        var list = DisplayList(width: width, height: 40)
        list.commands = [
            .fillRect(Rect(x: 0, y: 0, width: width, height: 40), ground),
            .gradient(LinearGradient(colors: [RGBA8(r: 255, g: 0, b: 0), RGBA8(r: 0, g: 255, b: 0)], start: Point(x: 0, y: 0), end: Point(x: width, y: 40))),
            .backdropFilter(Rect(x: 10, y: 5, width: width - 20, height: 30), blur: 6, saturation: 1.5),
            .fillRoundedRect(Rect(x: x, y: 8, width: 50, height: 24), radii: CornerRadii(all: 12), RGBA8(r: 255, g: 255, b: 255, a: 160)),
        ]
        return list
    }

    func testEachCanvasIsItsListsOwnRender() {
        let renderer = PrefixRenderer()
        let lists = [
            list(pill: 10), list(pill: 40), list(pill: 75.5), list(pill: 40),
            // The ground changes: nothing is shared with the kept run.
            list(pill: 40, ground: RGBA8(r: 200, g: 30, b: 30)), list(pill: 90, ground: RGBA8(r: 200, g: 30, b: 30)),
            list(pill: 90, width: 260), list(pill: 10),
        ]
        var shared: [Int] = []
        for (k, list) in lists.enumerated() {
            for scale in k == 3 ? [2.0, 3.0] : [2.0] {
                XCTAssertEqual(renderer.render(list, scale: scale), list.rasterize(scale: scale), "list \(k) at \(scale)x")
                shared.append(renderer.lastShared)
            }
        }
        // Ground, gradient and filter drawn once for the first lists at 2x; at 3x the same list
        // twice (all four shared); a new ground shares nothing with the list before, the next one
        // shares three with it; a new width starts over, and so does the old ground again.
        XCTAssertEqual(shared, [0, 3, 3, 3, 4, 0, 3, 0, 0])
    }

    func testCommandsThatDependOnTheirWindowAreFoundInsideGroups() {
        let shadow = DrawCommand.shadow([.fillRect(Rect(x: 0, y: 0, width: 4, height: 4), .black)], color: .black, blur: 2, offset: Point(x: 0, y: 1))
        XCTAssertTrue(shadow.dependsOnWindow)
        XCTAssertTrue(DrawCommand.group([.layer([shadow], opacity: 0.5)]).dependsOnWindow)
        XCTAssertTrue(DrawCommand.masked([.fillRect(Rect(x: 0, y: 0, width: 4, height: 4), .black)], by: [shadow]).dependsOnWindow)
        XCTAssertTrue(list(pill: 0).commands[2].dependsOnWindow)
        XCTAssertFalse(DrawCommand.group(Array(list(pill: 0).commands[0..<2]) + [list(pill: 0).commands[3]]).dependsOnWindow)
    }
}
