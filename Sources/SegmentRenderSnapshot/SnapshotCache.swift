import FoundationEssentials
import Glibc
import Raster
import SegmentRender

/// `snapshot --cache DIR`: an entry whose inputs already passed against the same golden is not
/// rendered again. The key is a SHA-256 over everything a golden's pixels depend on — the resolved
/// config (as JSON), the pixels of every image it loaded, the bytes of every font file it uses,
/// the state, scale, kind and tolerance, the golden environment (FreeType, HarfBuzz, default
/// fonts), the renderer itself (a SHA-256 of the running executable, so a build that draws
/// differently never reuses a pass) and the golden file's own bytes — so a CI cache of the folder
/// (keyed by anything; the entries name themselves) can be restored safely: a changed input is
/// simply a miss.
struct SnapshotCache: Sendable {
    let folder: URL
    let environment: String
    /// The renderer's identity: the running executable's SHA-256.
    let renderer: String

    init(folder: URL, renderer: String? = nil) throws {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw SnapshotError.cacheFolder(path: folder.path, reason: errorSentence(error))
        }
        self.folder = folder
        do {
            self.renderer = try renderer ?? FileDigests.shared.digest(of: "/proc/self/exe")
        } catch {
            throw SnapshotError.cacheKey(reason: "\(error)")
        }
        environment = try GoldenEnvironment.current().entries.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "\n")
    }

    /// The key of an item checked against `golden`, or nil when the golden does not exist (then
    /// it must be rendered: recorded or reported missing).
    /// A hash store's golden is its line (`identity`) instead of a file's bytes.
    func key(
        for control: Control, item: SnapshotRun.Item, kind: SnapshotManifest.Kind, tolerance: Tolerance, golden: URL?, identity: String? = nil
    ) throws -> String? {
        if let golden, !FileManager.default.fileExists(atPath: golden.path) { return nil }
        var hasher = SHA256()
        hasher.update(
            "segment-render snapshot cache 2\nrenderer \(renderer)\n\(kind.rawValue)\n\(item.state.map(String.init) ?? "none")\n\(ControlConfig.scaleName(control.config.scale))\n")
        hasher.update("\(tolerance.comparisonMethod) \(tolerance.maxDiffPixels ?? -1) \(tolerance.maxDiffRatio ?? -1)\n")
        hasher.update(environment)
        hasher.update(control.config.json.rendered())
        var images: [RasterImage] = [], faces: [String] = []
        Self.collect(control, images: &images, faces: &faces, depth: 0)
        for image in images {
            hasher.update("image \(image.pixels.width)x\(image.pixels.height)@\(image.scale)\n")
            hasher.update(image.pixels.straightRGBA())
        }
        for path in Set(faces).sorted() {
            hasher.update("font \(path) \(try FileDigests.shared.digest(of: path))\n")
        }
        if let golden { hasher.update("golden \(try FileDigests.shared.digest(of: golden.path, memo: false))") }
        if let identity { hasher.update("golden \(identity)") }
        return hasher.finalize()
    }

    func contains(_ key: String) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(key).path)
    }

    func store(_ key: String) throws {
        try writeAtomically([], to: folder.appendingPathComponent(key), recording: true)
    }

    /// Every image and font face a resolved control holds, found by reflection so that a new kind of
    /// asset cannot be forgotten here.
    static func collect(_ value: Any, images: inout [RasterImage], faces: inout [String], depth: Int) {
        if let image = value as? RasterImage {
            images.append(image)
            return
        }
        if let face = value as? FontFace {
            faces.append(face.path)
            return
        }
        if value is ControlConfig || value is [UInt8] || value is String || value is Framebuffer || depth > 16 { return }
        for child in Mirror(reflecting: value).children {
            collect(child.value, images: &images, faces: &faces, depth: depth + 1)
        }
    }
}

/// SHA-256 of files, each font hashed once per process.
final class FileDigests: @unchecked Sendable {
    static let shared = FileDigests()
    private let lock = Lock()
    private var known: [String: String] = [:]

    func digest(of path: String, memo: Bool = true) throws -> String {
        if memo {
            lock.lock()
            let hit = known[path]
            lock.unlock()
            if let hit { return hit }
        }
        let digest = try SHA256.hex(ofFile: path)
        if memo {
            lock.lock()
            known[path] = digest
            lock.unlock()
        }
        return digest
    }
}
