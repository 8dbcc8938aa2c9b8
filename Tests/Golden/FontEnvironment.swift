import Foundation
import SegmentRender

@testable import SegmentRenderSnapshot

/// Goldens depend on the exact fonts, FreeType and HarfBuzz. `Goldens/environment.json` records
/// which were used (``GoldenEnvironment``, as users' goldens get); on a machine with others every
/// golden test fails with one clear message instead of a wall of pixel differences.
enum FontEnvironment {
    static func record() throws {
        try GoldenEnvironment.current().write(to: GoldenPaths.goldens)
    }

    /// nil when this machine matches the recorded environment, else what differs.
    static let mismatch: String? = {
        do {
            guard let recorded = try GoldenEnvironment.recorded(in: GoldenPaths.goldens) else {
                return "no golden environment record in \(GoldenPaths.goldens.path); record goldens with SEGMENT_RENDER_RECORD=all"
            }
            return try GoldenEnvironment.current().differences(from: recorded, folder: GoldenPaths.goldens.path)
        } catch {
            return "the golden environment cannot be checked: \(error)"
        }
    }()
}
