/// A seeded generator (SplitMix64): one seed gives the same numbers on every machine and
/// every Swift version (the standard library's `random(in:using:)` may change its method),
/// which is what makes a torture run reproducible from its seed.
package struct TortureRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in `range` (the modulo's bias is far below what a test can notice).
    package mutating func int(_ range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % span)
    }

    /// True with probability `p`.
    package mutating func chance(_ p: Double) -> Bool {
        Double(next() >> 11) / Double(1 << 53) < p
    }

    package mutating func bool() -> Bool { next() & 1 == 1 }

    package mutating func pick<T>(_ items: [T]) -> T {
        items[int(0...(items.count - 1))]
    }

    /// One of `choices`, each as likely as its weight (weights of 0 are never picked).
    package mutating func weighted<T>(_ choices: [(weight: Int, value: T)]) -> T {
        let total = choices.reduce(0) { $0 + max($1.weight, 0) }
        precondition(total > 0, "at least one choice needs a weight")
        var roll = int(0...(total - 1))
        for choice in choices where choice.weight > 0 {
            if roll < choice.weight { return choice.value }
            roll -= choice.weight
        }
        return choices[choices.count - 1].value
    }

    /// The seed of the `index`th episode of a run started from `seed`: far apart for
    /// neighbouring indexes, and the run's own seed for episode 0.
    package static func episodeSeed(_ seed: UInt64, _ index: Int) -> UInt64 {
        guard index > 0 else { return seed }
        var mixer = TortureRandom(seed: seed ^ (UInt64(index) &* 0xD6E8_FEB8_6659_FD93))
        return mixer.next()
    }
}
