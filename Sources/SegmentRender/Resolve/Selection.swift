/// Which segment a render or layout shows selected.
public enum Selection: Sendable, Hashable {
    /// The config's `selectedSegmentIndex`.
    case configured
    /// Segment `n`.
    case index(Int)
    /// No selection.
    case none

    /// The segment index this selection names in `config` (nil: none).
    public func index(in config: ControlConfig) -> Int? { index(configured: config.selectedSegmentIndex) }

    /// The segment index this selection names where the config selects `configured`.
    func index(configured: Int?) -> Int? {
        switch self {
        case .configured: configured
        case .index(let n): n
        case .none: nil
        }
    }
}
