import Foundation
import Layers
@_spi(SegueTools) import SDLHost

/// The pictures pixel tests draw, kept for a person to look at: as `segue-<name>.png` in the
/// folder `SEGUE_TEST_IMAGES` names, and not at all without it (PNG-encoding every picture of
/// every run was a tenth of a GPU pixel run's samples in `perf record`: docs/TESTING.md).
enum ReviewImages {
    /// The folder to keep pictures in, if one is asked for.
    static let folder: String? = {
        guard let folder = ProcessInfo.processInfo.environment["SEGUE_TEST_IMAGES"], !folder.isEmpty else { return nil }
        return folder
    }()

    /// Writes `pixels` as `segue-<name>.png` in `folder`, if there is one.
    static func keep(_ pixels: PixelBuffer, as name: String) throws {
        guard let folder else { return }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try PNGWriter.write(pixels, to: folder + "/segue-\(name).png")
    }
}
