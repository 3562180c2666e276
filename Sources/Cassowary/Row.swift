/// One row of the tableau: `basic = constant + Σ coefficient × symbol` once solved for its
/// basic symbol (before, `0 = constant + Σ …`). A class: rows are changed in place while they
/// sit in the solver's tables.
final class Row {
    private(set) var constant: Double
    private(set) var cells: [Symbol: Double]
    /// Every cell's `Symbol.bit`, and perhaps a few more (a cell dropped keeps its bit until the
    /// row is next solved): a row without a symbol's bit has no cell for it, so the solver's
    /// passes over every row (substituting a pivot, choosing the leaving row, an edit's new
    /// value) skip most rows without a dictionary look-up.
    private var bits: UInt64

    init(constant: Double = 0, cells: [Symbol: Double] = [:]) {
        self.constant = constant
        self.cells = cells
        bits = cells.keys.reduce(0) { $0 | $1.bit }
    }

    private init(constant: Double, cells: [Symbol: Double], bits: UInt64) {
        self.constant = constant
        self.cells = cells
        self.bits = bits
    }

    func copy() -> Row { Row(constant: constant, cells: cells, bits: bits) }

    /// Takes `other`'s constant and cells.
    func replace(with other: Row) {
        constant = other.constant
        cells = other.cells
        bits = other.bits
    }

    /// Adds `value` to the constant; returns the new constant.
    @discardableResult
    func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Adds `coefficient × symbol`, dropping the cell when it comes to (near) zero.
    func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let sum = (cells[symbol] ?? 0) + coefficient
        if sum.isNearZero {
            cells[symbol] = nil
        } else {
            cells[symbol] = sum
            bits |= symbol.bit
        }
    }

    /// Adds `coefficient × row`.
    func insert(_ row: Row, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
    }

    func remove(_ symbol: Symbol) { cells[symbol] = nil }

    func reverseSign() {
        constant = -constant
        for (symbol, value) in cells { cells[symbol] = -value }
    }

    /// Makes `symbol` the row's subject: from `0 = c + a·symbol + …` to `symbol = -c/a - …/a`.
    func solve(for symbol: Symbol) {
        let coefficient = -1 / cells.removeValue(forKey: symbol)!
        constant *= coefficient
        bits = 0
        for (other, value) in cells {
            cells[other] = value * coefficient
            bits |= other.bit
        }
    }

    /// From `lhs = …` (with `rhs` in it) to `rhs = …` (with `lhs` in it).
    func solve(for lhs: Symbol, replacing rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    func coefficient(for symbol: Symbol) -> Double { bits & symbol.bit == 0 ? 0 : cells[symbol] ?? 0 }

    /// Replaces `symbol` by what `row` says it is.
    func substitute(_ symbol: Symbol, with row: Row) {
        guard bits & symbol.bit != 0, let coefficient = cells.removeValue(forKey: symbol) else { return }
        insert(row, coefficient)
    }
}

extension Double {
    /// Within the solver's tolerance of zero.
    var isNearZero: Bool { abs(self) < 1e-8 }
}
