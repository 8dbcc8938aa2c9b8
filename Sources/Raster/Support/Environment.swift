#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One environment variable, nil when unset. `ProcessInfo.processInfo.environment` copies the
/// whole environment into a dictionary first, about 0.7M instructions: an eighth of a process
/// that only prints its version, so the paths every process takes ask for the one variable.
package func environmentValue(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
}

/// The working directory, from `getcwd(3)`; "." when it cannot be read. Foundation's
/// `FileManager.default.currentDirectoryPath` first builds the process's environment dictionary
/// (about 0.37M instructions), which a `render` otherwise never needs.
package func currentDirectory() -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    guard getcwd(&buffer, buffer.count) != nil else { return "." }
    return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
}
