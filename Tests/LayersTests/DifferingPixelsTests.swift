import Layers
import SegueTestSupport

/// `ImageDifference.differingPixels`, which the pixel tests of both packages count changed
/// pixels with: exactly the pixels of the region whose four bytes differ, whatever the two
/// buffers' widths.
struct DifferingPixelsTests {
    /// Random pixels in a wider buffer and a narrower one, some changed in one byte each (any
    /// of the four, alpha too), some outside the region compared: each changed pixel inside is
    /// counted once, none outside.
    func testEveryChangedPixelOfTheRegionIsCountedOnce() {
        var state: UInt64 = 0x5EED
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        for trial in 0..<40 {
            let width = 1 + Int(next() % 37)
            let height = 1 + Int(next() % 19)
            let wider = width + Int(next() % 5)
            var first = [UInt8](repeating: 0, count: width * height * 4)
            for i in first.indices { first[i] = UInt8(truncatingIfNeeded: next()) }
            // The same pixels in a buffer with more columns, which the region leaves out.
            var second = [UInt8](repeating: 0xAB, count: wider * height * 4)
            for y in 0..<height {
                for x in 0..<width * 4 { second[(y * wider) * 4 + x] = first[(y * width) * 4 + x] }
            }
            let regionWidth = 1 + Int(next() % UInt64(width))
            let regionHeight = 1 + Int(next() % UInt64(height))
            var changed = Set<Int>()
            var touched = Set<Int>()
            for _ in 0..<Int(next() % 12) {
                let x = Int(next() % UInt64(width))
                let y = Int(next() % UInt64(height))
                // Once a pixel: a second flip of the same bit would undo the first.
                guard touched.insert(y * width + x).inserted else { continue }
                let byte = (y * wider + x) * 4 + Int(next() % 4)
                second[byte] ^= 1 << UInt8(next() % 8)
                if x < regionWidth, y < regionHeight { changed.insert(y * width + x) }
            }
            let count = ImageDifference.differingPixels(
                PixelBuffer(width: width, height: height, bytes: first),
                PixelBuffer(width: wider, height: height, bytes: second), width: regionWidth, height: regionHeight)
            expectEqual(count, changed.count, "trial \(trial): \(width)x\(height) against \(wider) wide")
        }
    }
}
