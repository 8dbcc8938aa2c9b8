import Raster

extension ControlConfig {
    /// Every key of the config with its value, defaults included, in the documented order: the
    /// JSON `segment-render preset NAME` prints, which decodes back to the same config.
    public var json: JSONValue {
        func color(_ c: RGBA8) -> JSONValue { .string(c.a == 255 ? String(c.description.prefix(7)) : c.description) }
        func insets(_ e: EdgeInsets) -> JSONValue {
            .object([("top", .number(e.top)), ("left", .number(e.left)), ("bottom", .number(e.bottom)), ("right", .number(e.right))])
        }
        func strings(_ list: [String]) -> JSONValue { .array(list.map(JSONValue.string)) }
        func attributes(_ a: TextAttributes) -> JSONValue {
            var pairs: [(String, JSONValue)] = []
            if let font = a.font { pairs.append(("font", .string(font))) }
            if let size = a.fontSize { pairs.append(("fontSize", .number(size))) }
            if let weight = a.fontWeight { pairs.append(("fontWeight", .string(weight.rawValue))) }
            if let c = a.color { pairs.append(("color", color(c))) }
            return .object(pairs)
        }
        var pairs: [(String, JSONValue)] = [
            ("width", .number(width)), ("height", .number(height)), ("scale", .number(Double(scale))),
            ("style", .string(style.rawValue)), ("orientation", .string(orientation.rawValue)), ("type", .string(type.rawValue)),
            ("sectionTitles", strings(sectionTitles)), ("sectionImages", strings(sectionImages)),
            ("sectionSelectedImages", strings(sectionSelectedImages)),
            ("selectedSegmentIndex", selectedSegmentIndex.map { .number(Double($0)) } ?? .null),
            ("backgroundColor", color(backgroundColor)),
            ("titleTextAttributes", attributes(titleTextAttributes)),
            ("selectedTitleTextAttributes", attributes(selectedTitleTextAttributes)),
            ("titleVerticalAlignment", .string(titleVerticalAlignment.rawValue)),
            ("titleTruncation", .string(titleTruncation.rawValue)),
            ("imagePosition", .string(imagePosition.rawValue)), ("textImageSpacing", .number(textImageSpacing)),
            ("selectionStyle", .string(selectionStyle.rawValue)),
            ("selectionIndicatorLocation", .string(selectionIndicatorLocation.rawValue)),
            ("selectionIndicatorColor", color(selectionIndicatorColor)),
            ("selectionIndicatorHeight", .number(selectionIndicatorHeight)),
            ("selectionIndicatorEdgeInsets", insets(selectionIndicatorEdgeInsets)),
            ("selectionIndicatorBoxColor", color(selectionIndicatorBoxColor)),
            ("selectionIndicatorBoxOpacity", .number(selectionIndicatorBoxOpacity)),
            ("segmentWidthStyle", .string(segmentWidthStyle.rawValue)),
            ("stretchSegmentsToScreenSize", .bool(stretchSegmentsToScreenSize)),
            ("segmentEdgeInset", insets(segmentEdgeInset)),
            ("verticalDividerEnabled", .bool(verticalDividerEnabled)),
            ("verticalDividerColor", color(verticalDividerColor)), ("verticalDividerWidth", .number(verticalDividerWidth)),
            ("borderType", strings(borderType.map(\.rawValue))), ("borderColor", color(borderColor)),
            ("borderWidth", .number(borderWidth)),
            ("contentOffset", contentOffset.map(JSONValue.number) ?? .null),
            ("enlargeEdgeInset", insets(enlargeEdgeInset)),
            ("tintColor", color(tintColor)), ("selectedSegmentTintColor", color(selectedSegmentTintColor)),
            ("animationDuration", animationDuration.map(JSONValue.number) ?? .null),
            ("animationCurve", .string(animationCurve.description)),
            ("titleTransition", .string(titleTransition.rawValue)),
        ]
        if let images = segmentBackgroundImages {
            func image(_ i: BackgroundImage?) -> JSONValue? {
                guard let i else { return nil }
                switch i.stretch {
                case let .capInsets(c, mode):
                    return .object([("image", .string(i.image)),
                                    ("capInsets", insets(EdgeInsets(top: c.top, left: c.left, bottom: c.bottom, right: c.right))),
                                    ("resizingMode", .string(mode.rawValue))])
                case let .legacyCaps(left, top):
                    return .object([("image", .string(i.image)), ("leftCapWidth", .number(left)), ("topCapHeight", .number(top))])
                case .ninePatch:
                    return .object([("image", .string(i.image))])
                }
            }
            var positions: [(String, JSONValue)] = []
            for (name, state) in [("left", images.left), ("middle", images.middle), ("right", images.right), ("single", images.single)] {
                guard let state else { continue }
                var pair: [(String, JSONValue)] = []
                if let n = image(state.normal) { pair.append(("normal", n)) }
                if let s = image(state.selected) { pair.append(("selected", s)) }
                positions.append((name, .object(pair)))
            }
            pairs.append(("segmentBackgroundImages", .object(positions)))
        }
        if orientation == .vertical {
            pairs.append(("itemHeight", itemHeight.map(JSONValue.number) ?? .null))
            pairs.append(("itemIconWidthFraction", .number(itemIconWidthFraction)))
            pairs.append(("itemContent", .string(itemContent.rawValue)))
        }
        if let dock {
            var d: [(String, JSONValue)] = [("layout", .string(dock.layout.rawValue))]
            if let avatar = dock.avatar { d.append(("avatar", .string(avatar))) }
            d += [("avatarTitle", .string(dock.avatarTitle)), ("avatarCornerRadius", .number(dock.avatarCornerRadius)),
                  ("avatarTitleAttributes", attributes(dock.avatarTitleAttributes)),
                  ("buttons", strings(dock.buttons)), ("buttonHeight", .number(dock.buttonHeight)),
                  ("landscapeButtonWidth", .number(dock.landscapeButtonWidth)),
                  ("portraitButtonWidth", .number(dock.portraitButtonWidth))]
            pairs.append(("dock", .object(d)))
        }
        return .object(pairs)
    }
}
