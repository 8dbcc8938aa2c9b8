import XCTest

@testable import Raster

/// SHA-256 against the FIPS 180-2 examples.
final class SHA256Tests: XCTestCase {
    func testKnownDigests() throws {
        XCTAssertEqual(SHA256.hex(Array("".utf8)), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(SHA256.hex(Array("abc".utf8)), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        var hasher = SHA256()
        hasher.update("abcdbcdecdefdefgefghfghighij")
        hasher.update("hijkijkljklmklmnlmnomnopnopq")
        XCTAssertEqual(hasher.finalize(), "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("sha-\(UUID().uuidString)")
        try Data(repeating: 0x61, count: 1_000_000).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        XCTAssertEqual(try SHA256.hex(ofFile: file.path), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }
}
