enum Help {
    static let tool = """
    segment-render — draws segmented controls (HMSegmentedControl and friends) to PNG, without UIKit.

    USAGE: segment-render <command> [options]

    COMMANDS:
    \(CommandLineTool.commands.map { "  " + $0.name.padding(toLength: 10, withPad: " ", startingAt: 0) + $0.summary }.joined(separator: "\n"))

    OPTIONS:
      -h, --help   Show help (also after a command: segment-render render --help)
      --version    Show the version

    Exit status: 0 success, 1 bad input (config, files), 2 bad usage (command line).
    """

    static func command(_ name: String) -> String? {
        switch name {
        case "render": render
        case "layout": layout
        case "bench": bench
        case "hit-test": hitTest
        case "animate": animate
        case "compare": compare
        case "schema": "USAGE: segment-render schema\n\nPrints the config format as a JSON Schema (draft 2020-12): every key, its type, allowed values,\ndefault and a one-line description, from the definitions the decoder itself uses. Save it and point\na config's \"$schema\" at it for completion and checking in editors."
        case "snapshot": snapshot
        case "presets": "USAGE: segment-render presets\n\nLists the built-in presets, one a line, with what each shows."
        case "preset": "USAGE: segment-render preset NAME\n\nPrints the preset's full config (every key, defaults included) as JSON, to start a config from."
        case "assets": "USAGE: segment-render assets\n\nLists the built-in images a config names as \"builtin:NAME\" wherever it takes an image path."
        case "help": "USAGE: segment-render help [<command>]"
        default: nil
        }
    }

    static let render = """
    USAGE: segment-render render [CONFIG | --preset NAME] [-o OUT.png] [--scale N] [--selected N|none | --progress P]
           segment-render render [CONFIG | --preset NAME] --all-states -o DIR [--scale N]

    Renders one state of the control in CONFIG (a JSON file) or a built-in preset to a PNG. With
    neither, renders the built-in demo (examples/demo.json) to segment-render-demo.png.

    OPTIONS:
      -o, --output PATH    The PNG to write (default: <config or preset name>.png in the current
                           folder). With --all-states, an existing folder.
      --preset NAME        A built-in preset instead of CONFIG (segment-render presets lists them).
      --scale N            1, 2 or 3: device pixels per point (default: the config's scale).
      --selected N|none    The segment to show selected (default: the config's selectedSegmentIndex).
      --progress P         A scroll-progress state between segments: 1.25 is a quarter of the way
                           from segment 1 to 2 (clamped to 0…N−1), as a paging view drives it.
      --all-states         Write every selection state: state-none.png, state-0.png, … into -o DIR.

    Files are written atomically: a failed run leaves no partial file and keeps the previous one.
    """

    static let layout = """
    USAGE: segment-render layout [CONFIG | --preset NAME] [--selected N|none | --progress P] [--scale N]

    Prints the control's geometry as JSON (points, content coordinates before scrolling; borders in
    the control's own coordinates) and rasterizes nothing. With no CONFIG, uses the built-in demo.

    {"width","height","scale","contentWidth","scrollOffset","selectedSegmentIndex",
     "segments":[{"index","frame","titleFrame","imageFrame"}],"dividers":[R],"borders":[R],
     "indicator":{"stripe":R|null,"box":R|null,"arrow":[[x,y],[x,y],[x,y]]|null}}
    where R = {"x","y","width","height"}.
    """

    static let animate = """
    USAGE: segment-render animate CONFIG|--preset NAME --from A|none --to B|none [options]
           segment-render animate CONFIG|--preset NAME --progress-from P0 --progress-to P1 [options]

    Renders the frames of a selection change from A to B (or of scroll-progress states from P0 to
    P1). Frame count n = round(duration × fps) + 1 (at least 2, at most 10,000); frame k shows time
    k / (n − 1) × duration, so frame 0 is the rest state at A and frame n − 1 the rest state at B.

    OUTPUTS (at least one):
      -o, --output DIR     frame_0000.png, … (created if needed; old frames are replaced only when
                           the whole sequence succeeded, then stale frame_*.png files are removed)
      --apng FILE          one animated PNG (frames after the first cropped to what changed)
      --sheet FILE         every frame in one PNG grid, numbered

    OPTIONS:
      --duration S         seconds, > 0 and ≤ 60 (default: the config's animationDuration, else
                           0.15, or a spring's settling time)
      --fps N              1 to 240 (default 60)
      --curve C            linear, easeIn, easeOut, easeInEaseOut, default, cubic(x1,y1,x2,y2),
                           spring(damping,response) (default: the config's animationCurve)
      --loop N             APNG loop count, 0 = forever (default 0)
      --jobs N             threads (default: the number of cores); output is identical for any N
      --scale N            1, 2 or 3
    """

    static let compare = """
    USAGE: segment-render compare EXPECTED ACTUAL [--diff OUT.png] [--max-channel-delta N]
                                  [--max-diff-pixels N | --max-diff-ratio R]

    Compares decoded pixels (straight alpha; two fully transparent pixels are equal), never file
    bytes. A pixel differs when a channel differs by more than --max-channel-delta (default 0); the
    images match when at most --max-diff-pixels (default 0) or --max-diff-ratio (0–1) differ.
    EXPECTED and ACTUAL may be folders: PNGs are paired by relative path, missing and extra files
    are reported, and a table closes the run. --diff writes expected | changes in red | actual.

    Exit status: 0 within tolerance, 1 outside it, 2 when a file cannot be read or on bad usage.
    """

    static let snapshot = """
    USAGE: segment-render snapshot MANIFEST [--record missing|all|failed|never] [--artifacts DIR] [--jobs N]

    Renders every config and preset the manifest lists, in the states and at the scales it names,
    and compares each with its golden as decoded pixels.

    MANIFEST:
      {"goldens": "goldens",
       "entries": [{"config": "tabs.json", "states": "all", "scales": [2, 3]},
                   {"preset": "hx", "states": [0, "none"], "tolerance": {"maxChannelDelta": 1}}]}
    Golden names: <config or preset name>-<state>@<scale>x.png (an entry's "name" overrides).

    OPTIONS:
      --record MODE   missing: record only absent goldens; all: re-record; failed: re-record
                      failures; never: compare only. Default: SEGMENT_RENDER_RECORD, else never
                      when CI is set, else missing. A run that recorded anything exits 1.
      --artifacts DIR failures' actual, expected and diff PNGs and index.html (default
                      SEGMENT_RENDER_ARTIFACTS, else snapshot-artifacts/)
      --jobs N        threads (default: the number of cores)
    """

    static let hitTest = """
    USAGE: segment-render hit-test CONFIG X Y [--selected N|none]
           segment-render hit-test --preset NAME X Y [--selected N|none]

    Prints {"index": N} for the segment a tap at (X, Y) hits, or {"index": null}, and exits 0 either
    way. X and Y are in the control's coordinates (negative numbers are fine). The scroll offset of
    the selected state applies; a point outside the bounds grown by enlargeEdgeInset, or left of the
    content, hits nothing. Fixed widths give a boundary to the right-hand segment, dynamic widths to
    the left-hand one (HMSegmentedControl's arithmetic).
    """

    static let bench = """
    USAGE: segment-render bench [--frames N]

    Renders the built-in demo at 2x N times (default 300), cycling the selection, and prints the
    median milliseconds per frame for layout + rasterizing, and for layout + rasterizing + PNG encode.
    Build with -c release for meaningful figures.
    """
}
