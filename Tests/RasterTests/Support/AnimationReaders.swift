import Foundation
import Raster
import XCTest

/// Independent readers of our animations: Pillow (Debian's python3-pil) for every frame of a GIF or
/// WebP as a viewer composes it, and gifsicle (Debian's gifsicle) for a GIF's structure.
enum AnimationReaders {
    struct Decoded {
        var frames: [DecodedImage]
        /// Pillow's per-frame durations, in milliseconds.
        var durations: [Int]
        /// The repeat count (GIF: NETSCAPE2.0's, nil without the extension).
        var loop: Int?
    }

    /// Every frame of `gif` (a GIF or a WebP) as Pillow composes it.
    static func pillow(_ gif: [UInt8]) throws -> Decoded {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segment-render-gif-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in"), raw = folder.appendingPathComponent("frames.rgba")
        try Data(gif).write(to: input)
        let script = """
            import json, sys
            from PIL import Image
            im = Image.open(sys.argv[1])
            durations, out = [], open(sys.argv[2], 'wb')
            for i in range(im.n_frames):
                im.seek(i)
                im.load()
                durations.append(im.info.get('duration'))
                out.write(im.convert('RGBA').tobytes())
            print(json.dumps({'size': list(im.size), 'durations': durations, 'loop': im.info.get('loop')}))
            """
        let output = try run("/usr/bin/python3", ["-c", script, input.path, raw.path], needs: "python3-pil")
        guard let info = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any], let size = info["size"] as? [Int],
            let durations = info["durations"] as? [Int]
        else { throw XCTSkip("unexpected Pillow output: \(output)") }
        let bytes = [UInt8](try Data(contentsOf: raw)), frameBytes = size[0] * size[1] * 4
        let frames = stride(from: 0, to: bytes.count, by: frameBytes).map {
            DecodedImage(width: size[0], height: size[1], rgba: Array(bytes[$0..<($0 + frameBytes)]))
        }
        return Decoded(frames: frames, durations: durations, loop: info["loop"] as? Int)
    }

    /// `gifsicle --info` of the file.
    static func gifsicleInfo(_ gif: [UInt8]) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("segment-render-\(UUID().uuidString).gif")
        try Data(gif).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try run("/usr/bin/gifsicle", ["--info", file.path], needs: "gifsicle")
    }

    private static func run(_ tool: String, _ arguments: [String], needs package: String) throws -> String {
        guard FileManager.default.isExecutableFile(atPath: tool) else { throw XCTSkip("\(tool) is missing (scripts/setup.sh --tests installs \(package))") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            XCTFail("\(tool) failed: \(message)")
            return ""
        }
        return text
    }
}
