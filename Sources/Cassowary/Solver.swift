/// An incremental Cassowary solver (Badros, Borning and Stuckey, "The Cassowary Linear
/// Arithmetic Constraint Solving Algorithm", 2001): linear equalities and inequalities, each
/// required or kept as well as its strength allows, added and removed one at a time, and edit
/// variables whose suggested values are taken in by the dual simplex without solving again
/// from scratch.
///
/// The tableau keeps every basic symbol as a row of parametric symbols; the objective row is
/// the strength-weighted sum of the non-required constraints' errors, kept minimal by the
/// primal simplex after each addition or removal and by the dual simplex after each suggested
/// value. Ties between columns are broken by the smallest symbol id, so a system solves the same
/// way every time. A change the solver refuses throws and leaves the system as it was.
@MainActor
public final class Solver {
    /// The symbols a constraint added: `marker` identifies its row (slack, error+ or dummy);
    /// `other` is its second error symbol, if any.
    private struct Tag {
        var marker: Symbol
        var other: Symbol?
    }

    /// A row in a column, under the basic symbol it was filed as. (A struct, not a tuple: an
    /// array of tuples is copied and destroyed element by element through the runtime's generic
    /// tuple code.)
    private struct Holder {
        let basic: Symbol
        let row: Row
    }

    /// The rows that may have a cell for one symbol, and when that was last checked.
    private struct Column {
        var entries: [Holder] = []
        var checkedAt: UInt64 = 0
    }

    private struct EditInfo {
        var tag: Tag
        var constraint: Constraint
        var constant: Double
    }

    // Stored properties skip Swift's run-time exclusivity checks (a quarter of a pivot's cost):
    // only the solver's own methods touch them, never in overlapping accesses (Cassowary.md).
    @exclusivity(unchecked) private var constraints: [Constraint: Tag] = [:]
    /// The constraint each marker belongs to (for naming conflicts).
    @exclusivity(unchecked) private var markers = SymbolTable<Constraint>()
    /// Each basic symbol's row (change it only through `put` and `take`, which keep
    /// `Row.basicID`).
    @exclusivity(unchecked) private var rows = SymbolTable<Row>()
    /// For each parametric symbol, the basic symbols whose rows may have a cell for it: a
    /// superset, checked and pruned when read (`rowsContaining`), so that a pivot, an edit's new
    /// value or a removal touches the few rows a symbol is in rather than every row.
    @exclusivity(unchecked) private var columns = SymbolTable<Column>()
    /// Bumped whenever a row enters or leaves the table or may lose a cell: a column checked at
    /// the current count is exact and is read without checking (an edit's new value, frame
    /// after frame, changes only constants).
    @exclusivity(unchecked) private var tableChanges: UInt64 = 1
    /// Counts the columns checked, to tell a row already seen in this check (`Row.lastCheck`).
    @exclusivity(unchecked) private var checks: UInt64 = 0
    /// The variable of each external symbol (for the rows' `variable`).
    @exclusivity(unchecked) private var externals = SymbolTable<Variable>()
    /// While a constraint is tried with an artificial variable: each table entry changed since,
    /// as it was (nil: it was not there).
    @exclusivity(unchecked) private var journal: SymbolTable<Row?>?
    @exclusivity(unchecked) private var variables: [Variable: Symbol] = [:]
    @exclusivity(unchecked) private var edits: [Variable: EditInfo] = [:]
    @exclusivity(unchecked) private var infeasibleRows: [Symbol] = []
    /// Whether constraints were added or removed since the objective was last minimized.
    @exclusivity(unchecked) private var needsOptimizing = false
    /// External variables' rows whose constants may have changed since the variables were last
    /// written (each listed once, by `Row.needsWrite`), and variables that left the basis (now
    /// 0): `updateVariables` writes these, not every variable.
    @exclusivity(unchecked) private var changedRows: [Row] = []
    @exclusivity(unchecked) private var leftBasis: [Variable] = []
    /// The variables the last `updateVariables()` wrote: every variable whose value may have
    /// changed since the one before (a reader need look no further).
    @exclusivity(unchecked)
    public private(set) var updatedVariables: [Variable] = []
    private let objective = Row()
    @exclusivity(unchecked) private var artificial: Row?
    @exclusivity(unchecked) private var nextSymbolID: UInt64 = 1
    /// The symbols a row gained in a substitution (one buffer, reused by every substitution).
    @exclusivity(unchecked) private var gained = Row.Gained(capacity: 8)

    /// Creates an empty solver.
    public init() {}

    // MARK: Constraints

    /// Whether `constraint` was added.
    public func hasConstraint(_ constraint: Constraint) -> Bool { constraints[constraint] != nil }

    /// How many constraints are in the solver (edit variables' included).
    public var constraintCount: Int { constraints.count }

    /// Adds `constraint`. Throws `duplicateConstraint`, or `unsatisfiableConstraint` (naming
    /// the required constraints it conflicts with) for a required one that cannot hold; the
    /// system is then unchanged.
    public func addConstraint(_ constraint: Constraint) throws {
        guard constraints[constraint] == nil else { throw SolverError.duplicateConstraint(constraint) }
        let (row, tag) = makeRow(for: constraint)
        var subject = chooseSubject(row, tag) ?? feasibleSubject(row)
        if subject == nil, row.cells.allSatisfy({ $0.symbol.kind == .dummy }) {
            guard row.constant.isNearZero else {
                let conflicting = conflictingConstraints(in: row)
                forgetObjective(of: constraint, tag)
                throw SolverError.unsatisfiableConstraint(constraint, conflicting: [constraint] + conflicting)
            }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            setRow(row, for: subject)
        } else {
            // The artificial simplex pivots the tableau: each row it touches is kept as it was
            // (the journal), to go back to if the constraint is refused.
            let savedObjective = objective.copy()
            journal = SymbolTable()
            defer { journal = nil }
            let (added, conflicting) = try addWithArtificialVariable(row)
            guard added else {
                restoreJournal()
                objective.replace(with: savedObjective)
                forgetObjective(of: constraint, tag)
                infeasibleRows.removeAll()
                throw SolverError.unsatisfiableConstraint(constraint, conflicting: [constraint] + conflicting)
            }
        }
        constraints[constraint] = tag
        markers[tag.marker] = constraint
        if let other = tag.other { markers[other] = constraint }
        // Every row stays feasible without the primal simplex: it runs once, before the
        // solution is next read (`settle`), rather than once per constraint.
        needsOptimizing = true
        infeasibleRows.removeAll()
    }

    /// Removes `constraint`. Throws `unknownConstraint` if it is not in the solver.
    public func removeConstraint(_ constraint: Constraint) throws {
        guard let tag = constraints.removeValue(forKey: constraint) else {
            throw SolverError.unknownConstraint(constraint)
        }
        markers[tag.marker] = nil
        if let other = tag.other { markers[other] = nil }
        removeErrorEffects(tag, strength: constraint.strength)
        tableChanges &+= 1
        if take(tag.marker) == nil {
            guard let (leaving, row) = markerLeavingRow(tag.marker) else {
                throw SolverError.internalError("no row to take out the removed constraint's marker")
            }
            keep(leaving)
            take(leaving)
            tableChanges &+= 1
            row.solve(for: leaving, replacing: tag.marker)
            substitute(tag.marker, with: row)
        }
        if let other = tag.other { forgetSymbol(other) }
        needsOptimizing = true
        infeasibleRows.removeAll()
    }

    /// Takes a removed constraint's second error symbol out of the tableau (as Cassowary's
    /// `removeColumn`): left in rows with no cost and nothing bounding it, it could enter the
    /// basis with nothing to make it leave, and the next minimization would find the objective
    /// unbounded. Dropped from every row (it is 0 while not basic, so no value changes), or its
    /// row dropped when it is basic (nothing else refers to that row).
    private func forgetSymbol(_ symbol: Symbol) {
        keep(symbol)
        tableChanges &+= 1
        if take(symbol) != nil { return }
        for holder in rowsContaining(symbol) {
            let (basic, row) = (holder.basic, holder.row)
            keep(basic)
            row.remove(symbol)
        }
        columns[symbol] = nil
        objective.remove(symbol)
    }

    // MARK: Edit variables

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    /// Makes `variable` an edit variable at `strength` (below required): its value can then be
    /// suggested frame after frame (`suggestValue`), cheaply.
    public func addEditVariable(_ variable: Variable, strength: Double) throws {
        guard edits[variable] == nil else { throw SolverError.duplicateEditVariable(variable) }
        let strength = Strength.clipped(strength)
        guard strength < Strength.required else { throw SolverError.requiredEditVariable(variable) }
        let constraint = Constraint(LinearExpression(variable), .equal, strength: strength)
        try addConstraint(constraint)
        edits[variable] = EditInfo(tag: constraints[constraint]!, constraint: constraint, constant: 0)
    }

    /// Stops `variable` being an edit variable.
    public func removeEditVariable(_ variable: Variable) throws {
        guard let info = edits.removeValue(forKey: variable) else { throw SolverError.unknownEditVariable(variable) }
        try removeConstraint(info.constraint)
    }

    /// Suggests `value` for the edit variable `variable`: the system is re-optimized from where
    /// it is by the dual simplex.
    public func suggestValue(_ value: Double, for variable: Variable) throws {
        guard var info = edits[variable] else { throw SolverError.unknownEditVariable(variable) }
        let delta = value - info.constant
        // The same value again changes nothing (a held frame suggests its four values at once,
        // usually only one of them new): no pass over the rows.
        if delta == 0 { return }
        // The dual simplex starts from an optimal tableau.
        try settle()
        info.constant = value
        edits[variable] = info
        let marker = info.tag.marker
        if let row = rows[marker] {
            if row.add(-delta) < 0 { infeasibleRows.append(marker) }
        } else if let other = info.tag.other, let row = rows[other] {
            if row.add(delta) < 0 { infeasibleRows.append(other) }
        } else {
            for holder in rowsContaining(marker) {
                let (symbol, row) = (holder.basic, holder.row)
                if row.add(delta * row.coefficient(for: marker)) < 0, symbol.kind != .external {
                    infeasibleRows.append(symbol)
                }
                noteChanged(row)
            }
        }
        try dualOptimize()
    }

    // MARK: Results

    /// Writes every variable's solved value into its `value`, minimizing first if constraints
    /// came or went. Throws `internalError` only if the tableau itself is broken (a bug): the
    /// values are then left as they were.
    public func updateVariables() throws {
        try settle()
        // A variable not basic is 0; a basic one's row knows it (no look-up per variable).
        updatedVariables.removeAll(keepingCapacity: true)
        for variable in leftBasis {
            variable.value = 0
            updatedVariables.append(variable)
        }
        leftBasis.removeAll(keepingCapacity: true)
        for row in changedRows {
            row.needsWrite = false
            if row.basicID != 0, let variable = row.variable {
                variable.value = row.constant
                updatedVariables.append(variable)
            }
        }
        changedRows.removeAll(keepingCapacity: true)
    }

    /// Notes that `row`'s constant may have changed, if it solves for an external variable.
    private func noteChanged(_ row: Row) {
        guard row.variable != nil, !row.needsWrite else { return }
        row.needsWrite = true
        changedRows.append(row)
    }

    /// The weighted error of the non-required constraints at the solution (what the solver
    /// minimizes; minimized first if constraints came or went): strength times distance for an
    /// equality (an edit variable's from its suggested value), times the amount it is broken by
    /// for an inequality.
    public var objectiveValue: Double {
        get throws {
            try settle()
            return currentObjectiveValue
        }
    }

    private var currentObjectiveValue: Double {
        var edited: [Constraint: Double] = [:]
        for (_, info) in edits { edited[info.constraint] = info.constant }
        var total = 0.0
        for (constraint, _) in constraints where !constraint.isRequired {
            var value = constraint.expression.terms.reduce(constraint.expression.constant) { sum, term in
                sum + term.coefficient * (variables[term.variable].flatMap { rows[$0]?.constant } ?? 0)
            }
            value -= edited[constraint] ?? 0
            switch constraint.relation {
            case .equal: total += constraint.strength * abs(value)
            case .lessThanOrEqual: total += constraint.strength * max(0, value)
            case .greaterThanOrEqual: total += constraint.strength * max(0, -value)
            }
        }
        return total
    }

    // MARK: Building rows

    private func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        defer { nextSymbolID += 1 }
        return Symbol(id: nextSymbolID, kind: kind)
    }

    private func symbol(for variable: Variable) -> Symbol {
        if let symbol = variables[variable] { return symbol }
        let symbol = makeSymbol(.external)
        variables[variable] = symbol
        externals[symbol] = variable
        return symbol
    }

    /// The constraint as a row in the current basis, with its slack, error or dummy symbols.
    private func makeRow(for constraint: Constraint) -> (Row, Tag) {
        let expression = constraint.expression
        let row = Row(constant: expression.constant)
        for term in expression.terms where !term.coefficient.isNearZero {
            let symbol = symbol(for: term.variable)
            if let basic = rows[symbol] {
                row.insert(basic, term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        var tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            tag = Tag(marker: slack)
            row.insert(slack, coefficient)
            if !constraint.isRequired {
                let error = makeSymbol(.error)
                tag.other = error
                row.insert(error, -coefficient)
                objective.insert(error, constraint.strength)
            }
        case .equal:
            if constraint.isRequired {
                let dummy = makeSymbol(.dummy)
                tag = Tag(marker: dummy)
                row.insert(dummy)
            } else {
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                tag = Tag(marker: plus, other: minus)
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, constraint.strength)
                objective.insert(minus, constraint.strength)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// Takes a refused constraint's errors back out of the objective.
    private func forgetObjective(of constraint: Constraint, _ tag: Tag) {
        guard !constraint.isRequired else { return }
        objective.remove(tag.marker)
        if let other = tag.other { objective.remove(other) }
    }

    /// The symbol to solve a new row for: an external variable, else a new slack or error
    /// symbol with a negative coefficient; nil when there is none.
    private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        for cell in row.cells where cell.symbol.kind == .external { return cell.symbol }
        if tag.marker.isPivotable, row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if let other = tag.other, other.isPivotable, row.coefficient(for: other) < 0 { return other }
        return nil
    }

    /// A slack or error symbol of the row's that it can be solved for with every restricted
    /// row staying feasible (its value, constant / -coefficient, keeps each row that holds it
    /// at or above zero), the one in the fewest rows: one substitution where the artificial
    /// simplex would pivot the tableau and undo it (re-activating a constraint on a size its
    /// view's intrinsic-size constraints now decide). Nil when there is none.
    private func feasibleSubject(_ row: Row) -> Symbol? {
        let constant = row.constant
        var best: (symbol: Symbol, rows: Int)?
        for cell in row.cells where cell.coefficient < 0 && cell.symbol.isPivotable {
            let (symbol, coefficient) = (cell.symbol, cell.coefficient)
            let value = constant / -coefficient
            let holders = rowsContaining(symbol)
            if let best, holders.count >= best.rows { continue }
            var feasible = true
            for holder in holders where holder.basic.kind != .external {
                let other = holder.row
                if other.constant + other.coefficient(for: symbol) * value < 0 {
                    feasible = false
                    break
                }
            }
            if feasible { best = (symbol, holders.count) }
        }
        return best?.symbol
    }

    /// Adds a row no symbol can be solved for: an artificial variable equal to it is driven to
    /// zero by the simplex. Returns false (and the required constraints in the way) when it
    /// cannot be.
    private func addWithArtificialVariable(_ row: Row) throws -> (Bool, [Constraint]) {
        let art = makeSymbol(.slack)
        setRow(row.copy(), for: art)
        artificial = row.copy()
        try optimize(artificial!)
        let success = artificial!.constant.isNearZero
        // What keeps the artificial variable above zero: the required markers left in its row.
        let conflicting = success ? [] : conflictingConstraints(in: artificial!)
        artificial = nil
        keep(art)
        tableChanges &+= 1
        if let basic = take(art) {
            if basic.isEmpty { return (success, conflicting) }
            guard let entering = basic.cells.first(where: \.symbol.isPivotable)?.symbol else {
                return (false, conflicting)
            }
            basic.solve(for: art, replacing: entering)
            substitute(entering, with: basic)
            setRow(basic, for: entering)
        }
        for holder in rowsContaining(art) {
            let (symbol, row) = (holder.basic, holder.row)
            keep(symbol)
            row.remove(art)
        }
        tableChanges &+= 1
        objective.remove(art)
        return (success, conflicting)
    }

    /// The required constraints whose markers appear in `row`, in the order they were added.
    private func conflictingConstraints(in row: Row) -> [Constraint] {
        row.symbols.compactMap { symbol in
            guard let constraint = markers[symbol], constraint.isRequired else { return nil }
            return constraint
        }
    }

    // MARK: Columns

    /// Puts `row` in the tableau as `basic`'s, noting it in its symbols' columns.
    private func setRow(_ row: Row, for basic: Symbol) {
        keep(basic)
        put(row, for: basic)
        row.variable = basic.kind == .external ? externals[basic] : nil
        noteChanged(row)
        registerEveryCell(of: row, as: basic)
    }

    /// Makes `row` the table's entry for `basic`.
    private func put(_ row: Row, for basic: Symbol) {
        take(basic)
        rows[basic] = row
        row.basicID = basic.id
    }

    /// Takes `basic`'s row out of the table.
    @discardableResult
    private func take(_ basic: Symbol) -> Row? {
        guard let row = rows.removeValue(forKey: basic) else { return nil }
        row.basicID = 0
        if let variable = row.variable { leftBasis.append(variable) }
        return row
    }

    /// Notes that `basic`'s row may have a cell for each of `symbols`.
    private func register(_ basic: Symbol, _ row: Row, for symbols: UnsafeBufferPointer<Symbol>) {
        tableChanges &+= 1
        for symbol in symbols {
            columns.update(symbol, orMake: Column.init) { $0.entries.append(Holder(basic: basic, row: row)) }
        }
    }

    /// Notes `basic`'s row in the column of each of its cells (read in place: no array of its
    /// symbols made per pivot).
    private func registerEveryCell(of row: Row, as basic: Symbol) {
        tableChanges &+= 1
        for cell in row.cells {
            columns.update(cell.symbol, orMake: Column.init) { $0.entries.append(Holder(basic: basic, row: row)) }
        }
    }

    /// The rows that have a cell for `symbol` (in no particular order: every choice among them
    /// breaks ties by id); prunes the column of rows that left the table or lost the cell, and
    /// of repeats, when the table changed since it was last checked.
    private func rowsContaining(_ symbol: Symbol) -> [Holder] {
        let changes = tableChanges
        var pass = checks
        // Pruned in place: a copy of the column would copy its entries, each holding a row.
        let entries = columns.modify(symbol) { column -> [Holder] in
            if column.checkedAt == changes { return column.entries }
            // A row is in the table under one basic symbol: a repeat is the same row seen again.
            pass &+= 1
            // Through the buffer: no bounds check, and no retain and release of each row read.
            let kept = column.entries.withUnsafeMutableBufferPointer { entries -> Int in
                var kept = 0
                for index in 0..<entries.count {
                    let row = entries[index].row
                    // An entry whose basic symbol no longer names this row is stale: the row may
                    // still come under its current one.
                    guard row.lastCheck != pass, row.basicID == entries[index].basic.id else { continue }
                    row.lastCheck = pass
                    guard row.contains(symbol) else { continue }
                    if kept != index { entries.swapAt(kept, index) }
                    kept += 1
                }
                return kept
            }
            column.entries.removeLast(column.entries.count - kept)
            column.checkedAt = changes
            return column.entries
        }
        checks = pass
        guard let entries else { return [] }
        if entries.isEmpty { columns[symbol] = nil }
        return entries
    }

    /// Notes `basic`'s table entry as it is, the first time it changes while journaling.
    private func keep(_ basic: Symbol) {
        guard journal != nil, journal![basic] == nil else { return }
        journal![basic] = .some(rows[basic]?.copy())
    }

    /// Puts every journaled table entry back as it was.
    private func restoreJournal() {
        guard let journal else { return }
        journal.forEachEntry { basic, row in
            take(basic)
            if let row {
                put(row, for: basic)
                row.variable = basic.kind == .external ? externals[basic] : nil
                noteChanged(row)
                registerEveryCell(of: row, as: basic)
            }
        }
        tableChanges &+= 1
        self.journal = nil
    }

    // MARK: Simplex

    /// Minimizes the objective if constraints came or went since it last was (once for a whole
    /// page's activation: each addition's own pass would pivot errors back and forth as the
    /// next constraints arrive).
    private func settle() throws {
        guard needsOptimizing else { return }
        try optimize(objective)
        needsOptimizing = false
        infeasibleRows.removeAll()
    }

    /// Replaces `symbol` by `row` everywhere; rows whose constant turns negative are noted for
    /// the dual simplex.
    private func substitute(_ symbol: Symbol, with row: Row) {
        tableChanges &+= 1
        // Taken out of the solver's properties for the loop: each access to a class's stored
        // property is checked at run time, and this loop runs for every row a pivot touches.
        let replacement = row.replacement
        let journaling = journal != nil
        gained.prepare(for: replacement.cells.count)
        for holder in rowsContaining(symbol) {
            let (basic, other) = (holder.basic, holder.row)
            if journaling { keep(basic) }
            // Only the cells a row gains go in the columns: it is already in its others'.
            gained.removeAll()
            other.substitute(symbol, with: replacement, gained: &gained)
            if gained.count > 0 { register(basic, other, for: gained.symbols) }
            noteChanged(other)
            if basic.kind != .external, other.constant < 0 { infeasibleRows.append(basic) }
        }
        // The objectives are in no column: what they gain is not filed.
        gained.removeAll()
        objective.substitute(symbol, with: replacement, gained: &gained)
        gained.removeAll()
        artificial?.substitute(symbol, with: replacement, gained: &gained)
    }

    /// The primal simplex: pivots until no column lowers `objective`.
    private func optimize(_ objective: Row) throws {
        while true {
            guard let entering = enteringSymbol(of: objective) else { return }
            guard let (leaving, row) = leavingRow(for: entering) else {
                throw SolverError.internalError("the objective is unbounded")
            }
            keep(leaving)
            take(leaving)
            tableChanges &+= 1
            row.solve(for: leaving, replacing: entering)
            substitute(entering, with: row)
            setRow(row, for: entering)
        }
    }

    /// The dual simplex: pivots the rows made infeasible by suggested values back to ≥ 0
    /// while keeping the objective optimal.
    private func dualOptimize() throws {
        // Smallest id first, so that the pivots do not depend on table order.
        infeasibleRows.sort(by: >)
        while let leaving = infeasibleRows.popLast() {
            guard let row = rows[leaving], row.constant < 0, !row.constant.isNearZero else { continue }
            guard let entering = dualEnteringSymbol(of: row) else {
                throw SolverError.internalError("the dual simplex found no entering column")
            }
            keep(leaving)
            take(leaving)
            tableChanges &+= 1
            row.solve(for: leaving, replacing: entering)
            substitute(entering, with: row)
            setRow(row, for: entering)
            infeasibleRows.sort(by: >)
        }
    }

    /// A non-dummy column with a negative cost in `objective` (the smallest id: Bland's rule).
    private func enteringSymbol(of objective: Row) -> Symbol? {
        // The cells are in id order: the first is the smallest. A loop, not `first(where:)`: a
        // closure here would check its actor on every cell.
        for cell in objective.cells
        where cell.symbol.kind != .dummy && cell.coefficient < 0 && !cell.coefficient.isNearZero {
            return cell.symbol
        }
        return nil
    }

    /// The row the dual simplex pivots in: the smallest objective ratio among the row's
    /// positive, non-dummy columns.
    private func dualEnteringSymbol(of row: Row) -> Symbol? {
        var best: (symbol: Symbol, ratio: Double)?
        for cell in row.cells where cell.coefficient > 0 && cell.symbol.kind != .dummy {
            let (symbol, coefficient) = (cell.symbol, cell.coefficient)
            let ratio = objective.coefficient(for: symbol) / coefficient
            if best == nil || ratio < best!.ratio || (ratio == best!.ratio && symbol < best!.symbol) {
                best = (symbol, ratio)
            }
        }
        return best?.symbol
    }

    /// The row that leaves the basis when `entering` enters: the tightest ratio among
    /// restricted rows where `entering` has a negative coefficient.
    private func leavingRow(for entering: Symbol) -> (Symbol, Row)? {
        var best: (symbol: Symbol, row: Row, ratio: Double)?
        for holder in rowsContaining(entering) where holder.basic.kind != .external {
            let (symbol, row) = (holder.basic, holder.row)
            let coefficient = row.coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if best == nil || ratio < best!.ratio || (ratio == best!.ratio && symbol < best!.symbol) {
                best = (symbol, row, ratio)
            }
        }
        return best.map { ($0.symbol, $0.row) }
    }

    /// The row to pivot a removed constraint's marker into the basis with: a restricted row
    /// with a negative coefficient (tightest ratio), else a restricted one with a positive
    /// coefficient, else an external row.
    private func markerLeavingRow(_ marker: Symbol) -> (Symbol, Row)? {
        var negative: (symbol: Symbol, row: Row, ratio: Double)?
        var positive: (symbol: Symbol, row: Row, ratio: Double)?
        var external: (symbol: Symbol, row: Row)?
        // Ties go to the smallest id, so the choice does not depend on the table's order.
        func better(_ ratio: Double, _ symbol: Symbol, than best: (symbol: Symbol, row: Row, ratio: Double)?) -> Bool {
            guard let best else { return true }
            return ratio < best.ratio || (ratio == best.ratio && symbol < best.symbol)
        }
        for holder in rowsContaining(marker) {
            let (symbol, row) = (holder.basic, holder.row)
            let coefficient = row.coefficient(for: marker)
            if symbol.kind == .external {
                if external == nil || symbol < external!.symbol { external = (symbol, row) }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if better(ratio, symbol, than: negative) { negative = (symbol, row, ratio) }
            } else {
                let ratio = row.constant / coefficient
                if better(ratio, symbol, than: positive) { positive = (symbol, row, ratio) }
            }
        }
        if let negative { return (negative.symbol, negative.row) }
        if let positive { return (positive.symbol, positive.row) }
        return external
    }

    /// Takes a removed constraint's error symbols out of the objective.
    private func removeErrorEffects(_ tag: Tag, strength: Double) {
        for marker in [tag.marker, tag.other].compactMap({ $0 }) where marker.kind == .error {
            if let row = rows[marker] { objective.insert(row, -strength) } else { objective.insert(marker, -strength) }
        }
    }
}
