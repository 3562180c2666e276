/// One row of the tableau: `basic = constant + Σ coefficient × symbol` once solved for its
/// basic symbol (before, `0 = constant + Σ …`). A class: rows are changed in place while they
/// sit in the solver's tables.
///
/// The cells are two arrays sorted by symbol id (as Kiwi's sorted vector map): a row has a
/// handful of cells, and adding one row into another (every pivot's substitution) is then a
/// walk with binary searches, no hashing.
final class Row {
    private(set) var constant: Double
    /// The row's symbols, by increasing id.
    private(set) var symbols: [Symbol]
    /// `coefficients[i]` multiplies `symbols[i]`; never (near) zero.
    private(set) var coefficients: [Double]
    /// Every cell's `Symbol.bit`, and perhaps a few more (a cell dropped keeps its bit until the
    /// row is next solved): a row without a symbol's bit has no cell for it, so the solver's
    /// passes over every row (substituting a pivot, choosing the leaving row, an edit's new
    /// value) skip most rows without a search.
    private var bits: UInt64 = 0
    /// The external variable this row solves for, while it is one (the solver writes the
    /// row's constant into it, with no look-up per variable).
    var variable: Variable?
    /// The solver's column check that last saw this row (to skip it when seen twice).
    var lastCheck: UInt64 = 0
    /// The id of the basic symbol this row is the table's entry for; 0 while it is in no table
    /// (the solver's columns tell a stale entry by it, with no look-up).
    var basicID: UInt64 = 0

    init(constant: Double = 0) {
        self.constant = constant
        symbols = []
        coefficients = []
    }

    private init(constant: Double, symbols: [Symbol], coefficients: [Double], bits: UInt64) {
        self.constant = constant
        self.symbols = symbols
        self.coefficients = coefficients
        self.bits = bits
    }

    func copy() -> Row { Row(constant: constant, symbols: symbols, coefficients: coefficients, bits: bits) }

    /// Takes `other`'s constant and cells.
    func replace(with other: Row) {
        constant = other.constant
        symbols = other.symbols
        coefficients = other.coefficients
        bits = other.bits
    }

    /// The cells, by increasing symbol id.
    var cells: Zip2Sequence<[Symbol], [Double]> { zip(symbols, coefficients) }

    var isEmpty: Bool { symbols.isEmpty }

    /// Adds `value` to the constant; returns the new constant.
    @discardableResult
    func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Where `symbol` is, or where it would go to keep the order.
    private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0
        var high = symbols.count
        while low < high {
            let middle = (low + high) / 2
            let id = symbols[middle].id
            if id == symbol.id { return (middle, true) }
            if id < symbol.id { low = middle + 1 } else { high = middle }
        }
        return (low, false)
    }

    /// Adds `coefficient × symbol`, dropping the cell when it comes to (near) zero.
    func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let (index, found) = position(of: symbol)
        if found {
            let sum = coefficients[index] + coefficient
            if sum.isNearZero {
                symbols.remove(at: index)
                coefficients.remove(at: index)
            } else {
                coefficients[index] = sum
            }
        } else if !coefficient.isNearZero {
            symbols.insert(symbol, at: index)
            coefficients.insert(coefficient, at: index)
            bits |= symbol.bit
        }
    }

    /// Adds `coefficient × row`.
    func insert(_ row: Row, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        for index in row.symbols.indices { insert(row.symbols[index], row.coefficients[index] * coefficient) }
    }

    func remove(_ symbol: Symbol) {
        guard bits & symbol.bit != 0 else { return }
        let (index, found) = position(of: symbol)
        guard found else { return }
        symbols.remove(at: index)
        coefficients.remove(at: index)
    }

    func reverseSign() {
        constant = -constant
        for index in coefficients.indices { coefficients[index] = -coefficients[index] }
    }

    /// Makes `symbol` the row's subject: from `0 = c + a·symbol + …` to `symbol = -c/a - …/a`.
    func solve(for symbol: Symbol) {
        let (index, found) = position(of: symbol)
        precondition(found, "a row is solved for one of its own symbols")
        let coefficient = -1 / coefficients[index]
        symbols.remove(at: index)
        coefficients.remove(at: index)
        constant *= coefficient
        bits = 0
        for index in symbols.indices {
            coefficients[index] *= coefficient
            bits |= symbols[index].bit
        }
    }

    /// From `lhs = …` (with `rhs` in it) to `rhs = …` (with `lhs` in it).
    func solve(for lhs: Symbol, replacing rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    func coefficient(for symbol: Symbol) -> Double {
        guard bits & symbol.bit != 0 else { return 0 }
        let (index, found) = position(of: symbol)
        return found ? coefficients[index] : 0
    }

    /// Replaces `symbol` by what `row` says it is, appending to `gained` each symbol this row
    /// had no cell for. One merge of the two sorted rows into fresh arrays: the hottest step
    /// of every pivot, where inserting cell by cell paid a search, a shift and an access
    /// check per cell.
    func substitute(_ symbol: Symbol, with row: Row, gained: inout [Symbol]) {
        guard bits & symbol.bit != 0 else { return }
        let mine = symbols
        let mineCoefficients = coefficients
        let (skip, found) = position(of: symbol)
        guard found else { return }
        let factor = mineCoefficients[skip]
        let theirs = row.symbols
        let theirCoefficients = row.coefficients
        var merged: [Symbol] = []
        var mergedCoefficients: [Double] = []
        merged.reserveCapacity(mine.count + theirs.count)
        mergedCoefficients.reserveCapacity(mine.count + theirs.count)
        var mergedBits: UInt64 = 0
        var i = 0
        var j = 0
        while i < mine.count || j < theirs.count {
            if i == skip {
                i += 1
                continue
            }
            let takeMine = j == theirs.count || (i < mine.count && mine[i].id < theirs[j].id)
            let takeTheirs = i == mine.count || (j < theirs.count && theirs[j].id < mine[i].id)
            let value: Double
            let cell: Symbol
            if takeMine {
                cell = mine[i]
                value = mineCoefficients[i]
                i += 1
            } else if takeTheirs {
                cell = theirs[j]
                value = theirCoefficients[j] * factor
                j += 1
                if !value.isNearZero { gained.append(cell) }
            } else {
                cell = mine[i]
                value = mineCoefficients[i] + theirCoefficients[j] * factor
                i += 1
                j += 1
            }
            guard !value.isNearZero else { continue }
            merged.append(cell)
            mergedCoefficients.append(value)
            mergedBits |= cell.bit
        }
        symbols = merged
        coefficients = mergedCoefficients
        bits = mergedBits
        constant += row.constant * factor
    }
}

extension Double {
    /// Within the solver's tolerance of zero.
    var isNearZero: Bool { abs(self) < 1e-8 }
}
