import Foundation
import Raster

/// An image named in a config, with its `@2x`/`@3x` variants, as UIImage finds them: for
/// `icons/home.png`, the files `icons/home@2x.png` and `icons/home@3x.png` beside it are used for
/// 2x and 3x renders. A name that already ends in `@2x` or `@3x` is that one scale only.
public struct ImageAsset: Sendable, Hashable {
    /// The path as the config gives it.
    public let name: String
    /// Decoded images by their scale.
    public let variants: [Int: RasterImage]

    public init(name: String, variants: [Int: RasterImage]) {
        precondition(!variants.isEmpty)
        self.name = name
        self.variants = variants
    }

    /// The variant for a render at `scale`: that scale when present, else the nearest higher
    /// (downsampling keeps detail), else the nearest lower.
    public func image(forScale scale: Int) -> RasterImage {
        if let exact = variants[scale] { return exact }
        let scales = variants.keys.sorted()
        let pick = scales.first(where: { $0 > scale }) ?? scales.last!
        return variants[pick]!
    }

    /// Loads the file `name` (relative to `baseDirectory`) and its variants. Errors name `keyPath`.
    static func load(_ name: String, baseDirectory: String, file: String, keyPath: String) throws -> ImageAsset {
        func fail(_ message: String) -> ConfigError { ConfigError(file: file, keyPath: keyPath, message: message) }
        let url = name.hasPrefix("/") ? URL(fileURLWithPath: name) : URL(fileURLWithPath: baseDirectory).appendingPathComponent(name)
        let ext = url.pathExtension
        let stem = url.deletingPathExtension().lastPathComponent
        let folder = url.deletingLastPathComponent()
        var candidates: [(Int, URL)] = []
        if let explicit = [2, 3].first(where: { stem.hasSuffix("@\($0)x") }) {
            candidates = [(explicit, url)]
        } else {
            candidates = [(1, url)]
            for s in [2, 3] {
                let variant = folder.appendingPathComponent("\(stem)@\(s)x" + (ext.isEmpty ? "" : ".\(ext)"))
                candidates.append((s, variant))
            }
        }
        var variants: [Int: RasterImage] = [:]
        for (scale, candidate) in candidates where FileManager.default.fileExists(atPath: candidate.path) {
            guard let data = try? Data(contentsOf: candidate) else {
                throw fail("the image '\(candidate.lastPathComponent)' cannot be read")
            }
            let decoded: DecodedImage
            do {
                decoded = try PNGCodec.decode([UInt8](data), pixelBudget: ControlConfig.pixelBudget)
            } catch let error as PNGError {
                throw fail("the image '\(relative(candidate, to: baseDirectory))' cannot be used: \(error.description)")
            }
            variants[scale] = RasterImage(pixels: decoded.framebuffer, scale: scale, name: candidate.lastPathComponent)
        }
        guard !variants.isEmpty else { throw fail("the image '\(name)' does not exist (looked in \(folder.path))") }
        return ImageAsset(name: name, variants: variants)
    }

    private static func relative(_ url: URL, to base: String) -> String {
        let path = url.path
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }
}
