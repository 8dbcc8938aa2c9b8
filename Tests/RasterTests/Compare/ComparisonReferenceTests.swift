import Foundation
import XCTest

@testable import Raster

/// Our pixelmatch and CIEDE2000 methods held to the reference implementations (the PyPI
/// `pixelmatch` port and colour-science, in the test-only `.venv-reference` that
/// scripts/setup.sh --tests makes), through scripts/reference-compare.py.
final class ComparisonReferenceTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func reference(_ arguments: [String]) throws -> [String] {
        let python = Self.root.appendingPathComponent(".venv-reference/bin/python")
        guard FileManager.default.isExecutableFile(atPath: python.path) else {
            throw XCTSkip("the reference Python is needed (scripts/setup.sh --tests makes .venv-reference)")
        }
        let process = Process()
        process.executableURL = python
        process.arguments = [Self.root.appendingPathComponent("scripts/reference-compare.py").path] + arguments
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// Pairs with anti-aliased edges moved by fractions of a pixel, text redrawn in a near colour
    /// and half a pixel over, translucent fills, gradients and noise — each at several thresholds.
    static func pairs() throws -> [(name: String, a: DecodedImage, b: DecodedImage, threshold: Double, includeAA: Bool)] {
        var out: [(String, DecodedImage, DecodedImage, Double, Bool)] = []
        func decoded(_ fb: Framebuffer) -> DecodedImage { DecodedImage(width: fb.width, height: fb.height, rgba: fb.straightRGBA()) }
        let chain = try FontChain.standard()
        func canvas(_ draw: (inout Framebuffer) -> Void) -> Framebuffer {
            var fb = Framebuffer(width: 96, height: 40, fill: .white)
            draw(&fb)
            return fb
        }
        func text(_ s: String, x: Double, colour: RGBA8, size: Double = 17) -> Framebuffer {
            canvas { $0.draw(ShapedText(s, chain: chain), pixelSize: size, origin: Point(x: x, y: 27), color: colour) }
        }
        let ink = RGBA8(r: 51, g: 51, b: 51)
        let scenes: [(String, Framebuffer, Framebuffer)] = [
            ("text-shift", text("Trending", x: 6, colour: ink), text("Trending", x: 6.5, colour: ink)),
            ("text-colour", text("News", x: 10, colour: ink), text("News", x: 10, colour: RGBA8(r: 110, g: 84, b: 51))),
            ("text-swap", text("推荐", x: 10, colour: RGBA8(r: 229, g: 57, b: 53)), text("热点", x: 10, colour: RGBA8(r: 229, g: 57, b: 53))),
            ("text-weight", text("Library", x: 4, colour: ink, size: 16), text("Library", x: 4, colour: ink, size: 16.5)),
            (
                "edge-shift", canvas { $0.fill(rect: Rect(x: 10.3, y: 8.6, width: 40.2, height: 3.4), color: RGBA8(r: 229, g: 57, b: 53)) },
                canvas { $0.fill(rect: Rect(x: 10.8, y: 8.9, width: 40.2, height: 3.4), color: RGBA8(r: 229, g: 57, b: 53)) }
            ),
            (
                "translucent", canvas { $0.fill(rect: Rect(x: 0, y: 0, width: 96, height: 20), color: RGBA8(r: 0, g: 122, b: 255, a: 90)) },
                canvas { $0.fill(rect: Rect(x: 0, y: 0, width: 96, height: 20), color: RGBA8(r: 0, g: 122, b: 255, a: 170)) }
            ),
            (
                "pill", canvas { $0.fill(roundedRect: Rect(x: 8.5, y: 6.25, width: 60, height: 24), radius: 12, color: RGBA8(r: 238, g: 238, b: 238)) },
                canvas { $0.fill(roundedRect: Rect(x: 9, y: 6.25, width: 62, height: 24), radius: 12, color: RGBA8(r: 200, g: 200, b: 214)) }
            ),
            (
                "gradient",
                canvas {
                    $0.fill(contours: [[Point(x: 0, y: 0), Point(x: 96, y: 0), Point(x: 96, y: 40), Point(x: 0, y: 40)]], top: .white, bottom: ink, y0: 0, y1: 40)
                },
                canvas {
                    $0.fill(contours: [[Point(x: 0, y: 0), Point(x: 96, y: 0), Point(x: 96, y: 40), Point(x: 0, y: 40)]], top: .white, bottom: ink, y0: 12, y1: 40)
                }
            ),
        ]
        for (name, a, b) in scenes {
            for (threshold, includeAA) in [(0.1, false), (0.2, false), (0.05, true)] {
                out.append(("\(name)-\(Int(threshold * 100))\(includeAA ? "-aa" : "")", decoded(a), decoded(b), threshold, includeAA))
            }
        }
        // Noise: translucent and opaque pixels, one image a nudged copy of the other.
        var random = SplitMix64(seed: 2026)
        for k in 0..<4 {
            var pa = [UInt8](repeating: 0, count: 48 * 24 * 4), pb = pa
            for i in 0..<pa.count {
                pa[i] = UInt8(truncatingIfNeeded: random.next())
                pb[i] = random.next() % 4 == 0 ? UInt8(truncatingIfNeeded: Int(pa[i]) + Int(random.next() % 40) - 20) : pa[i]
            }
            if k % 2 == 1 {
                for i in stride(from: 3, to: pa.count, by: 4) {
                    pa[i] = 255
                    pb[i] = 255
                }
            }
            out.append(("noise-\(k)", DecodedImage(width: 48, height: 24, rgba: pa), DecodedImage(width: 48, height: 24, rgba: pb), [0.05, 0.1, 0.2, 0.3][k], false))
        }
        return out
    }

    func testPixelmatchAgreesWithTheReferenceOnEveryPair() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segment-render-pixelmatch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pairs = try Self.pairs()
        XCTAssertGreaterThanOrEqual(pairs.count, 20)
        var lines = "", ours: [String] = []
        for pair in pairs {
            let a = pair.a, b = pair.b
            try Data(a.rgba).write(to: folder.appendingPathComponent("\(pair.name).a.rgba"))
            try Data(b.rgba).write(to: folder.appendingPathComponent("\(pair.name).b.rgba"))
            lines += "\(pair.name) \(a.width) \(a.height) \(pair.threshold) \(pair.includeAA ? 1 : 0)\n"
            let c = ImageComparison(expected: a, actual: b, method: .pixelmatch(threshold: pair.threshold, includeAntiAliased: pair.includeAA))
            let red = c.mask.indices.filter { c.mask[$0] }, yellow = c.antiAliasedMask.indices.filter { c.antiAliasedMask[$0] }
            XCTAssertEqual(red.count, c.differingPixels)
            XCTAssertEqual(yellow.count, c.antiAliasedPixels)
            ours.append("\(pair.name) \(c.differingPixels) \(red.count) \(red.reduce(0, +)) \(yellow.count) \(yellow.reduce(0, +))")
        }
        try lines.write(to: folder.appendingPathComponent("cases.txt"), atomically: true, encoding: .utf8)
        let theirs = try reference(["pixelmatch", folder.path])
        XCTAssertEqual(theirs.count, pairs.count)
        for (mine, reference) in zip(ours, theirs) { XCTAssertEqual(mine, reference) }
        // The pairs exercise what they are for: real differences, anti-aliasing set apart, and both
        // verdicts (some pairs pass at one threshold and fail at another).
        XCTAssertTrue(ours.contains { Int($0.split(separator: " ")[4])! > 0 }, "some pixels are taken for anti-aliasing")
        XCTAssertTrue(ours.contains { Int($0.split(separator: " ")[1])! == 0 }, "some pair matches")
        XCTAssertGreaterThan(ours.filter { Int($0.split(separator: " ")[1])! > 0 }.count, 10, "most pairs differ")
    }

    /// Sharma, Wu and Dalal's published pairs (three of their 34, with the ΔE00 they give) and
    /// 400 random pairs against colour-science, to 1e-6.
    func testDeltaE2000AgreesWithTheReference() throws {
        let published: [(CIELab, CIELab, Double)] = [
            (CIELab(l: 50, a: 2.6772, b: -79.7751), CIELab(l: 50, a: 0, b: -82.7485), 2.0425),
            (CIELab(l: 50, a: 0, b: 0), CIELab(l: 50, a: -1, b: 2), 2.3669),
            (CIELab(l: 50, a: 2.5, b: 0), CIELab(l: 73, a: 25, b: -18), 27.1492),
        ]
        for (one, two, expected) in published { XCTAssertEqual(CIELab.deltaE2000(one, two), expected, accuracy: 0.00005) }
        var random = SplitMix64(seed: 7)
        func uniform(_ range: ClosedRange<Double>) -> Double { range.lowerBound + Double(random.next() % 1_000_001) / 1_000_000 * (range.upperBound - range.lowerBound) }
        var pairs = published.map { ($0.0, $0.1) }
        for k in 0..<400 {
            let one = CIELab(l: uniform(0...100), a: uniform(-128...127), b: uniform(-128...127))
            // A quarter are near each other, where the hue terms matter most; some are grey.
            let near = k % 4 == 0
            let two =
                near
                ? CIELab(l: one.l + uniform(-2...2), a: one.a + uniform(-2...2), b: one.b + uniform(-2...2))
                : CIELab(l: uniform(0...100), a: uniform(-128...127), b: uniform(-128...127))
            pairs.append(k % 50 == 1 ? (CIELab(l: one.l, a: 0, b: 0), two) : (one, two))
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("segment-render-deltae-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        try pairs.map { "\($0.0.l) \($0.0.a) \($0.0.b) \($0.1.l) \($0.1.a) \($0.1.b)" }.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        let theirs = try reference(["deltaE2000", file.path]).map { Double($0)! }
        XCTAssertEqual(theirs.count, pairs.count)
        for ((one, two), reference) in zip(pairs, theirs) { XCTAssertEqual(CIELab.deltaE2000(one, two), reference, accuracy: 1e-6, "\(one) \(two)") }
    }

    /// sRGB → L*a*b*: white, black and the primaries land where the standard puts them.
    func testSRGBToLab() {
        let white = CIELab(sRGB: 255, 255, 255), black = CIELab(sRGB: 0, 0, 0), red = CIELab(sRGB: 255, 0, 0)
        XCTAssertEqual(white.l, 100, accuracy: 0.001)
        XCTAssertEqual(white.a, 0, accuracy: 0.01)
        XCTAssertEqual(white.b, 0, accuracy: 0.01)
        XCTAssertEqual(black.l, 0, accuracy: 1e-9)
        XCTAssertEqual(red.l, 53.24, accuracy: 0.01)
        XCTAssertEqual(red.a, 80.09, accuracy: 0.01)
        XCTAssertEqual(red.b, 67.20, accuracy: 0.01)
    }
}
