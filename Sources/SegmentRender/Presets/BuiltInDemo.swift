/// The built-in demo: the scene the benchmarks draw (`segment-render bench`).
/// This is `examples/demo.json`, compiled in; a test keeps the two identical.
package enum BuiltInDemo {
    package static let name = "<built-in demo>"
    package static let json = #"""
        {
          "width": 375,
          "height": 44,
          "scale": 2,
          "sectionTitles": ["Trending", "News", "Video", "Sports", "全部动态"],
          "selectedSegmentIndex": 0,
          "backgroundColor": "#FFFFFF",
          "titleTextAttributes": { "fontSize": 15, "color": "#000000" },
          "selectedTitleTextAttributes": { "color": "#FF0000" },
          "selectionStyle": "fullWidthStripe",
          "selectionIndicatorLocation": "bottom",
          "selectionIndicatorColor": "#FF0000",
          "selectionIndicatorHeight": 2,
          "selectionIndicatorEdgeInsets": { "top": 0, "left": 0, "bottom": -0.5, "right": 0 },
          "verticalDividerEnabled": true,
          "verticalDividerColor": "#C8C8C8",
          "verticalDividerWidth": 1,
          "borderType": ["bottom"],
          "borderColor": "#C7C7CC",
          "borderWidth": 0.5
        }
        """#
}
