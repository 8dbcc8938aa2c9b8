/// An ordered list of faces: each character is drawn with the first face that has a glyph for it.
///
/// The default chain is explicit, so the same text picks the same fonts on every machine that has
/// the packages: Inter (`fonts-inter`), Noto Sans CJK SC (`fonts-noto-cjk`), DejaVu Sans
/// (`fonts-dejavu-core`). A config's own font goes in front of it.
public struct FontChain: Sendable, Hashable {
    /// The faces, first choice first.
    public let faces: [FontFace]

    /// A chain that tries `faces` in order for each character.
    public init(faces: [FontFace]) {
        precondition(!faces.isEmpty, "a font chain needs at least one face")
        self.faces = faces
    }

    /// The face a title's own metrics (its descender, for HMSegmentedControl's title height) come from.
    public var primary: FontFace { faces[0] }

    /// The default chain's families, each with the Debian package that installs it.
    public static let defaultFamilies: [(family: String, package: String)] = [
        ("Inter", "fonts-inter"),
        ("Noto Sans CJK SC", "fonts-noto-cjk"),
        ("DejaVu Sans", "fonts-dejavu-core"),
    ]

    /// The default chain at `weight`, optionally behind a face of the caller's own.
    ///
    /// `styleFamily`: a family a style draws with unless the config names a font (Roboto for
    /// Material 3), in front of the chain; missing, it is the same error as a default family's.
    package static func standard(
        weight: FontWeight = .regular, primary: FontFace? = nil, styleFamily: (family: String, package: String)? = nil,
        library: FontLibrary = .shared
    ) throws -> FontChain {
        var faces: [FontFace] = primary.map { [$0] } ?? []
        let families = (primary == nil ? styleFamily.map { [$0] } ?? [] : []) + defaultFamilies
        for (family, package) in families {
            do {
                // Only the first face is always needed (a title's metrics); the rest open when a
                // character reaches them.
                let face = try library.face(family: family, weight: weight, deferred: !faces.isEmpty)
                if !faces.contains(face) { faces.append(face) }
            } catch FontError.unknownFamily {
                if let folder = library.pinnedFolder { throw FontError.missingPinnedFont(family: family, folder: folder) }
                throw FontError.missingDefaultFont(family: family, debianPackage: package)
            }
        }
        return FontChain(faces: faces)
    }

    /// The faces `text` is drawn with, each once, in the order its characters first reach them.
    public func faces<Text: StringProtocol>(for text: Text) -> [FontFace] {
        var used: [FontFace] = []
        for cluster in text {
            let face = face(for: cluster)
            if !used.contains(face) { used.append(face) }
        }
        return used
    }

    /// The face for one grapheme cluster: the first that has every scalar of it (default-ignorable
    /// joiners and variation selectors aside), else the primary face.
    func face(for cluster: Character) -> FontFace {
        let scalars = cluster.unicodeScalars.filter { !$0.properties.isDefaultIgnorableCodePoint }
        if scalars.isEmpty { return primary }
        for face in faces where scalars.allSatisfy(face.hasGlyph(for:)) { return face }
        // No face has all of it: take the first face that has its base character.
        if let base = scalars.first, let face = faces.first(where: { $0.hasGlyph(for: base) }) { return face }
        return primary
    }
}
