/// Where a stack view's arranged views go along its axis (LayoutAsUIKit.md, "Stack
/// views"): plain arithmetic on their natural lengths.
struct StackArrangement {
    /// The natural length of each shown view along the axis.
    var lengths: [Double]
    /// For `.fill`, the view that takes the room left over (the one hugging least, the last of
    /// those); the last view when nil.
    var stretched: Int?
    /// For `.fill`, the view that gives up the room missing (the one resisting compression
    /// least, the last of those); the last view when nil.
    var squeezed: Int?
    /// The least room between two views.
    var spacing: Double
    /// How the room is shared.
    var distribution: StackView.Distribution

    /// The start and length of each view in a run of `available` points from 0.
    func segments(in available: Double) -> [(start: Double, length: Double)] {
        let count = lengths.count
        guard count > 0 else { return [] }
        let gaps = spacing * Double(count - 1)
        let natural = lengths.reduce(0, +)
        switch distribution {
        case .fill:
            var sized = lengths
            let extra = available - gaps - natural
            let index = extra >= 0 ? stretched ?? count - 1 : squeezed ?? count - 1
            sized[index] = max(sized[index] + extra, 0)
            return packed(sized, gap: spacing)
        case .fillEqually:
            return packed(Array(repeating: max((available - gaps) / Double(count), 0), count: count), gap: spacing)
        case .fillProportionally:
            let room = max(available - gaps, 0)
            let sized = natural > 0 ? lengths.map { room * $0 / natural } : lengths.map { _ in room / Double(count) }
            return packed(sized, gap: spacing)
        case .equalSpacing:
            guard count > 1 else { return packed(lengths, gap: 0) }
            let gap = (available - natural) / Double(count - 1)
            guard gap >= spacing else {
                return Self(
                    lengths: lengths, stretched: stretched, squeezed: squeezed, spacing: spacing, distribution: .fill
                ).segments(in: available)
            }
            return packed(lengths, gap: gap)
        case .equalCentering:
            guard count > 1 else { return packed(lengths, gap: 0) }
            let step = (available - lengths[0] / 2 - lengths[count - 1] / 2) / Double(count - 1)
            let placed = lengths.enumerated().map { i, length in
                (start: lengths[0] / 2 + step * Double(i) - length / 2, length: length)
            }
            let fits = zip(placed, placed.dropFirst()).allSatisfy {
                $1.start - ($0.start + $0.length) >= spacing - 1e-9
            }
            return fits
                ? placed : Self(lengths: lengths, spacing: spacing, distribution: .equalSpacing).segments(in: available)
        }
    }

    private func packed(_ sized: [Double], gap: Double) -> [(start: Double, length: Double)] {
        var position = 0.0
        return sized.map { length in
            defer { position += length + gap }
            return (position, length)
        }
    }
}
