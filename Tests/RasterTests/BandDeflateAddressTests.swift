@testable import Raster
import Foundation
import XCTest

/// A band's bytes must not depend on where its igzip stream sits in memory. ISA-L 2.30's level-1
/// body, starting a stream with no history, hashes bits 16–47 of the stream's address where it
/// meant to hash input bytes 2–5, and files position 2 under that hash: when the stray slot is
/// the one position 1 was filed under, position 2 finds a match one byte back that it would
/// otherwise miss. With the stream on a thread's stack, which ASLR moves, about 1 process in 600
/// wrote different bytes. These tests put the stream exactly there, so they fail without the
/// primer `BandDeflate` compresses first (set `primerLength` to 0 to see it).
final class BandDeflateAddressTests: XCTestCase {
    /// Fresh memory for a stream at a chosen 64 KB window, mapped for one use.
    struct Placement {
        static let window: UInt = 1 << 16
        static let length = (BandDeflate.streamSize + Int(window) - 1) / Int(window) * Int(window)
        /// `MAP_FIXED_NOREPLACE` (Linux 4.17): map there or fail, never over another mapping.
        static let fixedNoReplace: Int32 = 0x10_0000

        let memory: UnsafeMutableRawPointer

        /// Maps the first free window below `start` whose stray slot passes `accept`.
        init(below start: UInt, accept: (UInt32) -> Bool) throws {
            var window = start / Self.window
            for _ in 0..<2_000_000 where window > 16 {
                window -= 1
                guard accept(BandDeflateAddressTests.straySlot(window * Self.window)) else { continue }
                let wanted = UnsafeMutableRawPointer(bitPattern: window * Self.window)
                guard let mapped = mmap(wanted, Self.length, PROT_READ | PROT_WRITE,
                                        MAP_PRIVATE | MAP_ANONYMOUS | Self.fixedNoReplace, -1, 0),
                      mapped != MAP_FAILED else { continue }
                if mapped == wanted {
                    memory = mapped
                    return
                }
                munmap(mapped, Self.length)  // a kernel without the flag took it as a hint
            }
            throw XCTSkip("no free 64 KB window with the wanted slot")
        }

        /// Where fresh mappings go now: the windows below are usually free.
        static func top() -> UInt {
            let probe = mmap(nil, Int(window), PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)!
            defer { munmap(probe, Int(window)) }
            return UInt(bitPattern: probe)
        }

        func compress(_ input: [UInt8], level: Int, isFinal: Bool) throws -> DeflateBand {
            defer { munmap(memory, Self.length) }
            return try input.withUnsafeBufferPointer {
                try BandDeflate.band($0, level: level, isFinal: isFinal, streamMemory: memory)
            }
        }
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
        for isFinal in [false, true] {
            let top = Placement.top()
            var bands: [DeflateBand] = []
            for harmful in [false, true, false, true] {
                let placement = try Placement(below: top - UInt(bands.count) << 32) {
                    ($0 == positionOneSlot) == harmful
                }
                bands.append(try placement.compress(input, level: 1, isFinal: isFinal))
            }
            for (k, band) in bands.enumerated() {
                XCTAssertEqual(band, bands[0], "final \(isFinal): stream \(k) wrote other bytes")
            }
            let stack = try input.withUnsafeBufferPointer { try BandDeflate.band($0, level: 1, isFinal: isFinal) }
            XCTAssertEqual(stack, bands[0], "final \(isFinal): the stream on the stack wrote other bytes")
        }
    }
}
