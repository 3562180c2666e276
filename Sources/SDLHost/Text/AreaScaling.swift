/// Resamples premultiplied ARGB8888 pixels by area: each new pixel is the mean of the old ones
/// it covers, weighted by how much of each it covers. Used to scale a colour emoji's fixed
/// bitmap (about 109 pixels to the em) down to the text's size, where sampling a few pixels
/// would alias (FontsAndAssets.md, "Fallback faces").
enum AreaScaling {
    /// `pixels` (`width` x `height`) resampled to `newWidth` x `newHeight` (at least 1 x 1).
    static func scaled(_ pixels: [UInt32], width: Int, height: Int, toWidth newWidth: Int, height newHeight: Int)
        -> [UInt32]
    {
        let newWidth = max(1, newWidth)
        let newHeight = max(1, newHeight)
        guard width > 0, height > 0 else { return [UInt32](repeating: 0, count: newWidth * newHeight) }
        let columns = weights(from: width, to: newWidth)
        let rows = weights(from: height, to: newHeight)
        // Rows first: each old row resampled across, in four float channels.
        var across = [Float](repeating: 0, count: height * newWidth * 4)
        for y in 0..<height {
            for (x, taps) in columns.enumerated() {
                var sum: (Float, Float, Float, Float) = (0, 0, 0, 0)
                for (index, weight) in taps {
                    let p = pixels[y * width + index]
                    sum.0 += weight * Float(p >> 24)
                    sum.1 += weight * Float((p >> 16) & 0xFF)
                    sum.2 += weight * Float((p >> 8) & 0xFF)
                    sum.3 += weight * Float(p & 0xFF)
                }
                let o = (y * newWidth + x) * 4
                (across[o], across[o + 1], across[o + 2], across[o + 3]) = sum
            }
        }
        var result = [UInt32](repeating: 0, count: newWidth * newHeight)
        for (y, taps) in rows.enumerated() {
            for x in 0..<newWidth {
                var sum: (Float, Float, Float, Float) = (0, 0, 0, 0)
                for (index, weight) in taps {
                    let o = (index * newWidth + x) * 4
                    sum.0 += weight * across[o]
                    sum.1 += weight * across[o + 1]
                    sum.2 += weight * across[o + 2]
                    sum.3 += weight * across[o + 3]
                }
                func byte(_ v: Float) -> UInt32 { UInt32(min(255, max(0, v.rounded()))) }
                result[y * newWidth + x] = byte(sum.0) << 24 | byte(sum.1) << 16 | byte(sum.2) << 8 | byte(sum.3)
            }
        }
        return result
    }

    /// For each of `count` new pixels, the old ones (of `oldCount`) it covers and their
    /// weights, which add up to 1.
    static func weights(from oldCount: Int, to count: Int) -> [[(index: Int, weight: Float)]] {
        let step = Double(oldCount) / Double(count)
        return (0..<count).map { i in
            let start = Double(i) * step
            let end = Double(i + 1) * step
            var taps: [(index: Int, weight: Float)] = []
            var index = Int(start.rounded(.down))
            while Double(index) < end, index < oldCount {
                let covered = min(end, Double(index + 1)) - max(start, Double(index))
                if covered > 0 { taps.append((index, Float(covered / step))) }
                index += 1
            }
            return taps
        }
    }
}
