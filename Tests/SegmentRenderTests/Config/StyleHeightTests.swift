import Foundation
import XCTest

@testable import SegmentRender

/// `{"style": "material3", "width": 360, …}` failed with "the key 'height' is required" although
/// Material 3 fixes a tab row's height: a style with a height of its own gives it when the config
/// leaves it out, and a style without one says so.
final class StyleHeightTests: XCTestCase {
    func config(_ json: String) throws -> ControlConfig { try ConfigLoader.decode(json: Data(json.utf8), name: "c.json") }

    func testAStylesOwnHeightIsTakenWhenLeftOut() throws {
        let titles = #""sectionTitles": ["One", "Two"]"#
        // Material 3: a 48 dp tab row; 64 dp (iconTabHeight) with icons above labels; 40 dp segmented buttons.
        XCTAssertEqual(try config(#"{"style": "material3", "width": 360, \#(titles)}"#).height, 48)
        XCTAssertEqual(
            try config(
                #"{"style": "material3", "width": 360, "type": "textImages", "sectionImages": ["builtin:qq-dock-feed", "builtin:qq-dock-more"], \#(titles)}"#
            ).height, 64)
        XCTAssertEqual(try config(#"{"style": "material3", "width": 360, "iconTabHeight": 72, "type": "textImages", "sectionImages": ["builtin:qq-dock-feed", "builtin:qq-dock-more"], \#(titles)}"#).height, 72)
        XCTAssertEqual(try config(#"{"style": "material3", "tabVariant": "segmentedButtons", "width": 360, \#(titles)}"#).height, 40)
        // UISegmentedControl's intrinsic height: 32 pt from iOS 13 (and iOS 26's), 29 pt on iOS 7–12.
        XCTAssertEqual(try config(#"{"style": "uikit13", "width": 300, \#(titles)}"#).height, 32)
        XCTAssertEqual(try config(#"{"style": "uikit26", "width": 300, \#(titles)}"#).height, 32)
        XCTAssertEqual(try config(#"{"style": "uikit7", "width": 300, \#(titles)}"#).height, 29)
        // A height given always wins.
        XCTAssertEqual(try config(#"{"style": "material3", "width": 360, "height": 52, \#(titles)}"#).height, 52)
    }

    func testAStyleWithoutOneSaysSo() throws {
        for style in ["hm", "bsc", "parchment", "tabman", "segmentio"] {
            XCTAssertThrowsError(try config(#"{"style": "\#(style)", "width": 300, "sectionTitles": ["A"]}"#), style) { error in
                XCTAssertEqual(
                    "\(error)", "c.json: the key 'height' is required: the \(style) style has no height of its own (material3, uikit7, uikit13 and uikit26 do)")
            }
        }
        XCTAssertThrowsError(try config(#"{"width": 300, "sectionTitles": ["A"]}"#)) { XCTAssertTrue("\($0)".contains("the hm style has no height of its own"), "\($0)") }
    }

    /// The prose that lists which styles have a height — the error above, the key's description
    /// and its default note — names each style the families give one, and the note says the
    /// others need one: a new family with a height is named there or this fails.
    func testTheProseNamesEveryStyleWithAHeightOfItsOwn() throws {
        let key = try XCTUnwrap(ControlConfig.spec.keys.first { $0.name == "height" })
        let note = try XCTUnwrap(key.defaultNote)
        let required = try XCTUnwrap(note.range(of: "required for ")).upperBound
        for style in ControlStyle.allCases {
            let has = (try? config(#"{"style": "\#(style.rawValue)", "width": 300, "sectionTitles": ["A"]}"#)) != nil
            let named = { (text: Substring) in text.range(of: #"\b\#(style.rawValue)\b"#, options: .regularExpression) != nil }
            XCTAssertEqual(named(note[..<required]), has, "\(style): the note's heights")
            XCTAssertEqual(named(note[required...]), !has, "\(style): the note's required list")
            XCTAssertEqual(named(Substring(key.summary)), has, "\(style): the description")
            if !has {
                XCTAssertThrowsError(try config(#"{"style": "\#(style.rawValue)", "width": 300, "sectionTitles": ["A"]}"#)) { error in
                    let list = "\(error)".split(separator: "(").last ?? ""
                    for other in ControlStyle.allCases {
                        let otherHas = (try? config(#"{"style": "\#(other.rawValue)", "width": 300, "sectionTitles": ["A"]}"#)) != nil
                        XCTAssertEqual(list.range(of: #"\b\#(other.rawValue)\b"#, options: .regularExpression) != nil, otherHas, "\(other) in \(error)")
                    }
                }
            }
        }
    }
}
