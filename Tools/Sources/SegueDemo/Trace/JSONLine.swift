import Foundation

/// One JSON object written as a line, fields in the order given: the trace's format.
struct JSONLine {
    private var fields: [String] = []

    mutating func add(_ key: String, _ value: String) { fields.append("\"\(key)\":\(Self.quote(value))") }
    mutating func add(_ key: String, _ value: Double) { fields.append("\"\(key)\":\(Self.number(value))") }
    mutating func add(_ key: String, _ value: Int) { fields.append("\"\(key)\":\(value)") }
    mutating func add(_ key: String, _ value: Bool) { fields.append("\"\(key)\":\(value)") }
    mutating func addNull(_ key: String) { fields.append("\"\(key)\":null") }
    mutating func add(_ key: String, _ values: [String]) {
        fields.append("\"\(key)\":[" + values.map(Self.quote).joined(separator: ",") + "]")
    }
    mutating func add(_ key: String, _ values: [Double]) {
        fields.append("\"\(key)\":[" + values.map(Self.number).joined(separator: ",") + "]")
    }
    mutating func add(_ key: String, object: JSONLine) { fields.append("\"\(key)\":\(object.text)") }
    mutating func add(_ key: String, objects: [JSONLine]) {
        fields.append("\"\(key)\":[" + objects.map(\.text).joined(separator: ",") + "]")
    }

    var text: String { "{" + fields.joined(separator: ",") + "}" }

    static func number(_ v: Double) -> String {
        guard v.isFinite else { return "null" }
        if v == v.rounded() && abs(v) < 1e15 { return String(Int(v)) }
        let short = String(format: "%.4f", v)
        // A value just short of a whole number (a transition's progress at 0.99996) is not
        // written as one: the trace would show it at its end a frame early.
        if let parsed = Double(short), parsed == parsed.rounded() { return String(v) }
        return short
    }

    static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    out += String(format: "\\u%04x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
