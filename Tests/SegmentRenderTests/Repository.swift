import Foundation

/// The repository's folders, found from this file, which stays at the test target's root
/// (`Tests/SegmentRenderTests/`) whatever folder a test lives in.
enum Repository {
    /// The repository's root: the folder with `Package.swift`.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// `examples/`, the configs the README shows.
    static let examples = root.appendingPathComponent("examples")
}
