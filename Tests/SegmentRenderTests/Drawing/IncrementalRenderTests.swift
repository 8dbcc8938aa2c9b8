import Foundation
import Raster
import XCTest

@testable import SegmentRender

/// Rendering an animation frame from the frame before (only the changed rows redrawn) gives the
/// bytes of a render from scratch: every frame of every preset, light and dark, left to right and
/// right to left, selection changes and scroll-progress runs, and a set of random configs.
final class IncrementalRenderTests: XCTestCase {
    /// Checks every frame of `plan`; returns how many rows were kept in all, to show it did work.
    @discardableResult
    func check(_ control: Control, _ plan: AnimationPlan, _ label: String) -> Int {
        var renderer = IncrementalRenderer(), visible = IncrementalRenderer()
        var kept = 0
        let states = AnimationStates(control: control, plan: plan)
        for k in 0..<plan.frameCount {
            let state = control.frameState(plan, frame: k)
            // The animation's cached ends give the same state, drawn the same.
            if control.displayList(states.state(ofFrame: k)) != control.displayList(state) {
                XCTFail("\(label): frame \(k): AnimationStates differs from frameState")
                return kept
            }
            let incremental = renderer.render(control.displayList(state), scale: control.config.scale)
            let fresh = control.render(state)
            if incremental != fresh {
                XCTFail("\(label): frame \(k) differs from a fresh render (redrew rows \(String(describing: renderer.lastRedrawnRows)))")
                return kept
            }
            // What `animate` draws: the list without the segments off the canvas.
            if visible.render(control.visibleList(state), scale: control.config.scale) != fresh {
                XCTFail("\(label): frame \(k) from the visible list differs from a fresh render")
                return kept
            }
            if let rows = renderer.lastRedrawnRows { kept += fresh.height - rows.count }
        }
        return kept
    }

    func testEveryPresetEveryFrame() throws {
        var kept = 0
        for preset in Presets.all {
            for overrides in [ConfigOverrides(), ConfigOverrides(appearance: .dark), ConfigOverrides(direction: .forceRightToLeft)] {
                let control = try Presets.load(preset.name, overrides: overrides)
                let last = control.config.segmentCount - 1
                kept += check(
                    control, AnimationPlan(endpoints: .selection(from: 0, to: last), duration: 0.3, fps: 20, curve: .easeInEaseOut),
                    "\(preset.name) \(overrides)")
                guard overrides == ConfigOverrides() else { continue }
                kept += check(
                    control, AnimationPlan(endpoints: .selection(from: nil, to: 1), duration: 0.1, fps: 20, curve: .linear),
                    "\(preset.name) from none")
                kept += check(
                    control, AnimationPlan(endpoints: .progress(from: 0, to: Double(last)), duration: 0.2, fps: 20, curve: .linear),
                    "\(preset.name) progress")
            }
        }
        XCTAssertGreaterThan(kept, 5_000, "most rows of most frames are kept")
    }

    func testRandomConfigsEveryFrame() throws {
        var random = SplitMix(seed: 0x5EED)
        let words = ["Home", "全部", "News", "视频", "Library", "Sports", "i", "A much longer title", "关注", "Video"]
        for n in 0..<12 {
            let count = 2 + random.next(7)
            var keys: [String] = [
                "\"width\": \(200 + random.next(300))", "\"height\": \(30 + random.next(40))",
                "\"scale\": \(1 + random.next(3))",
                "\"sectionTitles\": [" + (0..<count).map { _ in "\"\(words[random.next(words.count)])\"" }.joined(separator: ", ") + "]",
                "\"segmentWidthStyle\": \"\(["fixed", "dynamic"][random.next(2)])\"",
                "\"selectionStyle\": \"\(["textWidthStripe", "fullWidthStripe", "box", "arrow"][random.next(4)])\"",
                "\"selectionIndicatorLocation\": \"\(["top", "bottom", "none"][random.next(3)])\"",
                "\"verticalDividerEnabled\": \(random.next(2) == 0)",
                "\"titleTransition\": \"\(["switch", "crossfade"][random.next(2)])\"",
            ]
            if random.next(3) == 0 {
                let style = ["uikit7", "uikit13"][random.next(2)]
                keys.append("\"style\": \"\(style)\"")
                // Leave out the keys that are not the style's (the indicator's, the dividers', …).
                keys.removeAll { key in
                    ControlConfig.spec.keys.first { key.hasPrefix("\"\($0.name)\"") }?.scope.map { !$0.styles.contains(style) } ?? false
                }
            }
            let json = "{" + keys.joined(separator: ", ") + "}"
            let control = try ConfigLoader.load(json: Data(json.utf8), name: "random-\(n)", baseDirectory: ".")
            let from = random.next(count), to = random.next(count)
            check(control, AnimationPlan(endpoints: .selection(from: from, to: to), duration: 0.25, fps: 24, curve: .linear), json)
        }
    }

    /// A vertical list whose selection runs to its far end changes segments wholly below the
    /// canvas: nothing there is redrawn (it used to make a range whose start was past its end, and
    /// trap), and every frame is a fresh render's.
    func testChangesBelowTheCanvasRedrawNothing() throws {
        let titles = (0..<60).map { "\"Item \($0)\"" }.joined(separator: ", ")
        let json = #"{"width": 120, "height": 100, "orientation": "vertical", "itemHeight": 20, "sectionTitles": [\#(titles)]}"#
        let control = try ConfigLoader.load(json: Data(json.utf8), name: "vertical", baseDirectory: ".")
        check(control, AnimationPlan(endpoints: .selection(from: 0, to: 59), duration: 0.2, fps: 20, curve: .easeInEaseOut), "vertical")
        check(control, AnimationPlan(endpoints: .selection(from: 50, to: 59), duration: 0.1, fps: 20, curve: .linear), "vertical, far end")

        func list(_ y: Double) -> DisplayList {
            var list = DisplayList(width: 10, height: 10)
            list.commands = [.fillRect(Rect(x: 0, y: y, width: 10, height: 5), .black)]
            return list
        }
        var renderer = IncrementalRenderer()
        _ = renderer.render(list(50), scale: 1)
        XCTAssertEqual(renderer.render(list(60), scale: 1), list(60).rasterize(scale: 1))
        XCTAssertEqual(renderer.lastRedrawnRows, 10..<10, "a change below the canvas")
        _ = renderer.render(list(-50), scale: 1)
        XCTAssertEqual(renderer.render(list(-60), scale: 1), list(-60).rasterize(scale: 1))
        XCTAssertEqual(renderer.lastRedrawnRows, 0..<0, "a change above it")
    }

    /// A frame the caller let go of is drawn over in place; one the caller keeps stays as it was.
    func testDrawsInPlaceOnlyWhenTheLastFrameIsReleased() throws {
        let control = try Presets.load("hx")
        let lists = (0..<3).map { control.displayList(selection: .index($0)) }
        func address(_ framebuffer: Framebuffer) -> UnsafeRawPointer? {
            framebuffer.pixels.withUnsafeBytes { $0.baseAddress }
        }
        var renderer = IncrementalRenderer()
        let first = address(renderer.render(lists[0], scale: 2))
        let second = renderer.render(lists[1], scale: 2)
        XCTAssertNotEqual(renderer.lastRedrawnRows, 0..<0)
        XCTAssertEqual(address(second), first, "the released first frame's pixels are reused")

        let kept = second
        let third = renderer.render(lists[2], scale: 2)
        XCTAssertNotEqual(address(third), address(kept), "a kept frame is copied, never drawn over")
        XCTAssertEqual(kept.pixels, lists[1].rasterize(scale: 2).pixels)
        XCTAssertEqual(third.pixels, lists[2].rasterize(scale: 2).pixels)
    }

    /// A first frame, another size or scale, and an unchanged frame.
    func testWhatItRedraws() throws {
        let control = try Presets.load("hx")
        var renderer = IncrementalRenderer()
        _ = renderer.render(control.displayList(selection: .index(0)), scale: 2)
        XCTAssertNil(renderer.lastRedrawnRows, "a first frame is drawn whole")
        _ = renderer.render(control.displayList(selection: .index(0)), scale: 2)
        XCTAssertEqual(renderer.lastRedrawnRows, 0..<0, "nothing changed")
        _ = renderer.render(control.displayList(selection: .index(0)), scale: 3)
        XCTAssertNil(renderer.lastRedrawnRows, "another scale starts afresh")
    }
}
