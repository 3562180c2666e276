/// A map from symbols to values for the solver's tables, which are read on every pivot and
/// every cell substituted: open addressing on the symbol's id with a multiplicative hash and
/// linear probing, so a look-up is a multiply and a compare or two where a `Dictionary` runs
/// SipHash (a fifth of an activation's time before). Ids start at 1, so an id of 0 marks a
/// free slot; a removal shifts the entries after it back (no tombstones to skip later).
struct SymbolTable<Value> {
    private var keys: [Symbol]
    private var slots: [Value?]
    private var mask: Int
    private var shift: UInt64
    /// How many symbols have a value.
    private(set) var count = 0

    private static var free: Symbol { Symbol(id: 0, kind: .external) }

    init() {
        keys = Array(repeating: Self.free, count: 16)
        slots = Array(repeating: nil, count: 16)
        mask = 15
        shift = 60
    }

    var isEmpty: Bool { count == 0 }

    /// Where `id` would start looking: the top bits of a Fibonacci hash.
    private func home(_ id: UInt64) -> Int { Int(truncatingIfNeeded: (id &* 0x9E37_79B9_7F4A_7C15) >> shift) }

    /// The slot holding `id`, or the free slot where it would go.
    private func find(_ id: UInt64) -> (index: Int, found: Bool) {
        var index = home(id)
        while true {
            let key = keys[index].id
            if key == id { return (index, true) }
            if key == 0 { return (index, false) }
            index = (index + 1) & mask
        }
    }

    subscript(symbol: Symbol) -> Value? {
        get {
            let (index, found) = find(symbol.id)
            return found ? slots[index] : nil
        }
        set {
            if let newValue { insert(newValue, for: symbol) } else { removeValue(forKey: symbol) }
        }
    }

    /// Runs `body` on `symbol`'s value in place, made from `make` first if there is none.
    mutating func update<R>(_ symbol: Symbol, orMake make: () -> Value, _ body: (inout Value) -> R) -> R {
        var (index, found) = find(symbol.id)
        if !found {
            insert(make(), for: symbol)
            index = find(symbol.id).index
        }
        return body(&slots[index]!)
    }

    /// Runs `body` on `symbol`'s value in place (no copy of it is made); nil if it has none.
    mutating func modify<R>(_ symbol: Symbol, _ body: (inout Value) -> R) -> R? {
        let (index, found) = find(symbol.id)
        guard found else { return nil }
        return body(&slots[index]!)
    }

    private mutating func insert(_ value: Value, for symbol: Symbol) {
        let (index, found) = find(symbol.id)
        if found {
            slots[index] = value
            return
        }
        keys[index] = symbol
        slots[index] = value
        count += 1
        // At most half full, so probes stay short.
        if count * 2 > keys.count { grow() }
    }

    @discardableResult
    mutating func removeValue(forKey symbol: Symbol) -> Value? {
        let (index, found) = find(symbol.id)
        guard found else { return nil }
        let removed = slots[index]
        var hole = index
        var next = index
        while true {
            next = (next + 1) & mask
            let id = keys[next].id
            if id == 0 { break }
            // An entry may move back into the hole unless its home lies after the hole, up
            // to where it sits (cyclically): it would then no longer be found.
            let start = home(id)
            let staysPut = hole < next ? (start > hole && start <= next) : (start > hole || start <= next)
            if !staysPut {
                keys[hole] = keys[next]
                slots[hole] = slots[next]
                hole = next
            }
        }
        keys[hole] = Self.free
        slots[hole] = nil
        count -= 1
        return removed
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldSlots = slots
        let capacity = keys.count * 2
        keys = Array(repeating: Self.free, count: capacity)
        slots = Array(repeating: nil, count: capacity)
        mask = capacity - 1
        shift = UInt64(64 - capacity.trailingZeroBitCount)
        count = 0
        for index in oldKeys.indices where oldKeys[index].id != 0 {
            insert(oldSlots[index]!, for: oldKeys[index])
        }
    }

    /// Calls `body` with every symbol and its value, in no particular order (no array made).
    func forEachEntry(_ body: (Symbol, Value) -> Void) {
        for index in keys.indices where keys[index].id != 0 { body(keys[index], slots[index]!) }
    }
}
