import Foundation
import SegmentRender

/// Asserts that a control's geometry matches its layout golden: the `layout` JSON (frames in
/// points, indicator, decorations, content size, scroll offset) as text, compared exactly. Layout
/// goldens do not depend on fonts' rasterization, FreeType or the machine, read well in code
/// review, and complement image goldens.
///
/// ```swift
/// @Test func tabsGeometry() throws {
///     try assertLayout(try ConfigLoader.load(file: "tabs.json"), selection: .index(2))
///     // __Goldens__/TabsTests/tabsGeometry.1.layout.json
/// }
/// ```
/// Names, duplicates, record modes and artifacts (`.actual.json`, `.expected.json`, `.diff.txt`,
/// the differing lines numbered) work as ``assertGolden(_:selection:named:goldens:pathTemplate:tolerance:record:artifacts:fileID:filePath:function:line:column:)``
/// does; layout goldens share its per-test numbering.
@discardableResult
public func assertLayout(
    _ control: Control, selection: Selection = .configured, named name: String? = nil, goldens: URL? = nil,
    record: RecordMode? = nil, artifacts: URL? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: UInt = #line, column: UInt = #column
) throws -> GoldenCheck.Outcome {
    try GoldenAssertion(
        name: name, goldens: goldens, template: .default, suffix: ".layout.json", record: record, artifacts: artifacts,
        tracksEnvironment: false, fileID: fileID, filePath: filePath, function: function, line: line, column: column
    )
    .run { check, golden in
        try check.checkText(
            control.layout(selection: selection).jsonString() + "\n", golden: golden.file, name: golden.artifactName, attribute: Attribution.layout)
    }
}
