import FoundationEssentials
import Glibc
import Raster
import SegmentRender

/// Checks one image against its golden file: compares decoded pixels, records when the mode says
/// so (atomically, touching nothing else), and on a failure writes `<name>.actual.png`,
/// `<name>.expected.png` and `<name>.diff.png` (expected | changed pixels in red | actual) into an
/// artifacts folder. `snapshot`, `SegmentRenderTesting.assertGolden` and our own golden tests all
/// go through here.
public struct GoldenCheck: Sendable {
    /// What checking a picture (or layout text) against its golden found.
    public enum Outcome: Sendable {
        /// The image matched its golden.
        case passed(ImageMatch)
        /// The golden was written (it was missing, or the mode re-records).
        case recorded(path: String, replaced: Bool)
        /// No golden exists and the mode does not record.
        case missing(path: String)
        /// The image does not match; artifacts were written.
        case failed(ImageMatch, Artifacts)
        /// The golden exists but cannot be read as a PNG.
        case unreadable(path: String, reason: String)
        /// A text golden (layout JSON) differs; `summary` names the first differing line.
        case textFailed(summary: String, Artifacts)
        /// An animation golden differs; `summary` names the frames (and their times) that differ,
        /// or the frame count, delays or loop count.
        case animationFailed(summary: String, Artifacts)
        /// A golden kept as a hash (`"store": "hash"`) differs; `summary` says what can be told
        /// without the recorded picture (its size, whether the elements changed).
        case hashFailed(summary: String, Artifacts)

        /// A pixel or text mismatch (not missing, recorded or unreadable).
        public var isFailure: Bool {
            switch self {
            case .failed, .textFailed, .animationFailed, .hashFailed: return true
            case .passed, .recorded, .missing, .unreadable: return false
            }
        }
    }

    /// Where a failure's pictures (or texts) went.
    public struct Artifacts: Sendable {
        /// The actual picture (or text) written.
        public var actual: String
        /// A copy of the golden, when there is one.
        public var expected: String?
        /// The picture (or text) of what changed, when both exist.
        public var diff: String?
        /// What changed in the elements' own terms, when the check knew what it drew (``Attribution``).
        package var attribution: Attribution?
    }

    package var mode: RecordMode
    package var tolerance: Tolerance
    /// Where failures' pictures go.
    package var artifacts: URL
    /// How recorded goldens are compressed (artifacts use `default`).
    package var compression: PNGCompression = .small
    /// The goldens folder the manifest names: a golden whose folder resolves outside it is neither
    /// read nor recorded (``ConfinedFile``). Nil checks each golden against its own folder only.
    package var folder: URL?
    /// A golden file is read up to this size.
    package static let maxGoldenSize = 256 << 20

    package init(mode: RecordMode, tolerance: Tolerance = .exact, artifacts: URL) {
        self.mode = mode
        self.tolerance = tolerance
        self.artifacts = artifacts
    }

    /// The default artifacts folder: `SEGMENT_RENDER_ARTIFACTS`, else `snapshot-artifacts/`.
    package static var defaultArtifacts: URL {
        URL(fileURLWithPath: ProcessInfo.processInfo.environment["SEGMENT_RENDER_ARTIFACTS"] ?? "snapshot-artifacts")
    }

    /// Checks `actual` against the golden at `golden`; `name` names the artifacts. Artifacts a
    /// previous run left for `name` are removed first, so the folder only ever shows this run's failures.
    ///
    /// With a `subject` (what drew the picture), recording a golden also writes its sidecar
    /// (``ElementSidecar``) — as does a pass in a recording mode when the sidecar is missing — and a
    /// failure says which elements changed (``Attribution``) and outlines them on the diff panel.
    package func check(_ actual: DecodedImage, golden: URL, name: String, subject: ElementSidecar.Subject? = nil) throws -> Outcome {
        removeStaleArtifacts(name: name)
        let recordWithSidecar = {
            let png = try record(actual, to: golden)
            if let subject { try writeSidecar(try subject.describe().sidecar, for: golden, png: png, pixels: actual) }
        }
        if let early = try recordedOrMissing(golden, record: recordWithSidecar) { return early }
        let png: [UInt8]
        do { png = try readGolden(golden) } catch { return .unreadable(path: golden.path, reason: error.description) }
        // The sidecar's digest settles a pass without decoding the golden: the file is the one it
        // describes, and the render's pixels are the ones it had.
        if let digest = ElementSidecar.goldenDigest(besides: golden), digest.png == SHA256.hex(png), digest.pixels == HashStore.canonicalDigest(actual) {
            return .passed(.identicalPixels)
        }
        let expected: DecodedImage
        do {
            expected = try PNGCodec.decode(png)
        } catch {
            return .unreadable(path: golden.path, reason: "\(error)")
        }
        let match = ImageMatch(expected: expected, actual: actual, tolerance: tolerance)
        if match.passed {
            // A golden recorded before sidecars gets one when the mode records what is missing.
            if let subject, mode == .missing || mode == .failed, !FileManager.default.fileExists(atPath: ElementSidecar.url(for: golden).path) {
                try writeSidecar(try subject.describe().sidecar, for: golden, png: png, pixels: expected)
            }
            return .passed(match)
        }
        if mode == .failed {
            try recordWithSidecar()
            return .recorded(path: golden.path, replaced: true)
        }
        let attribution = try subject.map { Attribution.attribute(match.comparison, actual: try $0.describe(), golden: golden) }
        return .failed(match, try writeArtifacts(name: name, expected: expected, actual: actual, match: match, attribution: attribution))
    }

    /// Writes a golden's sidecar beside it, atomically; with the golden's `png` bytes and `pixels`,
    /// their digests too (``ElementSidecar/GoldenDigest``).
    func writeSidecar(_ sidecar: ElementSidecar, for golden: URL, png: [UInt8]? = nil, pixels: DecodedImage? = nil) throws {
        var sidecar = sidecar
        if let png, let pixels { sidecar.golden = .init(png: SHA256.hex(png), pixels: HashStore.canonicalDigest(pixels)) }
        try writeAtomically(sidecar.encoded(), to: ElementSidecar.url(for: golden), recording: true)
    }

    /// Checks an animation (`frames`, shown `1/fps` s each, looping forever) against the APNG
    /// golden at `golden`: frame count, loop count, every delay and every frame's pixels (with
    /// the tolerance). A failure writes `<name>.actual.png` (the APNG), `.expected.png` (a copy of
    /// the golden) and `.diff.png` (the first differing frame's panels).
    /// With a `subject`, a recording also writes the sidecar of the animation's two ends, and a
    /// failure says what changed at the ends and which elements the first differing frame's pixels belong to.
    package func checkAnimation(
        _ frames: [DecodedImage], fps: Int, golden: URL, name: String, subject: ElementSidecar.MotionSubject? = nil
    ) throws -> Outcome {
        removeStaleArtifacts(name: name)
        // Encoded only to be written (a recording or a failure's artifact): a check compares frames.
        let encoded = { try APNG.encode(frames, delayNumerator: 1, delayDenominator: fps, loops: 0, compression: compression) }
        let recordAnimation = {
            try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try writeAtomically(try encoded(), to: golden, recording: true)
            if let subject { try writeSidecar(try subject.ends(), for: golden) }
        }
        if let early = try recordedOrMissing(golden, record: { try recordAnimation() }) { return early }
        let goldenBytes: [UInt8], expected: Picture
        do {
            goldenBytes = try readGolden(golden)
            expected = try Picture.decode(goldenBytes)
        } catch let error as ConfinedFile.Failure {
            return .unreadable(path: golden.path, reason: error.description)
        } catch {
            return .unreadable(path: golden.path, reason: "\(error)")
        }
        let actual = Picture.animation(AnimatedPicture(APNG.Animation(playing: frames, delayNumerator: 1, delayDenominator: fps, loops: 0)))
        let match = PictureMatch(expected: expected, actual: actual, tolerance: tolerance)
        if match.passed {
            if case .animations(let m) = match, let first = m.frames.first { return .passed(first) }
            return .passed(.identicalText)
        }
        if mode == .failed {
            try recordAnimation()
            return .recorded(path: golden.path, replaced: true)
        }
        do {
            try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        } catch {
            throw SnapshotError.artifactsFolder(path: artifacts.path, reason: errorSentence(error))
        }
        let urls = artifactURLs(name: name)
        try writeAtomically(try encoded(), to: urls[0])
        try writeAtomically(goldenBytes, to: urls[1])
        var artifacts = Artifacts(actual: urls[0].path, expected: urls[1].path, diff: nil)
        let source = match.diffSource(expected: expected, actual: actual)
        if let subject {
            var first: (frame: Int, comparison: ImageComparison)?
            if case .animations(let m) = match, let k = m.firstDifferingFrame, let comparison = source?.2 { first = (k, comparison) }
            artifacts.attribution = try Attribution.attributeMotion(firstDiffering: first, subject: subject, golden: golden)
        }
        if let (left, right, comparison) = source {
            let diff = ImageComparison.diffImage(expected: left, actual: right, comparison: comparison, outlines: artifacts.attribution?.outlines ?? [])
            try writeAtomically(try PNGCodec.encode(diff), to: urls[2])
            artifacts.diff = urls[2].path
        }
        return .animationFailed(summary: match.summary, artifacts)
    }

    /// What the mode decides before anything is compared: recording a missing golden (or every one,
    /// in `all`), or reporting it missing; nil when the golden is there to compare with.
    func recordedOrMissing(_ golden: URL, record: () throws -> Void) throws -> Outcome? {
        // Neither read nor written: a golden that is a link, or whose folder leads out of the goldens folder.
        if let failure = ConfinedFile.link(golden.path) ?? folder.flatMap({ ConfinedFile.escape(golden.path, from: $0.path) }) {
            return .unreadable(path: golden.path, reason: failure.description)
        }
        let exists = FileManager.default.fileExists(atPath: golden.path)
        switch (mode, exists) {
        case (.all, _), (.missing, false), (.failed, false):
            try record()
            return .recorded(path: golden.path, replaced: exists)
        case (.never, false):
            return .missing(path: golden.path)
        default:
            return nil
        }
    }

    /// A golden's bytes: a regular file, not a link, inside ``folder``.
    func readGolden(_ golden: URL) throws(ConfinedFile.Failure) -> [UInt8] {
        try ConfinedFile.read(golden.path, inside: folder?.path, limit: Self.maxGoldenSize)
    }

    /// The artifact files a failure of `name` writes.
    func artifactURLs(name: String) -> [URL] {
        [
            "actual.png", "expected.png", "diff.png", "actual.json", "expected.json", "diff.txt",
            "recorded.png", "recorded.json", "actual" + ElementSidecar.suffix,
        ].map { artifacts.appendingPathComponent("\(name).\($0)") }
    }

    /// Checks text (a layout's JSON) against the golden at `golden`, exactly; a failure writes
    /// `<name>.actual.json`, `.expected.json` and `.diff.txt` (the differing lines, numbered).
    /// `attribute` explains a failure in the elements' terms (``Attribution/layout(expected:actual:)``
    /// for layout goldens).
    package func checkText(_ actual: String, golden: URL, name: String, attribute: ((String, String) -> Attribution?)? = nil) throws -> Outcome {
        removeStaleArtifacts(name: name)
        let recordText = {
            try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try writeAtomically(Array(actual.utf8), to: golden, recording: true)
        }
        if let early = try recordedOrMissing(golden, record: { try recordText() }) { return early }
        let expected: String
        do {
            guard let text = String(validating: try readGolden(golden), as: UTF8.self) else { return .unreadable(path: golden.path, reason: "not UTF-8 text") }
            expected = text
        } catch {
            return .unreadable(path: golden.path, reason: error.description)
        }
        if expected == actual { return .passed(ImageMatch.identicalText) }
        if mode == .failed {
            try recordText()
            return .recorded(path: golden.path, replaced: true)
        }
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false), new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var diff: [String] = []
        for i in 0..<max(old.count, new.count) where i >= old.count || i >= new.count || old[i] != new[i] {
            if i < old.count { diff.append("\(i + 1)- \(old[i])") }
            if i < new.count { diff.append("\(i + 1)+ \(new[i])") }
        }
        let first = diff.first.map { "line " + $0.prefix { $0.isNumber } } ?? "line endings"
        try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        let urls = artifactURLs(name: name)
        try writeAtomically(Array(actual.utf8), to: urls[3])
        try writeAtomically(Array(expected.utf8), to: urls[4])
        try writeAtomically(Array((diff.joined(separator: "\n") + "\n").utf8), to: urls[5])
        let changed = Set(diff.map { $0.prefix { $0.isNumber } }).count
        var files = Artifacts(actual: urls[3].path, expected: urls[4].path, diff: urls[5].path)
        files.attribution = attribute?(expected, actual)
        return .textFailed(summary: "\(changed) line\(changed == 1 ? "" : "s") differ, from \(first)", files)
    }

    func removeStaleArtifacts(name: String) {
        for url in artifactURLs(name: name) where FileManager.default.fileExists(atPath: url.path) {
            try? FileManager.default.removeItem(at: url)
        }
    }

    /// Writes the golden atomically (a temporary file beside it, then a rename).
    /// Writes `image` as the golden; returns the PNG's bytes.
    @discardableResult
    func record(_ image: DecodedImage, to golden: URL) throws -> [UInt8] {
        try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
        let bytes = try PNGCodec.encode(image, compression: compression)
        try writeAtomically(bytes, to: golden, recording: true)
        return bytes
    }

    func writeArtifacts(name: String, expected: DecodedImage, actual: DecodedImage, match: ImageMatch, attribution: Attribution? = nil) throws -> Artifacts {
        do {
            try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        } catch {
            throw SnapshotError.artifactsFolder(path: artifacts.path, reason: errorSentence(error))
        }
        func write(_ image: DecodedImage, _ suffix: String) throws -> String {
            let url = artifacts.appendingPathComponent("\(name).\(suffix).png")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try writeAtomically(try PNGCodec.encode(image), to: url)
            return url.path
        }
        var result = Artifacts(actual: try write(actual, "actual"), expected: try write(expected, "expected"), diff: nil)
        result.attribution = attribution
        if let comparison = match.comparison {
            let diff = ImageComparison.diffImage(expected: expected, actual: actual, comparison: comparison, outlines: attribution?.outlines ?? [])
            result.diff = try write(diff, "diff")
        }
        return result
    }
}

/// Writes `bytes` to `url` atomically (``AtomicFile``), as a ``SnapshotError``. Only a recording
/// (a golden, its sidecar, the hash store, the environment record, the cache) may replace a file
/// this process read: an artifact, a report or a results file that would is refused.
func writeAtomically(_ bytes: [UInt8], to url: URL, recording: Bool = false) throws {
    if !recording, InputFiles.isInput(url.path) {
        throw SnapshotError.write(path: url.path, reason: "it is one of this run's inputs; give another folder or file")
    }
    do {
        try AtomicFile.write(bytes, to: url.path)
    } catch let error as AtomicFile.WriteError {
        throw SnapshotError.write(path: error.path, reason: error.reason)
    }
}
