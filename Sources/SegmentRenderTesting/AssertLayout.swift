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
    let site = CallSite(fileID: fileID, filePath: "\(filePath)", function: function, line: line)
    let golden = try GoldenRegistry.shared.claim(name: name, site: site, goldens: goldens, template: .default, suffix: ".layout.json")
    let mode: RecordMode
    do {
        mode = try record ?? RecordMode.resolve()
    } catch let error as RecordModeError {
        GoldenFailure.report(error.description, fileID: fileID, filePath: filePath, line: line, column: column)
        return .unreadable(path: golden.file.path, reason: error.description)
    }
    let folder = (artifacts ?? GoldenCheck.defaultArtifacts).appendingPathComponent(site.testFile).appendingPathComponent(site.testName)
    let check = GoldenCheck(mode: mode, artifacts: folder)
    let outcome = try check.checkText(control.layout(selection: selection).jsonString() + "\n", golden: golden.file, name: golden.artifactName)
    if let message = GoldenFailure.message(for: outcome, name: golden.name) {
        GoldenFailure.report(message + GoldenFailure.acceptance(for: outcome, function: site.test),
                             fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return outcome
}
