import Foundation

/// A failure the user can fix in their input: exit 1 with the message.
struct InputError: Error, CustomStringConvertible {
    var description: String
}

enum Output {
    static func error(_ message: String) {
        FileHandle.standardError.write(Data("segment-render: error: \(message)\n".utf8))
    }

    static func note(_ message: String) {
        FileHandle.standardError.write(Data("segment-render: \(message)\n".utf8))
    }

    /// Checks that `path`'s folder exists and is writable, before any work is done.
    static func checkWritable(_ path: String) throws {
        let given = (path as NSString).deletingLastPathComponent
        let folder = given.isEmpty ? "." : given
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw InputError(description: "cannot write '\(path)': the folder '\(folder)' does not exist")
        }
        guard FileManager.default.isWritableFile(atPath: folder) else {
            throw InputError(description: "cannot write '\(path)': the folder '\(folder)' is not writable")
        }
    }

    /// Writes `bytes` to `path` atomically: a temporary file beside it, then a rename, so a failed
    /// run never leaves a half-written file nor clobbers the previous one.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        try checkWritable(path)
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
        do {
            try Data(bytes).write(to: temporary)
            if rename(temporary.path, url.path) != 0 {
                throw InputError(description: "cannot write '\(path)': \(String(cString: strerror(errno)))")
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            if let error = error as? InputError { throw error }
            throw InputError(description: "cannot write '\(path)': \(error.localizedDescription)")
        }
    }
}
