internal import CFontconfig
internal import CFreeType
internal import CHarfBuzz
import FoundationEssentials
import Glibc

/// The process's fonts: one FreeType library, faces opened once and shared, fontconfig lookups.
///
/// FreeType faces are not safe to use from two threads at once, so every FreeType call goes
/// through ``withFreeType(_:)``, which holds one lock.
package final class FontLibrary: @unchecked Sendable {
    package static let shared = FontLibrary()

    private let lock = Lock(recursive: true)
    private var library: FT_Library?
    private var faces: [String: FontFace] = [:]
    private var nextID = 1

    private init() {
        var lib: FT_Library?
        FT_Init_FreeType(&lib)
        library = lib
    }

    /// Runs `body` holding the FreeType lock.
    package func withFreeType<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// FreeType's version, e.g. "2.12.1".
    package var freeTypeVersion: String {
        withFreeType {
            var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
            FT_Library_Version(library, &major, &minor, &patch)
            return "\(major).\(minor).\(patch)"
        }
    }

    /// HarfBuzz's version, e.g. "6.0.0".
    package var harfBuzzVersion: String { String(cString: hb_version_string()) }

    /// The face at `index` of the font file at `path`, opened (both sides) on first use.
    package func face(path: String, index: Int = 0) throws -> FontFace {
        try withFreeType {
            let key = "\(path)#\(index)"
            if let face = faces[key] {
                try face.open()
                return face
            }
            let face = FontFace(id: nextID, path: path, index: index, library: self)
            try face.open()
            nextID += 1
            faces[key] = face
            return face
        }
    }

    /// The face at `index` of `path`, opened only when first asked about (see ``FontFace``). The
    /// file must exist; whether it reads as a font is found out then.
    func deferredFace(path: String, index: Int) throws -> FontFace {
        try withFreeType {
            let key = "\(path)#\(index)"
            if let face = faces[key] { return face }
            guard FontFace.isRegularFile(path) else { throw FontError.missingFile(path) }
            let face = FontFace(id: nextID, path: path, index: index, library: self)
            nextID += 1
            faces[key] = face
            return face
        }
    }

    /// The library faces are opened with on the calling thread; use it holding the lock.
    var freeType: FT_Library? { library }

    /// Resolves a family name (and weight) to a face: the default chain's families from their
    /// Debian files when they are there (``KnownFonts``, which fontconfig would pick too — a test
    /// keeps the table honest), anything else through fontconfig. Starting fontconfig reads its
    /// configuration and caches, about 10 ms, more than the rest of a whole `render`. Throws
    /// ``FontError/unknownFamily(_:available:)`` when fontconfig would substitute another family.
    ///
    /// `deferred` hands out a face from the table without opening it (see ``FontFace``), for a
    /// chain's fallbacks.
    package func face(family: String, weight: FontWeight = .regular, deferred: Bool = false) throws -> FontFace {
        if pinnedFolder == nil, environmentValue(Self.pinnedFontsVariable)?.isEmpty ?? true,
            let known = KnownFonts.file(family: family, weight: weight), FontFace.isRegularFile(known.path)
        {
            return deferred ? try deferredFace(path: known.path, index: known.index) : try face(path: known.path, index: known.index)
        }
        return try fontconfigFace(family: family, weight: weight)
    }

    /// What fontconfig resolves a family and weight to.
    func fontconfigFace(family: String, weight: FontWeight) throws -> FontFace {
        let (path, index) = try withFreeType { () throws -> (String, Int) in
            let config = try fontconfig()
            let pattern = FcPatternCreate()
            defer { FcPatternDestroy(pattern) }
            _ = family.withCString { name in
                name.withMemoryRebound(to: FcChar8.self, capacity: family.utf8.count + 1) {
                    FcPatternAddString(pattern, FC_FAMILY, $0)
                }
            }
            FcPatternAddInteger(pattern, FC_WEIGHT, weight.fontconfigWeight)
            FcPatternAddBool(pattern, FC_SCALABLE, 1)
            FcConfigSubstitute(config, pattern, FcMatchPattern)
            FcDefaultSubstitute(pattern)
            var result = FcResultNoMatch
            guard let match = FcFontMatch(config, pattern, &result) else {
                throw FontError.unknownFamily(family, available: similarFamilies(to: family))
            }
            defer { FcPatternDestroy(match) }
            var matchedFamilies: [String] = []
            var n: Int32 = 0
            var value: UnsafeMutablePointer<FcChar8>?
            while FcPatternGetString(match, FC_FAMILY, n, &value) == FcResultMatch, let value {
                matchedFamilies.append(String(cString: value))
                n += 1
            }
            guard matchedFamilies.contains(where: { $0.lowercased() == family.lowercased() }) else {
                throw FontError.unknownFamily(family, available: similarFamilies(to: family))
            }
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch, let file else {
                throw FontError.unknownFamily(family, available: [])
            }
            var index: Int32 = 0
            _ = FcPatternGetInteger(match, FC_INDEX, 0, &index)
            // Pinned, a default family's face must be the one the system would use, not the
            // nearest weight left in the folder (a missing or unreadable Inter-Regular.otf).
            if let folder = pinned, let expected = KnownFonts.fileWeight(family: family, weight: weight) {
                var found: Int32 = -1
                _ = FcPatternGetInteger(match, FC_WEIGHT, 0, &found)
                if found != expected.fontconfigWeight {
                    let debian = KnownFonts.file(family: family, weight: weight).map { String($0.path.split(separator: "/").last!) } ?? family
                    throw FontError.missingPinnedFace(family: family, weight: expected.rawValue, file: debian, folder: folder)
                }
            }
            return (String(cString: file), Int(index))
        }
        return try face(path: path, index: index)
    }

    /// Every installed scalable family name, sorted.
    package func installedFamilies() -> [String] {
        withFreeType {
            guard let config = try? fontconfig() else { return [] }
            let pattern = FcPatternCreate()
            let objects = FcObjectSetCreate()
            FcObjectSetAdd(objects, FC_FAMILY)
            defer {
                FcPatternDestroy(pattern)
                FcObjectSetDestroy(objects)
            }
            guard let set = FcFontList(config, pattern, objects) else { return [] }
            defer { FcFontSetDestroy(set) }
            var names = Set<String>()
            for i in 0..<Int(set.pointee.nfont) {
                var n: Int32 = 0
                var value: UnsafeMutablePointer<FcChar8>?
                while FcPatternGetString(set.pointee.fonts[i], FC_FAMILY, n, &value) == FcResultMatch, let value {
                    names.insert(String(cString: value))
                    n += 1
                }
            }
            return names.sorted()
        }
    }

    /// Up to three installed families near `family`; bounded like any did-you-mean (a name over
    /// 64 characters, or a family whose length differs by more than the edit bound, is skipped).
    private func similarFamilies(to family: String) -> [String] {
        let lowered = family.lowercased()
        guard family.utf8.count <= 256, lowered.count <= 64 else { return [] }
        let bound = max(2, lowered.count / 3)
        let scored = installedFamilies().compactMap { name -> (String, Int)? in
            let other = name.lowercased()
            guard abs(other.count - lowered.count) <= bound else { return nil }
            let distance = editDistance(other, lowered)
            return distance <= bound ? (name, distance) : nil
        }
        return Array(scored.sorted { $0.1 < $1.1 }.prefix(3).map(\.0))
    }

    /// The environment variable that pins fonts to a folder, as ``pinFonts(to:)`` does.
    package static let pinnedFontsVariable = "SEGMENT_RENDER_FONTS"

    /// The folder fonts are pinned to, or nil when fontconfig's system configuration is used.
    package var pinnedFolder: String? { withFreeType { pinned } }
    private var pinned: String?

    /// Pins fonts: from now on family names resolve only among the font files in `folder` (and its
    /// subfolders), never the system's, so a repository that commits its fonts renders the same
    /// text on every machine with the same FreeType and HarfBuzz. Call it before rendering; faces
    /// already opened stay open. `SEGMENT_RENDER_FONTS` does the same on first use.
    ///
    /// The folder is read by ``FontFolder`` (regular font files only, bounded, every file's tables
    /// checked) and fontconfig is handed the files one by one, never the folder: it then neither
    /// scans nor caches anything, so nothing hangs on a FIFO or loops on symlinks, and nothing is
    /// printed about cache folders.
    package func pinFonts(to folder: String) throws {
        let files = try FontFolder(folder).files
        try withFreeType {
            guard let created = FcConfigCreate() else { throw FontError.unusablePinnedFolder(folder, reason: "fontconfig did not start") }
            for file in files {
                let added = file.withCString { name in
                    name.withMemoryRebound(to: FcChar8.self, capacity: file.utf8.count + 1) { FcConfigAppFontAddFile(created, $0) }
                }
                guard added != 0 else {
                    FcConfigDestroy(created)
                    throw FontError.unreadablePinnedFile(file, reason: "fontconfig finds no font in it")
                }
            }
            if let config { FcConfigDestroy(config) }
            config = created
            pinned = folder
        }
    }

    private var config: OpaquePointer?
    private func fontconfig() throws -> OpaquePointer {
        if let config { return config }
        if let folder = environmentValue(Self.pinnedFontsVariable), !folder.isEmpty {
            try pinFonts(to: folder)
            if let config { return config }
        }
        guard let loaded = FcInitLoadConfigAndFonts() else {
            throw FontError.unknownFamily("(fontconfig did not start)", available: [])
        }
        config = loaded
        return loaded
    }
}

/// Levenshtein distance, for did-you-mean suggestions.
package func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}
