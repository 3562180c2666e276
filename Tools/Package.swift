// swift-tools-version:6.2
import PackageDescription

/// The library, from this checkout (the folder above): what the tools are made of.
let segue: Target.Dependency = .product(name: "Segue", package: "Segue")
/// The library's test support (a window on a manual clock), which the torture world builds on.
let segueTestSupport: Target.Dependency = .product(name: "SegueTestSupport", package: "Segue")
/// swift-argument-parser, for the executables' command lines (and the module they share).
let argumentParser: Target.Dependency = .product(name: "ArgumentParser", package: "swift-argument-parser")

/// The test targets compile as the library's do (Package.swift's `testSettings`, which says why):
/// whole-module, the module emitted by the same job; file by file with
/// `SEGUE_INCREMENTAL_TESTS=1`.
let testSettings: [SwiftSetting] =
    Context.environment["SEGUE_INCREMENTAL_TESTS"] == "1"
    ? [] : [.unsafeFlags(["-wmo", "-num-threads", "2", "-no-emit-module-separately-wmo"])]

// Segue's own tools: the demo, the benchmarks and the torture run, with their tests. A package of
// their own so that an app depending on Segue resolves only what the library needs (swift-log),
// never swift-argument-parser. scripts/run, scripts/test and the other scripts build it into the
// root's .build (`--scratch-path`), so the library's modules are compiled once for both.
let package = Package(
    name: "SegueTools",
    products: [
        .executable(name: "segue-demo", targets: ["SegueDemo"]),
        .executable(name: "segue-bench", targets: ["SegueBench"]),
        .executable(name: "segue-torture", targets: ["SegueTorture"]),
    ],
    dependencies: [
        .package(name: "Segue", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.3.0"),
    ],
    targets: [
        // The randomized torture test: a world, ops, a generator, the invariant checker, a
        // shrinker and the runner, shared by its test target and `segue-torture`. It watches the
        // library through its testing hooks (`@_spi(SegueTools)`), so it lives here, outside
        // every product an app sees.
        .target(name: "Torture", dependencies: [segue, segueTestSupport]),
        // What the three executables' command lines share: `SegueVersion`, the
        // `--window WxH` value in points, and the one way a bad command line is reported.
        .target(name: "SegueCommandLine", dependencies: [argumentParser]),
        .executableTarget(name: "SegueTorture", dependencies: ["Torture", "SegueCommandLine", argumentParser]),
        .executableTarget(name: "SegueDemo", dependencies: [segue, "SegueCommandLine", argumentParser]),
        // Also imports CSDL2 (its raw-SDL baselines) and Cassowary (the solver scenarios): both
        // are modules of the Segue product's targets, built with it.
        .executableTarget(name: "SegueBench", dependencies: [segue, "SegueCommandLine", argumentParser]),
        .testTarget(
            name: "TortureTests", dependencies: ["Torture", segue, segueTestSupport], swiftSettings: testSettings),
        .testTarget(
            name: "SegueCommandLineTests", dependencies: ["SegueCommandLine", argumentParser],
            swiftSettings: testSettings),
        .testTarget(name: "SegueBenchTests", dependencies: ["SegueBench", segue], swiftSettings: testSettings),
    ],
    swiftLanguageModes: [.v6]
)
