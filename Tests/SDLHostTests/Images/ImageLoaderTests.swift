import Foundation
import Geometry
import Layers

@testable import SDLHost

@MainActor
struct ImageLoaderTests {
    static func temporaryPath(_ name: String) -> String {
        TestScratch.path(name)
    }

    func testMissingFileErrorNamesTheFile() throws {
        let loader = ImageLoader(platform: try HostFixture.platform())
        let path = "/nonexistent/folder/missing-icon.png"
        expectThrows(HostError.missingFile(path: path)) { try loader.load(path: path) }
        expectTrue(HostError.missingFile(path: path).description.contains(path))
    }

    func testMissingAssetErrorNamesTheAssetAndWhereItLooked() throws {
        let loader = ImageLoader(platform: try HostFixture.platform(), assets: AssetLocator(roots: ["/nowhere"]))
        do {
            _ = try loader.load(asset: "Icons/none.png")
            recordIssue("loading a missing asset should throw")
        } catch let error as HostError {
            guard case .missingAsset(let missing) = error else {
                recordIssue("expected missingAsset, got \(error)")
                return
            }
            expectEqual(missing.name, "Icons/none.png")
            expectTrue(error.description.contains("/nowhere/Icons/none.png"))
        }
    }

    /// UIKit's rule: the variant for the display's scale, else the nearest one there is.
    func testTheVariantForTheScaleIsTried() {
        expectEqual(
            ImageLoader.variants(of: "Images/dot.png", scale: 1),
            [
                "Images/dot.png", "Images/dot@2x.png", "Images/dot@3x.png",
            ])
        expectEqual(
            ImageLoader.variants(of: "Images/dot.png", scale: 2),
            [
                "Images/dot@2x.png", "Images/dot@3x.png", "Images/dot.png",
            ])
        expectEqual(
            ImageLoader.variants(of: "Images/dot.png", scale: 3),
            [
                "Images/dot@3x.png", "Images/dot@2x.png", "Images/dot.png",
            ])
        expectEqual(ImageLoader.variants(of: "Images/dot@2x.png", scale: 1), ["Images/dot@2x.png"])
    }

    func testAtScale2TheAt2xFileIsLoaded() throws {
        let root = Self.temporaryPath("assets")
        try FileManager.default.createDirectory(atPath: root + "/Images", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try PNGWriter.write(PixelBuffer(width: 3, height: 3, color: .red), to: root + "/Images/dot.png")
        try PNGWriter.write(PixelBuffer(width: 6, height: 6, color: .blue), to: root + "/Images/dot@2x.png")
        try PNGWriter.write(PixelBuffer(width: 8, height: 4, color: .green), to: root + "/Images/only@2x.png")
        let platform = try HostFixture.platform()
        let assets = AssetLocator(roots: [root])
        let one = try ImageLoader(platform: platform, assets: assets, scale: 1).load(asset: "Images/dot.png")
        let two = try ImageLoader(platform: platform, assets: assets, scale: 2).load(asset: "Images/dot.png")
        expectTrue(one.scale == 1 && one.pixels.width == 3)
        expectTrue(two.scale == 2 && two.pixels.width == 6)
        expectEqual(one.size, two.size)
        // Only a 2x file: used at scale 1 too, at its size in points.
        let only = try ImageLoader(platform: platform, assets: assets, scale: 1).load(asset: "Images/only.png")
        expectTrue(only.scale == 2 && only.size.width == 4)
        // Nothing at all: the error names the file asked for.
        expectThrows(HostError.self) {
            try ImageLoader(platform: platform, assets: assets, scale: 2).load(asset: "Images/none.png")
        }
    }

    func testPngRoundTripKeepsEveryPixel() throws {
        var bytes: [UInt8] = []
        for y in 0..<7 {
            for x in 0..<9 { bytes += [UInt8(x * 28), UInt8(y * 36), 200, UInt8(255 - x * 20 - y * 5)] }
        }
        let original = PixelBuffer(width: 9, height: 7, bytes: bytes)
        let path = Self.temporaryPath("round-trip@2x.png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try PNGWriter.write(original, to: path)
        let image = try ImageLoader(platform: try HostFixture.platform()).load(path: path)
        expectEqual(image.pixels, original)
        expectEqual(image.scale, 2)
        expectEqual(image.size, Size(width: 4.5, height: 3.5))
    }

    func testNotAnImageIsAnSDLError() throws {
        let path = Self.temporaryPath("garbage.png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: path))
        expectThrows(HostError.self) { try ImageLoader(platform: try HostFixture.platform()).load(path: path) }
    }

    func testWritingToAMissingFolderFails() {
        expectThrows(HostError.self) {
            try PNGWriter.write(PixelBuffer(width: 1, height: 1, color: .red), to: "/nonexistent/folder/x.png")
        }
    }
}
