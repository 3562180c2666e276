import Foundation
import Layers

/// The asset roots' order (FontsAndAssets.md).
struct AssetLocatorOrderTests {
    func testTheStandardOrder() throws {
        let locator = AssetLocator.standard(
            environment: ["SEGUE_ASSETS": "/chosen"], sourceFile: "/src/segue/Sources/Layers/Content/AssetLocator.swift"
        )
        let exe = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let bin = (exe as NSString).deletingLastPathComponent
        let prefix = (bin as NSString).deletingLastPathComponent
        expectEqual(locator.roots, ["/chosen", bin + "/Assets", prefix + "/share/segue", "/src/segue/Assets"])
    }

    func testTheBuildsCheckoutCanBeLeftOut() {
        let locator = AssetLocator.standard(
            environment: ["SEGUE_NO_BUILD_ASSETS": "1"],
            sourceFile: "/src/segue/Sources/Layers/Content/AssetLocator.swift")
        expectEqual(locator.roots.count, 2)
        expectFalse(locator.roots.contains("/src/segue/Assets"))
    }
}
