@testable import SDLHost

/// The D-Bus values the bridge writes come back unchanged when read from the same message
/// (libdbus marshals them; no bus needed), and their signatures are D-Bus's.
struct DBusMessageTests {
    func testNestedValuesRoundTrip() throws {
        let message = try require(
            DBusMessage.methodCall(
                destination: "org.example", path: "/org/example", interface: "org.example.I", member: "M"))
        let values: [DBusValue] = [
            .string("Orange bar"), .int32(-3), .uint32(7), .bool(true), .double(0.5), .objectPath("/a/b"),
            .structure([.string(":1.2"), .objectPath("/org/a11y/atspi/accessible/root")]),
            .array(elementSignature: "u", [.uint32(1), .uint32(1 << 31)]),
            .array(elementSignature: "(so)", []),
            .stringDictionary([("toolkit", "Segue")]),
            .variant(.structure([.string("x"), .int32(1)])),
        ]
        expectTrue(message.append(values))
        expectEqual(message.arguments, values)
        expectEqual(message.member, "M")
        expectTrue(message.isMethodCall)
    }

    func testSignaturesAreDBus() {
        expectEqual(DBusValue.structure([.string(""), .objectPath("/")]).signature, "(so)")
        expectEqual(DBusValue.stringDictionary([]).signature, "a{ss}")
        expectEqual(DBusValue.array(elementSignature: "(sss)", []).signature, "a(sss)")
        expectEqual(DBusValue.variant(.int32(1)).signature, "v")
    }

    /// A text with a NUL (which D-Bus strings cannot hold) is cut there, not refused.
    func testTextWithNulIsCut() throws {
        let message = try require(DBusMessage.signal(path: "/a", interface: "org.example.I", member: "S"))
        expectTrue(message.append([.string("ab\u{0}cd")]))
        expectEqual(message.arguments, [.string("ab")])
    }

    func testStateSetWords() {
        // focused (12), showing (25), checkable (41: word 1, bit 9). (The words typed here: as
        // literals in the expectation they took seconds to typecheck.)
        let words: [UInt32] = [1 << 12 | 1 << 25, 1 << 9]
        expectEqual(AccessibleState.atspiWords([.focused, .showing, .checkable]), words)
        expectEqual(AccessibleState.atspiWords([]), [0, 0])
    }
}
