import Dispatch
import FoundationEssentials
import Glibc
import Raster
import SegmentRender
import SegmentRenderSnapshot

extension BenchCommand {
    /// `bench --snapshot N`: N generated entries (the demo with its titles changed, one state
    /// each), recorded once into a PNG store (`small`) and a hash store, then checked — passing —
    /// by whole `snapshot` runs on every core: entries a second per store, then what one entry's
    /// check is made of. A passing PNG entry costs a render, the hash of its pixels and reading the
    /// golden's digests (``ElementSidecar/GoldenDigest``); the golden is decoded only when those do
    /// not settle it.
    static func snapshotThroughput(_ count: Int) throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("segment-render-bench-snapshot-\(getpid())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        var entries: [String] = []
        for k in 0..<count {
            let config =
                ##"{"width": 375, "height": 44, "scale": 2, "sectionTitles": ["Trending \##(k)", "News", "Video", "Sports", "全部动态"], "selectionIndicatorColor": "#FF0000"}"##
            try Data(config.utf8).write(to: scratch.appendingPathComponent("c\(k).json"))
            entries.append(#"{"config": "c\#(k).json", "states": [\#(k % 5)]}"#)
        }
        for store in ["png", "hash"] {
            let manifest = #"{"goldens": "\#(store)", "store": "\#(store)", "entries": [\#(entries.joined(separator: ", "))]}"#
            try Data(manifest.utf8).write(to: scratch.appendingPathComponent("\(store).json"))
        }
        let jobs = Processors.available
        func run(_ store: String, _ mode: RecordMode) throws -> SnapshotResults {
            try SnapshotRun(
                manifest: try SnapshotManifest.load(scratch.appendingPathComponent("\(store).json").path), mode: mode,
                artifacts: scratch.appendingPathComponent("artifacts-\(store)"), jobs: jobs
            ).run()
        }
        Output.say("snapshot: \(count) passing entries (the demo at 2x, a title changed in each), \(jobs) jobs:")
        for store in ["png", "hash"] {
            _ = try run(store, .all)
            let start = DispatchTime.now().uptimeNanoseconds
            let results = try run(store, .never)
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            guard results.passed else { throw InputError(description: "bench: the generated \(store) entries did not all pass") }
            Output.say("  \(store): \(Int((Double(count) / seconds).rounded())) entries/s  (\(formatted("%.3f", seconds * 1000 / Double(count))) ms an entry)")
        }
        // One entry's parts, on one thread.
        let control = try ConfigLoader.load(file: scratch.appendingPathComponent("c0.json").path)
        let image = DecodedImage(control.render(selection: .index(0)))
        let goldenURL = scratch.appendingPathComponent("png/c0-0@2x.png")
        let golden = try [UInt8](Data(contentsOf: goldenURL))
        let decoded = try PNGCodec.decode(golden)
        let n = max(20, min(count, 500))
        Output.say("  per entry, one thread:")
        Output.say("    render                 " + time(n) { _ in _ = control.render(selection: .index(0)) }.text)
        Output.say("    hash the pixels        " + time(n) { _ in _ = HashStore.canonicalDigest(image) }.text)
        Output.say(
            "    read its digests       "
                + (try time(n) { _ in
                    _ = SHA256.hex([UInt8](try Data(contentsOf: goldenURL)))
                    _ = ElementSidecar.goldenDigest(besides: goldenURL)
                }).text + "  (the golden's PNG file and sidecar: they settle a pass)")
        Output.say("    decode the golden      " + (try time(n) { _ in _ = try PNGCodec.decode(golden) }).text + "  (only when they do not)")
        Output.say("    compare                " + time(n) { _ in _ = ImageComparison(expected: decoded, actual: image, method: .exact(maxChannelDelta: 0)) }.text)
        Output.say("    write                  nothing: a passing entry writes no file (the run writes its report once)")
    }
}
