import Foundation
import Geometry
import Layers
import Testing

@testable import SDLHost

@MainActor
@Suite struct ImageLoaderTests {
    static func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("segue-\(UUID())-\(name)").path
    }

    @Test func missingFileErrorNamesTheFile() throws {
        let loader = ImageLoader(platform: try HostFixture.platform())
        let path = "/nonexistent/folder/missing-icon.png"
        #expect(throws: HostError.missingFile(path: path)) { try loader.load(path: path) }
        #expect(HostError.missingFile(path: path).description.contains(path))
    }

    @Test func missingAssetErrorNamesTheAssetAndWhereItLooked() throws {
        let loader = ImageLoader(platform: try HostFixture.platform(), assets: AssetLocator(roots: ["/nowhere"]))
        do {
            _ = try loader.load(asset: "Icons/none.png")
            Issue.record("loading a missing asset should throw")
        } catch let error as HostError {
            guard case .missingAsset(let missing) = error else {
                Issue.record("expected missingAsset, got \(error)")
                return
            }
            #expect(missing.name == "Icons/none.png")
            #expect(error.description.contains("/nowhere/Icons/none.png"))
        }
    }

    @Test func pngRoundTripKeepsEveryPixel() throws {
        var bytes: [UInt8] = []
        for y in 0..<7 {
            for x in 0..<9 { bytes += [UInt8(x * 28), UInt8(y * 36), 200, UInt8(255 - x * 20 - y * 5)] }
        }
        let original = PixelBuffer(width: 9, height: 7, bytes: bytes)
        let path = Self.temporaryPath("round-trip@2x.png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try PNGWriter.write(original, to: path)
        let image = try ImageLoader(platform: try HostFixture.platform()).load(path: path)
        #expect(image.pixels == original)
        #expect(image.scale == 2)
        #expect(image.size == Size(width: 4.5, height: 3.5))
    }

    @Test func notAnImageIsAnSDLError() throws {
        let path = Self.temporaryPath("garbage.png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: HostError.self) { try ImageLoader(platform: try HostFixture.platform()).load(path: path) }
    }

    @Test func writingToAMissingFolderFails() {
        #expect(throws: HostError.self) {
            try PNGWriter.write(PixelBuffer(width: 1, height: 1, color: .red), to: "/nonexistent/folder/x.png")
        }
    }
}
