/// The renderer's version, declared here once: what `--version` prints, what a golden's sidecar
/// records as its provenance, what `scripts/package.sh` names its packages by and what
/// `scripts/release.sh` sets and tags.
public enum RendererVersion {
    /// `MAJOR.MINOR.PATCH`.
    public static let current = "0.1.0"
}
