import Layers

@testable import SDLHost

/// Rounded corners cut into a group's pixels (`PixelFixup.cutCorners`, which looks only at the
/// four corner squares) give every pixel the alpha a pass over every pixel of the region gives.
struct CutCornersTests {
    /// Every pixel of the region cut as `cutCorners` cuts one: the reference, a pixel at a time.
    static func cutEveryPixel(
        _ pixels: inout [UInt32], x: Int, y: Int, width: Int, height: Int, surfaceWidth: Int, surfaceHeight: Int,
        radius: Double, corners: CornerMask
    ) {
        let cut = PixelFixup.CornerCut(
            x: x, y: y, width: width, surfaceWidth: surfaceWidth, surfaceHeight: surfaceHeight, radius: radius,
            corners: corners)
        pixels.withUnsafeMutableBufferPointer { pixels in
            for row in 0..<height {
                for column in 0..<width { cut.apply(to: pixels, column: column, row: row) }
            }
        }
    }

    /// Surfaces from 1 to 60 pixels a side, radii from 0.1 to half the shorter side (and
    /// beyond), regions of all of it or a part anywhere in it, every set of corners.
    func testTheCornerSquaresGiveWhatEveryPixelGives() {
        var random = SeededRandom(seed: 0xC0_4E45)
        let cornerSets: [CornerMask] = [.all, .topLeft, [.topRight, .bottomLeft], [.bottomLeft, .bottomRight]]
        for trial in 0..<400 {
            let surfaceWidth = random.int(1...60)
            let surfaceHeight = random.int(1...60)
            let radius = Double(random.int(1...Swift.max(1, 6 * Swift.min(surfaceWidth, surfaceHeight)))) / 10
            let whole = trial % 2 == 0
            let x = whole ? 0 : random.int(0...surfaceWidth - 1)
            let y = whole ? 0 : random.int(0...surfaceHeight - 1)
            let width = whole ? surfaceWidth : random.int(1...surfaceWidth - x)
            let height = whole ? surfaceHeight : random.int(1...surfaceHeight - y)
            let corners = random.pick(cornerSets)
            let before = (0..<width * height).map { _ in UInt32(truncatingIfNeeded: random.next()) }
            var expected = before
            Self.cutEveryPixel(
                &expected, x: x, y: y, width: width, height: height, surfaceWidth: surfaceWidth,
                surfaceHeight: surfaceHeight, radius: radius, corners: corners)
            var cut = before
            cut.withUnsafeMutableBufferPointer {
                PixelFixup.cutCorners(
                    $0, x: x, y: y, width: width, height: height, surfaceWidth: surfaceWidth,
                    surfaceHeight: surfaceHeight, radius: radius, corners: corners)
            }
            let differing = (0..<cut.count).filter { cut[$0] != expected[$0] }
            guard differing.isEmpty else {
                recordIssue(
                    """
                    \(surfaceWidth)x\(surfaceHeight), radius \(radius), region \(x),\(y) \(width)x\(height): \
                    pixels \(differing.prefix(8)) differ
                    """)
                return
            }
        }
    }
}
