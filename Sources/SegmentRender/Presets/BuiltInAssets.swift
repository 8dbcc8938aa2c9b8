import FoundationEssentials
import Glibc
import Raster

/// Images that ship inside the binary, drawn by code at 1x, 2x and 3x: a config names them as
/// `builtin:NAME` wherever it takes an image path. `segment-render assets` lists them.
package enum BuiltInAssets {
    package struct Asset: Sendable {
        package let name: String
        package let summary: String
        /// Size in points.
        package let size: Size
        let draw: @Sendable (inout AssetCanvas) -> Void
    }

    package static let prefix = "builtin:"

    /// Every built-in image, by name.
    package static let all: [Asset] = segmentImages + dockImages + exampleImages + indicatorImages + materialIcons + backdropImages

    package static func named(_ name: String) -> Asset? { all.first { $0.name == name } }

    /// The asset drawn at `scale`.
    package static func image(_ asset: Asset, scale: Int) -> RasterImage {
        var canvas = AssetCanvas(width: asset.size.width, height: asset.size.height, scale: scale)
        asset.draw(&canvas)
        return RasterImage(pixels: canvas.framebuffer, scale: scale, name: prefix + asset.name)
    }

    // MARK: iOS 6 segment backgrounds (QQ-Space SegmentBar)

    /// 21 × 32 pt: caps of 10 pt either side of a one-point band, and 16 pt above one.
    static let segmentSize = Size(width: 21, height: 32)

    static var segmentImages: [Asset] {
        var assets: [Asset] = []
        for (position, radii) in [
            ("left", CornerRadii(topLeft: 5, topRight: 0, bottomRight: 0, bottomLeft: 5)),
            ("middle", CornerRadii(all: 0)),
            ("right", CornerRadii(topLeft: 0, topRight: 5, bottomRight: 5, bottomLeft: 0)),
        ] {
            for selected in [false, true] {
                let name = "qq-segment-\(position)-\(selected ? "selected" : "normal")"
                let summary = "iOS 6 segment background, \(position), \(selected ? "selected" : "normal") (21×32 pt, stretch the middle)"
                assets.append(
                    Asset(
                        name: name, summary: summary, size: segmentSize,
                        draw: { c in
                            let r = Rect(x: 0, y: 0, width: 21, height: 32)
                            let border = selected ? RGBA8(r: 36, g: 70, b: 128) : RGBA8(r: 152, g: 152, b: 158)
                            let top = selected ? RGBA8(r: 104, g: 150, b: 224) : RGBA8(r: 253, g: 253, b: 253)
                            let bottom = selected ? RGBA8(r: 40, g: 92, b: 188) : RGBA8(r: 214, g: 214, b: 218)
                            c.gradient(r, radii, top: top, bottom: bottom)
                            // A gloss on the upper half, as iOS 6 had.
                            c.rect(0, 1, 21, 15, RGBA8(r: 255, g: 255, b: 255, a: selected ? 28 : 60))
                            c.border(r, radii, width: 1 / c.s, border)
                        }))
            }
        }
        return assets
    }

    // MARK: QQ-Space Dock

    static let light = RGBA8(r: 214, g: 214, b: 218)

    static var dockImages: [Asset] {
        [
            Asset(name: "qq-dock-avatar", summary: "the Dock's avatar, nana (100×100 pt)", size: Size(width: 100, height: 100)) { c in
                c.gradient(
                    Rect(x: 0, y: 0, width: 100, height: 100), CornerRadii(all: 0),
                    top: RGBA8(r: 120, g: 196, b: 232), bottom: RGBA8(r: 38, g: 110, b: 178))
                c.circle(50, 40, 19, RGBA8(r: 255, g: 224, b: 196))
                c.roundedRect(Rect(x: 18, y: 64, width: 64, height: 50), CornerRadii(all: 26), RGBA8(r: 250, g: 120, b: 90))
                c.roundedRect(
                    Rect(x: 29, y: 16, width: 42, height: 17), CornerRadii(topLeft: 16, topRight: 16, bottomRight: 4, bottomLeft: 4),
                    RGBA8(r: 70, g: 48, b: 40))
            },
            Asset(
                name: "qq-dock-selected-bg", summary: "the Dock's selected-item background (11×70 pt, stretch the middle)",
                size: Size(width: 11, height: 70)
            ) { c in
                c.gradient(
                    Rect(x: 0, y: 0, width: 11, height: 70), CornerRadii(all: 0),
                    top: RGBA8(r: 78, g: 78, b: 84), bottom: RGBA8(r: 58, g: 58, b: 62))
                c.rect(0, 0, 11, 1, RGBA8(r: 24, g: 24, b: 26))
                c.rect(0, 69, 11, 1, RGBA8(r: 96, g: 96, b: 102))
                c.rect(0, 0, 4, 70, RGBA8(r: 255, g: 153, b: 0))
            },
            icon("qq-dock-feed", "tab icon: all feeds (a star)") { c in
                var points: [(Double, Double)] = []
                for k in 0..<10 {
                    let angle = -Double.pi / 2 + Double(k) * Double.pi / 5
                    let r = k % 2 == 0 ? 13.0 : 5.5
                    points.append((15 + r * cos(angle), 16 + r * sin(angle)))
                }
                c.polygon(points, light)
            },
            icon("qq-dock-passive", "tab icon: about me (a speech bubble)") { c in
                c.roundedRect(Rect(x: 3, y: 5, width: 24, height: 17), CornerRadii(all: 5), light)
                c.polygon([(8, 21), (16, 21), (8, 27)], light)
            },
            icon("qq-dock-picwall", "tab icon: photo wall (a grid)") { c in
                for (x, y) in [(4.0, 4.0), (16.0, 4.0), (4.0, 16.0), (16.0, 16.0)] {
                    c.roundedRect(Rect(x: x, y: y, width: 10, height: 10), CornerRadii(all: 2), light)
                }
            },
            icon("qq-dock-ealbum", "tab icon: photo frame (a picture)") { c in
                c.border(Rect(x: 3, y: 5, width: 24, height: 20), CornerRadii(all: 2), width: 2, light)
                c.polygon([(6, 22), (13, 13), (18, 19), (21, 16), (24, 22)], light)
                c.circle(20, 10.5, 2, light)
            },
            icon("qq-dock-friend", "tab icon: friends (two people)") { c in
                c.circle(11, 10, 5, light)
                c.roundedRect(Rect(x: 3, y: 17, width: 16, height: 10), CornerRadii(topLeft: 8, topRight: 8, bottomRight: 1, bottomLeft: 1), light)
                c.circle(21, 11, 4, light)
                c.roundedRect(Rect(x: 17, y: 17, width: 11, height: 9), CornerRadii(topLeft: 6, topRight: 6, bottomRight: 1, bottomLeft: 1), light)
            },
            icon("qq-dock-more", "tab icon: more (three dots)") { c in
                for x in [7.0, 15.0, 23.0] { c.circle(x, 15, 3, light) }
            },
            icon("qq-dock-mood", "bottom button: mood (a pencil)") { c in
                c.polygon([(7, 23), (20, 6), (25, 10), (12, 27), (6, 28)], light)
            },
            icon("qq-dock-photo", "bottom button: photo (a camera)") { c in
                c.roundedRect(Rect(x: 3, y: 9, width: 24, height: 17), CornerRadii(all: 3), light)
                c.roundedRect(Rect(x: 10, y: 5, width: 10, height: 6), CornerRadii(all: 2), light)
                c.circle(15, 17, 5.5, RGBA8(r: 46, g: 46, b: 50))
                c.circle(15, 17, 3.5, light)
            },
            icon("qq-dock-blog", "bottom button: blog (a page of lines)") { c in
                c.roundedRect(Rect(x: 6, y: 3, width: 18, height: 24), CornerRadii(all: 2), light)
                for y in [8.0, 13.0, 18.0] { c.rect(9, y, 12, 2, RGBA8(r: 46, g: 46, b: 50)) }
            },
        ]
    }

    /// A 30 × 30 pt icon.
    static func icon(_ name: String, _ summary: String, draw: @escaping @Sendable (inout AssetCanvas) -> Void) -> Asset {
        Asset(name: name, summary: summary + " (30×30 pt)", size: Size(width: 30, height: 30), draw: draw)
    }

    // MARK: HMSegmentedControl's example images

    static var exampleImages: [Asset] {
        [("hm-circle", RGBA8(r: 142, g: 142, b: 147)), ("hm-circle-selected", RGBA8(r: 52, g: 181, b: 229))].map { name, colour in
            Asset(
                name: name, summary: "a 34 pt circle in a 70×44 pt canvas, as in HMSegmentedControl's example app",
                size: Size(width: 70, height: 44)
            ) { c in c.circle(35, 22, 17, colour) }
        }
    }

    // MARK: Material icons

    /// 24 × 24 pt glyphs in black for Material 3 icon tabs, which tint them with the label's colour.
    static var materialIcons: [Asset] {
        let ink = RGBA8.black, size = Size(width: 24, height: 24)
        return [
            Asset(name: "m3-flight", summary: "an aeroplane seen from above, nose up (24×24 pt, for icon tabs)", size: size) { c in
                c.roundedRect(Rect(x: 10.75, y: 2, width: 2.5, height: 18), CornerRadii(all: 1.25), ink)
                c.polygon([(2, 14), (10.75, 8.5), (13.25, 8.5), (22, 14), (22, 16), (13.25, 13.5), (10.75, 13.5), (2, 16)], ink)
                c.polygon([(8, 20.5), (10.75, 18.5), (13.25, 18.5), (16, 20.5), (16, 22), (12, 21), (8, 22)], ink)
            },
            Asset(name: "m3-luggage", summary: "a suitcase with a handle (24×24 pt, for icon tabs)", size: size) { c in
                c.roundedRect(Rect(x: 4, y: 7, width: 16, height: 14), CornerRadii(all: 2), ink)
                c.rect(9, 3, 6, 2, ink)
                c.rect(9, 3, 2, 4, ink)
                c.rect(13, 3, 2, 4, ink)
            },
            Asset(name: "m3-explore", summary: "a compass: a ring around a tilted needle (24×24 pt, for icon tabs)", size: size) { c in
                c.ring(12, 12, 10, width: 2, ink)
                c.polygon([(16.6, 7.4), (13.4, 13.4), (7.4, 16.6), (10.6, 10.6)], ink)
            },
        ]
    }

    // MARK: Backdrops

    /// What a translucent bar is seen over: a landscape with strong colour and hard edges, so a
    /// blur or a tint over it shows.
    static var backdropImages: [Asset] {
        [
            Asset(
                name: "backdrop-dusk", summary: "a dusk landscape — sky, sun, hills and a lake — to set translucent bars over (360×120 pt)",
                size: Size(width: 360, height: 120)
            ) { c in
                c.gradient(Rect(x: 0, y: 0, width: 360, height: 80), CornerRadii(all: 0), top: RGBA8(r: 38, g: 52, b: 128), bottom: RGBA8(r: 247, g: 140, b: 92))
                c.circle(250, 62, 22, RGBA8(r: 255, g: 214, b: 102))
                c.polygon([(0, 80), (0, 52), (48, 30), (96, 58), (140, 36), (200, 70), (200, 80)], RGBA8(r: 74, g: 46, b: 96))
                c.polygon([(150, 80), (230, 48), (300, 66), (360, 40), (360, 80)], RGBA8(r: 96, g: 58, b: 110))
                c.gradient(Rect(x: 0, y: 80, width: 360, height: 40), CornerRadii(all: 0), top: RGBA8(r: 236, g: 128, b: 96), bottom: RGBA8(r: 30, g: 40, b: 96))
                for k in 0..<6 {
                    let y = 86 + Double(k) * 5
                    c.rect(230 - Double(k) * 3, y, 40 + Double(k) * 6, 1.5, RGBA8(r: 255, g: 214, b: 102, a: UInt8(200 - k * 30)))
                }
                c.polygon([(0, 120), (0, 96), (60, 104), (110, 120)], RGBA8(r: 24, g: 30, b: 60))
            }
        ]
    }

    // MARK: Indicator images

    static var indicatorImages: [Asset] {
        [
            Asset(
                name: "jx-star", summary: "A five-pointed star for image indicators (20×20 pt)", size: Size(width: 20, height: 20),
                draw: { c in
                    var points: [(Double, Double)] = []
                    for k in 0..<10 {
                        let angle = -Double.pi / 2 + Double(k) * Double.pi / 5
                        let r = k % 2 == 0 ? 9.5 : 4.0
                        points.append((10 + r * cos(angle), 10.5 + r * sin(angle)))
                    }
                    c.polygon(points, RGBA8(r: 255, g: 149, b: 0))
                })
        ]
    }
}
