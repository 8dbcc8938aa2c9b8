internal import CGIF

/// What goes wrong writing a GIF: the GIF stage's one error type.
public enum GIFError: Error, Equatable, CustomStringConvertible {
    /// An animation with no frame.
    case noFrames
    /// Frames of different sizes in one animation.
    case framesDifferInSize
    /// GIF stores sizes in 16 bits.
    case tooLarge(width: Int, height: Int)
    /// giflib refused (its error code and message).
    case encoder(code: Int, message: String)

    public var description: String {
        switch self {
        case .noFrames: return "an animation needs at least one frame"
        case .framesDifferInSize: return "every frame of an animation must have the same size"
        case .tooLarge(let width, let height): return "a GIF is at most 65,535 px a side; this one is \(width)×\(height) px"
        case .encoder(let code, let message): return "the GIF encoder failed: \(message) (giflib error \(code))"
        }
    }
}

/// Builds an animated GIF one frame at a time, with one palette (``GIFPalette``) made beforehand
/// from every frame.
///
/// Frame 0 covers the canvas; each later frame only the box of pixels that differ from what the
/// canvas shows, drawn over it (disposal "leave in place"). When a pixel must turn transparent,
/// which drawing over cannot do, the frame before is disposed "to background" (cleared to
/// transparent, as browsers and decoders do) — over its whole canvas when the pixel lies outside
/// its box — and the next frame redraws what that cleared. So the writer holds one frame back
/// until it knows the next.
///
/// Inside a frame's box, a pixel that already shows its colour is written with the transparent
/// entry (drawing it changes nothing), so what did not change becomes long runs of one index,
/// which compress to little; an animation's palette keeps an entry for this (255 colours then,
/// where 256 would fit).
///
/// A frame whose colours are not all in the palette but number 256 or fewer (with transparency)
/// gets a local palette of exactly them. Delays are in centiseconds, rounded so that frame k ends
/// at round(100 (k + 1) / fps) cs: at 60 fps they run 2, 2, 1, 2, 2, 1… (browsers show delays
/// under 2 cs as 10 cs; 50 fps gives every frame 2 cs).
package struct GIFWriter {
    private let encoder: GIFEncoder
    private let width: Int, height: Int, fps: Int, matte: UInt32
    private var global: GIFPaletteMapper
    /// What the canvas shows once the frames written so far and the held one are drawn: palette
    /// keys (``GIFPalette/key(_:_:_:_:)``).
    private var canvas: [UInt32] = []
    /// The frame held back: its index and box (its pixels are `canvas`'s).
    private var held: (index: Int, box: PixelBox)?
    /// What a viewer shows before the held frame is drawn: each pixel's colour,
    /// `0xFF000000 | 0xRRGGBB`, or 0 where nothing is.
    private var shown: [UInt32] = []
    private var frames = 0

    /// - Parameters:
    ///   - palette: made from every frame, with the same `matte`.
    ///   - loops: how many times the animation plays, 0 for ever.
    ///   - matte: what partly transparent pixels are blended over, `0xRRGGBB`.
    package init(width: Int, height: Int, palette: GIFPalette, dither: GIFDither, fps: Int, loops: Int, matte: UInt32 = 0xFF_FFFF) throws {
        guard width <= 65535, height <= 65535 else { throw GIFError.tooLarge(width: width, height: height) }
        self.width = width
        self.height = height
        self.fps = max(1, fps)
        self.matte = matte
        // A transparent entry, when there is room for one, lets a frame leave the pixels it does
        // not change as they are: long runs of one index, which LZW packs into little. (An
        // animation's palette reserves one: ``GIFPalette/init(_:transparentEntry:)``.)
        var palette = palette
        if !palette.hasTransparency, palette.colors.count < GIFPalette.capacity(transparency: false) { palette.hasTransparency = true }
        global = GIFPaletteMapper(palette, dither: dither)
        shown = [UInt32](repeating: 0, count: width * height)
        encoder = try GIFEncoder()
        try encoder.screen(width: width, height: height, palette: global.palette)
        if loops != 1 { try encoder.loop(repeats: loops == 0 ? 0 : min(loops - 1, 65535)) }
    }

    /// How long frame `k` shows at `fps`, in centiseconds.
    package static func delay(ofFrame k: Int, fps: Int) -> Int {
        let end = (200 * (k + 1) + fps) / (2 * fps), start = (200 * k + fps) / (2 * fps)
        return end - start
    }

    package mutating func append(_ image: DecodedImage) throws {
        if frames > 0 { guard image.width == width, image.height == height else { throw GIFError.framesDifferInSize } }
        let target = Self.keys(image, matte: matte)
        frames += 1
        guard let held else {
            canvas = target
            self.held = (0, PixelBox(x0: 0, y0: 0, x1: width, y1: height))
            return
        }
        var box = held.box, disposal = DISPOSE_DO_NOT
        if mustClear(from: canvas, to: target, outside: nil) {
            disposal = DISPOSE_BACKGROUND
            if mustClear(from: canvas, to: target, outside: box) { box = PixelBox(x0: 0, y0: 0, x1: width, y1: height) }
        }
        try write(box, index: held.index, disposal: disposal)
        if disposal == DISPOSE_BACKGROUND {
            for y in box.y0..<box.y1 { for x in box.x0..<box.x1 { canvas[y * width + x] = 0 } }
        }
        self.held = (frames - 1, changedBox(from: canvas, to: target))
        canvas = target
    }

    /// The GIF's bytes, once every frame is appended.
    package mutating func finish() throws -> [UInt8] {
        guard let held else { throw GIFError.noFrames }
        try write(held.box, index: held.index, disposal: DISPOSE_DO_NOT)
        self.held = nil
        return try encoder.finish()
    }

    /// Whether some pixel visible on `canvas` is transparent in `target` (only outside `box` when
    /// one is given).
    private func mustClear(from canvas: [UInt32], to target: [UInt32], outside box: PixelBox?) -> Bool {
        for y in 0..<height {
            for x in 0..<width where canvas[y * width + x] != 0 && target[y * width + x] == 0 {
                guard let box else { return true }
                if x < box.x0 || x >= box.x1 || y < box.y0 || y >= box.y1 { return true }
            }
        }
        return false
    }

    /// The box of pixels that differ (one pixel when none does: every frame needs an image).
    private func changedBox(from a: [UInt32], to b: [UInt32]) -> PixelBox {
        var x0 = width, y0 = height, x1 = 0, y1 = 0
        for y in 0..<height {
            for x in 0..<width where a[y * width + x] != b[y * width + x] {
                x0 = min(x0, x)
                y0 = min(y0, y)
                x1 = max(x1, x + 1)
                y1 = max(y1, y + 1)
            }
        }
        return x1 > x0 ? PixelBox(x0: x0, y0: y0, x1: x1, y1: y1) : PixelBox(x0: 0, y0: 0, x1: 1, y1: 1)
    }

    /// Writes the held frame: `canvas` inside `box`, through the global palette or a local one.
    private mutating func write(_ box: PixelBox, index: Int, disposal: Int32) throws {
        var keys = Set<UInt32>()
        var last: UInt32 = 1  // no key is 1
        for y in box.y0..<box.y1 {
            for x in box.x0..<box.x1 where canvas[y * width + x] != last {
                last = canvas[y * width + x]
                keys.insert(last)
            }
        }
        var local: GIFPaletteMapper?
        if !global.holdsExactly(keys) {
            let colors = keys.filter { $0 != 0 }.map { $0 & 0xFF_FFFF }
            // A transparent entry when a pixel needs it, or when there is room (see init).
            let transparency = keys.contains(0) || colors.count < GIFPalette.capacity(transparency: false)
            if colors.count <= GIFPalette.capacity(transparency: transparency) {
                var counts: [UInt32: Int] = [:]
                for y in box.y0..<box.y1 { for x in box.x0..<box.x1 where canvas[y * width + x] != 0 { counts[canvas[y * width + x] & 0xFF_FFFF, default: 0] += 1 } }
                let entries = counts.map { (color: $0.key, count: $0.value) }.sorted { $0.color < $1.color }
                let palette = GIFPalette(exactly: GIFPalette.medianCut(entries, capacity: GIFPalette.capacity(transparency: transparency)), transparency: transparency)
                local = GIFPaletteMapper(palette, dither: .none)
            }
        }
        var mapper = local ?? global
        let palette = mapper.palette
        let undithered = mapper.dither == .none
        // An entry's colour as shown (0 for the transparent one); a pixel whose colour is already
        // shown there is written transparent instead: the same picture, in fewer bytes.
        let colors = palette.colors.map { 0xFF00_0000 | $0 } + (palette.hasTransparency ? [0] : [])
        let keep = palette.transparentIndex.map(UInt8.init)
        try encoder.frame(box, delay: Self.delay(ofFrame: index, fps: fps), disposal: disposal, palette: palette, local: local != nil) { y, row in
            var last: (key: UInt32, index: UInt8) = (1, 0)  // no key is 1
            for x in box.x0..<box.x1 {
                let key = canvas[y * width + x]
                if key != last.key || !undithered { last = (key, mapper.index(key, x: x, y: y)) }
                let color = colors[Int(last.index)]
                if let keep, color == shown[y * width + x] {
                    row[x - box.x0] = keep
                } else {
                    row[x - box.x0] = last.index
                    shown[y * width + x] = color
                }
            }
        }
        if disposal == DISPOSE_BACKGROUND {
            for y in box.y0..<box.y1 { for x in box.x0..<box.x1 { shown[y * width + x] = 0 } }
        }
        if local == nil { global = mapper }  // keeps what it learned
    }

    /// Every pixel's palette key.
    static func keys(_ image: DecodedImage, matte: UInt32) -> [UInt32] {
        var keys = [UInt32](repeating: 0, count: image.width * image.height)
        image.rgba.withUnsafeBufferPointer { p in
            for i in 0..<keys.count { keys[i] = GIFPalette.key(p[4 * i], p[4 * i + 1], p[4 * i + 2], p[4 * i + 3], matte: matte) }
        }
        return keys
    }
}
