import Foundation
import Geometry
import Layers

/// How two images differ: for pixel tests that allow for anti-aliasing and rounding.
public struct ImageDifference: Equatable, Sendable {
    /// The largest difference of any channel of any pixel, 0...255.
    public var maxChannelDelta: Int
    /// The share of pixels with some channel off by more than the tolerance given.
    public var mismatchedFraction: Double

    /// Compares two equally sized buffers; `tolerance` is the channel difference that still
    /// counts as a match.
    public init(_ a: PixelBuffer, _ b: PixelBuffer, tolerance: Int) {
        precondition(a.width == b.width && a.height == b.height, "images differ in size")
        var maxDelta = 0
        var mismatched = 0
        for i in stride(from: 0, to: a.bytes.count, by: 4) {
            var pixelMax = 0
            for c in 0..<4 {
                pixelMax = max(pixelMax, abs(Int(a.bytes[i + c]) - Int(b.bytes[i + c])))
            }
            maxDelta = max(maxDelta, pixelMax)
            if pixelMax > tolerance { mismatched += 1 }
        }
        maxChannelDelta = maxDelta
        mismatchedFraction = Double(mismatched) / Double(max(a.width * a.height, 1))
    }

    /// How many pixels differ between `a` and `b` within `width` x `height` from the top left
    /// (and within both buffers): 0 for two drawings bit for bit alike. A pixel's four bytes
    /// are compared as one word (pixel by pixel through colours, a test of whole frames spent
    /// nearly all its time here in a debug build).
    public static func differingPixels(_ a: PixelBuffer, _ b: PixelBuffer, width: Int, height: Int) -> Int {
        let rows = min(height, a.height, b.height)
        let columns = min(width, a.width, b.width)
        guard rows > 0, columns > 0 else { return 0 }
        return a.bytes.withUnsafeBytes { mine in
            b.bytes.withUnsafeBytes { theirs in
                var count = 0
                for y in 0..<rows {
                    let first = mine.baseAddress! + y * a.width * 4
                    let second = theirs.baseAddress! + y * b.width * 4
                    // A row alike byte for byte (most rows of a passing test) is one memcmp; a
                    // debug build's loop would read it a pixel at a time.
                    if memcmp(first, second, columns * 4) == 0 { continue }
                    for x in 0..<columns
                    where first.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                        != second.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                    {
                        count += 1
                    }
                }
                return count
            }
        }
    }
}

extension Color {
    /// True when every channel is within `tolerance` (0...255 units) of `other`.
    public func isClose(to other: Color, tolerance: Int) -> Bool {
        let a = rgba8
        let b = other.rgba8
        return abs(Int(a.r) - Int(b.r)) <= tolerance && abs(Int(a.g) - Int(b.g)) <= tolerance
            && abs(Int(a.b) - Int(b.b)) <= tolerance && abs(Int(a.a) - Int(b.a)) <= tolerance
    }
}

extension PixelBuffer {
    /// A sub-rectangle of the buffer, in pixels.
    public func cropped(x: Int, y: Int, width w: Int, height h: Int) -> PixelBuffer {
        var bytes = [UInt8]()
        bytes.reserveCapacity(w * h * 4)
        for row in y..<(y + h) {
            let start = (row * width + x) * 4
            bytes.append(contentsOf: self.bytes[start..<(start + w * 4)])
        }
        return PixelBuffer(width: w, height: h, bytes: bytes)
    }
}
