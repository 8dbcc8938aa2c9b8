// swift-tools-version:6.0
// A small package that uses segment-render as a library, by relative path, the way an app's
// design-system package would: it builds its own tab control and golden-tests it.
import PackageDescription

let package = Package(
    name: "UsingTheLibrary",
    dependencies: [
        .package(name: "segment-render", path: "../.."),
    ],
    targets: [
        .target(name: "PillTabs", dependencies: [.product(name: "SegmentRender", package: "segment-render")]),
        .testTarget(
            name: "PillTabsTests",
            dependencies: ["PillTabs", .product(name: "SegmentRenderTesting", package: "segment-render")],
            exclude: ["__Goldens__"]
        ),
    ],
    swiftLanguageModes: [.v5]
)
