import Raster

/// `segmentBackgroundImages` with every image loaded and made resizable for each scale it has.
/// A position with only a `selected` image draws nothing when not selected.
package struct ResolvedBackgrounds: Sendable {
    /// One image resizable at each asset scale.
    package struct Variants: Sendable {
        var byScale: [Int: ResizableImage]
        package func image(forScale scale: Double) -> ResizableImage {
            byScale[variantScale(for: scale, among: byScale.keys)]!
        }
    }

    struct Pair: Sendable {
        var normal: Variants?
        var selected: Variants?
    }

    var left: Pair?, middle: Pair?, right: Pair?, single: Pair?

    init(_ spec: SegmentBackgroundImages, file: String, load: (String, String) throws -> ImageAsset) throws {
        func resolve(_ image: BackgroundImage?, _ keyPath: String) throws -> Variants? {
            guard let image else { return nil }
            let asset = try load(image.image, keyPath + ".image")
            var byScale: [Int: ResizableImage] = [:]
            for (scale, raster) in asset.variants {
                do {
                    switch image.stretch {
                    case let .capInsets(insets, mode):
                        byScale[scale] = try ResizableImage(image: raster, capInsets: insets, mode: mode)
                    case let .legacyCaps(left, top):
                        byScale[scale] = try ResizableImage(image: raster, leftCapWidth: left, topCapHeight: top)
                    case .ninePatch:
                        let decoded = DecodedImage(raster.pixels)
                        byScale[scale] = try ResizableImage.ninePatch(decoded, scale: scale, name: raster.name)
                    }
                } catch let error as ResizableImageError {
                    let key: String
                    switch image.stretch {
                    case .capInsets: key = keyPath + ".capInsets"
                    case .legacyCaps: key = keyPath
                    case .ninePatch: key = keyPath + ".image"
                    }
                    throw ConfigError(file: file, keyPath: key, problem: .image("\(raster.name): \(error.description)"))
                }
            }
            return Variants(byScale: byScale)
        }
        func pair(_ images: SegmentBackgroundImages.StateImages?, _ name: String) throws -> Pair? {
            guard let images else { return nil }
            let key = "segmentBackgroundImages.\(name)"
            return Pair(normal: try resolve(images.normal, key + ".normal"), selected: try resolve(images.selected, key + ".selected"))
        }
        left = try pair(spec.left, "left")
        middle = try pair(spec.middle, "middle")
        right = try pair(spec.right, "right")
        single = try pair(spec.single, "single")
    }

    /// The background of segment `index` of `count`, selected or not: `single` for a lone segment,
    /// `left`/`right` at the ends, `middle` otherwise and for any position not given; a missing
    /// selected image falls back to the normal one.
    package func image(forSegment index: Int, count: Int, selected: Bool, scale: Double) -> ResizableImage? {
        var pair: Pair?
        if count == 1 { pair = single }
        if pair == nil, index == 0 { pair = left }
        if pair == nil, index == count - 1, count > 1 { pair = right }
        if pair == nil { pair = middle }
        guard let pair else { return nil }
        let chosen = selected ? (pair.selected ?? pair.normal) : pair.normal
        return chosen?.image(forScale: scale)
    }
}
