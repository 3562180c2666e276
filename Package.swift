// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "Segue",
    products: [
        // What an app depends on: `import Segue` brings in the six library modules (the Segue
        // module re-exports them; they can also be imported one by one).
        .library(
            name: "Segue", targets: ["Segue", "Geometry", "Animation", "Layers", "Views", "Navigation", "SDLHost"]),
        // What an app's tests depend on: a window on a manual clock, test doubles, input
        // scripts, image comparison and the animator contract (no SDL).
        .library(name: "SegueTestSupport", targets: ["SegueTestSupport"]),
        .executable(name: "segue-demo", targets: ["SegueDemo"]),
        .executable(name: "segue-bench", targets: ["SegueBench"]),
        .executable(name: "segue-torture", targets: ["SegueTorture"]),
    ],
    targets: [
        // The one door to SDL2, SDL2_ttf and SDL2_image; only SDLHost imports it, and SegueBench's
        // raw-SDL baseline (PlainSDLSlideFrame), which measures SDL without SDLHost. Its module map
        // links the three libraries and its shim finds their headers on the compiler's default
        // paths (Debian: libsdl2-dev, libsdl2-ttf-dev, libsdl2-image-dev). No `pkgConfig`: sdl2's
        // flags carry -D_REENTRANT, which SwiftPM drops with a warning to every package that
        // depends on Segue.
        .systemLibrary(name: "CSDL2"),
        .target(name: "Geometry"),
        .target(name: "Animation", dependencies: ["Geometry"]),
        .target(name: "Layers", dependencies: ["Geometry", "Animation"]),
        .target(name: "Views", dependencies: ["Geometry", "Animation", "Layers"]),
        .target(name: "Navigation", dependencies: ["Geometry", "Animation", "Layers", "Views"]),
        .target(name: "SDLHost", dependencies: ["CSDL2", "Geometry", "Animation", "Layers", "Views"]),
        // `import Segue`: nothing but `@_exported import` of the six library modules.
        .target(name: "Segue", dependencies: ["Geometry", "Animation", "Layers", "Views", "Navigation", "SDLHost"]),
        .target(name: "SegueTestSupport", dependencies: ["Geometry", "Animation", "Layers", "Views", "Navigation"]),
        // The randomized torture test (issue 11): a world, ops, a generator, the invariant
        // checker, a shrinker and the runner, shared by its test target and `segue-torture`.
        .target(
            name: "Torture",
            dependencies: ["Geometry", "Animation", "Layers", "Views", "Navigation", "SegueTestSupport"]),
        .executableTarget(name: "SegueTorture", dependencies: ["Torture"]),
        .executableTarget(
            name: "SegueDemo", dependencies: ["Geometry", "Animation", "Layers", "Views", "Navigation", "SDLHost"]),
        .executableTarget(
            name: "SegueBench",
            dependencies: ["CSDL2", "Geometry", "Animation", "Layers", "Views", "Navigation", "SDLHost"]),
        .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
        .testTarget(name: "AnimationTests", dependencies: ["Animation", "Geometry"]),
        .testTarget(name: "LayersTests", dependencies: ["Layers", "Animation", "Geometry", "SegueTestSupport"]),
        .testTarget(
            name: "ViewsTests", dependencies: ["Views", "Layers", "Animation", "Geometry", "SegueTestSupport"]),
        .testTarget(
            name: "NavigationTests",
            dependencies: ["Navigation", "Views", "Layers", "Animation", "Geometry", "SegueTestSupport"]),
        .testTarget(
            name: "TortureTests",
            dependencies: ["Torture", "Navigation", "Views", "Layers", "Animation", "Geometry", "SegueTestSupport"]),
        .testTarget(name: "SegueBenchTests", dependencies: ["SegueBench", "SDLHost", "Layers", "Geometry"]),
        .testTarget(
            name: "SDLHostTests",
            dependencies: [
                "SDLHost", "CSDL2", "Navigation", "Views", "Layers", "Animation", "Geometry", "SegueTestSupport",
                "Torture",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
