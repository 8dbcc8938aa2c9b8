// Manifest bytes → snapshot plan (decoding and checking; nothing is rendered or written).
import Foundation
import SegmentRender
import SegmentRenderSnapshot

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segment-render-fuzz-\(getpid())")
let file = folder.appendingPathComponent("manifest.json")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? Data(bytes: data, count: size).write(to: file)
    _ = try? SnapshotManifest.load(file.path)
    return 0
}
