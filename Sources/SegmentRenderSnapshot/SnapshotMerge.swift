import FoundationEssentials
import Glibc
import Raster
import SegmentRender

/// `snapshot merge RESULTS…`: joins the results files of a sharded run into one set of results and
/// one report. Every shard `1/N … N/N` must be there exactly once (a missing shard would pass
/// silently otherwise), all from the same manifest, and no entry may be claimed by two shards.
///
/// A results file is input from another machine, so merge trusts nothing in it: entry names must
/// be golden names, and it copies only artifacts of the forms a run writes for that entry
/// (`NAME.expected.png`, `.actual.png`, `.diff.png`, `.expected.json`, `.actual.json`, `.diff.txt`)
/// found directly in the artifacts folder the results file records (symlinks followed), as regular
/// files whose content is what the form says (a PNG, JSON, UTF-8 text). Anything else is an error
/// naming the file and entry; nothing is copied or written then.
package enum SnapshotMerge {
    /// The largest artifact copied.
    package static let maxArtifactSize = 64 << 20

    /// The artifact names an entry may have, by field: pictures, or a text golden's files.
    static let forms: [(WritableKeyPath<SnapshotResults.Entry, String?> & Sendable, String, [String])] = [
        (\.expected, "expected", ["expected.png", "expected.json"]),
        (\.actual, "actual", ["actual.png", "actual.json"]),
        (\.diff, "diff", ["diff.png", "diff.txt"]),
    ]

    /// Reads `files`, checks them, copies each failure's artifacts into `artifacts`, writes the
    /// report there and returns the merged results, sorted by name.
    package static func merge(_ files: [URL], artifacts: URL) throws -> SnapshotResults {
        guard !files.isEmpty else { throw SnapshotError.mergeNeedsResults }
        let parts = try files.map { ($0, try SnapshotResults.read($0)) }
        var count: Int?
        var seen: [Int: URL] = [:]
        for (file, results) in parts {
            let shard: SnapshotShard
            do { shard = try SnapshotShard(results.shard ?? "1/1") } catch let error as SnapshotError {
                throw SnapshotError.resultsShard(path: file.path, error)
            }
            if let count, count != shard.count {
                throw SnapshotError.shardCount(path: file.path, shard: "\(shard)", count: count)
            }
            count = shard.count
            if let other = seen[shard.index] {
                throw SnapshotError.duplicateShard(path: file.path, other: other.path, shard: "\(shard)")
            }
            seen[shard.index] = file
            if results.manifest != parts[0].1.manifest {
                throw SnapshotError.differentManifests(
                    path: file.path, manifest: Quoted.cut(results.manifest),
                    firstPath: parts[0].0.path, firstManifest: Quoted.cut(parts[0].1.manifest))
            }
        }
        let total = count ?? 1
        if let absent = (1...total).first(where: { seen[$0] == nil }) {
            throw SnapshotError.missingShard(index: absent, count: total)
        }
        // Check everything and read every artifact before writing anything.
        var owner: [String: String] = [:]
        var entries: [SnapshotResults.Entry] = []
        var copies: [(name: String, bytes: [UInt8])] = []
        let target = FilePaths.canonical(artifacts.path)
        for (file, results) in parts {
            let shard = results.shard ?? "1/1"
            let base = FilePaths.folder(of: FilePaths.canonical(file.path))
            let folder = FilePaths.canonical(FilePaths.join(base, results.artifacts ?? "."))
            for (k, var entry) in results.entries.enumerated() {
                let at = "\(file.path): entries[\(k)]"
                if let problem = GoldenName.problem(entry.name) { throw SnapshotError.badEntryName(at: at, problem: problem) }
                if let first = owner[entry.name] {
                    throw SnapshotError.entryClaimedTwice(name: entry.name, first: first, second: shard)
                }
                owner[entry.name] = shard
                for (keyPath, field, suffixes) in forms {
                    guard let given = entry[keyPath: keyPath] else { continue }
                    let source = FilePaths.canonical(FilePaths.join(base, given))
                    let name = FilePaths.lastComponent(of: source)
                    guard FilePaths.folder(of: source) == folder, suffixes.contains(where: { name == "\(entry.name).\($0)" }) else {
                        throw SnapshotError.notAnArtifact(
                            at: at, field: field, given: Quoted.cut(given), entry: entry.name,
                            expected: suffixes, folder: folder)
                    }
                    if source != FilePaths.join(target, name) {
                        copies.append((name, try readArtifact(source, at: "\(at).\(field)")))
                    }
                    entry[keyPath: keyPath] = name
                }
                entries.append(entry)
            }
        }
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        for (name, bytes) in copies { try writeAtomically(bytes, to: URL(fileURLWithPath: FilePaths.join(target, name))) }
        entries.sort { $0.name < $1.name }
        var merged = SnapshotResults(shard: nil, manifest: parts[0].1.manifest, mode: parts[0].1.mode, entries: entries)
        merged.environment = Array(Set(parts.compactMap(\.1.environment))).sorted().joined(separator: "\n").nilIfEmpty
        merged.artifacts = "."
        let audits = parts.flatMap { $0.1.audits ?? [] }.sorted { ($0.entry, $0.variant) < ($1.entry, $1.variant) }
        if parts.contains(where: { $0.1.audits != nil }) { merged.audits = audits }
        try SnapshotReport.write(merged, to: URL(fileURLWithPath: target, isDirectory: true))
        return merged
    }

    /// An artifact's bytes: a regular file no larger than ``maxArtifactSize`` holding what its
    /// name says (a PNG that decodes, JSON that parses, UTF-8 text).
    static func readArtifact(_ path: String, at field: String) throws -> [UInt8] {
        guard FilePaths.kind(of: path) == .file else { throw SnapshotError.artifactNotAFile(field: field, path: path) }
        let bytes: [UInt8]
        do { bytes = try FileBytes.read(path, limit: maxArtifactSize) } catch {
            throw SnapshotError.artifactUnreadable(field: field, path: path, reason: "\(error)")
        }
        let valid: Bool
        if path.hasSuffix(".png") {
            // An animation is checked frame by frame on one canvas: results are untrusted, and a
            // small file can hold thousands of frames of a large canvas.
            valid = APNG.isAnimated(bytes) ? (try? APNG.validate(bytes)) != nil : (try? PNGCodec.decode(bytes)) != nil
        } else if path.hasSuffix(".json") {
            valid = (try? JSONParser.parse(bytes)) != nil
        } else {
            valid = String(validating: bytes, as: UTF8.self) != nil
        }
        guard valid else { throw SnapshotError.artifactContent(field: field, path: path) }
        return bytes
    }
}

extension String {
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
