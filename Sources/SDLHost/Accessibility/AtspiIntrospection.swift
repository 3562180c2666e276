/// The answer to `org.freedesktop.DBus.Introspectable.Introspect` on a node: the interfaces it
/// implements, by name (AT-SPI clients know their members; debuggers such as d-spy list them).
enum AtspiIntrospection {
    static func document(interfaces: [String]) -> String {
        let names = interfaces + [Atspi.properties, Atspi.introspectable]
        let body = names.map { "  <interface name=\"\($0)\"/>" }.joined(separator: "\n")
        return """
            <!DOCTYPE node PUBLIC "-//freedesktop//DTD D-BUS Object Introspection 1.0//EN"
             "http://www.freedesktop.org/standards/dbus/1.0/introspect.dtd">
            <node>
            \(body)
            </node>
            """
    }
}
