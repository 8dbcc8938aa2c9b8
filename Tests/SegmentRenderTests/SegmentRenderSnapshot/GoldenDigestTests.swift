import Foundation
import Raster
import SegmentRender
import XCTest

@testable import SegmentRenderSnapshot

/// A golden recorded with its sidecar keeps the digests of its PNG file and of its pixels there,
/// and a passing check settles on them without decoding the PNG; whenever they cannot vouch for the
/// file (it was replaced, the sidecar is stale or missing), the check decodes and compares as before.
final class GoldenDigestTests: ScratchTestCase {
    static let json = #"{"width": 300, "height": 44, "scale": 2, "sectionTitles": ["One", "Two", "Three"], "selectedSegmentIndex": 1}"#

    func recorded() throws -> (golden: URL, control: Control, image: DecodedImage) {
        let control = try ConfigLoader.load(json: Data(Self.json.utf8), name: "tabs.json", baseDirectory: scratch.path)
        let state = control.restState()
        let image = DecodedImage(control.render(state))
        let golden = scratch.appendingPathComponent("goldens/tabs@2x.png")
        let outcome = try GoldenCheck(mode: .all, artifacts: scratch).check(image, golden: golden, name: "tabs", subject: .control(control, state))
        guard case .recorded = outcome else { throw XCTSkip("not recorded: \(outcome)") }
        return (golden, control, image)
    }

    func check(_ image: DecodedImage, _ golden: URL) throws -> GoldenCheck.Outcome {
        try GoldenCheck(mode: .never, artifacts: scratch).check(image, golden: golden, name: "tabs")
    }

    func testTheSidecarKeepsTheDigestsOfTheFileAndItsPixels() throws {
        let (golden, _, image) = try recorded()
        let digest = try XCTUnwrap(ElementSidecar.goldenDigest(besides: golden))
        XCTAssertEqual(digest.png, SHA256.hex([UInt8](try Data(contentsOf: golden))))
        XCTAssertEqual(digest.pixels, HashStore.canonicalDigest(try PNGCodec.decode([UInt8](try Data(contentsOf: golden)))))
        XCTAssertEqual(digest.pixels, HashStore.canonicalDigest(image))
        let text = try String(contentsOf: ElementSidecar.url(for: golden), encoding: .utf8)
        XCTAssertTrue(text.contains(#""golden": {"png": "\#(digest.png)", "pixels": "\#(digest.pixels)"}"#), text)
        XCTAssertEqual(try ElementSidecar.read(ElementSidecar.url(for: golden)).golden, digest, "decoding reads it back")
    }

    func testAPassIsSettledByTheDigestsWithoutDecoding() throws {
        let (golden, _, image) = try recorded()
        guard case .passed(let match) = try check(image, golden) else { return XCTFail("should pass") }
        XCTAssertNil(match.comparison, "settled by the digests: nothing decoded or compared")
    }

    func testADifferentRenderIsDecodedAndFails() throws {
        let (golden, control, _) = try recorded()
        let other = DecodedImage(control.render(control.restState(2)))
        guard case .failed(let match, _) = try check(other, golden) else { return XCTFail("should fail") }
        XCTAssertGreaterThan(match.comparison?.differingPixels ?? 0, 0)
    }

    func testAReplacedGoldenIsNotVouchedForByItsOldSidecar() throws {
        let (golden, control, image) = try recorded()
        // Someone puts another picture in the golden's place and keeps the old sidecar: the old
        // pixels' digest must not pass the old render against the new file.
        let other = DecodedImage(control.render(control.restState(0)))
        try Data(try PNGCodec.encode(other, compression: .small)).write(to: golden)
        guard case .failed = try check(image, golden) else { return XCTFail("the new file is what is checked") }
        guard case .passed(let match) = try check(other, golden) else { return XCTFail("the new file's own pixels pass") }
        XCTAssertNotNil(match.comparison, "decoded, since the sidecar describes another file")
    }

    func testWithoutADigestTheCheckDecodesAsBefore() throws {
        let (golden, _, image) = try recorded()
        let sidecar = ElementSidecar.url(for: golden)
        var text = try String(contentsOf: sidecar, encoding: .utf8)
        text = text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains(#""golden":"#) }.joined(separator: "\n")
        try text.write(to: sidecar, atomically: true, encoding: .utf8)
        XCTAssertNil(ElementSidecar.goldenDigest(besides: golden))
        guard case .passed(let match) = try check(image, golden) else { return XCTFail("should pass") }
        XCTAssertNotNil(match.comparison, "decoded and compared")
        try FileManager.default.removeItem(at: sidecar)
        guard case .passed(let again) = try check(image, golden) else { return XCTFail("should pass") }
        XCTAssertNotNil(again.comparison)
    }
}
