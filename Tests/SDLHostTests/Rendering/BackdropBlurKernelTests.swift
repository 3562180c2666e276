@testable import SDLHost

/// The CPU blur under the backdrop item: box widths that add up to the Gaussian's variance,
/// a flat image left flat, and buffers kept between blurs.
struct BackdropBlurKernelTests {
    func testThreeBoxesHaveAboutTheGaussiansVariance() {
        forEachArgument([1.0, 2.5, 6, 12, 20]) { Self().threeBoxesHaveAboutTheGaussiansVariance(sigma: $0) }
    }

    func threeBoxesHaveAboutTheGaussiansVariance(sigma: Double) {
        let (a, b, c) = BackdropBlurKernel.boxRadii(sigma: sigma)
        // A box of radius r (width 2r + 1) has variance ((2r + 1)² − 1) / 12.
        func boxVariance(_ r: Int) -> Double {
            let width = Double(2 * r + 1)
            return (width * width - 1) / 12
        }
        let variance = boxVariance(a) + boxVariance(b) + boxVariance(c)
        expectLessOrEqual(abs(variance.squareRoot() - sigma), 0.15 * sigma + 0.3, "σ \(sigma): boxes \(a), \(b), \(c)")
        expectTrue(BackdropBlurKernel.boxRadii(sigma: 0) == (0, 0, 0))
    }

    func testAFlatImageStaysFlatAndTheBuffersAreReused() {
        var kernel = BackdropBlurKernel()
        let pixels = [UInt32](repeating: 0xFF33_6699, count: 64 * 40)
        let opaque = pixels.withUnsafeBufferPointer {
            kernel.blur($0, sourceWidth: 64, sourceHeight: 40, sigma: 8, factor: 2)
        }
        expectTrue(opaque)
        expectTrue(kernel.width == 32 && kernel.height == 20)
        expectTrue(kernel.output.prefix(32 * 20).allSatisfy { $0 == 0xFF33_6699 })
        let storage = kernel.output.withUnsafeBufferPointer { $0.baseAddress }
        pixels.withUnsafeBufferPointer { _ = kernel.blur($0, sourceWidth: 64, sourceHeight: 40, sigma: 8, factor: 2) }
        expectEqual(
            kernel.output.withUnsafeBufferPointer { $0.baseAddress }, storage, "no new buffer for the same size")
        expectEqual(BackdropBlurKernel.downsampleFactor(sigma: 3), 1)
        expectEqual(BackdropBlurKernel.downsampleFactor(sigma: 12), 2)
        expectEqual(BackdropBlurKernel.downsampleFactor(sigma: 60), 4)
    }
}
