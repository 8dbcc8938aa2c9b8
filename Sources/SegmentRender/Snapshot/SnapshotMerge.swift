import Foundation

/// `snapshot merge RESULTS…`: joins the results files of a sharded run into one set of results and
/// one report. Every shard `1/N … N/N` must be there exactly once (a missing shard would pass
/// silently otherwise), all from the same manifest, and no entry may be claimed by two shards.
public enum SnapshotMerge {
    /// Reads `files`, checks them, copies each failure's artifacts (paths relative to its results
    /// file) into `artifacts`, writes the report there and returns the merged results, sorted by name.
    public static func merge(_ files: [URL], artifacts: URL) throws -> SnapshotResults {
        guard !files.isEmpty else { throw SnapshotError(description: "snapshot merge needs the results files of every shard") }
        let parts = try files.map { ($0, try SnapshotResults.read($0)) }
        var count: Int?
        var seen: [Int: URL] = [:]
        for (file, results) in parts {
            let shard: SnapshotShard
            do { shard = try SnapshotShard(results.shard ?? "1/1") } catch let error as SnapshotError {
                throw SnapshotError(description: "\(file.path): shard: \(error.description)")
            }
            if let count, count != shard.count {
                throw SnapshotError(description: "\(file.path) is shard \(shard) but other results are out of \(count) shards")
            }
            count = shard.count
            if let other = seen[shard.index] {
                throw SnapshotError(description: "\(file.path) and \(other.path) are both shard \(shard)")
            }
            seen[shard.index] = file
            if results.manifest != parts[0].1.manifest {
                throw SnapshotError(description: "\(file.path) comes from the manifest \(results.manifest), \(parts[0].0.path) from \(parts[0].1.manifest)")
            }
        }
        let total = count ?? 1
        if let absent = (1...total).first(where: { seen[$0] == nil }) {
            throw SnapshotError(description: "the results of shard \(absent)/\(total) are missing (give every shard's --results file)")
        }
        var owner: [String: String] = [:]
        var entries: [SnapshotResults.Entry] = []
        try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        for (file, results) in parts {
            let shard = results.shard ?? "1/1"
            for var entry in results.entries {
                if let first = owner[entry.name] {
                    throw SnapshotError(description: "the entry '\(entry.name)' is claimed by shard \(first) and shard \(shard)")
                }
                owner[entry.name] = shard
                let base = file.deletingLastPathComponent()
                for keyPath in [\SnapshotResults.Entry.expected, \.actual, \.diff] {
                    guard let relative = entry[keyPath: keyPath], !relative.hasPrefix("/") else { continue }
                    let source = base.appendingPathComponent(relative).standardized
                    let target = artifacts.appendingPathComponent(URL(fileURLWithPath: relative).lastPathComponent)
                    guard source.path != target.standardized.path, let bytes = FileManager.default.contents(atPath: source.path) else { continue }
                    try writeAtomically(Array(bytes), to: target)
                    entry[keyPath: keyPath] = target.lastPathComponent
                }
                entries.append(entry)
            }
        }
        entries.sort { $0.name < $1.name }
        var merged = SnapshotResults(shard: nil, manifest: parts[0].1.manifest, mode: parts[0].1.mode, entries: entries)
        merged.environment = Array(Set(parts.compactMap(\.1.environment))).sorted().joined(separator: "\n").nilIfEmpty
        try SnapshotReport.write(merged, to: artifacts)
        return merged
    }
}

extension String {
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
