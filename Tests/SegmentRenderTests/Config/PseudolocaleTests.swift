import Foundation
import XCTest

@testable import SegmentRender

/// Pseudolocales: the rewritten titles worked out by hand, and what the override changes.
final class PseudolocaleTests: XCTestCase {
    /// en-XA: each letter accented, ⌈40 %⌉ more characters of padding words, brackets.
    func testEnXAAccentsPadsAndBrackets() {
        // "Week": 4 characters want ⌈1.6⌉ = 2 of padding; " one" is 4.
        XCTAssertEqual(Pseudolocale.enXA.transform("Week"), "[Ŵééķ one]")
        // "Trending": 8 want ⌈3.2⌉ = 4; " one" is exactly 4.
        XCTAssertEqual(Pseudolocale.enXA.transform("Trending"), "[Ťŕéńďíńĝ one]")
        // "Notifications": 13 want ⌈5.2⌉ = 6; " one" is 4, " one two" 8.
        XCTAssertEqual(Pseudolocale.enXA.transform("Notifications"), "[Ńóťíƒíçáťíóńś one two]")
        // Line by line; an empty line stays empty; what is not an ASCII letter is kept.
        XCTAssertEqual(Pseudolocale.enXA.transform("a\n\n全部 2"), "[á one]\n\n[全部 2 one]")
        XCTAssertEqual(Pseudolocale.enXA.transform(""), "")
        XCTAssertEqual(Pseudolocale.accents.count, 52, "every ASCII letter, both cases")
        XCTAssertEqual(Set(Pseudolocale.accents.values).count, 52, "no two letters share a stand-in")
    }

    /// ar-XB: each line's grapheme clusters reversed, combining marks kept on their letters.
    func testArXBReversesEachLine() {
        XCTAssertEqual(Pseudolocale.arXB.transform("Week"), "keeW")
        XCTAssertEqual(Pseudolocale.arXB.transform("Cafe\u{301}\nab"), "e\u{301}faC\nba")
        XCTAssertEqual(Pseudolocale.plain.transform("Week"), "Week")
    }

    /// The override rewrites titles and text badges (not numbers) and mirrors for ar-XB unless a
    /// direction is given.
    func testTheOverrideRewritesTitlesAndBadgesAndMirrors() throws {
        let json = #"{"width": 300, "height": 44, "sectionTitles": ["Week", "Month"], "badges": [{"text": "NEW"}, {"number": 3}]}"#
        func load(_ overrides: ConfigOverrides) throws -> ControlConfig {
            try ConfigLoader.load(json: Data(json.utf8), name: "a.json", baseDirectory: "/", overrides: overrides).config
        }
        let accented = try load(ConfigOverrides(locale: .enXA))
        XCTAssertEqual(accented.sectionTitles, ["[Ŵééķ one]", "[Ḿóńťĥ one]"])
        XCTAssertEqual(accented.badges, [.text("[ŃÉŴ one]"), .number(3)])
        XCTAssertEqual(accented.semanticContentAttribute, .unspecified)
        let mirrored = try load(ConfigOverrides(locale: .arXB))
        XCTAssertEqual(mirrored.sectionTitles, ["keeW", "htnoM"])
        XCTAssertEqual(mirrored.semanticContentAttribute, .forceRightToLeft)
        XCTAssertEqual(try load(ConfigOverrides(direction: .forceLeftToRight, locale: .arXB)).semanticContentAttribute, .forceLeftToRight)
        XCTAssertEqual(try load(ConfigOverrides(locale: .plain)).sectionTitles, ["Week", "Month"])
    }
}
