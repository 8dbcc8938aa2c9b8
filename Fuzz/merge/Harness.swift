// Results-file bytes → snapshot merge, next to a shard's real artifacts and a secret. Whatever the
// bytes, merge may copy only files of a run's own forms from the artifacts folder: a copied
// secret, a file of any other name in the report, or a crash is a finding.
import Foundation
import SegmentRender
import SegmentRenderSnapshot

let root = FileManager.default.temporaryDirectory.appendingPathComponent("segment-render-fuzz-merge-\(getpid())")
let shard = root.appendingPathComponent("shard")
let report = root.appendingPathComponent("report")
let secret = Data("SECRET-TOKEN-0123456789".utf8)
let png = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==")!

func prepare() {
    try? FileManager.default.createDirectory(at: shard, withIntermediateDirectories: true)
    try? secret.write(to: root.appendingPathComponent("secret.txt"))
    try? secret.write(to: shard.appendingPathComponent("tabs-0@2x.notes.txt"))
    for name in ["tabs-0@2x.expected.png", "tabs-0@2x.actual.png", "tabs-0@2x.diff.png"] { try? png.write(to: shard.appendingPathComponent(name)) }
    try? Data("1- a\n1+ b\n".utf8).write(to: shard.appendingPathComponent("tabs-0@2x.diff.txt"))
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    prepare()
    try? FileManager.default.removeItem(at: report)
    let results = shard.appendingPathComponent("r.json")
    try? Data(bytes: data, count: size).write(to: results)
    _ = try? SnapshotMerge.merge([results], artifacts: report)
    let forms = ["expected.png", "actual.png", "diff.png", "expected.json", "actual.json", "diff.txt"]
    for name in (try? FileManager.default.contentsOfDirectory(atPath: report.path)) ?? [] where name != "index.html" {
        guard forms.contains(where: { name.hasSuffix("." + $0) }) else { fatalError("merge wrote '\(name)', which is not an artifact form") }
        if FileManager.default.contents(atPath: report.appendingPathComponent(name).path) == secret { fatalError("merge copied the secret as '\(name)'") }
    }
    return 0
}
