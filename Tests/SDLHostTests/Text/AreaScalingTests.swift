@testable import SDLHost

struct AreaScalingTests {
    func testEachNewPixelIsTheMeanOfTheOldOnesItCovers() {
        // 4 × 2 → 2 × 1: each new pixel averages a 2 × 2 block.
        let pixels: [UInt32] = [
            0xFF00_0000, 0x0000_0000, 0xFFFF_FFFF, 0xFFFF_FFFF,
            0xFF00_0000, 0x0000_0000, 0xFFFF_FFFF, 0x8080_8080,
        ]
        let scaled = AreaScaling.scaled(pixels, width: 4, height: 2, toWidth: 2, height: 1)
        expectEqual(scaled, [0x8000_0000, 0xDFDF_DFDF])
    }

    func testWeightsCoverEachNewPixelOnce() {
        for (old, new) in [(136, 26), (128, 24), (5, 3), (3, 7)] {
            let weights = AreaScaling.weights(from: old, to: new)
            expectEqual(weights.count, new)
            for taps in weights {
                expectLess(abs(taps.reduce(0) { $0 + $1.weight } - 1), 1e-5)
                expectTrue(taps.allSatisfy { $0.index >= 0 && $0.index < old })
            }
        }
    }
}
