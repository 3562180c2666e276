/// Frame times of one scenario, summarised as the benchmark reports them.
struct FrameStatistics {
    private(set) var samples: [Double] = []

    mutating func add(milliseconds: Double) { samples.append(milliseconds) }

    /// The value below which `fraction` of the samples fall (nearest rank).
    func percentile(_ fraction: Double) -> Double {
        guard !samples.isEmpty else { return 0 }
        let sorted = samples.sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
        return sorted[Swift.min(Swift.max(rank, 0), sorted.count - 1)]
    }

    var maximum: Double { samples.max() ?? 0 }
    var mean: Double { samples.isEmpty ? 0 : samples.reduce(0, +) / Double(samples.count) }
}
