import Layers

@testable import SDLHost

/// What `ImageLoader.load(asset:)` tells the `segue.assets` logger (FontsAndAssets.md,
/// "Diagnostics"): the file it chose at `debug`, an asset it could not load as a `warning`.
@MainActor
struct AssetDiagnosticsTests {
    func testAMissingAssetIsAWarningNamingWhereItLooked() throws {
        let recorder = LogRecorder()
        var loader = ImageLoader(platform: try HostFixture.platform(), assets: AssetLocator(roots: ["/nowhere"]))
        loader.logger = recorder.logger(label: "segue.assets")
        expectThrows(HostError.self) { try loader.load(asset: "Icons/none.png") }
        let warnings = recorder.messages(atLeast: .warning)
        expectTrue(warnings.count == 1 && recorder.entries.count == 1)
        expectEqual(
            warnings.first?.hasPrefix("image Icons/none.png not loaded: missing asset \"Icons/none.png\""), true)
        expectEqual(warnings.first?.contains("/nowhere/Icons/none.png"), true)
    }

    func testTheFileChosenIsADebugLine() throws {
        let recorder = LogRecorder()
        var loader = ImageLoader(platform: try HostFixture.platform(), scale: 2)
        loader.logger = recorder.logger(label: "segue.assets")
        _ = try loader.load(asset: "Images/chevron-back.png")
        expectEmpty(recorder.messages(atLeast: .info))
        let chosen = try require(recorder.entries.first)
        expectTrue(chosen.level == .debug && chosen.message.hasPrefix("asset Images/chevron-back.png at scale 2.0: "))
    }
}
