// Bytes → a pinned fonts folder of files, folders, symlinks (to files, to folders, to itself) and
// FIFOs → pinFonts and a lookup. Nothing may hang (a FIFO opened), loop (a symlink followed into
// itself), crash or leak; errors are the expected outcome for most inputs.
import Foundation
import Raster

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segment-render-fuzz-fonts-\(getpid())")
let inter = (try? Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/opentype/inter/Inter-Regular.otf"))) ?? Data()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    try? FileManager.default.removeItem(at: folder)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var i = 0
    func next() -> Int? { guard i < bytes.count else { return nil }; defer { i += 1 }; return Int(bytes[i]) }
    var made = 0
    while made < 12, let kind = next(), let name = next() {
        made += 1
        let depth = name % 3
        var parent = folder
        for k in 0..<depth { parent.appendPathComponent("d\(k)") }
        try? FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        let path = parent.appendingPathComponent("f\(name % 7).\(["ttf", "otf", "ttc", "txt"][name % 4])").path
        switch kind % 6 {
        case 0:  // a slice of a real font: whole, truncated or garbled
            let length = min(inter.count, (next() ?? 255) * max(1, inter.count / 255))
            var content = Data(inter.prefix(length))
            if let flip = next(), !content.isEmpty { content[flip % content.count] ^= 0xFF }
            FileManager.default.createFile(atPath: path, contents: content)
        case 1: FileManager.default.createFile(atPath: path, contents: Data(bytes[i..<min(bytes.count, i + 64)]))
        case 2: mkfifo(path, 0o644)
        case 3: try? FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: ".")
        case 4: try? FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/usr/share/fonts/opentype/inter/Inter-Regular.otf")
        default: try? FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: folder.path)
        }
    }
    if (try? FontLibrary.shared.pinFonts(to: folder.path)) != nil {
        _ = try? FontLibrary.shared.face(family: "Inter")
    }
    return 0
}
