// swift-tools-version:6.2
import PackageDescription

/// swift-log: where the library's diagnostics go (one `Logger` label per module).
let logging: Target.Dependency = .product(name: "Logging", package: "swift-log")

/// The test targets compile whole-module, in one compiler job a target that also emits the module:
/// SwiftPM's file-by-file mode runs a job per 25 files plus one that emits the module, and its
/// whole-module mode still a second job for the module, each typechecking the files again and
/// expanding every `@Test` again. A clean build of the library's package costs about a sixth fewer
/// CPU-seconds (docs/TESTING.md, "Whole-module test targets"); an edit to one test file
/// recompiles its whole target (NavigationTests: 44 s rather than 16 on 2 cores), so for a loop
/// of edits to one test, `SEGUE_INCREMENTAL_TESTS=1` in the environment compiles them file by
/// file. (Test targets only: an app that depends on Segue builds none of them, and SwiftPM refuses
/// unsafe flags in the targets of a dependency's products.)
let testSettings: [SwiftSetting] =
    Context.environment["SEGUE_INCREMENTAL_TESTS"] == "1"
    ? [] : [.unsafeFlags(["-wmo", "-num-threads", "2", "-no-emit-module-separately-wmo"])]

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
    ],
    // swift-log for the library's diagnostics, and nothing else: an app that depends on Segue
    // resolves only these. The demo, bench and torture executables (and swift-argument-parser,
    // their command lines') live in the nested package Tools/, which depends on this one.
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0")
    ],
    targets: [
        // The one door to SDL2, SDL2_ttf and SDL2_image; only SDLHost imports it, and SegueBench's
        // raw-SDL baselines (PlainSDLSlideFrame, PlainSDLStaticFrame), which measure SDL without
        // SDLHost. Its module map links the three libraries and its shim finds their headers on
        // the compiler's default paths (Debian: libsdl2-dev, libsdl2-ttf-dev, libsdl2-image-dev).
        // No `pkgConfig`: sdl2's flags carry -D_REENTRANT, which SwiftPM drops with a warning to
        // every package that depends on Segue.
        .systemLibrary(name: "CSDL2"),
        // The door to libdbus-1, for the AT-SPI accessibility bridge in SDLHost only
        // (Accessibility.md says why libdbus). Its headers are outside the default paths;
        // dbus-1.pc adds them and carries no -D flag (Debian: libdbus-1-dev).
        .systemLibrary(name: "CDBus", pkgConfig: "dbus-1", providers: [.apt(["libdbus-1-dev"])]),
        // zlib, for SDLHost's PNG writer only (deflate and the chunks' CRC). Its headers are on the
        // default paths (Debian: zlib1g-dev, which libsdl2-ttf-dev already brings).
        .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"])]),
        // The software renderer's pixel loops, in C so that a debug build runs them at speed
        // (PixelBlend.h says why); only SDLHost imports it.
        .target(name: "CPixelBlend"),
        .target(name: "Geometry"),
        // The Cassowary constraint solver under Auto Layout: no UI knowledge.
        .target(name: "Cassowary"),
        .target(name: "Animation", dependencies: ["Geometry"]),
        .target(name: "Layers", dependencies: ["Geometry", "Animation"]),
        .target(name: "Views", dependencies: ["Cassowary", "Geometry", "Animation", "Layers", logging]),
        .target(name: "Navigation", dependencies: ["Geometry", "Animation", "Layers", "Views", logging]),
        .target(
            name: "SDLHost",
            dependencies: [
                "CSDL2", "CDBus", "CPixelBlend", "CZlib", "Geometry", "Animation", "Layers", "Views", logging,
            ]),
        // `import Segue`: nothing but `@_exported import` of the six library modules.
        .target(name: "Segue", dependencies: ["Geometry", "Animation", "Layers", "Views", "Navigation", "SDLHost"]),
        .target(name: "SegueTestSupport", dependencies: ["Geometry", "Animation", "Layers", "Views", "Navigation"]),
        .testTarget(name: "GeometryTests", dependencies: ["Geometry"], swiftSettings: testSettings),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"], swiftSettings: testSettings),
        .testTarget(name: "AnimationTests", dependencies: ["Animation", "Geometry"], swiftSettings: testSettings),
        .testTarget(
            name: "LayersTests", dependencies: ["Layers", "Animation", "Geometry", "SegueTestSupport"],
            swiftSettings: testSettings),
        .testTarget(
            name: "ViewsTests", dependencies: ["Views", "Layers", "Animation", "Geometry", "SegueTestSupport"],
            swiftSettings: testSettings,
        ),
        .testTarget(
            name: "NavigationTests",
            dependencies: ["Navigation", "Views", "Layers", "Animation", "Geometry", "SegueTestSupport"],
            swiftSettings: testSettings,
        ),
        // The navigation bar (large titles, search), the tab bar and split view, presentation and
        // alerts: NavigationTests' other half, a target of its own so that the two compile side
        // by side (docs/TESTING.md, "Which step runs when"); helpers both use are in Tests/Shared.
        .testTarget(
            name: "NavigationBarsAndContainersTests",
            dependencies: ["Navigation", "Views", "Layers", "Animation", "Geometry", "SegueTestSupport"],
            swiftSettings: testSettings,
        ),
        // The seeds' own code, ported as an iOS developer would write it (TheSeeds.md).
        .testTarget(
            name: "SeedPortTests",
            dependencies: ["Navigation", "Views", "Layers", "Animation", "Geometry", "SegueTestSupport"],
            swiftSettings: testSettings,
        ),
        // UIKit-style screens written as docs/PORTING.md says, with `import Segue` only.
        .testTarget(
            name: "PortingGuideTests", dependencies: ["Segue", "SegueTestSupport"], swiftSettings: testSettings),
        .testTarget(
            name: "SDLHostTests",
            dependencies: [
                "SDLHost", "CSDL2", "CPixelBlend", "Navigation", "Views", "Layers", "Animation", "Geometry",
                "SegueTestSupport",
                logging,
            ],
            swiftSettings: testSettings,
        ),
    ],
    swiftLanguageModes: [.v6]
)
