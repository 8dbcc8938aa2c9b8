import Raster

extension Control {
    /// The title of each segment shaped in the style it is drawn with when `selection` is selected.
    public func shapedTitles(selection: Int?) -> [(text: ShapedText, style: TitleStyle)] {
        config.sectionTitles.enumerated().map { i, title in
            let style = style(forSegment: i, selection: selection)
            return (ShapedText(title, chain: style.chain), style)
        }
    }

    /// The layout of the state with `selection` selected (the config's own selection by default).
    public func layout(selection: Selection = .configured) -> ControlLayout {
        let sel = selection.index(in: config)
        let titles = shapedTitles(selection: sel).map { TitleMeasure($0.text, size: $0.style.fontSize) }
        return ControlLayout(config: config, selection: sel, titles: titles)
    }
}

/// Which segment a render or layout shows selected.
public enum Selection: Sendable, Hashable {
    /// The config's `selectedSegmentIndex`.
    case configured
    /// Segment `n`.
    case index(Int)
    /// No selection.
    case none

    func index(in config: ControlConfig) -> Int? {
        switch self {
        case .configured: config.selectedSegmentIndex
        case .index(let n): n
        case .none: nil
        }
    }
}
