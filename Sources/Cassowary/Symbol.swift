/// A column of the simplex tableau: a constraint variable (external), or one the solver makes
/// for a constraint (slack for an inequality, error for a non-required one, dummy marking a
/// required equality). Ordered by `id`, which is how every choice between columns is made, so
/// that a system solves the same way every time (and the smallest-index rule keeps the simplex
/// from cycling).
struct Symbol: Hashable, Comparable {
    enum Kind: UInt64 {
        case external, slack, error, dummy
    }

    /// The id above the kind's two bits: one word, so that a row's cell (a symbol and its
    /// coefficient) is two, and the rows' searches and moves go through a third less memory
    /// than with the kind beside the id. Ordering the words orders the ids.
    private let word: UInt64

    init(id: UInt64, kind: Kind) {
        word = id << 2 | kind.rawValue
    }

    var id: UInt64 { word >> 2 }
    var kind: Kind { Kind(rawValue: word & 3)! }

    /// Slack and error columns may leave the basis at any value ≥ 0; these are the only ones
    /// the simplex pivots on besides external variables.
    var isPivotable: Bool { kind == .slack || kind == .error }

    /// One of 64 bits, by `id`: what `Row` keeps to tell quickly that it has no cell for a symbol.
    var bit: UInt64 { 1 << (id & 63) }

    static func < (a: Symbol, b: Symbol) -> Bool { a.word < b.word }
    static func == (a: Symbol, b: Symbol) -> Bool { a.word == b.word }
    func hash(into hasher: inout Hasher) { hasher.combine(word) }
}
