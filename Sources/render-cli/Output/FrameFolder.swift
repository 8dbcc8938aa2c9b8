import Foundation
import SegmentRender

/// Writes a frame sequence into a folder so that nothing is lost: frames go to a temporary folder
/// inside it, and only when the whole sequence succeeded do they replace the old ones; then stale
/// `frame_*.png` files from a longer earlier run are removed. Other files are never touched.
final class FrameFolder {
    let folder: String
    private var temporary: URL?

    init?(_ folder: String?) {
        guard let folder else { return nil }
        self.folder = folder
    }

    /// Creates the folder (and its parents) if needed, and the temporary folder inside it.
    func prepare() throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw InputError(description: "'\(folder)' exists and is not a folder") }
        } else {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw InputError(description: "the output folder '\(folder)' cannot be created: \(reason(error))")
            }
        }
        let temp = URL(fileURLWithPath: folder).appendingPathComponent(".segment-render-\(getpid())-frames")
        do {
            try FileManager.default.createDirectory(at: temp, withIntermediateDirectories: true)
        } catch {
            throw InputError(description: "cannot write into '\(folder)': \(reason(error))")
        }
        temporary = temp
    }

    func write(_ bytes: [UInt8], name: String) throws {
        guard let temporary else { return }
        do {
            try Data(bytes).write(to: temporary.appendingPathComponent(name))
        } catch {
            throw InputError(description: "cannot write frames into '\(folder)': \(reason(error))")
        }
    }

    /// Moves every frame into place, then removes stale frames of an earlier, longer run.
    func commit(plan: AnimationPlan) throws {
        guard let temporary else { return }
        let base = URL(fileURLWithPath: folder)
        var written = Set<String>()
        for k in 0..<plan.frameCount {
            let name = plan.fileName(ofFrame: k)
            if rename(temporary.appendingPathComponent(name).path, base.appendingPathComponent(name).path) != 0 {
                throw InputError(description: "cannot move frames into '\(folder)': \(String(cString: strerror(errno)))")
            }
            written.insert(name)
        }
        try? FileManager.default.removeItem(at: temporary)
        self.temporary = nil
        let existing = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in existing where FrameFolder.isFrameName(name) && !written.contains(name) {
            try? FileManager.default.removeItem(at: base.appendingPathComponent(name))
        }
    }

    func abandon() {
        if let temporary { try? FileManager.default.removeItem(at: temporary) }
        temporary = nil
    }

    /// `frame_` followed by four or more digits and `.png`.
    static func isFrameName(_ name: String) -> Bool {
        guard name.hasPrefix("frame_"), name.hasSuffix(".png") else { return false }
        let digits = name.dropFirst(6).dropLast(4)
        return digits.count >= 4 && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
    }

    private func reason(_ error: Error) -> String {
        (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
    }
}
