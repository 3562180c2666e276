import Foundation
import Geometry
import Layers

@testable import SDLHost

/// `PNGWriter`'s files: read back with SDL_image (libpng), every pixel
/// kept; bad input refused with the path named and nothing written.
@MainActor
struct PNGWriterTests {
    func testAFrameSizedImageReadsBackPixelForPixel() throws {
        // Rows that differ from one another, with every alpha: what a deflate of unfiltered rows
        // must carry whole across its blocks.
        let width = 300
        let height = 200
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                bytes[i] = UInt8(x & 0xFF)
                bytes[i + 1] = UInt8(y & 0xFF)
                bytes[i + 2] = UInt8((x * y) & 0xFF)
                bytes[i + 3] = UInt8((x + y) & 0xFF)
            }
        }
        let original = PixelBuffer(width: width, height: height, bytes: bytes)
        let path = TestScratch.path("png-writer-frame.png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try PNGWriter.write(original, to: path)
        let image = try ImageLoader(platform: try HostFixture.platform()).load(path: path)
        expectEqual(image.pixels.width, width)
        expectEqual(image.pixels.height, height)
        expectTrue(image.pixels == original, "the pixels read back differ from those written")
        // The file starts with PNG's signature and its header chunk.
        let head = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)).prefix(16))
        expectEqual(head, [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
    }

    func testAFileInAMissingFolderIsRefusedNamingThePath() {
        let path = "/nonexistent/folder/x.png"
        let error = expectThrows(HostError.self) {
            try PNGWriter.write(PixelBuffer(width: 1, height: 1, color: .red), to: path)
        }
        guard case .unwritableFile(let named, let reason)? = error else {
            recordIssue("expected unwritableFile, got \(String(describing: error))")
            return
        }
        expectEqual(named, path)
        expectTrue(reason.contains("No such file"), "the reason is the system's: \(reason)")
        expectTrue(error?.description.contains(path) ?? false)
    }

    func testAnImageWithNoPixelsIsRefusedAndNothingIsWritten() {
        let path = TestScratch.path("png-writer-empty.png")
        try? FileManager.default.removeItem(atPath: path)
        expectThrows(HostError.self) { try PNGWriter.write(PixelBuffer(width: 0, height: 0, bytes: []), to: path) }
        expectFalse(FileManager.default.fileExists(atPath: path))
    }
}
