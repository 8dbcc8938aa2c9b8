import FoundationEssentials
import Glibc

/// What went wrong with a file operation, as a person reads it ("Permission denied", "No space
/// left on device"): the system's own words for the errno under a Foundation error, without
/// linking Foundation's localized descriptions.
package func errorSentence(_ error: any Error) -> String {
    if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
    if let cocoa = error as? CocoaError {
        if let underlying = cocoa.userInfo["NSUnderlyingError"] as? POSIXError { return String(cString: strerror(underlying.code.rawValue)) }
        switch cocoa.code {
        case .fileReadNoPermission, .fileWriteNoPermission: return String(cString: strerror(EACCES))
        case .fileNoSuchFile, .fileReadNoSuchFile: return String(cString: strerror(ENOENT))
        case .fileWriteFileExists: return String(cString: strerror(EEXIST))
        case .fileWriteOutOfSpace: return String(cString: strerror(ENOSPC))
        case .fileWriteVolumeReadOnly: return String(cString: strerror(EROFS))
        default: return "the file operation failed (error \(cocoa.code.rawValue))"
        }
    }
    return "\(error)"
}
