import FoundationEssentials
import Glibc
import Raster

/// Which frames an animation has and what each shows: a selection change from A to B, a run of
/// scroll-progress states from P0 to P1, a press held from T0 to T1 seconds, a drag from X0 to X1
/// or a drag's release, over `duration` seconds at `fps`, on `curve`.
public struct AnimationPlan: Sendable {
    /// What the animation runs between.
    public enum Endpoints: Sendable, Hashable {
        /// A selection change from one segment (or none) to another.
        case selection(from: Int?, to: Int?)
        /// A run of scroll-progress states, from one fractional position to another.
        case progress(from: Double, to: Double)
        /// The configured press held, its time since touch-down running from one number of
        /// seconds to another, on the configured selection at rest (a ripple growing, a title fading).
        case press(from: Double, to: Double)
        /// A finger dragging the selection from one point to another (points from the left edge),
        /// on the configured selection (`Control/dragState(_:from:)`).
        case drag(from: Double, to: Double)
        /// The finger dragging the selection at a point lifting: from the drag there to the rest
        /// state the control settles on (``Control/releaseSelection(_:from:)``).
        case release(from: Double)
    }

    /// What the animation runs between.
    public var endpoints: Endpoints
    /// Its length in seconds.
    public var duration: Double
    /// Frames a second.
    public var fps: Int
    /// How progress follows time.
    public var curve: TimingCurve

    /// At most this many frames.
    public static let frameLimit = 10_000
    /// The frame rates allowed.
    public static let fpsRange = 1...240
    /// The longest animation allowed, in seconds.
    public static let maxDuration = 60.0

    /// A plan; ``frameCount`` follows from `duration` and `fps`.
    public init(endpoints: Endpoints, duration: Double, fps: Int, curve: TimingCurve) {
        self.endpoints = endpoints
        self.duration = duration
        self.fps = fps
        self.curve = curve
    }

    /// Why this plan is too long to make, as a clause, or nil: the one check that `animate`, a
    /// manifest's motion entries and the preview's `/animation.png` share (at most ``maxDuration``
    /// seconds and ``frameLimit`` frames).
    package var limitProblem: String? {
        if !(duration <= Self.maxDuration) {
            return "the animation would last \(ControlConfig.scaleName((duration * 10).rounded() / 10)) s, over the limit of \(Int(Self.maxDuration)) s"
        }
        if frameCount > Self.frameLimit { return "\(frameCount) frames is over the limit of \(Self.frameLimit) (duration × fps + 1)" }
        return nil
    }

    /// `round(duration × fps) + 1`, at least 2: frame 0 is the start at rest and the last frame
    /// the end at rest.
    public var frameCount: Int { max(2, Int(saturating: duration * Double(fps), .toNearestOrAwayFromZero) + 1) }

    /// Seconds into the animation that frame `k` shows: `k / (n − 1) × duration`.
    public func time(ofFrame k: Int) -> Double { Double(k) / Double(frameCount - 1) * duration }

    /// The curve's progress at frame `k`: exactly 0 on the first frame and 1 on the last (a spring's
    /// last frame is its rest state, settled or not).
    public func progress(ofFrame k: Int) -> Double {
        if k <= 0 { return 0 }
        if k >= frameCount - 1 { return 1 }
        return curve.progress(atTime: time(ofFrame: k), duration: duration)
    }

    /// Frame file names are `frame_0000.png`…, zero-padded to at least 4 digits.
    public func fileName(ofFrame k: Int) -> String {
        let digits = max(4, String(frameCount - 1).count)
        let number = String(k)
        return "frame_" + String(repeating: "0", count: max(0, digits - number.count)) + number + ".png"
    }
}

extension Control {
    /// The picture frame `k` of `plan` shows. Titles switch to the end state on frame 1 (frame 0
    /// stays at rest), unless `titleTransition` is `crossfade`.
    public func frameState(_ plan: AnimationPlan, frame k: Int) -> FrameState {
        let p = plan.progress(ofFrame: k)
        switch plan.endpoints {
        case let .selection(a, b):
            return transitionState(from: a, to: b, progress: p, titlesOf: k == 0 ? a : b)
        case let .progress(p0, p1):
            return progressState(k == 0 ? p0 : k == plan.frameCount - 1 ? p1 : p0 + (p1 - p0) * p)
        case let .press(t0, t1):
            let held = config.press.map { press in
                var press = press
                press.time = min(max(k == 0 ? t0 : k == plan.frameCount - 1 ? t1 : t0 + (t1 - t0) * p, 0), PressConfig.maxTime)
                return press
            }
            return restState(config.selectedSegmentIndex, pressed: held)
        case let .drag(x0, x1):
            return dragState(k == 0 ? x0 : k == plan.frameCount - 1 ? x1 : x0 + (x1 - x0) * p, from: config.selectedSegmentIndex)
        case let .release(x):
            let a = config.selectedSegmentIndex, b = releaseSelection(x, from: a)
            return transitionState(from: a, dragState(x, from: a), to: b, restState(b), progress: p, titlesOf: k == 0 ? a : b)
        }
    }
}
