/// One row of the tableau: `basic = constant + Σ coefficient × symbol` once solved for its
/// basic symbol (before, `0 = constant + Σ …`). A class: rows are changed in place while they
/// sit in the solver's tables.
///
/// The cells are one buffer sorted by symbol id (as Kiwi's sorted vector map): a row has a
/// handful of cells, and adding one row into another (every pivot's substitution) is then a
/// walk with binary searches, no hashing. The buffer is the row's own memory, not an `Array`:
/// a substitution into a long row (one view's constraint, into the rows of every view below it)
/// is a search and a move of the cells between two places, and an array's uniqueness and bounds
/// checks and its growth by copying cost more than that (Cassowary.md).
final class Row {
    // Unchecked at run time, as the solver's tables are (Cassowary.md).
    /// The cells, by increasing symbol id; no coefficient is (near) zero. `capacity` of them
    /// allocated, the first `count` initialized (a `Cell` is plain data: moving one is a copy).
    @exclusivity(unchecked) private var base: UnsafeMutablePointer<Cell>
    @exclusivity(unchecked) private var count = 0
    @exclusivity(unchecked) private var capacity: Int
    /// Memory the next merge writes into, swapped with the cells' (no allocation per
    /// substitution once a row has reached its size).
    @exclusivity(unchecked) private var spare: UnsafeMutablePointer<Cell>?
    @exclusivity(unchecked) private var spareCapacity = 0
    @exclusivity(unchecked) private(set) var constant: Double
    /// Every cell's `Symbol.bit`, and perhaps a few more (a cell dropped keeps its bit until the
    /// row is next solved): a row without a symbol's bit has no cell for it, so the solver's
    /// passes over rows skip most of them without a search.
    @exclusivity(unchecked) private var bits: UInt64 = 0
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

    init(constant: Double = 0, capacity: Int = 4) {
        self.constant = constant
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
        spare?.deallocate()
    }

    func copy() -> Row {
        let copy = Row(constant: constant, capacity: count)
        copy.base.initialize(from: base, count: count)
        copy.count = count
        copy.bits = bits
        return copy
    }

    /// Takes `other`'s constant and cells.
    func replace(with other: Row) {
        reserve(other.count)
        base.update(from: other.base, count: other.count)
        count = other.count
        constant = other.constant
        bits = other.bits
    }

    /// The row's symbols, by increasing id (a new array: not for loops run per cell).
    var symbols: [Symbol] { cells.map(\.symbol) }

    /// The cells, by increasing symbol id, read in place (the row must not change while they
    /// are read).
    var cells: Cells { Cells(row: self) }

    /// A row's cells as a collection, holding the row.
    struct Cells: RandomAccessCollection {
        let row: Row
        var startIndex: Int { 0 }
        var endIndex: Int { row.count }
        subscript(index: Int) -> Cell {
            assert(index < row.count, "a row changed while its cells were read")
            return row.base[index]
        }
    }

    var isEmpty: Bool { count == 0 }

    /// Adds `value` to the constant; returns the new constant.
    @discardableResult
    func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Adds `coefficient × symbol`, dropping the cell when it comes to (near) zero.
    func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let (index, found) = position(of: symbol)
        if found {
            let sum = base[index].coefficient + coefficient
            if sum.isNearZero { removeCell(at: index) } else { base[index].coefficient = sum }
        } else if !coefficient.isNearZero {
            insertCell(Cell(symbol: symbol, coefficient: coefficient), at: index)
        }
    }

    /// Adds `coefficient × row`.
    func insert(_ row: Row, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        // A copy first: `row` may be this row.
        for cell in Array(row.cells) { insert(cell.symbol, cell.coefficient * coefficient) }
    }

    func remove(_ symbol: Symbol) {
        guard bits & symbol.bit != 0 else { return }
        let (index, found) = position(of: symbol)
        if found { removeCell(at: index) }
    }

    func reverseSign() {
        constant = -constant
        for index in 0..<count { base[index].coefficient = -base[index].coefficient }
    }

    /// Makes `symbol` the row's subject: from `0 = c + a·symbol + …` to `symbol = -c/a - …/a`.
    func solve(for symbol: Symbol) {
        let (index, found) = position(of: symbol)
        precondition(found, "a row is solved for one of its own symbols")
        let coefficient = -1 / base[index].coefficient
        removeCell(at: index)
        constant *= coefficient
        bits = 0
        for index in 0..<count {
            base[index].coefficient *= coefficient
            bits |= base[index].symbol.bit
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
        return found ? base[index].coefficient : 0
    }

    /// Whether the row has a cell for `symbol`.
    func contains(_ symbol: Symbol) -> Bool { bits & symbol.bit != 0 && position(of: symbol).found }

    /// What this row says its basic symbol is, to substitute into other rows.
    var replacement: Replacement { Replacement(constant: constant, cells: Array(cells)) }

    /// A row's cells, taken once to be substituted into many rows.
    struct Replacement {
        let constant: Double
        let cells: [Cell]
    }

    /// The symbols one substitution gave a row it had no cell for: room for every cell of the
    /// replacement (the most a row can gain), emptied for each row; the solver keeps one and
    /// grows it when a replacement is longer, so that a substitution into 290 rows makes no
    /// array per row and a pivot allocates nothing for it.
    struct Gained: ~Copyable {
        private var base: UnsafeMutablePointer<Symbol>
        private var capacity: Int
        private(set) var count = 0

        init(capacity: Int) {
            self.capacity = max(capacity, 1)
            base = .allocate(capacity: self.capacity)
        }

        deinit { base.deallocate() }

        /// Empty, with room for `needed` symbols.
        mutating func prepare(for needed: Int) {
            count = 0
            guard needed > capacity else { return }
            base.deallocate()
            capacity = needed
            base = .allocate(capacity: needed)
        }

        mutating func append(_ symbol: Symbol) {
            precondition(count < capacity, "a row gained more symbols than the replacement has")
            base[count] = symbol
            count += 1
        }

        mutating func removeAll() { count = 0 }

        var symbols: UnsafeBufferPointer<Symbol> { UnsafeBufferPointer(start: base, count: count) }
    }

    /// Replaces `symbol` by what `replacement` says it is, appending to `gained` each symbol
    /// this row had no cell for.
    func substitute(_ symbol: Symbol, with replacement: Replacement, gained: inout Gained) {
        guard bits & symbol.bit != 0 else { return }
        let (skip, found) = position(of: symbol)
        guard found else { return }
        let factor = base[skip].coefficient
        replacement.cells.withUnsafeBufferPointer { other in
            // A short row into a long one (a pivot on a constraint's few symbols, into the
            // rows of every view below it in a chain): a search per cell is cheaper than
            // copying the long row whole.
            if other.count * 8 < count {
                splice(other, times: factor, into: skip, gained: &gained)
            } else {
                merge(other, times: factor, skipping: skip, gained: &gained)
            }
        }
        constant += replacement.constant * factor
    }

    // MARK: The cells

    /// Where `symbol` is, or where it would go to keep the order.
    private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            let probe = base[middle].symbol
            if probe == symbol { return (middle, true) }
            if probe < symbol { low = middle + 1 } else { high = middle }
        }
        return (low, false)
    }

    /// Room for `needed` cells, keeping the ones there.
    private func reserve(_ needed: Int) {
        guard needed > capacity else { return }
        let grown = max(needed, capacity * 2)
        let new = UnsafeMutablePointer<Cell>.allocate(capacity: grown)
        new.moveInitialize(from: base, count: count)
        base.deallocate()
        base = new
        capacity = grown
    }

    private func insertCell(_ cell: Cell, at index: Int) {
        reserve(count + 1)
        (base + index + 1).moveInitialize(from: base + index, count: count - index)
        (base + index).initialize(to: cell)
        count += 1
        bits |= cell.symbol.bit
    }

    private func removeCell(at index: Int) {
        (base + index).update(from: base + index + 1, count: count - index - 1)
        count -= 1
    }

    /// Adds a short `other` cell by cell, the substituted symbol's cell at `hole` left dead: a
    /// cell that comes new fills the dead one by moving only the cells between the two places,
    /// and one that comes to zero becomes the dead one; at most one removal at the end.
    /// (Removing the cell and inserting each new one would move the row's whole tail each
    /// time.)
    private func splice(
        _ other: UnsafeBufferPointer<Cell>, times factor: Double, into hole: Int, gained: inout Gained
    ) {
        var hole: Int? = hole
        for cell in other {
            let coefficient = cell.coefficient * factor
            // The dead cell keeps its symbol, so the search stays sorted; `other` never holds
            // that symbol again.
            let (index, found) = position(of: cell.symbol)
            if found {
                let sum = base[index].coefficient + coefficient
                if !sum.isNearZero {
                    base[index].coefficient = sum
                } else if let dead = hole {
                    removeCell(at: dead)
                    hole = dead < index ? index - 1 : index
                } else {
                    hole = index
                }
                continue
            }
            guard !coefficient.isNearZero else { continue }
            let new = Cell(symbol: cell.symbol, coefficient: coefficient)
            gained.append(cell.symbol)
            guard let dead = hole else {
                insertCell(new, at: index)
                continue
            }
            hole = nil
            bits |= cell.symbol.bit
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
        if let dead = hole { removeCell(at: dead) }
    }

    /// One merge of the two sorted rows into the spare memory, leaving out the cell at `skip`;
    /// the spare memory then holds the cells and the old cells' memory is the spare.
    private func merge(
        _ other: UnsafeBufferPointer<Cell>, times factor: Double, skipping skip: Int, gained: inout Gained
    ) {
        let needed = count + other.count
        if spareCapacity < needed {
            spare?.deallocate()
            spareCapacity = max(needed, capacity)
            spare = .allocate(capacity: spareCapacity)
        }
        let merged = spare!
        var written = 0
        var mergedBits: UInt64 = 0
        var i = 0
        var j = 0
        let mine = count
        let theirs = other.count
        while i < mine || j < theirs {
            if i == skip {
                i += 1
                continue
            }
            let cell: Cell
            if j == theirs || (i < mine && base[i].symbol < other[j].symbol) {
                cell = base[i]
                i += 1
            } else if i == mine || other[j].symbol < base[i].symbol {
                cell = Cell(symbol: other[j].symbol, coefficient: other[j].coefficient * factor)
                j += 1
                if !cell.coefficient.isNearZero { gained.append(cell.symbol) }
            } else {
                cell = Cell(symbol: base[i].symbol, coefficient: base[i].coefficient + other[j].coefficient * factor)
                i += 1
                j += 1
            }
            guard !cell.coefficient.isNearZero else { continue }
            (merged + written).initialize(to: cell)
            written += 1
            mergedBits |= cell.symbol.bit
        }
        spare = base
        base = merged
        swap(&capacity, &spareCapacity)
        count = written
        bits = mergedBits
    }
}

extension Double {
    /// Within the solver's tolerance of zero.
    var isNearZero: Bool { abs(self) < 1e-8 }
}
