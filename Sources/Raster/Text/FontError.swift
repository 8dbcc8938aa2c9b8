/// Why a font could not be found or loaded.
public enum FontError: Error, CustomStringConvertible, Equatable {
    /// fontconfig knows no font of this family (or it matched another family instead).
    case unknownFamily(String, available: [String])
    /// A font file that does not exist.
    case missingFile(String)
    /// A file FreeType or HarfBuzz could not read as a font.
    case unreadableFile(String, reason: String)
    /// One of the fonts of the default chain is not installed.
    case missingDefaultFont(family: String, debianPackage: String)
    /// Fonts are pinned to a folder that lacks one of the default chain's families.
    case missingPinnedFont(family: String, folder: String)
    /// The pinned fonts folder cannot be used.
    case unusablePinnedFolder(String, reason: String)
    /// A font file in the pinned folder is empty, truncated or not a font.
    case unreadablePinnedFile(String, reason: String)
    /// The pinned folder has the family, but not the face of the weight the render needs.
    case missingPinnedFace(family: String, weight: String, file: String, folder: String)

    public var description: String {
        switch self {
        case let .unknownFamily(family, available):
            let shown = family.count > 80 ? String(family.prefix(80)) + "… (\(family.utf8.count) bytes)" : family
            var text = "no font family named '\(shown)' is installed"
            if !available.isEmpty { text += " (did you mean \(available.map { "'\($0)'" }.joined(separator: " or "))?)" }
            return text
        case let .missingFile(path):
            return "the font file '\(path)' does not exist"
        case let .unreadableFile(path, reason):
            return "the font file '\(path)' could not be read as a font: \(reason)"
        case let .missingDefaultFont(family, package):
            return "the default font '\(family)' is not installed (Debian package \(package))"
        case let .missingPinnedFont(family, folder):
            return "the pinned fonts folder '\(folder)' has no font of the default family '\(family)'; add its files there"
        case let .unusablePinnedFolder(folder, reason):
            return "the pinned fonts folder '\(folder)' cannot be used: \(reason)"
        case let .unreadablePinnedFile(path, reason):
            return "the pinned font '\(path)' cannot be used: \(reason)"
        case let .missingPinnedFace(family, weight, file, folder):
            return "the pinned fonts folder '\(folder)' has no \(weight) face of '\(family)' (\(file) on Debian); add it there"
        }
    }
}
