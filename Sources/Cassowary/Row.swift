/// One row of the tableau: `basic = constant + Σ coefficient × symbol` once solved for its
/// basic symbol (before, `0 = constant + Σ …`). A class: rows are changed in place while they
/// sit in the solver's tables.
///
/// The cells are one array sorted by symbol id (as Kiwi's sorted vector map): a row has a
/// handful of cells, and adding one row into another (every pivot's substitution) is then a
/// walk with binary searches, no hashing; one array, not one per field, so that a cell put in
/// or taken out moves memory once. The numbers live in one value (`Cells`), so that an
/// operation on a row is one access to it.
final class Row {
    // Unchecked at run time, as the solver's tables are (Cassowary.md).
    @exclusivity(unchecked) private var storage: Cells
    /// The external variable this row solves for, while it is one (the solver writes the
    /// row's constant into it, with no look-up per variable).
    @exclusivity(unchecked) var variable: Variable?
    /// The solver's column check that last saw this row (to skip it when seen twice).
    @exclusivity(unchecked) var lastCheck: UInt64 = 0
    /// The id of the basic symbol this row is the table's entry for; 0 while it is in no table
    /// (the solver's columns tell a stale entry by it, with no look-up).
    @exclusivity(unchecked) var basicID: UInt64 = 0
    /// Whether the solver listed this row to write its constant into its variable.
    @exclusivity(unchecked) var needsWrite = false

    /// A symbol and its coefficient.
    struct Cell {
        let symbol: Symbol
        var coefficient: Double
    }

    init(constant: Double = 0) {
        storage = Cells(constant: constant)
    }

    private init(storage: Cells) {
        self.storage = storage
    }

    func copy() -> Row { Row(storage: storage.copy()) }

    /// Takes `other`'s constant and cells.
    func replace(with other: Row) { storage = other.storage.copy() }

    var constant: Double { storage.constant }

    /// The row's symbols, by increasing id (a new array: not for loops run per cell).
    var symbols: [Symbol] { storage.cells.map(\.symbol) }

    /// The cells, by increasing symbol id.
    var cells: [Cell] { storage.cells }

    var isEmpty: Bool { storage.cells.isEmpty }

    /// Adds `value` to the constant; returns the new constant.
    @discardableResult
    func add(_ value: Double) -> Double {
        storage.constant += value
        return storage.constant
    }

    /// Adds `coefficient × symbol`, dropping the cell when it comes to (near) zero.
    func insert(_ symbol: Symbol, _ coefficient: Double = 1) { storage.insert(symbol, coefficient) }

    /// Adds `coefficient × row`.
    func insert(_ row: Row, _ coefficient: Double = 1) {
        let other = row.storage
        storage.constant += other.constant * coefficient
        for cell in other.cells { storage.insert(cell.symbol, cell.coefficient * coefficient) }
    }

    func remove(_ symbol: Symbol) { storage.remove(symbol) }

    func reverseSign() { storage.reverseSign() }

    /// Makes `symbol` the row's subject: from `0 = c + a·symbol + …` to `symbol = -c/a - …/a`.
    func solve(for symbol: Symbol) { storage.solve(for: symbol) }

    /// From `lhs = …` (with `rhs` in it) to `rhs = …` (with `lhs` in it).
    func solve(for lhs: Symbol, replacing rhs: Symbol) {
        storage.insert(lhs, -1)
        storage.solve(for: rhs)
    }

    func coefficient(for symbol: Symbol) -> Double { storage.coefficient(for: symbol) }

    /// Whether the row has a cell for `symbol`.
    func contains(_ symbol: Symbol) -> Bool { storage.bits & symbol.bit != 0 && storage.position(of: symbol).found }

    /// What this row says its basic symbol is, to substitute into other rows.
    var replacement: Replacement { Replacement(constant: storage.constant, cells: storage.cells) }

    /// Replaces `symbol` by what `replacement` says it is, appending to `gained` each symbol
    /// this row had no cell for.
    func substitute(_ symbol: Symbol, with replacement: Replacement, gained: inout [Symbol]) {
        guard storage.bits & symbol.bit != 0 else { return }
        storage.substitute(symbol, with: replacement, gained: &gained)
    }

    /// A row's cells, taken once to be substituted into many rows.
    struct Replacement {
        let constant: Double
        let cells: [Cell]
    }
}

extension Row {
    /// A row's numbers.
    fileprivate struct Cells {
        var constant: Double
        /// The cells, by increasing symbol id; no coefficient is (near) zero.
        var cells: [Cell] = []
        /// Every cell's `Symbol.bit`, and perhaps a few more (a cell dropped keeps its bit
        /// until the row is next solved): a row without a symbol's bit has no cell for it, so
        /// the solver's passes over rows skip most of them without a search.
        var bits: UInt64 = 0
        /// Storage the next merge writes into, swapped with the cells' (no allocation per
        /// substitution once a row has reached its size).
        var spare: [Cell] = []

        init(constant: Double) {
            self.constant = constant
        }

        /// The same cells, without the spare storage.
        func copy() -> Cells {
            var copy = Cells(constant: constant)
            copy.cells = cells
            copy.bits = bits
            return copy
        }

        /// Where `symbol` is, or where it would go to keep the order.
        func position(of symbol: Symbol) -> (index: Int, found: Bool) {
            var low = 0
            var high = cells.count
            while low < high {
                let middle = (low + high) / 2
                let id = cells[middle].symbol.id
                if id == symbol.id { return (middle, true) }
                if id < symbol.id { low = middle + 1 } else { high = middle }
            }
            return (low, false)
        }

        func coefficient(for symbol: Symbol) -> Double {
            guard bits & symbol.bit != 0 else { return 0 }
            let (index, found) = position(of: symbol)
            return found ? cells[index].coefficient : 0
        }

        /// Adds `coefficient × symbol`; returns whether a cell was made for it.
        @discardableResult
        mutating func insert(_ symbol: Symbol, _ coefficient: Double) -> Bool {
            let (index, found) = position(of: symbol)
            if found {
                let sum = cells[index].coefficient + coefficient
                if sum.isNearZero {
                    cells.remove(at: index)
                } else {
                    cells[index].coefficient = sum
                }
            } else if !coefficient.isNearZero {
                cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
                bits |= symbol.bit
                return true
            }
            return false
        }

        mutating func remove(_ symbol: Symbol) {
            guard bits & symbol.bit != 0 else { return }
            let (index, found) = position(of: symbol)
            guard found else { return }
            cells.remove(at: index)
        }

        mutating func reverseSign() {
            constant = -constant
            for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
        }

        mutating func solve(for symbol: Symbol) {
            let (index, found) = position(of: symbol)
            precondition(found, "a row is solved for one of its own symbols")
            let coefficient = -1 / cells[index].coefficient
            cells.remove(at: index)
            constant *= coefficient
            bits = 0
            for index in cells.indices {
                cells[index].coefficient *= coefficient
                bits |= cells[index].symbol.bit
            }
        }

        mutating func substitute(_ symbol: Symbol, with other: Replacement, gained: inout [Symbol]) {
            let (skip, found) = position(of: symbol)
            guard found else { return }
            let factor = cells[skip].coefficient
            // A short row into a long one (a pivot on a constraint's few symbols, into the
            // rows of every view below it in a chain): a search per cell is cheaper than
            // copying the long row whole.
            if other.cells.count * 8 < cells.count {
                splice(other, times: factor, into: skip, gained: &gained)
            } else {
                merge(other, times: factor, skipping: skip, gained: &gained)
            }
            constant += other.constant * factor
        }

        /// Adds a short `other` cell by cell, the substituted symbol's cell at `hole` left
        /// dead: a cell that comes new fills the dead one by moving only the cells between
        /// the two places, and one that comes to zero becomes the dead one; at most one
        /// removal at the end. (Removing the cell and inserting each new one would move the
        /// row's whole tail each time, and grow its storage.)
        private mutating func splice(
            _ other: Replacement, times factor: Double, into hole: Int, gained: inout [Symbol]
        ) {
            var hole: Int? = hole
            for cell in other.cells {
                let coefficient = cell.coefficient * factor
                // The dead cell keeps its symbol, so the search stays sorted; `other` never
                // holds that symbol again.
                let (index, found) = position(of: cell.symbol)
                if found {
                    let sum = cells[index].coefficient + coefficient
                    if !sum.isNearZero {
                        cells[index].coefficient = sum
                    } else if let dead = hole {
                        cells.remove(at: dead)
                        hole = dead < index ? index - 1 : index
                    } else {
                        hole = index
                    }
                    continue
                }
                guard !coefficient.isNearZero else { continue }
                let new = Cell(symbol: cell.symbol, coefficient: coefficient)
                bits |= cell.symbol.bit
                gained.append(cell.symbol)
                guard let dead = hole else {
                    cells.insert(new, at: index)
                    continue
                }
                hole = nil
                cells.withUnsafeMutableBufferPointer { buffer in
                    let base = buffer.baseAddress!
                    if index > dead + 1 {
                        // The cells between move down one, into the dead one's place.
                        (base + dead).update(from: base + dead + 1, count: index - dead - 1)
                        base[index - 1] = new
                    } else if index < dead {
                        (base + index + 1).update(from: base + index, count: dead - index)
                        base[index] = new
                    } else {
                        base[dead] = new
                    }
                }
            }
            if let dead = hole { cells.remove(at: dead) }
        }

        /// One merge of the two sorted rows, leaving out the cell at `skip`.
        private mutating func merge(
            _ other: Replacement, times factor: Double, skipping skip: Int, gained: inout [Symbol]
        ) {
            var merged = spare
            spare = []
            merged.removeAll(keepingCapacity: true)
            merged.reserveCapacity(cells.count + other.cells.count)
            var mergedBits: UInt64 = 0
            var i = 0
            var j = 0
            let mine = cells.count
            let theirs = other.cells.count
            while i < mine || j < theirs {
                if i == skip {
                    i += 1
                    continue
                }
                let takeMine = j == theirs || (i < mine && cells[i].symbol.id < other.cells[j].symbol.id)
                let takeTheirs = i == mine || (j < theirs && other.cells[j].symbol.id < cells[i].symbol.id)
                let cell: Cell
                if takeMine {
                    cell = cells[i]
                    i += 1
                } else if takeTheirs {
                    cell = Cell(symbol: other.cells[j].symbol, coefficient: other.cells[j].coefficient * factor)
                    j += 1
                    if !cell.coefficient.isNearZero { gained.append(cell.symbol) }
                } else {
                    cell = Cell(
                        symbol: cells[i].symbol, coefficient: cells[i].coefficient + other.cells[j].coefficient * factor
                    )
                    i += 1
                    j += 1
                }
                guard !cell.coefficient.isNearZero else { continue }
                merged.append(cell)
                mergedBits |= cell.symbol.bit
            }
            swap(&cells, &merged)
            spare = merged
            bits = mergedBits
        }
    }
}

extension Double {
    /// Within the solver's tolerance of zero.
    var isNearZero: Bool { abs(self) < 1e-8 }
}
