// The golden-testing types a test names (Tolerance, RecordMode, GoldenCheck.Outcome) come with
// `import SegmentRenderTesting`.
@_exported import SegmentRenderSnapshot
