import Foundation
import Raster
import SegmentRender

/// Median milliseconds per frame on the built-in demo at 2x.
enum BenchCommand {
    static let spec = CommandSpec(
        name: "bench", summary: "Time layout, rasterizing and PNG encoding on the demo", usage: ["[--frames N]"],
        discussion: """
        Renders the built-in demo at 2x N times, cycling the selection, and prints the median
        milliseconds per frame for layout + rasterizing, and for layout + rasterizing + PNG encode.
        Build with -c release for meaningful figures.
        """,
        options: [.value("--frames", [], "N", "How many frames to time (default 300).")],
        run: CommandSpec.succeeding(run))

    static func run(_ arguments: Arguments) throws {
        _ = try arguments.positionals(max: 0, names: "no arguments")
        let frames = try arguments.integer("--frames", in: 1...100_000) ?? 300
        let control = try CommonOptions.loadControl(nil)
        let count = control.config.sectionTitles.count
        for k in 0..<10 { _ = control.render(selection: .index(k % count)) }  // warm caches

        func median(_ body: (Int) throws -> Void) rethrows -> Double {
            var samples: [Double] = []
            for k in 0..<frames {
                let start = DispatchTime.now().uptimeNanoseconds
                try body(k)
                samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
            samples.sort()
            return samples.count % 2 == 1 ? samples[samples.count / 2]
                : (samples[samples.count / 2 - 1] + samples[samples.count / 2]) / 2
        }
        let raster = median { k in _ = control.render(selection: .index(k % count)) }
        var bytes = 0
        let encoded = try median { k in bytes = try PNGCodec.encode(control.render(selection: .index(k % count))).count }
        print(String(format: "demo 750×88 px, %d frames: layout+raster median %.3f ms/frame; layout+raster+png median %.3f ms/frame; png %d bytes",
                     frames, raster, encoded, bytes))
    }
}
