import Raster

/// What making an animation costs, counted before any frame is drawn, so that one too large to
/// make in seconds is refused in one line instead of running for minutes: `animate`, a manifest's
/// motion entries and the preview's `/animation.png` share it.
///
/// The unit is what painting one pixel of a busy gradient costs (about 30 ns on a 2-core VM).
/// Each frame drawn costs its pixels (clearing, composing, comparing with the frame before),
/// what its pictures may paint (its shadows and gradients, ``ControlConfig/framePaint(atScale:canvas:)``,
/// or the images, backdrops and blurs its frames draw) and
/// four units a segment (its state and paint are worked out every frame); each output then costs
/// the frame's pixels at its weight. Weights were measured on frames whose every pixel changes,
/// in two kinds: flat colour (fills and text, which encoders pass over quickly) and pictures
/// (any gradient, image, shadow or blur in the first, middle or last frame: the encoders'
/// worst case). A GIF draws every frame twice: once to count colours.
package struct AnimationCost: Sendable {
    /// What an animation is made into.
    package enum Output: Sendable, CaseIterable {
        case pngFrames, apng, gif, webpLossless, webpLossy, sheet, onion, curves

        /// Units a frame pixel costs this output on flat colour and on pictures, and how many
        /// times it draws each frame.
        var weight: (flat: Double, picture: Double, draws: Int) {
            switch self {
            case .pngFrames: (0.1, 0.5, 1)
            case .apng: (0.15, 0.6, 1)
            case .gif: (0.5, 1.5, 2)
            // libwebp's least effort; its default costs 0.4 and 8 more (``webpFastest(frames:framePixels:)``).
            case .webpLossless: (0.6, 1, 1)
            case .webpLossy: (1, 3, 1)
            case .sheet: (0.1, 0.5, 1)
            case .onion: (0.2, 0.2, 1)
            case .curves: (0, 0, 0)
            }
        }
    }

    /// The most an animation may cost, in units: about 8 s on a 2-core VM.
    package static let budget = 1 << 28
    /// Animations of at most this many pixels in all (frames × frame pixels) get libwebp's default
    /// effort, whose files are a sixth smaller; a larger one its least.
    package static let webpDefaultEffortPixels = 1 << 24

    package let frames: Int
    package let framePixels: Int
    package let segments: Int
    /// What a frame's pictures may paint, in pixels: the config's bound on its shadows and
    /// gradients, or what the first, middle or last frame's gradients, images, shadows and blurs
    /// cover, whichever is more.
    package let paint: Double
    /// Whether the frames hold pictures (gradients, images, shadows, blurs), not flat colour alone.
    package let pictures: Bool

    package init(control: Control, plan: AnimationPlan) {
        let config = control.config
        frames = plan.frameCount
        framePixels = config.pixelWidth * config.pixelHeight
        segments = config.segmentCount
        let states = AnimationStates(control: control, plan: plan)
        let lists = Set([0, plan.frameCount / 2, plan.frameCount - 1]).map { control.visibleList(states.state(ofFrame: $0)) }
        pictures = lists.contains { $0.commands.contains(where: \.paintsPicture) }
        paint = Self.picturePaint(control, lists)
    }

    /// What a frame's pictures may paint, in pixels: the config's bound on its shadows and
    /// gradients, or what `lists` cover in gradients, images, shadows and blurs (a photo behind
    /// a blurred bar covers the image twice), whichever is more. The audit counts it too.
    package static func picturePaint(_ control: Control, _ lists: [DisplayList]) -> Double {
        let config = control.config
        let bound = config.framePaint(atScale: config.scale, canvas: (Double(config.pixelWidth), Double(config.pixelHeight))).pixels
        return lists.map { $0.picturePixels(scale: config.scale) }.reduce(bound, max)
    }

    /// Whether a WebP of this animation gets libwebp's least effort.
    package static func webpFastest(frames: Int, framePixels: Int) -> Bool {
        Double(frames) * Double(framePixels) > Double(webpDefaultEffortPixels)
    }

    /// The units making `outputs` costs.
    package func units(_ outputs: [Output]) -> Double {
        let pixels = Double(framePixels), n = Double(frames)
        var draws = 0, encode = 0.0
        for output in outputs {
            let weight = output.weight
            draws = max(draws, weight.draws)
            encode += pictures ? weight.picture : weight.flat
            if output == .webpLossless, !Self.webpFastest(frames: frames, framePixels: framePixels) { encode += pictures ? 8 : 0.4 }
        }
        let segments = 4 * Double(self.segments)
        let frame = (pictures ? 0.25 : 0.1) * pixels + paint + segments
        return n * (draws == 0 ? segments : Double(draws) * frame + encode * pixels)
    }

    /// Why making `outputs` would cost over ``budget``, as a clause naming what counts, or nil.
    package func problem(_ outputs: [Output]) -> String? {
        let units = units(outputs)
        guard units > Double(Self.budget) else { return nil }
        let parts = [
            "\(framePixels) pixels of \(pictures ? "pictures" : "flat colour")",
            paint > 0 ? "gradients, shadows and images painting \(ControlConfig.scaleName(paint.rounded(.up)))" : nil,
            "\(segments) segment\(segments == 1 ? "" : "s")",
        ]
        return "\(frames) frames of \(parts.compactMap { $0 }.joined(separator: ", ")) would cost \(ControlConfig.scaleName(units.rounded(.up))) units to draw and encode "
            + "(a unit about a pixel of a gradient), over the budget of \(Self.budget)"
    }
}
