import Foundation
import Raster
import XCTest

@testable import SegmentRender

/// Whole numbers below a bound from ``SplitMix64``, so the random configs are the same every run.
struct SplitMix {
    var generator: SplitMix64
    init(seed: UInt64) { generator = SplitMix64(seed: seed) }
    mutating func next(_ bound: Int) -> Int { Int(generator.next() % UInt64(bound)) }
}
