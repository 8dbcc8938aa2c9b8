import Foundation
import XCTest

@testable import SegmentRender

/// A key whose default depends on the style (or the appearance) says so in prose
/// (`defaultNote`, in `help config` and docs/config-keys.md). The prose is held to the defaults
/// the decoder really gives: every value a style takes, light or dark, where the key applies, is
/// named in its key's note.
final class DefaultNoteTests: XCTestCase {
    /// A value as a note writes it: no quotes or backticks, colours in capitals.
    static func plain(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "").replacingOccurrences(of: "`", with: "").uppercased()
    }

    /// Whether `note` names `value`: as written, with long decimals to four places (a spring's
    /// response), or a colour with alpha in the note's `rgba(r,g,b,a)` form (its alpha to two places,
    /// the dark one's alone allowed: "rgba(118,118,128,0.12), dark 0.24").
    static func named(_ value: String, in note: String) -> Bool {
        if note.contains(value) { return true }
        let rounded = value.replacing(/\d+\.\d{5,}/) { match in String(format: "%.4f", Double(match.output) ?? 0) }
        if note.contains(rounded) { return true }
        guard value.count == 9, value.hasPrefix("#"), let rgba = UInt32(value.dropFirst(), radix: 16) else { return false }
        let (r, g, b, a) = (rgba >> 24, (rgba >> 16) & 255, (rgba >> 8) & 255, Double(rgba & 255) / 255)
        return note.contains("RGBA(\(r),\(g),\(b),") && note.contains(String(format: "%.2f", a))
    }

    func testEveryNoteNamesEachDefaultAStyleTakes() throws {
        var unnamed: [String] = [], checked = 0
        for key in ControlConfig.spec.keys where !key.isRequired && !["style", "width", "height", "sectionTitles"].contains(key.name) {
            guard let note = key.defaultNote, note != "none" else { continue }
            for style in ControlStyle.allCases where key.scope?.styles.contains(style.rawValue) ?? true {
                for appearance in [Appearance.light, .dark] {
                    let json = #"{"style": "\#(style.rawValue)", "width": 300, "height": 44, "sectionTitles": ["A", "B"]}"#
                    let config = try ConfigLoader.decode(json: Data(json.utf8), name: "t.json", overrides: ConfigOverrides(appearance: appearance))
                    guard let value = key.defaultValue(config) else { continue }
                    // Material's colours come from its scheme, which the note names by role.
                    if style == .material3, note.contains("materialColors") { continue }
                    // An object's note describes it (Material's scheme) rather than listing it.
                    if case .object = value { continue }
                    let shown = Self.plain(value.rendered(inlineWidth: Int.max / 8))
                    checked += 1
                    if !Self.named(shown, in: Self.plain(note).replacingOccurrences(of: " ", with: "")) {
                        unnamed.append("\(key.name) (\(style.rawValue), \(appearance.rawValue)): \(shown) not in \"\(note)\"")
                    }
                }
            }
        }
        XCTAssertGreaterThan(checked, 100)
        XCTAssertEqual(unnamed, [])
    }
}
