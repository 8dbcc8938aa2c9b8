import FoundationEssentials
import Glibc
import Raster

/// Named configs for the controls the project came from, each rendering with
/// nothing from outside the binary but the fonts. `segment-render preset NAME` prints one.
public enum Presets {
    /// A built-in config: its name, what it shows, and its JSON.
    public struct Preset: Sendable {
        /// What `--preset` takes.
        public let name: String
        /// One line on what it shows.
        public let summary: String
        /// The config as JSON.
        public let json: String
    }

    /// The preset called `name`, if there is one.
    public static func named(_ name: String) -> Preset? { all.first { $0.name == name } }

    /// Loads a preset as a control. An unknown name is a ``ConfigError`` with no file.
    public static func load(_ name: String, overrides: ConfigOverrides = .none) throws -> Control {
        guard let preset = named(name) else {
            let names = all.map(\.name)
            throw ConfigError(file: "", keyPath: "", problem: .unknownPreset(Quoted.cut(name), suggestion: closest(to: name, in: names), presets: names))
        }
        return try ConfigLoader.load(
            json: Data(preset.json.utf8), name: "preset \(name)",
            baseDirectory: currentDirectory(), overrides: overrides)
    }

    static let qqTitles = #"["全部", "好友动态", "我的关注"]"#
    /// Parchment's colours for light mode, and the dark ones an app passes (the library's are fixed).
    static let parchmentColors = #"""
        "backgroundColor": { "light": "#FFFFFF", "dark": "#000000" },
          "borderColor": { "light": "#E6E6E6", "dark": "#38383A" },
          "titleTextAttributes": { "color": { "light": "#000000", "dark": "#FFFFFF" } },
          "selectedTitleTextAttributes": { "color": { "light": "#037DE9", "dark": "#0A84FF" } },
          "selectionIndicatorColor": { "light": "#037DE9", "dark": "#0A84FF" },
        """#
    /// Tabman's bar animates an update over 0.25 s with UIView's default ease in and out.
    static let tabmanMotion = #""animationDuration": 0.25, "animationCurve": "easeInEaseOut""#
    /// The names PagingKit's sample menus page through.
    static let pagingKitTitles = #"["Martinez", "Alfred", "Louis", "Justin", "Tim", "Deborah", "Michael", "Choi", "Hamilton", "Decker", "Johnson", "George"]"#

    /// BetterSegmentedControl's `appleStyled` (corner radius 8, the pill's black 10 % shadow of
    /// radius 2 one point down and right), with the dark colours an app passes for dark mode (the
    /// library's own do not change).
    static func bscJSON(drag: Double?) -> String {
        #"""
        {
          "style": "bsc",
          "width": 300,
          "height": 32,
          "sectionTitles": ["Day", "Week", "Month", "Year"],
          "selectedSegmentIndex": 1,
          "cornerRadius": 8,
          "thumbShadow": { "color": "#0000001A", "radius": 2, "offset": { "x": 1, "y": 1 } },
          "backgroundColor": { "light": "#EEEEEE", "dark": "#1C1C1E" },
          "selectedSegmentTintColor": { "light": "#FFFFFF", "dark": "#636366" },
          "titleTextAttributes": { "color": { "light": "#000000", "dark": "#FFFFFF" } }\#(drag.map { ",\n  \"drag\": \(format($0))" } ?? "")
        }
        """#
    }

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

    /// JXSegmentedView-style paging bars: news-app channels at 375 × 50, 15 pt titles, black and red.
    static func jx(selected: String = ##"{ "light": "#FF0000", "dark": "#FF453A" }"##, _ body: String) -> String {
        #"""
        {
          "width": 375,
          "height": 50,
          "layout": "jx",
          "sectionTitles": ["推荐", "关注", "热门视频", "体育", "科技", "财经", "娱乐", "Games"],
          "titleTextAttributes": { "fontSize": 15, "color": { "light": "#000000", "dark": "#FFFFFF" } },
          "selectedTitleTextAttributes": { "color": \#(selected) },
          "titleTransition": "crossfade",
          "animationDuration": 0.25,
          "animationCurve": "easeOut",
          \#(body)
        }
        """#
    }

    static let jxPresets: [Preset] = [
        Preset(
            name: "jx-line-lengthen", summary: "A JX paging bar whose 20 pt line stretches to the next title, then catches up",
            json: jx(
                #"""
                "indicators": [{ "kind": "line", "lineStyle": "lengthen", "widthMode": "fixed", "width": 20 }]
                """#)),
        Preset(
            name: "jx-pill-line", summary: "A JX paging bar with a grey pill behind the title and a red line under it",
            json: jx(
                ##"""
                "indicators": [{ "kind": "background", "color": { "light": "#EEEEEE", "dark": "#2C2C2E" } }, { "kind": "line", "widthMode": "title" }]
                """##)),
        Preset(
            name: "jx-gradient-mask", summary: "A JX paging bar: a gradient pill slides under the titles, which turn white inside it",
            json: jx(
                selected: ##""#FFFFFF""##,
                ##"""
                "titleMask": true,
                "indicators": [{ "kind": "background", "height": 30, "gradient": { "colors": ["#C2E59C", "#64B3F4"] } }]
                """##)),
        Preset(
            name: "jx-dot-line", summary: "A JX paging bar whose dot stretches into a line between titles",
            json: jx(
                #"""
                "indicators": [{ "kind": "dotLine", "verticalOffset": 4 }]
                """#)),
        Preset(
            name: "jx-triangle", summary: "A JX paging bar with a small triangle under the selected title",
            json: jx(
                #"""
                "indicators": [{ "kind": "triangle" }]
                """#)),
        Preset(
            name: "jx-image", summary: "A JX paging bar marking the selected title with a star that grows as it moves",
            json: jx(
                #"""
                "indicators": [{ "kind": "image", "image": "builtin:jx-star", "imageSize": { "width": 16, "height": 16 }, "verticalOffset": 1, "zoomScale": 1.4 }]
                """#)),
        Preset(
            name: "jx-zoom-stroke", summary: "A JX paging bar whose selected title grows 1.2× and thickens as a line slides under it",
            json: jx(
                #"""
                "titleZoomScale": 1.2,
                "titleSelectedStrokeWidth": -2,
                "indicators": [{ "kind": "line", "widthMode": "title", "height": 2 }]
                """#)),
        Preset(
            name: "jx-rainbow", summary: "A JX paging bar whose line takes each title's own colour, blended while it moves",
            json: jx(
                ##"""
                "indicators": [{ "kind": "rainbowLine", "widthMode": "title", "colors": ["#FF3B30", "#FF9500", "#FFCC00", "#34C759", "#5AC8FA", "#007AFF", "#5856D6", "#AF52DE"] }]
                """##)),
    ]

    /// Every preset, in the order `presets` lists them.
    public static let all: [Preset] = basePresets + jxPresets

    static let basePresets: [Preset] = [
        Preset(
            name: "hm-default", summary: "HMSegmentedControl's defaults: the example app's Trending / News / Library at 375×40",
            json: #"""
                {
                  "width": 375,
                  "height": 40,
                  "sectionTitles": ["Trending", "News", "Library"],
                  "animationDuration": 0.15,
                  "animationCurve": "linear"
                }
                """#),
        Preset(
            name: "hx", summary: "HXSegmentControl: equal widths, a red 2 pt bar at H − 2.5, a hairline below",
            json: ##"""
                {
                  "width": 180,
                  "height": 40,
                  "sectionTitles": ["商品简介", "参数表"],
                  "backgroundColor": { "light": "#FFFFFF", "dark": "#1C1C1E" },
                  "titleTextAttributes": { "fontSize": 16, "color": { "light": "#000000", "dark": "#FFFFFF" } },
                  "selectedTitleTextAttributes": { "color": { "light": "#FF0000", "dark": "#FF453A" } },
                  "titleVerticalAlignment": "center",
                  "segmentEdgeInset": { "left": 0, "right": 0 },
                  "selectionStyle": "fullWidthStripe",
                  "selectionIndicatorLocation": "bottom",
                  "selectionIndicatorHeight": 2,
                  "selectionIndicatorEdgeInsets": { "bottom": -0.5 },
                  "selectionIndicatorColor": { "light": "#FF0000", "dark": "#FF453A" },
                  "borderType": ["bottom"],
                  "borderColor": { "light": { "red": 0.78, "green": 0.78, "blue": 0.8 }, "dark": "#38383A" },
                  "borderWidth": 0.5,
                  "animationDuration": 0.2,
                  "animationCurve": "easeInEaseOut"
                }
                """##),
        Preset(
            name: "title-bar", summary: "A title-width paging bar: a red indicator as wide as the title under five Chinese titles",
            json: ##"""
                {
                  "width": 375,
                  "height": 35,
                  "sectionTitles": ["全部", "视频", "声音", "图片", "段子"],
                  "backgroundColor": { "light": { "white": 1, "alpha": 0.8 }, "dark": { "white": 0.11, "alpha": 0.8 } },
                  "titleTextAttributes": { "fontSize": 15, "color": { "light": { "white": 0.333 }, "dark": { "white": 0.8 } } },
                  "selectedTitleTextAttributes": { "color": { "light": "#FF0000", "dark": "#FF453A" } },
                  "titleVerticalAlignment": "center",
                  "selectionStyle": "textWidthStripe",
                  "selectionIndicatorLocation": "bottom",
                  "selectionIndicatorHeight": 2,
                  "selectionIndicatorColor": { "light": "#FF0000", "dark": "#FF453A" },
                  "animationDuration": 0.25,
                  "animationCurve": "easeInEaseOut"
                }
                """##),
        Preset(
            name: "qq-segmentbar", summary: "The QQ-Space SegmentBar: iOS 6 stretchable segment images",
            json: ##"""
                {
                  "width": 300,
                  "height": 32,
                  "sectionTitles": \##(qqTitles),
                  "backgroundColor": { "light": "#FFFFFF", "dark": "#1C1C1E" },
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
        Preset(
            name: "uikit7", summary: "The same screen on iOS 7: UISegmentedControl, flat, tinted grey",
            json: ##"""
                {
                  "style": "uikit7",
                  "width": 300,
                  "height": 32,
                  "sectionTitles": \##(qqTitles),
                  "tintColor": { "light": { "white": 0.5 }, "dark": { "white": 0.6 } },
                  "backgroundColor": { "light": "#FFFFFF", "dark": "#000000" },
                  "animationDuration": 0.2,
                  "animationCurve": "easeInEaseOut",
                  "titleTransition": "crossfade"
                }
                """##),
        Preset(
            name: "uikit13", summary: "The same titles on iOS 13: UISegmentedControl's sliding thumb, 300×32",
            json: ##"""
                {
                  "style": "uikit13",
                  "width": 300,
                  "height": 32,
                  "sectionTitles": \##(qqTitles),
                  "animationCurve": "spring(1,0.45)"
                }
                """##),
        Preset(
            name: "uikit26",
            summary: "The same titles on iOS 26: a capsule thumb in a capsule track, no dividers, on a quick spring (300×32; approximate)",
            json: ##"""
                {
                  "style": "uikit26",
                  "width": 300,
                  "height": 32,
                  "sectionTitles": \##(qqTitles)
                }
                """##),
        Preset(
            name: "uikit26-pressed",
            summary:
                "uikit26 on a light glass track over a photo (the built-in dusk backdrop), its thumb held 0.5 s: a glass lens 20 pt wider magnifying what is under it (approximate)",
            json: ##"""
                {
                  "style": "uikit26",
                  "width": 300,
                  "height": 32,
                  "sectionTitles": \##(qqTitles),
                  "backdrop": "builtin:backdrop-dusk",
                  "backgroundColor": { "light": "#FFFFFFB3", "dark": "#1C1C1EB3" },
                  "press": { "segment": 0, "time": 0.5 }
                }
                """##),
        Preset(
            name: "bsc",
            summary: "BetterSegmentedControl, appleStyled: a white pill inset 2 pt in a rounded grey control, the selected label revealed through it, on a 0.3 s spring (300×32)",
            json: bscJSON(drag: nil)),
        Preset(
            name: "bsc-dragging", summary: "The same BetterSegmentedControl with its pill held by a finger at 130 pt, between Week and Month",
            json: bscJSON(drag: 130)),
        Preset(
            name: "parchment",
            summary: "Parchment's default menu: 150 pt items scrolled to centre the selection, a 4 pt blue indicator and a 1 pt grey line under them (375×40)",
            json: ##"""
                {
                  "style": "parchment",
                  "width": 375,
                  "height": 40,
                  "sectionTitles": ["Overview", "Photos", "Videos", "Music", "Books", "Podcasts", "Maps", "News"],
                  "selectedSegmentIndex": 2,
                  \##(parchmentColors)
                  "animationDuration": 0.3,
                  "animationCurve": "easeOut"
                }
                """##),
        Preset(
            name: "parchment-wheel",
            summary: "Parchment's wheel: fixed 100 × 60 pt items, the selection always centred, the items scrolling under it",
            json: ##"""
                {
                  "style": "parchment",
                  "width": 375,
                  "height": 60,
                  "sectionTitles": ["View 0", "View 1", "View 2", "View 3", "View 4", "View 5", "View 6"],
                  "selectedSegmentIndex": 0,
                  "menuItemSize": "fixed",
                  "menuItemWidth": 100,
                  "selectedScrollPosition": "center",
                  \##(parchmentColors)
                  "animationDuration": 0.3,
                  "animationCurve": "easeOut"
                }
                """##),
        Preset(
            name: "pagingkit-overlay",
            summary: "PagingKit's overlay menu: a grey pill 32 pt high behind the focused title, which shows white through it; cells their title + 32 pt",
            json: ##"""
                {
                  "width": 375,
                  "height": 44,
                  "layout": "jx",
                  "sectionTitles": \##(pagingKitTitles),
                  "selectedSegmentIndex": 1,
                  "itemSpacing": 0,
                  "itemWidthIncrement": 32,
                  "contentEdgeInsetLeft": 0,
                  "contentEdgeInsetRight": 0,
                  "isItemSpacingAverageEnabled": false,
                  "titleTextAttributes": { "fontSize": 17, "color": { "light": "#000000", "dark": "#FFFFFF" } },
                  "selectedTitleTextAttributes": { "color": "#FFFFFF" },
                  "titleMask": true,
                  "animationDuration": 0.3,
                  "animationCurve": "easeInEaseOut",
                  "indicators": [{ "kind": "background", "widthMode": "item", "widthIncrement": -16, "height": 32, "cornerRadius": 16, "color": { "light": "#AAAAAA", "dark": "#636366" } }]
                }
                """##),
        Preset(
            name: "pagingkit-underline",
            summary: "PagingKit's underline menu: four equal cells, a 4 pt red line as wide as the focused title, its width following the swipe",
            json: ##"""
                {
                  "width": 375,
                  "height": 44,
                  "layout": "jx",
                  "sectionTitles": ["Martinez", "Alfred", "Louis", "Justin"],
                  "itemSpacing": 0,
                  "itemWidth": 93.75,
                  "contentEdgeInsetLeft": 0,
                  "contentEdgeInsetRight": 0,
                  "isItemSpacingAverageEnabled": false,
                  "titleTextAttributes": { "fontSize": 17, "color": { "light": "#000000", "dark": "#FFFFFF" } },
                  "selectedTitleTextAttributes": { "color": "#E95950" },
                  "animationDuration": 0.3,
                  "animationCurve": "easeInEaseOut",
                  "indicators": [{ "kind": "line", "widthMode": "title", "height": 4, "cornerRadius": 0, "color": "#E95950" }]
                }
                """##),
        Preset(
            name: "tabman-line",
            summary: "Tabman's button bar: titles as wide as they are, 16 pt apart, scrolled to centre the selection, a 4 pt blue line, the ends fading, a badge",
            json: ##"""
                {
                  "style": "tabman",
                  "width": 375,
                  "height": 56,
                  "sectionTitles": ["Featured", "Top Charts", "Categories", "Search", "Updates", "Purchased", "Wishlist"],
                  "selectedSegmentIndex": 2,
                  "barBackground": "flat",
                  "barContentInset": { "top": 0, "left": 16, "bottom": 4, "right": 16 },
                  "fadesContentEdges": true,
                  "badges": [null, null, null, { "number": 3 }],
                  \##(tabmanMotion)
                }
                """##),
        Preset(
            name: "tabman-chevron",
            summary: "Tabman's button bar fitted to the width: four buttons sharing it, a 14 × 12 chevron under the selected one's centre",
            json: ##"""
                {
                  "style": "tabman",
                  "width": 375,
                  "height": 56,
                  "sectionTitles": ["Home", "Trending", "Library", "Profile"],
                  "selectedSegmentIndex": 1,
                  "barBackground": "flat",
                  "barContentMode": "fit",
                  "barIndicator": "chevron",
                  "barContentInset": { "top": 0, "left": 8, "bottom": 0, "right": 8 },
                  \##(tabmanMotion)
                }
                """##),
        Preset(
            name: "tabman-blur",
            summary: "Tabman's bar as a translucent material over a photo (the built-in dusk backdrop), a dot indicator; the material follows dark mode (approximate)",
            json: ##"""
                {
                  "style": "tabman",
                  "width": 360,
                  "height": 120,
                  "sectionTitles": ["Today", "Week", "Month", "Year"],
                  "selectedSegmentIndex": 0,
                  "backdrop": "builtin:backdrop-dusk",
                  "blurStyle": "regular",
                  "barContentMode": "fit",
                  "barIndicator": "dot",
                  "barContentInset": { "top": 64, "left": 0, "bottom": 8, "right": 0 },
                  \##(tabmanMotion)
                }
                """##),
        Preset(
            name: "tabman-images",
            summary: "Tabman's tab bar: 30 × 30 icons over 11 pt titles sharing the width, unselected icons at 0.9, a badge in a button's corner",
            json: ##"""
                {
                  "style": "tabman",
                  "type": "textImages",
                  "width": 375,
                  "height": 60,
                  "sectionTitles": ["Explore", "Flights", "Trips"],
                  "sectionImages": ["builtin:m3-explore", "builtin:m3-flight", "builtin:m3-luggage"],
                  "selectedSegmentIndex": 0,
                  "barBackground": "flat",
                  "barIndicator": "none",
                  "barContentInset": { "top": 0, "left": 8, "bottom": 4, "right": 8 },
                  "badges": [null, { "number": 2 }, null],
                  \##(tabmanMotion)
                }
                """##),
        Preset(
            name: "segmentio",
            summary: "Segmentio's defaults: four 12 pt cells sharing the width on light grey, dark grey separators, a 2 pt orange line; titles shrink to fit",
            json: ##"""
                {
                  "style": "segmentio",
                  "width": 375,
                  "height": 50,
                  "sectionTitles": ["Tornado", "Earthquakes", "Extreme heat", "Eruption", "Floods", "Wildfires"],
                  "selectedSegmentIndex": 2,
                  "animationDuration": 0.1,
                  "animationCurve": "linear"
                }
                """##),
        Preset(
            name: "m3-primary", summary: "Material 3 primary tabs, fixed: three labels, the indicator as wide as the label, travelling elastically (360×48 dp)",
            json: ##"""
                {
                  "style": "material3",
                  "width": 360,
                  "height": 48,
                  "sectionTitles": ["Flights", "Trips", "Explore"],
                  "indicatorAnimation": "elastic"
                }
                """##),
        Preset(
            name: "m3-primary-icons",
            summary: "Material 3 primary tabs with an icon above each label, in the 64 dp token height; icons tinted like the labels (360×64 dp)",
            json: ##"""
                {
                  "style": "material3",
                  "width": 360,
                  "height": 64,
                  "type": "textImages",
                  "sectionTitles": ["Flights", "Trips", "Explore"],
                  "sectionImages": ["builtin:m3-flight", "builtin:m3-luggage", "builtin:m3-explore"],
                  "indicatorAnimation": "elastic"
                }
                """##),
        Preset(
            name: "m3-secondary", summary: "Material 3 secondary tabs, fixed: a 2 dp indicator the tab's full width (360×48 dp)",
            json: ##"""
                {
                  "style": "material3",
                  "tabVariant": "secondary",
                  "width": 360,
                  "height": 48,
                  "sectionTitles": ["Overview", "Details", "Reviews"]
                }
                """##),
        Preset(
            name: "m3-scrollable", summary: "Material 3 scrollable primary tabs: seven labels after a 52 dp edge, the selected one scrolled to the centre (360×48 dp)",
            json: ##"""
                {
                  "style": "material3",
                  "tabMode": "scrollable",
                  "width": 360,
                  "height": 48,
                  "sectionTitles": ["Top stories", "World", "Business", "Technology", "Science", "Sports", "Health"],
                  "selectedSegmentIndex": 2
                }
                """##),
        Preset(
            name: "m3-segmented-buttons",
            summary: "Material 3 outlined segmented buttons: three 40 dp buttons sharing 1 dp outlines, Week selected with its checkmark (328×40 dp)",
            json: ##"""
                {
                  "style": "material3",
                  "tabVariant": "segmentedButtons",
                  "width": 328,
                  "height": 40,
                  "sectionTitles": ["Day", "Week", "Month"],
                  "selectedSegmentIndex": 1
                }
                """##),
        Preset(
            name: "m3-pressed", summary: "m3-primary with Trips held down 0.1 s: the ripple part-way, growing from the finger towards the tab's centre",
            json: ##"""
                {
                  "style": "material3",
                  "width": 360,
                  "height": 48,
                  "sectionTitles": ["Flights", "Trips", "Explore"],
                  "indicatorAnimation": "elastic",
                  "press": { "segment": 1, "x": 140, "y": 30, "time": 0.1 }
                }
                """##),
        Preset(
            name: "qq-dock-landscape", summary: "The QQ-Space iPad Dock in landscape: avatar, six items with titles, a row of buttons (300×768)",
            json: dock("landscape", width: 300, height: 768)),
        Preset(
            name: "qq-dock-portrait", summary: "The QQ-Space iPad Dock in portrait: avatar, six icon items, a column of buttons (70×1024)",
            json: dock("portrait", width: 70, height: 1024)),
    ]
}
