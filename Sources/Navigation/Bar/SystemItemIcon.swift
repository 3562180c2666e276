import Foundation
import Layers

/// The system items' icons (BarAppearances.md): grey maps drawn by
/// `scripts/make-images` as `Assets/Images/SystemItems/<name>@2x.pgm`, each pixel the glyph's
/// coverage. Navigation decodes no PNG (that is SDLHost's, through SDL_image), so the icons are
/// kept in binary PGM, a header and the bytes, read here into a black template image at scale 2
/// that a bar tints.
enum SystemItemIcon {
    /// The folder of the icons among the assets.
    static let folder = "Images/SystemItems"

    /// The icon `name` from `assets`, or nil when no root has it or it is not a grey map.
    static func load(_ name: String, assets: AssetLocator = .standard()) -> Image? {
        guard let path = try? assets.path(for: "\(folder)/\(name)@2x.pgm"),
            let data = FileManager.default.contents(atPath: path)
        else { return nil }
        return image(fromPGM: [UInt8](data), scale: 2)
    }

    /// A binary grey map (`P5`, 8-bit) as a black image whose alpha is the grey; nil when the
    /// bytes are not one.
    static func image(fromPGM bytes: [UInt8], scale: Double) -> Image? {
        var index = 0
        func skipBlanksAndComments() {
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "#") {
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                } else if [9, 10, 13, 32].contains(bytes[index]) {
                    index += 1
                } else {
                    return
                }
            }
        }
        func number() -> Int? {
            skipBlanksAndComments()
            var value = 0
            var digits = 0
            while index < bytes.count, (48...57).contains(bytes[index]), digits < 6 {
                value = value * 10 + Int(bytes[index] - 48)
                index += 1
                digits += 1
            }
            return digits > 0 ? value : nil
        }
        guard bytes.count > 2, bytes[0] == UInt8(ascii: "P"), bytes[1] == UInt8(ascii: "5") else { return nil }
        index = 2
        guard let width = number(), let height = number(), let maximum = number(), width > 0, height > 0,
            maximum == 255, index < bytes.count
        else { return nil }
        index += 1  // the one blank after the header
        guard bytes.count - index >= width * height else { return nil }
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for pixel in 0..<(width * height) { rgba[pixel * 4 + 3] = bytes[index + pixel] }
        return Image(pixels: PixelBuffer(width: width, height: height, bytes: rgba), scale: scale)
    }
}
