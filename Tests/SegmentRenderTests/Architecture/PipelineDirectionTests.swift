import Foundation
import XCTest

/// The pipeline runs one way — config → resolve → layout → frame state → display list → pixels —
/// and these checks read the sources to keep it so: a later stage never reaches back into an
/// earlier stage's work.
final class PipelineDirectionTests: XCTestCase {
    /// `Sources/SegmentRender/<stage>`'s Swift files, each with its text.
    func sources(_ stage: String) throws -> [(name: String, text: String)] {
        let root = Repository.root.appendingPathComponent("Sources/SegmentRender/\(stage)")
        let names = try FileManager.default.subpathsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertFalse(names.isEmpty, "no sources under \(root.path)")
        return try names.map { ($0, try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// Lines that are code, not `//` comments.
    func codeLines(_ text: String) -> [Substring] {
        text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
    }

    /// Drawing reads the frame state and the resolved paint, never the config: it is written as
    /// `Painter`'s methods, which the compiler keeps from `Control` and its config. Only the public
    /// entry points (`render`, `displayList`, `svg`) extend `Control` there, and they hand a state
    /// to the painter.
    func testDrawingIsThePaintersAndNeverReadsTheConfig() throws {
        var controlExtensions: [String] = []
        for (name, text) in try sources("Drawing") {
            let code = codeLines(text)
            if code.contains(where: { $0.hasPrefix("extension Control ") || $0.hasPrefix("extension Control{") }) { controlExtensions.append(name) }
            for line in code where line.range(of: #"\bconfig\b"#, options: .regularExpression) != nil {
                XCTFail("Drawing/\(name) reads the config: \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        XCTAssertEqual(controlExtensions, ["Control+DisplayList.swift", "Control+SVG.swift", "Painter.swift"])
    }

    /// Titles are shaped and measured in Resolve only: State and Drawing never shape or measure,
    /// and Layout — with the families' folders in `Styles/`, which hold their layouts — never shapes.
    func testOnlyResolveShapesAndMeasures() throws {
        for stage in ["State", "Drawing", "Layout", "Styles"] {
            for (name, text) in try sources(stage) {
                for line in codeLines(text) {
                    let shapes = line.contains("ShapedText(") || line.contains("truncatingTail(")
                    let measures = stage != "Layout" && line.contains("TitleMeasure(")
                    if shapes || measures { XCTFail("\(stage)/\(name) shapes or measures: \(line.trimmingCharacters(in: .whitespaces))") }
                }
            }
        }
    }

    /// State builds each rest state from one layout, and interpolates between rest states: the
    /// only Layout call in State is the rest state's.
    func testStateLaysOutOnlyTheRestStates() throws {
        var calls: [String] = []
        for (name, text) in try sources("State") {
            for line in codeLines(text) where line.contains("layout(") || line.contains("ControlLayout(") || line.contains("segmentContent(") {
                // The stage State is handed declares it (``StateStages``); that is not a call.
                let code = line.trimmingCharacters(in: .whitespaces)
                if !code.hasPrefix("func ") { calls.append("\(name): \(code)") }
            }
        }
        XCTAssertEqual(calls, ["FrameState.swift: let layout = stages.layout(selecting: selection)"])
    }

    /// State makes frames as `StateMaker`'s methods, from the resolved title paints and the stages
    /// it is handed (layout, the looks), with no config to read: the compiler keeps it so. Only
    /// the entry points, which hand each call to the maker, extend `Control` there.
    func testStateIsTheMakersAndNeverReadsTheConfig() throws {
        var controlExtensions: [String] = []
        for (name, text) in try sources("State") {
            let code = codeLines(text)
            if code.contains(where: { $0.hasPrefix("extension Control ") || $0.hasPrefix("extension Control{") }) { controlExtensions.append(name) }
            for line in code where line.range(of: #"\bconfig\b"#, options: .regularExpression) != nil {
                XCTFail("State/\(name) reads the config: \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        XCTAssertEqual(controlExtensions, ["FrameState.swift"])
    }

    /// State interpolates layouts and paint; it makes no decoration. Press, drag and overscroll
    /// looks are built beside the decorations (`Decorations/Interaction/`) and in each family's
    /// folder (`Styles/`), so no State file names a decoration kind — the kinds being the files
    /// of `Decorations/`.
    func testStateMakesNoDecorations() throws {
        let kinds = try FileManager.default.contentsOfDirectory(atPath: Repository.root.appendingPathComponent("Sources/SegmentRender/Decorations").path)
            .filter { $0.hasSuffix(".swift") && $0 != "Decoration.swift" }.map { String($0.dropLast(6)) }
        XCTAssertTrue(kinds.contains("Thumb") && kinds.contains("Ripple"), "decoration kinds: \(kinds)")
        for (name, text) in try sources("State") {
            for line in codeLines(text) {
                for kind in kinds where line.range(of: #"\b\#(kind)\b"#, options: .regularExpression) != nil {
                    XCTFail("State/\(name) names the decoration \(kind): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
    }
}
