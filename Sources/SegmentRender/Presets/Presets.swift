import Foundation

/// Named configs for the controls the project came from, each rendering with
/// nothing from outside the binary but the fonts. `segment-render preset NAME` prints one.
public enum Presets {
    public struct Preset: Sendable {
        public let name: String
        public let summary: String
        /// The config as JSON.
        public let json: String
    }

    public static func named(_ name: String) -> Preset? { all.first { $0.name == name } }

    /// Loads a preset as a control. An unknown name is a ``ConfigError`` with no file.
    public static func load(_ name: String) throws -> Control {
        guard let preset = named(name) else {
            var message = "there is no preset '\(name)'"
            if let guess = closest(to: name, in: all.map(\.name)) { message += " (did you mean '\(guess)'?)" }
            throw ConfigError(file: "", keyPath: "", message: message + "; presets: " + all.map(\.name).joined(separator: ", "))
        }
        return try ConfigLoader.load(json: Data(preset.json.utf8), name: "preset \(name)",
                                     baseDirectory: FileManager.default.currentDirectoryPath)
    }

    static let qqTitles = #"["全部", "好友动态", "我的关注"]"#

    static func qqSegment(_ position: String) -> String {
        #"{"normal": {"image": "builtin:qq-segment-\#(position)-normal", "leftCapWidth": 10, "topCapHeight": 16}, "selected": {"image": "builtin:qq-segment-\#(position)-selected", "leftCapWidth": 10, "topCapHeight": 16}}"#
    }

    static func dock(_ layout: String, width: Int, height: Int) -> String {
        let portrait = layout == "portrait"
        return #"""
        {
          "width": \#(width),
          "height": \#(height),
          "orientation": "vertical",
          "type": "textImages",
          "sectionTitles": ["全部动态", "与我相关", "照片墙", "电子相框", "好友", "更多"],
          "sectionImages": ["builtin:qq-dock-feed", "builtin:qq-dock-passive", "builtin:qq-dock-picwall", "builtin:qq-dock-ealbum", "builtin:qq-dock-friend", "builtin:qq-dock-more"],
          "itemContent": "\#(portrait ? "iconOnly" : "iconAndTitle")",
          "itemIconWidthFraction": 0.4,
          "backgroundColor": "#2E2E32",
          "titleTextAttributes": { "fontSize": 20, "color": "#D6D6DA" },
          "selectedTitleTextAttributes": { "color": "#FFFFFF" },
          "titleTruncation": "tail",
          "selectionIndicatorLocation": "none",
          "segmentBackgroundImages": { "middle": { "selected": { "image": "builtin:qq-dock-selected-bg", "leftCapWidth": 5, "topCapHeight": 35 } } },
          "dock": {
            "layout": "\#(layout)",
            "avatar": "builtin:qq-dock-avatar",
            "avatarTitle": "nana",
            "buttons": ["builtin:qq-dock-mood", "builtin:qq-dock-photo", "builtin:qq-dock-blog"],
            "buttonHeight": 70,
            "landscapeButtonWidth": 100,
            "portraitButtonWidth": 70
          },
          "animationDuration": 0.2,
          "animationCurve": "easeInEaseOut",
          "titleTransition": "crossfade"
        }
        """#
    }

    public static let all: [Preset] = [
        Preset(name: "hm-default", summary: "HMSegmentedControl's defaults: the example app's Trending / News / Library at 375×40", json: #"""
        {
          "width": 375,
          "height": 40,
          "sectionTitles": ["Trending", "News", "Library"],
          "animationDuration": 0.15,
          "animationCurve": "linear"
        }
        """#),
        Preset(name: "hx", summary: "HXSegmentControl: equal widths, a red 2 pt bar at H − 2.5, a hairline below", json: ##"""
        {
          "width": 180,
          "height": 40,
          "sectionTitles": ["商品简介", "参数表"],
          "backgroundColor": "#FFFFFF",
          "titleTextAttributes": { "fontSize": 16, "color": "#000000" },
          "selectedTitleTextAttributes": { "color": "#FF0000" },
          "titleVerticalAlignment": "center",
          "segmentEdgeInset": { "left": 0, "right": 0 },
          "selectionStyle": "fullWidthStripe",
          "selectionIndicatorLocation": "bottom",
          "selectionIndicatorHeight": 2,
          "selectionIndicatorEdgeInsets": { "bottom": -0.5 },
          "selectionIndicatorColor": "#FF0000",
          "borderType": ["bottom"],
          "borderColor": { "red": 0.78, "green": 0.78, "blue": 0.8 },
          "borderWidth": 0.5,
          "animationDuration": 0.2,
          "animationCurve": "easeInEaseOut"
        }
        """##),
        Preset(name: "title-bar", summary: "A title-width paging bar: a red indicator as wide as the title under five Chinese titles", json: ##"""
        {
          "width": 375,
          "height": 35,
          "sectionTitles": ["全部", "视频", "声音", "图片", "段子"],
          "backgroundColor": { "white": 1, "alpha": 0.8 },
          "titleTextAttributes": { "fontSize": 15, "color": { "white": 0.333 } },
          "selectedTitleTextAttributes": { "color": "#FF0000" },
          "titleVerticalAlignment": "center",
          "selectionStyle": "textWidthStripe",
          "selectionIndicatorLocation": "bottom",
          "selectionIndicatorHeight": 2,
          "selectionIndicatorColor": "#FF0000",
          "animationDuration": 0.25,
          "animationCurve": "easeInEaseOut"
        }
        """##),
        Preset(name: "qq-segmentbar", summary: "The QQ-Space SegmentBar: iOS 6 stretchable segment images", json: ##"""
        {
          "width": 300,
          "height": 32,
          "sectionTitles": \##(qqTitles),
          "backgroundColor": "#FFFFFF",
          "titleTextAttributes": { "fontSize": 15, "color": "#3C3C3C" },
          "selectedTitleTextAttributes": { "color": "#FFFFFF" },
          "titleVerticalAlignment": "center",
          "titleTruncation": "tail",
          "selectionIndicatorLocation": "none",
          "segmentBackgroundImages": {
            "left": \##(qqSegment("left")),
            "middle": \##(qqSegment("middle")),
            "right": \##(qqSegment("right"))
          },
          "animationDuration": 0.2,
          "animationCurve": "easeInEaseOut"
        }
        """##),
        Preset(name: "uikit7", summary: "The same screen on iOS 7: UISegmentedControl, flat, tinted grey", json: ##"""
        {
          "style": "uikit7",
          "width": 300,
          "height": 32,
          "sectionTitles": \##(qqTitles),
          "tintColor": { "white": 0.5 },
          "backgroundColor": "#FFFFFF",
          "animationDuration": 0.2,
          "animationCurve": "easeInEaseOut",
          "titleTransition": "crossfade"
        }
        """##),
        Preset(name: "uikit13", summary: "The same titles on iOS 13: UISegmentedControl's sliding thumb, 300×32", json: ##"""
        {
          "style": "uikit13",
          "width": 300,
          "height": 32,
          "sectionTitles": \##(qqTitles),
          "animationCurve": "spring(1,0.45)"
        }
        """##),
        Preset(name: "qq-dock-landscape", summary: "The QQ-Space iPad Dock in landscape: avatar, six items with titles, a row of buttons (300×768)",
               json: dock("landscape", width: 300, height: 768)),
        Preset(name: "qq-dock-portrait", summary: "The QQ-Space iPad Dock in portrait: avatar, six icon items, a column of buttons (70×1024)",
               json: dock("portrait", width: 70, height: 1024)),
    ]
}
