internal import CZlib
import Foundation
import Layers

/// Writes pixels to PNG files: 8-bit RGBA, each row unfiltered, deflated at zlib's fastest level.
///
/// A recorded demo frame is written this way (`--record`): SDL_image's `IMG_SavePNG` tries
/// libpng's five row filters on every row and deflates at the default level, most of a recorded
/// frame's cost; a headless one-frame recording took 0.13-0.14 CPU-seconds with it and 0.10-0.11
/// with this (MeasuredSDLFacts.md, "Writing PNG files"). The files are a little larger (56 KB
/// against 52 for the demo's menu); their pixels are the same.
public enum PNGWriter {
    /// Writes `pixels` (RGBA, straight alpha) to `path`, replacing any file there. Throws
    /// `HostError.unwritableFile` when the file cannot be written or the image has no pixels.
    public static func write(_ pixels: PixelBuffer, to path: String) throws {
        let png = try encode(pixels, for: path)
        guard let file = fopen(path, "wb") else {
            throw HostError.unwritableFile(path: path, reason: String(cString: strerror(errno)))
        }
        let written = png.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        let closed = fclose(file)
        guard written == png.count, closed == 0 else {
            throw HostError.unwritableFile(path: path, reason: String(cString: strerror(errno)))
        }
    }

    /// The PNG file's bytes for `pixels` (`path` only names the file in an error).
    static func encode(_ pixels: PixelBuffer, for path: String) throws -> [UInt8] {
        let width = pixels.width
        let height = pixels.height
        guard width > 0, height > 0 else {
            throw HostError.unwritableFile(
                path: path, reason: "an image of \(width)x\(height) pixels has none to write")
        }
        // Each row as PNG stores it: its filter type (0, none), then its bytes.
        let rowBytes = width * 4
        var rows = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
        rows.withUnsafeMutableBytes { out in
            pixels.bytes.withUnsafeBytes { source in
                for y in 0..<height {
                    memcpy(out.baseAddress! + y * (rowBytes + 1) + 1, source.baseAddress! + y * rowBytes, rowBytes)
                }
            }
        }
        var deflated = [UInt8](repeating: 0, count: Int(compressBound(uLong(rows.count))))
        var deflatedCount = uLongf(deflated.count)
        let status = compress2(&deflated, &deflatedCount, rows, uLong(rows.count), Z_BEST_SPEED)
        guard status == Z_OK else {
            throw HostError.unwritableFile(path: path, reason: "zlib could not deflate the pixels (status \(status))")
        }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        // Width, height, 8 bits a channel, colour type 6 (RGBA), deflate, no filter method
        // beyond PNG's own, not interlaced.
        var header = bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        header += [8, 6, 0, 0, 0]
        appendChunk("IHDR", header, to: &png)
        deflated.removeSubrange(Int(deflatedCount)...)
        appendChunk("IDAT", deflated, to: &png)
        appendChunk("IEND", [], to: &png)
        return png
    }

    /// A chunk: the data's length, the type, the data, and the CRC-32 of type and data.
    private static func appendChunk(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        png += bigEndian(UInt32(data.count))
        png += typeBytes
        png += data
        var crc = crc32(0, typeBytes, uInt(typeBytes.count))
        crc = data.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, uInt($0.count)) }
        png += bigEndian(UInt32(crc))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
