import XCTest

@testable import SegmentRender

/// A frame's segment paints share the list they were made from: two states made from one list
/// differ at most where either paints otherwise, which is all a comparison looks at.
final class SegmentPaintsTests: XCTestCase {
    func testStatesMadeFromOneListDifferOnlyWhereEitherPaintsOtherwise() throws {
        let control = try Presets.load("title-bar")
        let unselected = control.unselectedPaints()
        let none = control.restState(nil, pressed: nil, unselected: unselected)
        let second = control.restState(2, pressed: nil, unselected: unselected)
        let fourth = control.restState(4, pressed: nil, unselected: unselected)
        XCTAssertEqual(second.segments.mayDiffer(from: none.segments), [2])
        XCTAssertEqual(second.segments.mayDiffer(from: fourth.segments), [2, 4])
        XCTAssertNotEqual(second.segments, fourth.segments)
        XCTAssertNotEqual(second.segments[2], none.segments[2], "the selected title's paint")
        XCTAssertEqual(second.segments[3], none.segments[3])
        // Made on their own, the same paints: equal, though any segment may differ.
        let alone = control.restState(2, pressed: nil)
        XCTAssertNil(alone.segments.mayDiffer(from: second.segments))
        XCTAssertEqual(alone.segments, second.segments)
        XCTAssertEqual(Array(alone.segments), Array(second.segments))
    }

    func testASegmentSetTwiceKeepsTheLastPaint() throws {
        let control = try Presets.load("title-bar")
        var paints = control.unselectedPaints()
        let selected = control.restState(1, pressed: nil).segments[1]
        paints[1] = selected
        paints[1].style.fontSize = 40
        XCTAssertEqual(paints[1].style.fontSize, 40)
        XCTAssertEqual(paints[1].lines, selected.lines)
        XCTAssertEqual(paints.count, control.config.segmentCount)
        XCTAssertEqual(paints.mayDiffer(from: control.unselectedPaints()), nil, "another list, made again")
    }
}
