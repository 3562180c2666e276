import Geometry

/// RGBA pixels, 8 bits a channel, straight alpha, rows top to bottom with no padding.
public struct PixelBuffer: Equatable, Sendable {
    /// Pixels per row.
    public let width: Int
    /// Rows.
    public let height: Int
    /// `width × height × 4` bytes: R, G, B, A for each pixel, row by row.
    public var bytes: [UInt8]

    /// Wraps `bytes`, which must hold exactly `width × height × 4` bytes.
    public init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(bytes.count == width * height * 4, "PixelBuffer needs width*height*4 bytes")
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// A buffer filled with one colour.
    public init(width: Int, height: Int, color: Color) {
        let c = color.rgba8
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: bytes.count, by: 4) {
            bytes[i] = c.r
            bytes[i + 1] = c.g
            bytes[i + 2] = c.b
            bytes[i + 3] = c.a
        }
        self.init(width: width, height: height, bytes: bytes)
    }

    /// The colour of the pixel at column `x`, row `y` (0-based, from the top left).
    public func color(x: Int, y: Int) -> Color {
        let i = (y * width + x) * 4
        return Color(r8: bytes[i], g8: bytes[i + 1], b8: bytes[i + 2], a8: bytes[i + 3])
    }
}
