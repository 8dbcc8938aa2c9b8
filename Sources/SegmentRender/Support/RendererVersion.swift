/// The renderer's version: what `--version` prints and a golden's sidecar records as its provenance.
package enum RendererVersion {
    package static let current = "0.1.0"
}
