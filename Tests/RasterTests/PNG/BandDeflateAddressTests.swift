import Foundation
import XCTest

@testable import Raster

/// A band's bytes must not depend on where its igzip stream sits in memory. ISA-L 2.30's level-1
/// body, starting a stream with no history, hashes bits 16–47 of the stream's address where it
/// meant to hash input bytes 2–5, and files position 2 under that hash: when the stray slot is
/// the one position 1 was filed under, position 2 finds a match one byte back that it would
/// otherwise miss. With the stream on a thread's stack, which ASLR moves, about 1 process in 600
/// wrote different bytes. These tests put the stream exactly there, so they fail without the
/// primer `BandDeflate` compresses first (set `primerLength` to 0 to see it).
final class BandDeflateAddressTests: XCTestCase {
    /// 8 GB of address space, reserved but not backed, in 64 KB windows. It holds a run of
    /// 65,536 windows aligned to 4 GB, in which the stray slot takes each of its 8 K values 8
    /// times. A window is made readable only while a stream uses it.
    struct Reservation {
        static let window = 1 << 16
        static let streamLength = (BandDeflate.streamSize + window - 1) / window * window
        let region: UnsafeMutableRawPointer
        let regionLength = (1 << 33) + window

        init() throws {
            guard let mapped = mmap(nil, regionLength, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0),
                mapped != MAP_FAILED
            else { throw XCTSkip("cannot reserve 8 GB of address space") }
            region = mapped
        }

        /// The first 4 windows of the aligned run whose stray slot passes `accept`.
        func windows(where accept: (UInt32) -> Bool) -> [UnsafeMutableRawPointer] {
            let first = (UInt(bitPattern: region) >> 32 + 1) << 32
            var found: [UnsafeMutableRawPointer] = []
            for k in 0..<UInt(1 << 16) where found.count < 4 {
                let address = first + k * UInt(Self.window)
                if accept(BandDeflateAddressTests.straySlot(address)) { found.append(UnsafeMutableRawPointer(bitPattern: address)!) }
            }
            return found
        }

        func compress(_ input: [UInt8], level: Int, isFinal: Bool, streamAt memory: UnsafeMutableRawPointer) throws -> DeflateBand {
            guard mprotect(memory, Self.streamLength, PROT_READ | PROT_WRITE) == 0 else {
                throw XCTSkip("mprotect failed: errno \(errno)")
            }
            defer {
                madvise(memory, Self.streamLength, MADV_DONTNEED)
                mprotect(memory, Self.streamLength, PROT_NONE)
            }
            return try input.withUnsafeBufferPointer {
                try BandDeflate.band($0, level: level, isFinal: isFinal, streamMemory: memory)
            }
        }

        func release() { munmap(region, regionLength) }
    }

    /// CRC-32C of one little-endian 32-bit word from a zero start, with no final inversion: what
    /// the x86 `crc32` instruction ISA-L hashes with computes.
    static func crc32c(_ word: UInt32) -> UInt32 {
        var crc = word
        for _ in 0..<32 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0x82F6_3B78 : crc >> 1 }
        return crc
    }

    /// Level 1's hash table has 8 K slots.
    static let slotMask: UInt32 = 0x1FFF

    /// The slot the level-1 body files position 2 under when the stream is at `address`.
    static func straySlot(_ address: UInt) -> UInt32 { crc32c(UInt32(truncatingIfNeeded: address >> 16)) & slotMask }

    /// A filter byte then one byte repeated: positions 1 and 2 hash alike, so the stray slot
    /// decides whether position 2 matches position 1.
    let input: [UInt8] = [0] + [UInt8](repeating: 7, count: 6000)

    func testTheStreamsAddressDoesNotChangeTheBytes() throws {
        let positionOneSlot = Self.crc32c(7 | 7 << 8 | 7 << 16 | 7 << 24) & Self.slotMask
        let reservation = try Reservation()
        defer { reservation.release() }
        let harmful = reservation.windows { $0 == positionOneSlot }
        let harmless = reservation.windows { $0 != positionOneSlot }
        XCTAssertEqual(harmful.count, 4, "every slot has 8 windows in 65,536")
        for isFinal in [false, true] {
            let bands = try (harmless.prefix(2) + harmful.prefix(2)).map {
                try reservation.compress(input, level: 1, isFinal: isFinal, streamAt: $0)
            }
            for (k, band) in bands.enumerated() {
                XCTAssertEqual(band, bands[0], "final \(isFinal): stream \(k) wrote other bytes")
            }
            let stack = try input.withUnsafeBufferPointer { try BandDeflate.band($0, level: 1, isFinal: isFinal) }
            XCTAssertEqual(stack, bands[0], "final \(isFinal): the stream on the stack wrote other bytes")
        }
    }
}
