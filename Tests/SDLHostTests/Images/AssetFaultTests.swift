import Foundation
import Geometry
import Layers

@testable import SDLHost

/// A missing or corrupt image or font asset gives an error that names the file, and the
/// renderer goes on drawing everything else.
@MainActor
struct AssetFaultTests {
    /// A fresh asset root holding `files` (relative path → bytes).
    static func assetRoot(_ files: [String: [UInt8]]) throws -> String {
        let root = TestScratch.path("assets")
        for (name, bytes) in files {
            let path = root + "/" + name
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        }
        return root
    }

    static let garbage: [UInt8] = Array("this is not an image nor a font\n".utf8) + [UInt8](repeating: 0x7F, count: 300)

    func testACorruptImageNamesTheFile() throws {
        let root = try Self.assetRoot(["Icons/broken.png": Self.garbage])
        let loader = ImageLoader(platform: try HostFixture.platform(), assets: AssetLocator(roots: [root]))
        do {
            _ = try loader.load(asset: "Icons/broken.png")
            recordIssue("a corrupt image should not load")
        } catch {
            expectTrue("\(error)".contains(root + "/Icons/broken.png"), "\(error)")
        }
    }

    func testAPNGCutShortNamesTheFile() throws {
        // A real PNG's first 40 bytes: the signature and header, no image data.
        let source = try AssetLocator.standard().path(for: "Images/sample-photo.png")
        let head = [UInt8](try Data(contentsOf: URL(fileURLWithPath: source)).prefix(40))
        let root = try Self.assetRoot(["Icons/cut.png": head])
        let loader = ImageLoader(platform: try HostFixture.platform(), assets: AssetLocator(roots: [root]))
        expectThrows {
            try loader.load(asset: "Icons/cut.png")
        } matching: { error in
            "\(error)".contains(root + "/Icons/cut.png")
        }
    }

    func testACorruptFontNamesTheFileAndTheRestStillDraws() throws {
        let root = try Self.assetRoot(["Fonts/Broken.ttf": Self.garbage])
        let window = try HostFixture.renderer(width: 120, height: 60).window
        let renderer = try SDLRenderer(window: window, assets: AssetLocator(roots: [root]))
        let text = DisplayItem.text(
            quad: quad(0, 0, 120, 30), text: "Hello",
            style: TextStyle(font: Font(name: "Broken", size: 14), color: .black), opacity: 1)
        let fill = DisplayItem.fill(quad: quad(0, 30, 120, 30), color: .green, cornerRadius: 0, opacity: 1)
        let size = Size(width: 120, height: 60)
        do {
            try renderer.renderFrame(DisplayList(size: size, background: .white, items: [text, fill]))
            recordIssue("a corrupt font should not draw")
        } catch {
            expectTrue("\(error)".contains(root + "/Fonts/Broken.ttf"), "\(error)")
        }
        try renderer.renderFrame(DisplayList(size: size, background: .white, items: [fill]))
        expectPixel(try renderer.readPixels(), 60, 45, RGBA(Color.green), tolerance: 2)
    }

    func testAMissingFontNamesTheAssetAndWhereItLooked() throws {
        let root = try Self.assetRoot([:])
        let window = try HostFixture.renderer(width: 60, height: 30).window
        let renderer = try SDLRenderer(window: window, assets: AssetLocator(roots: [root]))
        let text = DisplayItem.text(
            quad: quad(0, 0, 60, 30), text: "Hi", style: TextStyle(font: Font(name: "Nowhere", size: 14)), opacity: 1)
        expectThrows {
            try renderer.renderFrame(DisplayList(size: Size(width: 60, height: 30), items: [text]))
        } matching: { error in
            "\(error)".contains("Fonts/Nowhere.ttf") && "\(error)".contains(root)
        }
    }
}
