// swift-tools-version:6.0
import Foundation
import PackageDescription

// The release-only compiler and linker flags below are "unsafe flags", which SwiftPM refuses in a
// package depended on by version (`.package(url:from:)`). So they apply only when this package is
// built as itself: not when it is a checkout inside another package's build (`…/checkouts/…`, as
// SwiftPM and Xcode place versioned dependencies), nor when SEGMENT_RENDER_PORTABLE is set. A
// dependent gets the same code and the same pixels; only our executable's start-up is faster.
let builtAsItself = !Context.packageDirectory.contains("/checkouts/") && Context.environment["SEGMENT_RENDER_PORTABLE"] == nil

// The release executable is linked by lld with the functions its common start-ups run placed
// together, in Linking/hot-code.txt's order (written by scripts/hot-code.sh; see Linking/README.md):
// a `render` then maps 6 MB of code instead of 9 and takes ~80 fewer page faults for it. Every
// function is compiled into a section of its own (-function-sections) so the linker can move it.
let hotCode = Context.packageDirectory + "/Linking/hot-code.txt"
let orderedCode: (compile: [String], link: [String]) = FileManager.default.fileExists(atPath: hotCode)
    ? (["-Xfrontend", "-function-sections"],
       ["-use-ld=lld", "-Xlinker", "--symbol-ordering-file=" + hotCode, "-Xlinker", "--no-warn-symbol-ordering"])
    : ([], [])

// Release builds get concrete generic type metadata (a Dictionary's storage class, say) from the
// compiler's accessor functions instead of from mangled names the runtime demangles: every
// first use of a mangled name made the runtime search all ~5,500 protocol conformances in the
// binary for the key type's Hashable, about 2M instructions of a 20M-instruction `render`.
let releaseFlags: [SwiftSetting] = builtAsItself
    ? [.unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"] + orderedCode.compile, .when(configuration: .release))] : []

// The release executable links the C++ runtime statically when Linking/libstdc++.a resolves (see
// Linking/README.md): the dynamic loader then skips libstdc++.so.6's 2,500 symbol lookups.
let staticCxxFolder = Context.packageDirectory + "/Linking"
let staticCxx: [String] = FileManager.default.fileExists(atPath: staticCxxFolder + "/libstdc++.a") ? ["-L", staticCxxFolder] : []

let package = Package(
    name: "segment-render",
    products: [
        .executable(name: "segment-render", targets: ["render-cli"]),
        .library(name: "SegmentRender", targets: ["SegmentRender"]),
        .library(name: "SegmentRenderTesting", targets: ["SegmentRenderTesting"]),
    ],
    targets: [
        // C: libpng behind a shim that owns setjmp/longjmp.
        .target(
            name: "CPNG",
            linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z")]
        ),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2",
                       providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz",
                       providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig",
                       providers: [.apt(["libfontconfig1-dev"])]),
        .systemLibrary(name: "CFriBidi", pkgConfig: "fribidi",
                       providers: [.apt(["libfribidi-dev"])]),
        // ISA-L's igzip: fast deflate with full flushes, for PNG IDAT compressed in bands.
        .systemLibrary(name: "CISAL", pkgConfig: "libisal",
                       providers: [.apt(["libisal-dev"])]),
        // giflib's LZW encoder, for animated GIFs (palettes and frames are ours: Raster/GIF).
        .systemLibrary(name: "CGIF", pkgConfig: "libgif",
                       providers: [.apt(["libgif-dev"])]),
        // libwebp's animation encoder, for animated WebP (lossless or lossy).
        .systemLibrary(name: "CWebP", pkgConfig: "libwebpmux",
                       providers: [.apt(["libwebp-dev"])]),
        // SHA-256 for golden environments (font files) and snapshot cache keys.
        .systemLibrary(name: "CNettle", pkgConfig: "nettle",
                       providers: [.apt(["nettle-dev"])]),
        // glibc functions the Glibc module leaves out: mallopt (MallocTuning), sched_getaffinity (Processors),
        // threads started on another CPU (BackgroundValue).
        .systemLibrary(name: "CGlibc"),
        // libmicrohttpd for `preview`, opened with dlopen when a server starts (its header only at build time).
        .target(name: "CHTTPD"),

        // Swift
        .target(name: "Raster", dependencies: ["CPNG", "CFreeType", "CHarfBuzz", "CFontconfig", "CFriBidi", "CNettle", "CISAL", "CGIF", "CWebP", "CGlibc"], swiftSettings: releaseFlags),
        .target(name: "SegmentRender", dependencies: ["Raster"], swiftSettings: releaseFlags),
        // Golden testing: manifests, checks, reports, shards, merge, the cache, environments.
        .target(name: "SegmentRenderSnapshot", dependencies: ["SegmentRender", "Raster"], swiftSettings: releaseFlags),
        .target(name: "SegmentRenderTesting", dependencies: ["SegmentRender", "SegmentRenderSnapshot"]),
        // The library and executable modules import FoundationEssentials (and Glibc), never the
        // whole of Foundation: linked statically, Foundation's ICU data alone was 37 MB of the
        // binary (61 MB stripped, 18 MB without it). Only SegmentRenderTesting and the tests use it.
        // Release builds link the Swift runtime and FoundationEssentials statically: a process starts in ~2 ms
        // instead of ~8 ms, which was most of a whole `render` run. (Debug builds stay dynamic: the
        // test bundles link this module too, and a debug link does not strip what needs ICU.) They
        // are also linked at a fixed address (-no-pie): the statically linked runtime then needs no
        // ~76,000 relative relocations at every start, about 1 ms of a 9 ms `render`.
        .executableTarget(name: "render-cli", dependencies: ["SegmentRender", "SegmentRenderSnapshot", "Raster", "CHTTPD"],
                          swiftSettings: releaseFlags + (builtAsItself ? [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))] : []),
                          linkerSettings: builtAsItself
                              ? [.unsafeFlags(["-static-stdlib", "-Xclang-linker", "-no-pie"] + staticCxx + orderedCode.link, .when(configuration: .release))] : []),

        // Tests
        .testTarget(name: "RasterTests", dependencies: ["Raster", "CGlibc"]),
        .testTarget(name: "SegmentRenderTests", dependencies: ["SegmentRender", "SegmentRenderSnapshot", "SegmentRenderTesting", "Raster"],
                    exclude: ["SegmentRenderTesting/__Goldens__"]),
        .testTarget(name: "Golden", dependencies: ["SegmentRender", "SegmentRenderSnapshot", "SegmentRenderTesting", "Raster"],
                    exclude: ["Goldens"]),
        .testTarget(name: "CLITests", dependencies: ["render-cli", "SegmentRender", "SegmentRenderSnapshot", "Raster"]),
    ],
    swiftLanguageModes: [.v6]
)
