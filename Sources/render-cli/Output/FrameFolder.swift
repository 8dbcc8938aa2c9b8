import FoundationEssentials
import Glibc
import Raster
import SegmentRender

/// Writes a frame sequence into a folder so that nothing is lost: frames go to a temporary folder
/// inside it, and only when the whole sequence succeeded do they replace the old ones; then stale
/// `frame_*.png` files from a longer earlier run are removed. Other files are never touched.
///
/// One run at a time: the folder is locked (`flock` on the folder itself), so a second run into it
/// fails at once instead of interleaving frames. SIGINT and SIGTERM remove the temporary folder
/// before exiting; one left by a killed run (its process gone) is removed by the next run.
final class FrameFolder {
    let folder: String
    private var temporary: URL?
    private var lock: Int32 = -1

    init?(_ folder: String?) {
        guard let folder else { return nil }
        self.folder = folder
    }

    /// Creates the folder (and its parents) if needed, and the temporary folder inside it.
    func prepare() throws {
        if FilePaths.kind(of: folder) != .none {
            guard FilePaths.kind(of: folder) == .folder else { throw InputError(description: "'\(folder)' exists and is not a folder") }
        } else {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw InputError(description: "the output folder '\(folder)' cannot be created: \(reason(error))")
            }
        }
        lock = open(folder, O_RDONLY | O_DIRECTORY)
        guard lock >= 0, flock(lock, LOCK_EX | LOCK_NB) == 0 else {
            if lock >= 0 { close(lock) }
            lock = -1
            throw InputError(description: "another segment-render is writing frames into '\(folder)'; try again when it has finished")
        }
        removeTemporariesOfDeadRuns()
        let temp = URL(fileURLWithPath: folder).appendingPathComponent(".segment-render-\(getpid())-frames")
        // Registered before it exists: a signal between the two would otherwise leave it behind.
        SignalCleanup.shared.register(temp.path)
        do {
            try FileManager.default.createDirectory(at: temp, withIntermediateDirectories: true)
        } catch {
            SignalCleanup.shared.unregister(temp.path)
            throw InputError(description: "cannot write into '\(folder)': \(reason(error))")
        }
        temporary = temp
    }

    deinit { unlock() }

    private func unlock() {
        if let temporary { SignalCleanup.shared.unregister(temporary.path) }
        if lock >= 0 { close(lock) }
        lock = -1
    }

    /// `.segment-render-PID-frames` folders whose process no longer exists (killed with SIGKILL).
    private func removeTemporariesOfDeadRuns() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        // `…-frames.removing` is one a signal handler was removing when the process was killed.
        for name in names where name.hasPrefix(".segment-render-") && (name.hasSuffix("-frames") || name.hasSuffix("-frames.removing")) {
            let digits = name.dropFirst(".segment-render-".count).prefix { $0 != "-" }
            guard let pid = Int32(digits), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: folder).appendingPathComponent(name).path)
        }
    }

    func write(_ bytes: [UInt8], name: String) throws {
        guard let temporary else { return }
        do {
            try AtomicFile.writeFile(bytes, to: temporary.appendingPathComponent(name).path)
        } catch let error as AtomicFile.WriteError {
            throw InputError(description: "cannot write frames into '\(folder)': \(error.reason)")
        }
    }

    /// Moves every frame into place, then removes stale frames of an earlier, longer run.
    func commit(plan: AnimationPlan) throws {
        guard let temporary else { return }
        let base = URL(fileURLWithPath: folder)
        var written = Set<String>()
        for k in 0..<plan.frameCount {
            let name = plan.fileName(ofFrame: k)
            let failure = FileMove.move(temporary.appendingPathComponent(name).path, over: base.appendingPathComponent(name).path)
            if failure != 0 {
                throw InputError(description: "cannot move frames into '\(folder)': \(String(cString: strerror(failure)))")
            }
            written.insert(name)
        }
        try? FileManager.default.removeItem(at: temporary)
        unlock()
        self.temporary = nil
        let existing = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in existing where FrameFolder.isFrameName(name) && !written.contains(name) {
            try? FileManager.default.removeItem(at: base.appendingPathComponent(name))
        }
    }

    func abandon() {
        if let temporary { try? FileManager.default.removeItem(at: temporary) }
        unlock()
        temporary = nil
    }

    /// `frame_` followed by four or more digits and `.png`.
    static func isFrameName(_ name: String) -> Bool {
        guard name.hasPrefix("frame_"), name.hasSuffix(".png") else { return false }
        let digits = name.dropFirst(6).dropLast(4)
        return digits.count >= 4 && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
    }

    private func reason(_ error: Error) -> String {
        errorSentence(error)
    }
}
