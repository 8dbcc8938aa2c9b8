import Foundation
import SegmentRender

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

    /// Writes `bytes` to `path` atomically (``AtomicFile``): a failed run never leaves a
    /// half-written file nor clobbers the previous one.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        try checkWritable(path)
        do {
            try AtomicFile.write(bytes, to: path)
        } catch let error as AtomicFile.WriteError {
            throw InputError(description: error.description)
        }
    }
}
