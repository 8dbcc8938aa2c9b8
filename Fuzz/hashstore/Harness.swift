// Bytes → a hash store (`golden-hashes.txt`): decoded as a store or refused with one clear error,
// and a store that decodes is written and read back unchanged (its line ends kept), and merged
// into under the lock without losing an entry. A trap, or a store that reads back otherwise, is a
// finding.
import Foundation
import SegmentRender
import SegmentRenderSnapshot

let root = FileManager.default.temporaryDirectory.appendingPathComponent("segment-render-fuzz-hashstore-\(getpid())")
let url = root.appendingPathComponent(HashStore.fileName)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = [UInt8](UnsafeBufferPointer(start: data, count: size))
    guard let store = try? HashStore.decode(bytes, path: "h.txt") else { return 0 }
    let again = try! HashStore.decode(store.encoded(), path: "h.txt")
    precondition(again == store, "a store must read back as it was written")
    // Merging an entry into the file keeps every other entry and the file's line ends.
    try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try! Data(bytes).write(to: url)
    let entry = HashStore.entry(text: "{}\n")
    try! HashStore.merge(["fuzz-0@2x.layout.json": entry], into: url)
    let merged = try! HashStore.read(url)
    precondition(merged.crlf == store.crlf, "the line ends are kept")
    for (path, old) in store.entries where path != "fuzz-0@2x.layout.json" { precondition(merged.entries[path] == old, "merge lost \(path)") }
    precondition(merged.entries["fuzz-0@2x.layout.json"] == entry)
    return 0
}
