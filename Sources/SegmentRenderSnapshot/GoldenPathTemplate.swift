import FoundationEssentials
import Glibc
import SegmentRender

/// Where a golden lives inside its goldens folder, as a template (Playwright calls this its
/// snapshot path template): `{name}.png` by default; `{platform}/{name}.png` keeps one baseline
/// per platform (`linux-debian12/tabs-0@2x.png`), for teams whose machines render text differently.
///
/// Tokens: `{name}` the golden's name, `{platform}` `<os>-<distribution><major version>` (for
/// example `linux-debian12`, from `/etc/os-release`), `{os}` and `{arch}`. The template must
/// contain `{name}`, end in `.png` and stay inside the goldens folder.
package struct GoldenPathTemplate: Sendable, Hashable {
    package let template: String

    package static let `default` = GoldenPathTemplate(validated: "{name}.png")
    /// The environment variable `assertGolden` reads when no template is given.
    package static let environmentVariable = "SEGMENT_RENDER_PATH_TEMPLATE"
    static let tokens = ["name", "platform", "os", "arch"]

    private init(validated: String) { template = validated }

    /// Checks a template; the error says what is wrong with it.
    package init(_ template: String) throws {
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else {
                throw SnapshotError.templateUnclosed(template)
            }
            let token = String(rest[rest.index(after: open)..<close])
            guard Self.tokens.contains(token) else {
                throw SnapshotError.templateUnknownToken(template, token: token, tokens: Self.tokens)
            }
            rest = rest[rest.index(after: close)...]
        }
        guard template.contains("{name}"), template.hasSuffix(".png") else {
            throw SnapshotError.templateShape(template)
        }
        guard !template.hasPrefix("/"), !template.split(separator: "/").contains("..") else {
            throw SnapshotError.templateEscapes(template)
        }
        self.template = template
    }

    /// The golden's path relative to the goldens folder.
    package func path(name: String, platform: Platform = .current) -> String {
        template.replacing("{platform}", with: platform.name)
            .replacing("{os}", with: platform.os)
            .replacing("{arch}", with: platform.arch)
            .replacing("{name}", with: name)
    }

    /// The machine a golden was made on, as far as path templates care.
    package struct Platform: Sendable, Hashable {
        package var os: String
        /// `debian12`, `ubuntu24`, … (the ID and major VERSION_ID of `/etc/os-release`).
        package var distribution: String
        package var arch: String
        package var name: String { distribution.isEmpty ? os : "\(os)-\(distribution)" }

        package init(os: String, distribution: String, arch: String) {
            self.os = os
            self.distribution = distribution
            self.arch = arch
        }

        package static let current: Platform = {
            #if os(Linux)
                let os = "linux"
            #elseif os(macOS)
                let os = "macos"
            #else
                let os = "unknown"
            #endif
            #if arch(x86_64)
                let arch = "x86_64"
            #elseif arch(arm64)
                let arch = "arm64"
            #else
                let arch = "unknown"
            #endif
            return Platform(
                os: os, distribution: distribution(osRelease: (try? String(contentsOfFile: "/etc/os-release", encoding: .utf8)) ?? ""),
                arch: arch)
        }()

        /// `debian12` from `ID=debian` and `VERSION_ID="12"`; letters and digits only.
        package static func distribution(osRelease: String) -> String {
            var fields: [String: String] = [:]
            for line in osRelease.split(separator: "\n") {
                let parts = line.split(separator: "=", maxSplits: 1)
                guard parts.count == 2 else { continue }
                fields[String(parts[0])] = String(parts[1].drop { $0 == "\"" || $0 == "'" }.reversed().drop { $0 == "\"" || $0 == "'" }.reversed())
            }
            let id = (fields["ID"] ?? "").filter { $0.isLetter || $0.isNumber }.lowercased()
            let major = (fields["VERSION_ID"] ?? "").prefix { $0 != "." }.filter(\.isNumber)
            return id + major
        }
    }
}
