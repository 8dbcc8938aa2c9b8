import Foundation
import Raster
import SegmentRender
import XCTest

/// `--png-compression`: every mode writes the same pixels — as libpng and Pillow read them — and
/// the sizes the modes promise.
final class PNGCompressionTests: CLITestCase {
    /// Pillow (Debian's python3-pil) decodes `file` to raw RGBA.
    func pillow(_ file: String) throws -> [UInt8] {
        let python = "/usr/bin/python3"
        guard FileManager.default.isExecutableFile(atPath: python) else { throw XCTSkip("no /usr/bin/python3") }
        let raw = path(file + ".rgba")
        let script = "import sys; from PIL import Image; open(sys.argv[2], 'wb').write(Image.open(sys.argv[1]).convert('RGBA').tobytes())"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", script, path(file), raw]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        guard process.terminationStatus == 0 else {
            XCTFail("Pillow could not read \(file) (python3-pil is installed by scripts/setup.sh): \(message)")
            return []
        }
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: raw)))
    }

    func testEveryModeWritesTheSamePixelsAsLibpngAndPillowReadThem() throws {
        var decoded: [DecodedImage] = []
        for mode in PNGCompression.allCases {
            for (name, args) in [("demo", [String]()), ("dock", ["--preset", "qq-dock-landscape"]), ("rtl", ["examples/rtl/jx.json"])] {
                var arguments = ["render"] + args.map { $0.hasPrefix("examples/") ? Self.repository.appendingPathComponent($0).path : $0 }
                arguments += ["--png-compression", mode.rawValue, "-o", "\(name)-\(mode).png"]
                let result = try run(arguments)
                XCTAssertEqual(result.status, 0, result.stderr)
                let image = try PNGCodec.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: path("\(name)-\(mode).png")))))
                XCTAssertEqual(try pillow("\(name)-\(mode).png"), image.rgba, "\(name) \(mode)")
                if name == "demo" { decoded.append(image) }
            }
        }
        XCTAssertEqual(Set(decoded.map(\.rgba)).count, 1, "the modes differ only in bytes")
        let bad = try run("render", "--png-compression", "tiny", "-o", "x.png")
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("--png-compression expects fast, default or small, got 'tiny'"), bad.stderr)
    }

    /// The default mode stays no larger than Skia's PNG of the same demo scene (12,715 bytes), and
    /// `small` is at least 10 % smaller than `default` on every preset, light and dark.
    func testTheModesKeepTheirSizePromises() throws {
        let demo = try ConfigLoader.load(
            json: Data(try String(contentsOf: Self.repository.appendingPathComponent("examples/demo.json"), encoding: .utf8).utf8),
            name: "demo", baseDirectory: Self.repository.path)
        XCTAssertLessThanOrEqual(try PNGCodec.encode(demo.render(), compression: .default).count, 12_715)
        for preset in Presets.all {
            for appearance in [Appearance.light, .dark] {
                let image = try Presets.load(preset.name, overrides: ConfigOverrides(appearance: appearance)).render()
                let normal = try PNGCodec.encode(image, compression: .default).count
                let small = try PNGCodec.encode(image, compression: .small).count
                XCTAssertLessThanOrEqual(Double(small), Double(normal) * 0.9, "\(preset.name) \(appearance): small \(small), default \(normal)")
            }
        }
    }
}
