import Foundation
import Raster
import SegmentRender
import XCTest

@testable import SegmentRenderSnapshot

/// Hash-only goldens: the same verdicts as PNG goldens, a strict file format, and a store that is
/// never recorded over when it cannot be read.
final class HashStoreTests: ScratchTestCase {

    /// Every non-JX preset in every state, checked against the repository's own goldens kept as
    /// PNGs and kept as hashes of those same PNGs: the verdicts agree — all pass — and after two
    /// goldens are swapped in both stores, the same two fail in both.
    func testHashesGiveThePNGsVerdictsOnTheRepositorysGoldens() throws {
        // The presets with a golden for every state (PresetGoldenTests.testEveryPresetInEveryState).
        let presets = Presets.all.map(\.name).filter {
            !$0.hasPrefix("jx-") && !$0.hasPrefix("qq-dock") && !$0.hasPrefix("m3-") && !$0.hasPrefix("bsc") && !$0.hasPrefix("pagingkit") && !$0.hasPrefix("parchment")
                && !$0.hasPrefix("tabman") && !$0.hasPrefix("segmentio") && !$0.hasPrefix("uikit26")
        }
        let entries = presets.map { #"{"preset": "\#($0)", "scales": [2]}"# }.joined(separator: ", ")
        let pngs = scratch.appendingPathComponent("png"), hashes = scratch.appendingPathComponent("hash")
        try FileManager.default.createDirectory(at: pngs, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: hashes, withIntermediateDirectories: true)
        try Data(#"{"goldens": "png", "entries": [\#(entries)]}"#.utf8).write(to: scratch.appendingPathComponent("png.json"))
        try Data(#"{"goldens": "hash", "store": "hash", "entries": [\#(entries)]}"#.utf8).write(to: scratch.appendingPathComponent("hash.json"))
        let repository = Repository.root.appendingPathComponent("Tests/Golden/Goldens")
        var names: [String] = []
        for preset in presets {
            let control = try Presets.load(preset)
            for state in ["none"] + (0..<control.config.segmentCount).map(String.init) {
                names.append("\(preset)-\(state)@2x.png")
            }
        }
        func fill(swapping swapped: (String, String)? = nil) throws {
            var store = HashStore()
            for name in names {
                var source = name
                if let (a, b) = swapped { source = name == a ? b : name == b ? a : name }
                let golden = repository.appendingPathComponent("preset-" + source)
                let target = pngs.appendingPathComponent(name)
                try? FileManager.default.removeItem(at: target)
                try FileManager.default.copyItem(at: golden, to: target)
                store.entries[name] = HashStore.entry(image: try PNGCodec.decode([UInt8](Data(contentsOf: golden))), elements: nil)
            }
            try Data(store.encoded()).write(to: hashes.appendingPathComponent(HashStore.fileName))
        }
        func verdicts(_ manifest: String) throws -> [String: SnapshotResults.Status] {
            let run = SnapshotRun(
                manifest: try SnapshotManifest.load(scratch.appendingPathComponent(manifest).path), mode: .never,
                artifacts: scratch.appendingPathComponent("art-" + manifest), jobs: 2)
            return Dictionary(uniqueKeysWithValues: try run.run().entries.map { ($0.name, $0.status) })
        }
        try fill()
        let png = try verdicts("png.json"), hash = try verdicts("hash.json")
        XCTAssertEqual(png.count, names.count)
        XCTAssertEqual(png, hash)
        XCTAssertEqual(Set(png.values), [.passed])
        try fill(swapping: ("hx-0@2x.png", "hx-1@2x.png"))
        let swappedPNG = try verdicts("png.json"), swappedHash = try verdicts("hash.json")
        XCTAssertEqual(swappedPNG, swappedHash)
        XCTAssertEqual(swappedPNG.filter { $0.value == .failed }.keys.sorted(), ["hx-0@2x", "hx-1@2x"])
    }

    func testTheFileReadsBackAndABadLineIsNamed() throws {
        let image = DecodedImage(width: 2, height: 1, rgba: [255, 0, 0, 255, 9, 9, 9, 0])
        var store = HashStore()
        store.entries["b@2x.png"] = HashStore.entry(image: image, elements: String(repeating: "a", count: 64))
        store.entries["a@2x.layout.json"] = HashStore.entry(text: "{}\n")
        let text = String(decoding: store.encoded(), as: UTF8.self)
        XCTAssertTrue(text.hasPrefix(HashStore.header + "\na@2x.layout.json\tlayout\t3\t"), text)
        XCTAssertEqual(try HashStore.decode(store.encoded(), path: "h.txt"), store)
        // Fully transparent pixels are equal whatever colour they were stored with.
        XCTAssertEqual(
            HashStore.canonicalDigest(image), HashStore.canonicalDigest(DecodedImage(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 0, 0, 0])))
        for (line, reason) in [
            ("x.png\timage\t2x1\tabc\t-", "h.txt: line 2: the hash is not 64 lowercase hex digits"),
            ("x.png\tpicture\t2x1\t\(String(repeating: "0", count: 64))\t-", "h.txt: line 2: the kind 'picture' is not image, layout, animation, accessibility or curves"),
            ("x.png\timage\t2x\t\(String(repeating: "0", count: 64))\t-", "h.txt: line 2: the size '2x' is not an image's (WxH)"),
            ("/etc/x.png\timage\t2x1\t\(String(repeating: "0", count: 64))\t-", "h.txt: line 2: the path '/etc/x.png' must be relative to the goldens folder"),
            ("x.png image 2x1", "h.txt: line 2: expected 5 tab-separated fields (path, kind, size, hash, elements hash), found 1"),
        ] {
            XCTAssertThrowsError(try HashStore.decode(Array((HashStore.header + "\n" + line + "\n").utf8), path: "h.txt")) { error in
                XCTAssertTrue("\(error)".hasPrefix(reason), "\(error)")
                XCTAssertTrue("\(error)".hasSuffix("the store is left as it is (fix or delete the line, then record again)"), "\(error)")
            }
        }
    }
}
