import Foundation
import Raster

/// How one state of a title is drawn: a font chain, a size in points and a colour.
public struct TitleStyle: Sendable, Hashable {
    public var chain: FontChain
    public var fontSize: Double
    public var color: RGBA8
}

/// A checked config with its fonts resolved: everything layout and drawing need.
public struct Control: Sendable {
    public var config: ControlConfig
    /// Where the config came from, for messages.
    public var source: String
    public var normalStyle: TitleStyle
    public var selectedStyle: TitleStyle
    /// `sectionImages`, loaded (empty for the text type).
    public var images: [ImageAsset] = []
    /// `sectionSelectedImages`, loaded.
    public var selectedImages: [ImageAsset] = []

    /// Resolves the config's fonts. `baseDirectory` anchors relative font paths.
    public init(config: ControlConfig, source: String, baseDirectory: String) throws {
        self.config = config
        self.source = source
        let normal = TextAttributes.hmDefault.merging(config.titleTextAttributes)
        let selected = normal.merging(config.selectedTitleTextAttributes)
        var chains: [String: FontChain] = [:]
        func chain(for font: String?, keyPath: String) throws -> FontChain {
            let key = font ?? ""
            if let known = chains[key] { return known }
            do {
                let made = try Control.fontChain(font, baseDirectory: baseDirectory)
                chains[key] = made
                return made
            } catch let error as FontError {
                throw ConfigError(file: source, keyPath: keyPath, message: error.description)
            }
        }
        let normalPath = "titleTextAttributes.font"
        let selectedPath = config.selectedTitleTextAttributes.font == nil ? normalPath : "selectedTitleTextAttributes.font"
        normalStyle = TitleStyle(chain: try chain(for: normal.font, keyPath: normalPath),
                                 fontSize: normal.fontSize!, color: normal.color!)
        selectedStyle = TitleStyle(chain: try chain(for: selected.font, keyPath: selectedPath),
                                   fontSize: selected.fontSize!, color: selected.color!)
        if config.type != .text {
            var cache: [String: ImageAsset] = [:]
            func load(_ names: [String], key: String) throws -> [ImageAsset] {
                try names.enumerated().map { i, name in
                    if let known = cache[name] { return known }
                    let asset = try ImageAsset.load(name, baseDirectory: baseDirectory, file: source, keyPath: "\(key)[\(i)]")
                    cache[name] = asset
                    return asset
                }
            }
            images = try load(config.sectionImages, key: "sectionImages")
            selectedImages = try load(config.sectionSelectedImages, key: "sectionSelectedImages")
        }
    }

    /// A font names a file when it has a slash or a font file extension; otherwise a family.
    static func fontChain(_ font: String?, baseDirectory: String) throws -> FontChain {
        guard let font else { return try FontChain.standard() }
        let lowered = font.lowercased()
        let isPath = font.contains("/") || [".ttf", ".otf", ".ttc", ".otc"].contains(where: lowered.hasSuffix)
        if isPath {
            let path = font.hasPrefix("/") ? font : URL(fileURLWithPath: baseDirectory).appendingPathComponent(font).path
            return try FontChain.standard(primary: FontLibrary.shared.face(path: path))
        }
        return try FontChain.standard(primary: FontLibrary.shared.face(family: font))
    }

    /// The image segment `index` shows when `selection` is selected: the selected image when there
    /// is one for it (a shorter `sectionSelectedImages` falls back to the normal image), else the
    /// normal one; nil for the text type.
    public func image(forSegment index: Int, selection: Int?, scale: Int) -> RasterImage? {
        guard index < images.count else { return nil }
        if index == selection, index < selectedImages.count { return selectedImages[index].image(forScale: scale) }
        return images[index].image(forScale: scale)
    }

    /// The style segment `index` is drawn with when `selection` is selected.
    public func style(forSegment index: Int, selection: Int?) -> TitleStyle {
        index == selection ? selectedStyle : normalStyle
    }
}
