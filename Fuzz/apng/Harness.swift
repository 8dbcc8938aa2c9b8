// APNG bytes → our reader. With FUZZ_FIX_CRC set, every chunk's CRC is recomputed first, so the
// fuzzer gets past the checksums to the structure behind them.
import Foundation
import SegmentRender

let fixCRC = ProcessInfo.processInfo.environment["FUZZ_FIX_CRC"] != nil

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var bytes = [UInt8](UnsafeBufferPointer(start: data, count: size))
    if fixCRC && bytes.count > 8 {
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard length <= bytes.count - offset - 12 else { break }
            let crc = PNGCodec.crc32(Array(bytes[(offset + 4)..<(offset + 8 + length)]))
            bytes.replaceSubrange((offset + 8 + length)..<(offset + 12 + length),
                                  with: [UInt8(crc >> 24), UInt8(crc >> 16 & 255), UInt8(crc >> 8 & 255), UInt8(crc & 255)])
            offset += 12 + length
        }
    }
    _ = try? APNG.decode(bytes, pixelBudget: 1 << 20)
    return 0
}
