import FoundationEssentials
import Glibc
import Raster

/// An image named in a config, with its `@2x`/`@3x` variants, as UIImage finds them: for
/// `icons/home.png`, the files `icons/home@2x.png` and `icons/home@3x.png` beside it are used for
/// 2x and 3x renders. A name that already ends in `@2x` or `@3x` is that one scale only.
package struct ImageAsset: Sendable, Hashable {
    /// The path as the config gives it.
    package let name: String
    /// Decoded images by their scale.
    package let variants: [Int: RasterImage]

    package init(name: String, variants: [Int: RasterImage]) {
        precondition(!variants.isEmpty)
        self.name = name
        self.variants = variants
    }

    /// The variant for a render at `scale`: that scale when present, else the nearest higher
    /// (downsampling keeps detail), else the nearest lower.
    package func image(forScale scale: Double) -> RasterImage {
        variants[variantScale(for: scale, among: variants.keys)]!
    }

    /// Loads the file `name` (relative to `baseDirectory`) and its variants. Errors name `keyPath`.
    static func load(_ name: String, baseDirectory: String, file: String, keyPath: String) throws -> ImageAsset {
        func fail(_ message: String) -> ConfigError { ConfigError(file: file, keyPath: keyPath, problem: .image(message)) }
        if name.hasPrefix(BuiltInAssets.prefix) {
            let short = String(name.dropFirst(BuiltInAssets.prefix.count))
            guard let asset = BuiltInAssets.named(short) else {
                let names = BuiltInAssets.all.map(\.name)
                throw ConfigError(
                    file: file, keyPath: keyPath,
                    problem: .unknownBuiltInImage(Quoted.cut(short), suggestion: closest(to: short, in: names), images: names))
            }
            return builtIn(asset)
        }
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
            guard let data = try? FileBytes.read(candidate.path, limit: 64 * 1024 * 1024) else {
                throw fail("the image '\(candidate.lastPathComponent)' cannot be read")
            }
            let decoded: DecodedImage
            do {
                decoded = try PNGCodec.decode(data, pixelBudget: ControlConfig.pixelBudget)
            } catch let error as PNGError {
                throw fail("the image '\(relative(candidate, to: baseDirectory))' cannot be used: \(error.description)")
            }
            variants[scale] = RasterImage(pixels: decoded.framebuffer, scale: scale, name: candidate.lastPathComponent)
        }
        guard !variants.isEmpty else { throw fail("the image '\(name)' does not exist (looked in \(folder.path))") }
        return ImageAsset(name: name, variants: variants)
    }

    /// A built-in image at every scale, drawn once per process.
    static func builtIn(_ asset: BuiltInAssets.Asset) -> ImageAsset {
        BuiltInCache.shared.asset(asset)
    }

    private static func relative(_ url: URL, to base: String) -> String {
        let path = url.path
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }
}

/// Built-in images are drawn once per process and shared.
final class BuiltInCache: @unchecked Sendable {
    static let shared = BuiltInCache()
    private let lock = Lock()
    private var assets: [String: ImageAsset] = [:]

    func asset(_ asset: BuiltInAssets.Asset) -> ImageAsset {
        lock.lock()
        defer { lock.unlock() }
        if let known = assets[asset.name] { return known }
        var variants: [Int: RasterImage] = [:]
        for scale in 1...3 { variants[scale] = BuiltInAssets.image(asset, scale: scale) }
        let made = ImageAsset(name: BuiltInAssets.prefix + asset.name, variants: variants)
        assets[asset.name] = made
        return made
    }
}
