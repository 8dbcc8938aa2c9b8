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
