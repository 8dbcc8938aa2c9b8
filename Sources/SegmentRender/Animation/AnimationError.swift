/// Why an animation cannot be planned or shown: a timing curve that does not parse, a contact
/// sheet over the pixel budget. The one error type of the animation stage; strings quoted from
/// the input are stored already cut to a readable length.
package enum AnimationError: Error, CustomStringConvertible, Equatable {
    /// `cubic(…)` or `spring(…)` with the wrong count of numbers (or one that is not finite).
    case curveArguments(String, form: String, count: Int)
    /// A cubic curve whose control points' x values leave 0–1.
    case curveXOutOfRange(String)
    /// A cubic curve whose control points' y values leave −10–10.
    case curveYOutOfRange(String)
    /// A spring whose damping ratio is outside 0.01–1.
    case springDamping(String)
    /// A spring whose response is not in (0, 60] seconds.
    case springResponse(String)
    /// A curve name the parser does not know, with the nearest one if any is near.
    case unknownCurve(String, suggestion: String?, curves: [String])
    /// A contact sheet of `frames` frames over the pixel budget.
    case sheetOverBudget(frames: Int, width: Int, height: Int, budget: Int)
    /// A contact sheet of no frames.
    case noFrames

    package var description: String {
        switch self {
        case .curveArguments(let text, let form, let count):
            "'\(text)': \(form) takes \(count) numbers, as \(form == "cubic" ? "cubic(x1,y1,x2,y2)" : "spring(damping,response)")"
        case .curveXOutOfRange(let text): "'\(text)': the control points' x values must lie in 0–1"
        case .curveYOutOfRange(let text): "'\(text)': the control points' y values must lie in −10–10"
        case .springDamping(let text): "'\(text)': the damping ratio must be from 0.01 to 1"
        case .springResponse(let text): "'\(text)': the response must be more than 0 and at most 60 seconds"
        case .unknownCurve(let text, let suggestion, let curves):
            "unknown curve '\(text)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "") + "; curves: " + curves.joined(separator: ", ")
        case .sheetOverBudget(let frames, let width, let height, let budget):
            "a sheet of \(frames) frames would be \(width)×\(height) pixels, over the budget of \(budget); use fewer frames"
        case .noFrames: "no frames"
        }
    }
}
