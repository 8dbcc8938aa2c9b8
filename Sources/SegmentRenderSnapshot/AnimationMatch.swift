import Raster
import SegmentRender

/// Two animations compared as a viewer shows them: the frame count, the loop count, every frame's
/// delay and every frame's whole canvas (decoded pixels, with the tolerance of ``ImageMatch``).
/// They match only when all of them do.
package struct AnimationMatch: Sendable {
    package var frameCounts: (expected: Int, actual: Int)
    package var loopCounts: (expected: Int, actual: Int)
    /// Frames (among those both have) whose delays differ, with both delays in seconds.
    package var delayDifferences: [(frame: Int, expected: Double, actual: Double)]
    /// Each frame both have, compared (per-pixel masks kept for the first differing frame only).
    package var frames: [ImageMatch]
    /// When each of the expected animation's frames shows, in seconds from the start.
    package var frameTimes: [Double]
    /// The first differing frame's two canvases, for its diff image.
    package var firstDifference: (expected: DecodedImage, actual: DecodedImage)?

    /// Reads both animations a frame at a time, side by side: two canvases at once.
    package init(expected: AnimatedPicture, actual: AnimatedPicture, tolerance: Tolerance = .exact) {
        frameCounts = (expected.frameCount, actual.frameCount)
        loopCounts = (expected.loopCount, actual.loopCount)
        delayDifferences = []
        frames = []
        frameTimes = []
        var a = expected.frames(), b = actual.frames()
        var time = 0.0
        while let one = a.next() {
            frameTimes.append(time)
            time += one.delay
            guard let two = b.next() else { continue }
            let k = frames.count
            if one.delay != two.delay { delayDifferences.append((k, one.delay, two.delay)) }
            var match = ImageMatch(expected: one.canvas, actual: two.canvas, tolerance: tolerance)
            if !match.passed && firstDifference == nil {
                firstDifference = (one.canvas, two.canvas)
            } else if k > 0 {
                // Frame 0's stay with a passing check's outcome; the rest are counts only.
                match.comparison?.dropMasks()
            }
            frames.append(match)
        }
    }

    /// The frames that differ, in order.
    package var differingFrames: [Int] { frames.indices.filter { !frames[$0].passed } }
    package var firstDifferingFrame: Int? { frames.firstIndex { !$0.passed } }

    package var passed: Bool {
        frameCounts.expected == frameCounts.actual && loopCounts.expected == loopCounts.actual && delayDifferences.isEmpty
            && differingFrames.isEmpty
    }

    /// One line: what differs (counts, delays, frames: which, how many, and the first one's
    /// pixels), or that every frame is identical.
    package var summary: String {
        var parts: [String] = []
        if frameCounts.expected != frameCounts.actual {
            parts.append("frame counts differ: expected \(frameCounts.expected), actual \(frameCounts.actual)")
        }
        if loopCounts.expected != loopCounts.actual {
            func loops(_ n: Int) -> String { n == 0 ? "forever" : "\(n)" }
            parts.append("loop counts differ: expected \(loops(loopCounts.expected)), actual \(loops(loopCounts.actual))")
        }
        if let first = delayDifferences.first {
            parts.append(
                "\(delayDifferences.count) frame delay\(delayDifferences.count == 1 ? "" : "s") differ (frame \(first.frame): "
                    + "expected \(seconds(first.expected)), actual \(seconds(first.actual)))")
        }
        let differing = differingFrames
        if let first = differing.first {
            parts.append(
                differing.count == 1
                    ? "frame \(first) of \(frames.count) differs, at \(seconds(frameTimes[first])): \(frames[first].summary)"
                    : "frames \(ranges(differing)) of \(frames.count) differ; frame \(first) at \(seconds(frameTimes[first])): \(frames[first].summary)")
        }
        if parts.isEmpty {
            let exact = frames.allSatisfy { $0.comparison?.maxChannelDelta == 0 }
            return "\(frames.count) frames \(exact ? "identical" : "within tolerance"), delays and loop count equal"
        }
        return parts.joined(separator: "; ")
    }

    private func seconds(_ value: Double) -> String {
        let ms = Int(saturating: value * 1000, .toNearestOrAwayFromZero)
        return "\(ms / 1000).\(String(repeating: "0", count: 3 - String(ms % 1000).count))\(ms % 1000) s"
    }

    /// `3, 5–9, 12`.
    private func ranges(_ list: [Int]) -> String {
        var out: [String] = []
        var start = list[0], end = list[0]
        for k in list.dropFirst() + [Int.min] {
            if k == end + 1 {
                end = k
                continue
            }
            out.append(start == end ? "\(start)" : "\(start)–\(end)")
            start = k
            end = k
        }
        return out.joined(separator: ", ")
    }
}
