import Foundation
import XCTest

@testable import SegmentRender
@testable import SegmentRenderSnapshot

/// The JSON Schema `schema` prints and the decoder agree: thousands of configs and manifests
/// generated from the schema itself — valid values, boundaries, values just outside them, wrong
/// types, unknown keys, rule combinations — are judged by an independent validator (Python's
/// `jsonschema`, Debian's python3-jsonschema) and by our decoder. Every verdict must be the same,
/// except where the decoder checks a rule the schema says (in a `$comment` at that key or its
/// object, naming the key) it cannot state: a list against the segment count, the pixel budget.
final class SchemaDifferentialTests: XCTestCase {
    /// The validator's verdict on each document: nil when valid, else its errors' paths.
    static func validate(_ documents: [String], schema: String) throws -> [[String]?] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segment-render-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(schema.utf8).write(to: folder.appendingPathComponent("schema.json"))
        try Data(documents.joined(separator: "\n").utf8).write(to: folder.appendingPathComponent("documents.jsonl"))
        let script = """
            import json, sys, jsonschema
            folder = sys.argv[1]
            validator = jsonschema.Draft202012Validator(json.load(open(folder + '/schema.json')))
            for line in open(folder + '/documents.jsonl'):
                errors = ['/'.join(str(p) for p in e.absolute_path) for e in validator.iter_errors(json.loads(line))]
                print(json.dumps(errors if errors else None))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script, folder.path]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw XCTSkip("python3 with jsonschema is needed (scripts/setup.sh --tests installs python3-jsonschema)") }
        return try text.split(separator: "\n").map { try JSONSerialization.jsonObject(with: Data($0.utf8), options: [.fragmentsAllowed]) as? [String] }
    }

    func check(_ count: Int, schema: JSONValue, seed: UInt64, base: [(String, JSONValue)], decode: (Data) throws -> Void) throws {
        var generator = SchemaDocumentGenerator(schema: schema, seed: seed)
        var documents: [String] = []
        for _ in 0..<count {
            guard case var .object(pairs) = generator.object(schema, depth: 0) else { continue }
            for (key, value) in base where !pairs.contains(where: { $0.0 == key }) { pairs.insert((key, value), at: 0) }
            documents.append(JSONValue.object(pairs).rendered())
        }
        let verdicts = try Self.validate(documents.map { $0.replacingOccurrences(of: "\n", with: " ") }, schema: schema.rendered())
        XCTAssertEqual(verdicts.count, documents.count)
        var rejected = 0, explained = 0, disagreements: [String] = []
        for (document, schemaErrors) in zip(documents, verdicts) {
            var decoderError: ConfigError?
            do { try decode(Data(document.utf8)) } catch let error as ConfigError { decoderError = error } catch {
                decoderError = ConfigError(file: "", keyPath: "?", problem: .rule("\(error)"))
            }
            if decoderError != nil || schemaErrors != nil { rejected += 1 }
            switch (schemaErrors, decoderError) {
            case (nil, nil), (.some, .some): continue
            case let (nil, error?):
                // Only a rule the schema cannot state may reject what it accepts, and the schema says so there.
                if error.beyondSchema && generator.decoderOnly(at: error.keyPath) {
                    explained += 1
                    continue
                }
                disagreements.append("the schema accepts what the decoder rejects (\(error)):\n\(document)")
            case let (errors?, nil):
                disagreements.append("the decoder accepts what the schema rejects (at \(errors)):\n\(document)")
            }
        }
        XCTAssertEqual(disagreements.prefix(5).joined(separator: "\n\n"), "", "\(disagreements.count) of \(count) documents judged differently")
        XCTAssertGreaterThan(rejected, count / 10, "the generator makes invalid documents too")
        // At least one in twenty valid: enough accepted documents for the two to agree on (a manifest
        // has many keys that can each be wrong, so most generated ones are invalid).
        XCTAssertLessThan(rejected, count * 19 / 20, "the generator makes valid documents too")
        _ = explained
    }

    func testABadgeOfTwoKindsIsRefusedByBoth() throws {
        let config = #"{"width": 100, "height": 40, "sectionTitles": ["a"], "badges": [{"dot": true, "number": 3}]}"#
        XCTAssertThrowsError(try ConfigLoader.decode(json: Data(config.utf8), name: "c.json"))
        let verdict = try Self.validate([config], schema: ConfigSchema.document.rendered())
        XCTAssertEqual(verdict.first??.first, "badges/0")
    }

    /// Editors flag a key of another style as the decoder refuses it.
    func testAKeyOfAnotherStyleIsRefusedByBoth() throws {
        let wrong = #"{"width": 300, "height": 44, "sectionTitles": ["A"], "thumbInset": 3}"#
        let right = #"{"width": 300, "height": 44, "sectionTitles": ["A"], "style": "bsc", "thumbInset": 3}"#
        XCTAssertThrowsError(try ConfigLoader.decode(json: Data(wrong.utf8), name: "c.json"))
        XCTAssertNoThrow(try ConfigLoader.decode(json: Data(right.utf8), name: "c.json"))
        let verdicts = try Self.validate([wrong, right], schema: ConfigSchema.document.rendered())
        XCTAssertNotNil(verdicts[0])
        XCTAssertNil(verdicts[1])
    }

    func testConfigsAreJudgedAlike() throws {
        let base: [(String, JSONValue)] = [("width", .number(320)), ("height", .number(44)), ("sectionTitles", .array(["a", "b", "c"].map(JSONValue.string)))]
        try check(3_000, schema: ConfigSchema.document, seed: 2026, base: base) { data in _ = try ConfigLoader.decode(json: data, name: "c.json") }
    }

    func testManifestsAreJudgedAlike() throws {
        try check(1_500, schema: SnapshotManifest.schema, seed: 12, base: [("goldens", .string("g"))]) { data in
            _ = try ConfigLoader.decode(ManifestKeys.spec, json: data, name: "m.json")
        }
    }
}
