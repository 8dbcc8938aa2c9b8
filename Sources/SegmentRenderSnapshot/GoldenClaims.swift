import FoundationEssentials
import Glibc
import SegmentRender

/// Which goldens a run of `assertGolden` and `assertLayout` checked, so that the files in their
/// `__Goldens__` folders that no call checked can be listed afterwards.
///
/// With `SEGMENT_RENDER_CLAIMS=FILE` set, every call appends one JSON line to FILE: its goldens
/// folder, path template, name and suffix. Appends are single `write(2)`s to a file opened with
/// `O_APPEND`, so parallel test processes can share one file. `segment-render snapshot prune
/// FILE` then lists (with `--yes`, deletes) the golden files in those folders that no line
/// claims — on any platform the template can name. Only a full run's claims say what is stale: a
/// run narrowed with `--filter` claims less.
package enum GoldenClaims {
    package static let environmentVariable = "SEGMENT_RENDER_CLAIMS"
    /// A claims file is read up to this size.
    package static let maxFileSize = 64 << 20

    package struct Claim: Codable, Hashable, Sendable {
        /// The goldens folder, absolute.
        package var goldens: String
        package var template: String
        /// `TabsTests/testTabs.1`, or a `named:` name.
        package var name: String
        /// `.png`, or `.layout.json` for `assertLayout`.
        package var suffix: String

        package init(goldens: String, template: String, name: String, suffix: String) {
            self.goldens = goldens
            self.template = template
            self.name = name
            self.suffix = suffix
        }
    }

    /// Appends `claim` to the claims file when the environment names one; a file that cannot be
    /// written is an error, since the listing would be wrong without it.
    package static func record(_ claim: Claim, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        guard let path = environment[environmentVariable], !path.isEmpty else { return }
        var line = try JSONEncoder().encode(claim)
        line.append(0x0A)
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw SnapshotError.write(path: path, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        let written = line.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        guard written == line.count else { throw SnapshotError.write(path: path, reason: String(cString: strerror(errno))) }
    }

    /// The claims in a claims file; a line that is not a claim is an error naming its number.
    package static func read(_ path: String) throws -> [Claim] {
        let bytes: [UInt8]
        do { bytes = try FileBytes.read(path, limit: maxFileSize) } catch {
            throw SnapshotError.claimsUnreadable(path: path, reason: "\(error)")
        }
        var claims: [Claim] = []
        for (k, line) in bytes.split(separator: 0x0A).enumerated() {
            guard let claim = try? JSONDecoder().decode(Claim.self, from: Data(line)), claim.goldens.hasPrefix("/"),
                (try? GoldenPathTemplate(claim.template)) != nil, claim.suffix == ".png" || claim.suffix == ".layout.json"
            else { throw SnapshotError.badClaim(path: path, line: k + 1) }
            claims.append(claim)
        }
        return claims
    }

    /// The golden files, absolute and sorted, in the claims' folders that no claim names.
    package static func stale(_ claims: [Claim]) throws -> [String] {
        var stale: [String] = []
        for (folder, inFolder) in Dictionary(grouping: claims, by: \.goldens).sorted(by: { $0.key < $1.key }) {
            // One pattern per template and suffix; a file is claimed when the name it reads as is claimed.
            var patterns: [(Regex<AnyRegexOutput>, Set<String>)] = []
            for group in Dictionary(grouping: inFolder, by: { $0.template + "\u{0}" + $0.suffix }).values {
                let template = try GoldenPathTemplate(group[0].template)
                let names = Set(group.map(\.name))
                patterns.append((try template.pattern(suffix: group[0].suffix, nestedNames: true), names))
                // An image golden's sidecar is claimed with it.
                if group[0].suffix == ".png" { patterns.append((try template.pattern(suffix: ElementSidecar.suffix, nestedNames: true), names)) }
            }
            for relative in try GoldenPathTemplate.goldenFiles(in: URL(fileURLWithPath: folder, isDirectory: true)) {
                let claimed = patterns.contains { pattern, names in
                    GoldenPathTemplate.name(in: relative, pattern: pattern).map(names.contains) == true
                }
                if !claimed { stale.append(folder + "/" + relative) }
            }
        }
        return stale
    }
}
