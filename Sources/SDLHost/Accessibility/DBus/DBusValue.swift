/// One D-Bus value, as the bridge writes it into a message or reads it out of one: the few
/// types AT-SPI uses.
indirect enum DBusValue: Equatable, Sendable {
    case byte(UInt8)
    case bool(Bool)
    case int16(Int16)
    case int32(Int32)
    case uint32(UInt32)
    case int64(Int64)
    case uint64(UInt64)
    case double(Double)
    case string(String)
    case objectPath(String)
    case signature(String)
    /// An array whose elements have `elementSignature` (also what an empty array says).
    case array(elementSignature: String, [DBusValue])
    case structure([DBusValue])
    /// A dictionary's entry: only inside an array (`a{...}`).
    case dictEntry(DBusValue, DBusValue)
    case variant(DBusValue)

    /// The value's D-Bus type signature.
    var signature: String {
        switch self {
        case .byte: "y"
        case .bool: "b"
        case .int16: "n"
        case .int32: "i"
        case .uint32: "u"
        case .int64: "x"
        case .uint64: "t"
        case .double: "d"
        case .string: "s"
        case .objectPath: "o"
        case .signature: "g"
        case .array(let element, _): "a" + element
        case .structure(let fields): "(" + fields.map(\.signature).joined() + ")"
        case .dictEntry(let key, let value): "{" + key.signature + value.signature + "}"
        case .variant: "v"
        }
    }

    /// A dictionary of strings to strings (`a{ss}`).
    static func stringDictionary(_ entries: [(String, String)]) -> DBusValue {
        .array(elementSignature: "{ss}", entries.map { .dictEntry(.string($0.0), .string($0.1)) })
    }

    /// An array of strings (`as`).
    static func strings(_ values: [String]) -> DBusValue {
        .array(elementSignature: "s", values.map { .string($0) })
    }

    /// The string inside, if this is one (or an object path, or a variant of either).
    var stringValue: String? {
        switch self {
        case .string(let value), .objectPath(let value): value
        case .variant(let inner): inner.stringValue
        default: nil
        }
    }

    /// The integer inside, if this is one of the integer types (or a variant of one).
    var integerValue: Int? {
        switch self {
        case .byte(let value): Int(value)
        case .int16(let value): Int(value)
        case .int32(let value): Int(value)
        case .uint32(let value): Int(value)
        case .int64(let value): Int(value)
        case .uint64(let value): Int(exactly: value)
        case .variant(let inner): inner.integerValue
        default: nil
        }
    }

    /// The number inside, if this is a double or an integer (or a variant of one).
    var doubleValue: Double? {
        switch self {
        case .double(let value): value
        case .variant(let inner): inner.doubleValue
        default: integerValue.map(Double.init)
        }
    }

    /// The boolean inside, if this is one (or a variant of one).
    var boolValue: Bool? {
        switch self {
        case .bool(let value): value
        case .variant(let inner): inner.boolValue
        default: nil
        }
    }
}
