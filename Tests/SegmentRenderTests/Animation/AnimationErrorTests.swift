import XCTest

@testable import SegmentRender

/// Curves and contact sheets fail with cases that carry what was given.
final class AnimationErrorTests: XCTestCase {
    func testCurveErrorsAreCases() {
        XCTAssertThrowsError(try TimingCurve.parse("spring(2,1)")) {
            XCTAssertEqual($0 as? AnimationError, .springDamping("spring(2,1)"))
            XCTAssertEqual("\($0)", "'spring(2,1)': the damping ratio must be from 0.01 to 1")
        }
        XCTAssertThrowsError(try TimingCurve.parse("cubic(1,2)")) {
            XCTAssertEqual($0 as? AnimationError, .curveArguments("cubic(1,2)", form: "cubic", count: 4))
            XCTAssertEqual("\($0)", "'cubic(1,2)': cubic takes 4 numbers, as cubic(x1,y1,x2,y2)")
        }
        XCTAssertThrowsError(try TimingCurve.parse("easIn")) {
            guard case .unknownCurve("easIn", suggestion: "easeIn", curves: _)? = $0 as? AnimationError else { return XCTFail("\($0)") }
        }
    }

    func testASheetOverTheBudgetSaysHowBig() {
        XCTAssertThrowsError(try ContactSheet.grid(count: 10_000, frameWidth: 1000, frameHeight: 1000, scale: 1)) {
            guard case .sheetOverBudget(frames: 10_000, width: _, height: _, budget: ContactSheet.pixelBudget)? = $0 as? AnimationError else {
                return XCTFail("\($0)")
            }
        }
        XCTAssertThrowsError(try ContactSheet.make([], scale: 1)) { XCTAssertEqual($0 as? AnimationError, .noFrames) }
    }
}
