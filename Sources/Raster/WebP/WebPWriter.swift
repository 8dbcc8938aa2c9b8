internal import CWebP
import FoundationEssentials
import Glibc

/// Builds an animated WebP one frame at a time with libwebp's animation encoder, which crops each
/// frame to what changed and picks its blending and disposal. Owns the encoder; nothing else in
/// Raster calls libwebp.
///
/// Frame k starts at round(1000 k / fps) ms and the last ends at round(1000 n / fps) ms, so
/// rounding never accumulates: at 60 fps frames last 17, 16, 17, 17, 16, 17… ms. Frames equal to
/// the one before are folded into it by the encoder (one longer frame; the picture at every
/// moment is the same). Encoding runs on the calling thread, so bytes do not depend on timing.
package final class WebPWriter {
    private let encoder: OpaquePointer
    private let width: Int, height: Int, fps: Int
    private var config = WebPConfig()
    private var frames = 0

    /// - Parameters:
    ///   - loops: how many times the animation plays, 0 for ever.
    ///   - fastest: libwebp's least effort (method 0; lossless at quality 0): on frames whose every
    ///     pixel changes about 9 times as fast lossless; files a sixth larger on UI art, up to
    ///     twice as large on busy gradients.
    package init(width: Int, height: Int, fps: Int, loops: Int, compression: WebPCompression, fastest: Bool = false) throws {
        guard width >= 1, height >= 1, width <= WebP.maxSide, height <= WebP.maxSide else { throw WebPError.tooLarge(width: width, height: height) }
        guard WebPConfigInit(&config) != 0 else { throw WebPError.encoder(message: "libwebp's version does not match its headers") }
        switch compression {
        case .lossless:
            config.lossless = 1
            config.exact = 1
        case .lossy(let quality):
            guard WebPCompression.qualityRange.contains(quality) else { throw WebPError.qualityOutOfRange(quality) }
            config.quality = Float(quality)
            config.use_sharp_yuv = 1
        }
        config.thread_level = 0
        if fastest {
            config.method = 0
            if config.lossless == 1 { config.quality = 0 }
        }
        guard WebPValidateConfig(&config) != 0 else { throw WebPError.encoder(message: "invalid configuration") }
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0 else { throw WebPError.encoder(message: "libwebpmux's version does not match its headers") }
        options.anim_params.loop_count = Int32(clamping: loops)
        options.anim_params.bgcolor = 0
        guard let encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &options) else { throw WebPError.encoder(message: "out of memory") }
        self.encoder = encoder
        self.width = width
        self.height = height
        self.fps = max(1, fps)
    }

    deinit { WebPAnimEncoderDelete(encoder) }

    /// When frame `k` starts, in milliseconds.
    package static func timestamp(ofFrame k: Int, fps: Int) -> Int { (2000 * k / max(1, fps) + 1) / 2 }

    /// Adds the next frame.
    package func append(_ image: DecodedImage) throws {
        guard image.width == width, image.height == height, image.rgba.count == width * height * 4 else { throw WebPError.framesDifferInSize }
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else { throw WebPError.encoder(message: "libwebp's version does not match its headers") }
        picture.use_argb = 1
        picture.width = Int32(width)
        picture.height = Int32(height)
        defer { WebPPictureFree(&picture) }
        let imported = image.rgba.withUnsafeBufferPointer { WebPPictureImportRGBA(&picture, $0.baseAddress, Int32(width * 4)) }
        guard imported != 0 else { throw WebPError.encoder(message: "out of memory") }
        guard WebPAnimEncoderAdd(encoder, &picture, Int32(clamping: Self.timestamp(ofFrame: frames, fps: fps)), &config) != 0 else {
            throw WebPError.encoder(message: error(default: "a frame was refused"))
        }
        frames += 1
    }

    /// Ends the last frame and returns the file's bytes.
    package func finish() throws -> [UInt8] {
        guard frames > 0 else { throw WebPError.noFrames }
        guard WebPAnimEncoderAdd(encoder, nil, Int32(clamping: Self.timestamp(ofFrame: frames, fps: fps)), nil) != 0 else {
            throw WebPError.encoder(message: error(default: "the animation could not be ended"))
        }
        var data = WebPData()
        guard WebPAnimEncoderAssemble(encoder, &data) != 0 else { throw WebPError.encoder(message: error(default: "the file could not be assembled")) }
        defer { WebPDataClear(&data) }
        return [UInt8](UnsafeBufferPointer(start: data.bytes, count: data.size))
    }

    private func error(default fallback: String) -> String {
        guard let message = WebPAnimEncoderGetError(encoder), message.pointee != 0 else { return fallback }
        return String(cString: message)
    }
}
