import CDBus

/// One libdbus message the bridge owns (unreferenced when released): a method call, its
/// return or error, or a signal; its header fields and its arguments as `DBusValue`s.
final class DBusMessage {
    let raw: OpaquePointer

    /// Takes over one reference to `raw`.
    init(owning raw: OpaquePointer) { self.raw = raw }

    deinit { dbus_message_unref(raw) }

    /// A method call to `member` of `interface` on the object at `path` of `destination`.
    static func methodCall(destination: String, path: String, interface: String, member: String) -> DBusMessage? {
        dbus_message_new_method_call(destination, path, interface, member).map(DBusMessage.init(owning:))
    }

    /// A signal `member` of `interface` sent from the object at `path`.
    static func signal(path: String, interface: String, member: String) -> DBusMessage? {
        dbus_message_new_signal(path, interface, member).map(DBusMessage.init(owning:))
    }

    /// The return of this method call, with no arguments yet.
    func makeReturn() -> DBusMessage? {
        dbus_message_new_method_return(raw).map(DBusMessage.init(owning:))
    }

    /// An error reply to this method call.
    func makeError(name: String, message: String) -> DBusMessage? {
        dbus_message_new_error(raw, name, message).map(DBusMessage.init(owning:))
    }

    var isMethodCall: Bool { dbus_message_get_type(raw) == DBUS_MESSAGE_TYPE_METHOD_CALL }
    var isError: Bool { dbus_message_get_type(raw) == DBUS_MESSAGE_TYPE_ERROR }
    var path: String? { dbus_message_get_path(raw).map { String(cString: $0) } }
    var interface: String? { dbus_message_get_interface(raw).map { String(cString: $0) } }
    var member: String? { dbus_message_get_member(raw).map { String(cString: $0) } }
    var sender: String? { dbus_message_get_sender(raw).map { String(cString: $0) } }
    var errorName: String? { dbus_message_get_error_name(raw).map { String(cString: $0) } }
    var isSignal: Bool { dbus_message_get_type(raw) == DBUS_MESSAGE_TYPE_SIGNAL }
    var isMethodReturn: Bool { dbus_message_get_type(raw) == DBUS_MESSAGE_TYPE_METHOD_RETURN }
    /// The serial of the call this message answers (0 for a call or a signal).
    var replySerial: UInt32 { dbus_message_get_reply_serial(raw) }
    var noReplyExpected: Bool { dbus_message_get_no_reply(raw) != 0 }

    /// Appends `values` as the message's next arguments; false when libdbus ran out of memory
    /// (the message is then not to be sent).
    @discardableResult
    func append(_ values: [DBusValue]) -> Bool {
        var iterator = DBusMessageIter()
        dbus_message_iter_init_append(raw, &iterator)
        return values.allSatisfy { Self.append($0, to: &iterator) }
    }

    /// The message's arguments, in order (empty when it has none).
    var arguments: [DBusValue] {
        var iterator = DBusMessageIter()
        guard dbus_message_iter_init(raw, &iterator) != 0 else { return [] }
        return Self.readAll(&iterator)
    }

    private static func append(_ value: DBusValue, to iterator: inout DBusMessageIter) -> Bool {
        switch value {
        case .byte(var byte): return dbus_message_iter_append_basic(&iterator, DBusType.byte, &byte) != 0
        case .bool(let bool):
            var flag: dbus_bool_t = bool ? 1 : 0
            return dbus_message_iter_append_basic(&iterator, DBusType.bool, &flag) != 0
        case .int16(var number): return dbus_message_iter_append_basic(&iterator, DBusType.int16, &number) != 0
        case .int32(var number): return dbus_message_iter_append_basic(&iterator, DBusType.int32, &number) != 0
        case .uint32(var number): return dbus_message_iter_append_basic(&iterator, DBusType.uint32, &number) != 0
        case .int64(var number): return dbus_message_iter_append_basic(&iterator, DBusType.int64, &number) != 0
        case .uint64(var number): return dbus_message_iter_append_basic(&iterator, DBusType.uint64, &number) != 0
        case .double(var number): return dbus_message_iter_append_basic(&iterator, DBusType.double, &number) != 0
        case .string(let text): return appendString(text, type: DBusType.string, to: &iterator)
        case .objectPath(let path): return appendString(path, type: DBusType.objectPath, to: &iterator)
        case .signature(let signature): return appendString(signature, type: DBusType.signature, to: &iterator)
        case .array(let elementSignature, let elements):
            return appendContainer(DBusType.array, signature: elementSignature, elements, to: &iterator)
        case .structure(let fields): return appendContainer(DBusType.structure, signature: nil, fields, to: &iterator)
        case .dictEntry(let key, let entry):
            return appendContainer(DBusType.dictEntry, signature: nil, [key, entry], to: &iterator)
        case .variant(let inner):
            return appendContainer(DBusType.variant, signature: inner.signature, [inner], to: &iterator)
        }
    }

    /// D-Bus strings hold no NUL: a text with one is cut there rather than refused.
    private static func appendString(_ text: String, type: Int32, to iterator: inout DBusMessageIter) -> Bool {
        text.withCString { pointer in
            var pointer: UnsafePointer<CChar>? = pointer
            return dbus_message_iter_append_basic(&iterator, type, &pointer) != 0
        }
    }

    private static func appendContainer(
        _ type: Int32, signature: String?, _ contents: [DBusValue], to iterator: inout DBusMessageIter
    ) -> Bool {
        var sub = DBusMessageIter()
        let opened: Bool
        if let signature {
            opened = signature.withCString { dbus_message_iter_open_container(&iterator, type, $0, &sub) != 0 }
        } else {
            opened = dbus_message_iter_open_container(&iterator, type, nil, &sub) != 0
        }
        guard opened else { return false }
        guard contents.allSatisfy({ append($0, to: &sub) }) else {
            dbus_message_iter_abandon_container(&iterator, &sub)
            return false
        }
        return dbus_message_iter_close_container(&iterator, &sub) != 0
    }

    private static func readAll(_ iterator: inout DBusMessageIter) -> [DBusValue] {
        var values: [DBusValue] = []
        while dbus_message_iter_get_arg_type(&iterator) != DBusType.invalid {
            if let value = read(&iterator) { values.append(value) }
            guard dbus_message_iter_next(&iterator) != 0 else { break }
        }
        return values
    }

    private static func read(_ iterator: inout DBusMessageIter) -> DBusValue? {
        let type = dbus_message_iter_get_arg_type(&iterator)
        switch type {
        case DBusType.byte: return .byte(basic(&iterator, UInt8(0)))
        case DBusType.bool: return .bool(basic(&iterator, dbus_bool_t(0)) != 0)
        case DBusType.int16: return .int16(basic(&iterator, Int16(0)))
        case DBusType.int32: return .int32(basic(&iterator, Int32(0)))
        case DBusType.uint32: return .uint32(basic(&iterator, UInt32(0)))
        case DBusType.int64: return .int64(basic(&iterator, Int64(0)))
        case DBusType.uint64: return .uint64(basic(&iterator, UInt64(0)))
        case DBusType.double: return .double(basic(&iterator, 0.0))
        case DBusType.string, DBusType.objectPath, DBusType.signature:
            var pointer: UnsafePointer<CChar>?
            dbus_message_iter_get_basic(&iterator, &pointer)
            let text = pointer.map { String(cString: $0) } ?? ""
            return type == DBusType.string
                ? .string(text) : type == DBusType.objectPath ? .objectPath(text) : .signature(text)
        case DBusType.array:
            var sub = DBusMessageIter()
            dbus_message_iter_recurse(&iterator, &sub)
            let signature = dbus_message_iter_get_signature(&iterator).map { raw in
                defer { dbus_free(raw) }
                return String(String(cString: raw).dropFirst())
            }
            return .array(elementSignature: signature ?? "", readAll(&sub))
        case DBusType.structure, DBusType.dictEntry, DBusType.variant:
            var sub = DBusMessageIter()
            dbus_message_iter_recurse(&iterator, &sub)
            let contents = readAll(&sub)
            if type == DBusType.structure { return .structure(contents) }
            if type == DBusType.variant { return contents.first.map { .variant($0) } }
            guard contents.count == 2 else { return nil }
            return .dictEntry(contents[0], contents[1])
        default:
            return nil  // file descriptors and the like: AT-SPI sends none
        }
    }

    private static func basic<Value: BitwiseCopyable>(_ iterator: inout DBusMessageIter, _ initial: Value) -> Value {
        var value = initial
        dbus_message_iter_get_basic(&iterator, &value)
        return value
    }
}

/// D-Bus's type codes (libdbus's `DBUS_TYPE_*` macros are casts Swift does not import).
enum DBusType {
    static let invalid: Int32 = 0
    static let byte = code("y")
    static let bool = code("b")
    static let int16 = code("n")
    static let int32 = code("i")
    static let uint32 = code("u")
    static let int64 = code("x")
    static let uint64 = code("t")
    static let double = code("d")
    static let string = code("s")
    static let objectPath = code("o")
    static let signature = code("g")
    static let array = code("a")
    static let structure = code("r")
    static let dictEntry = code("e")
    static let variant = code("v")

    private static func code(_ letter: Unicode.Scalar) -> Int32 { Int32(UInt8(ascii: letter)) }
}
