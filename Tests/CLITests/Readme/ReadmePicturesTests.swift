import Foundation
import Raster
import SegmentRender
import SegmentRenderSnapshot
import XCTest

/// Every picture the README and the guides show is made by a command in `scripts/readme-pictures.sh`, and each
/// file in docs/ is what its command renders now: a PNG as decoded pixels (every frame of an APNG),
/// a GIF byte for byte (our GIF writer gives the same bytes for the same frames).
final class ReadmePicturesTests: CLITestCase {
    /// (picture, command) pairs, as the script lists them.
    func pictures() throws -> [(path: String, command: String)] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [Self.repository.appendingPathComponent("scripts/readme-pictures.sh").path, "--list"]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        return text.split(separator: "\n").map { line in
            let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
            return (parts[0], parts.count > 1 ? parts[1] : "")
        }
    }

    func testTheScriptMakesExactlyTheREADMEsPictures() throws {
        let readme = try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
        var shown = Set(readme.matches(of: /\(docs\/([A-Za-z0-9._-]+\.(?:png|gif|svg))\)/).map { "docs/" + String($0.1) })
        // The guides in docs/ show theirs by file name.
        let docs = Self.repository.appendingPathComponent("docs")
        for guide in try FileManager.default.contentsOfDirectory(atPath: docs.path) where guide.hasSuffix(".md") {
            let text = try String(contentsOf: docs.appendingPathComponent(guide), encoding: .utf8)
            shown.formUnion(text.matches(of: /\]\(([A-Za-z0-9._-]+\.(?:png|gif|svg))\)/).map { "docs/" + String($0.1) })
        }
        let made = Set(try pictures().map(\.path))
        XCTAssertEqual(shown.subtracting(made).sorted(), [], "pictures the README shows that the script does not make")
        XCTAssertEqual(made.subtracting(shown).sorted(), [], "pictures the script makes that the README does not show")
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.repository.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".png") || $0.hasSuffix(".gif") || $0.hasSuffix(".svg") }.map { "docs/" + $0 }
        XCTAssertEqual(Set(files).subtracting(made).sorted(), [], "pictures in docs/ that nothing shows")
    }

    func testEveryPictureIsWhatItsCommandRenders() throws {
        try FileManager.default.createSymbolicLink(
            at: scratch.appendingPathComponent("examples"),
            withDestinationURL: Self.repository.appendingPathComponent("examples"))
        let list = try pictures().filter { !$0.command.hasPrefix("(") }
        XCTAssertGreaterThan(list.count, 40)
        let folder: URL = scratch
        let results = try parallelMap(list.count, jobs: 2) { i -> String? in
            let (picture, command) = list[i]
            let output = folder.appendingPathComponent("out-\(i)." + (picture.split(separator: ".").last.map(String.init) ?? "png")).path
            let arguments = command.split(separator: " ").map { $0 == "FILE" ? output : String($0) }
            let result = try Self.execute(arguments, in: folder)
            guard result.status == 0 else { return "\(picture): `segment-render \(command)` failed: \(result.stderr)" }
            if !picture.hasSuffix(".png") {  // GIFs and SVGs: the same bytes
                let same = try Data(contentsOf: Self.repository.appendingPathComponent(picture)) == Data(contentsOf: URL(fileURLWithPath: output))
                return same ? nil : "\(picture) is not the file `segment-render \(command)` writes"
            }
            let expected = try Picture.decode([UInt8](Data(contentsOf: Self.repository.appendingPathComponent(picture))))
            let actual = try Picture.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: output))))
            let match = PictureMatch(expected: expected, actual: actual)
            return match.passed ? nil : "\(picture) is not what `segment-render \(command)` renders: \(match.summary)"
        }
        XCTAssertEqual(results.compactMap { $0 }, [], "run ./scripts/readme-pictures.sh PICTURE to make them again")
    }
}
