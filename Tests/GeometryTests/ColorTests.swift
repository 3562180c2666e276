@testable import Geometry

struct ColorTests {
    func testParsesSixDigitHexWithOrWithoutHash() throws {
        let orange = try Color(hex: "fb9c0a")
        expectTrue(orange.rgba8 == (0xfb, 0x9c, 0x0a, 255))
        try expectEqual(Color(hex: "#FB9C0A"), orange)
        expectEqual(orange.hexString, "fb9c0a")
    }

    func testParsesShortAndAlphaForms() throws {
        try expectEqual(Color(hex: "fff"), .white)
        let translucent = try Color(hex: "00000080")
        expectEqual(translucent.rgba8.a, 0x80)
    }

    func testRejectsBadInputWithAClearError() {
        expectThrows(Color.HexError.invalid("fb9c0")) { try Color(hex: "fb9c0") }
        expectThrows(Color.HexError.invalid("zz9c0a")) { try Color(hex: "zz9c0a") }
        expectTrue("\(Color.HexError.invalid("x"))".contains("RRGGBB"))
    }

    func testWithAlphaComponentKeepsTheChannelsAndReplacesTheOpacity() {
        let dim = Color.black.withAlphaComponent(0.5)
        expectEqual(dim, Color(red: 0, green: 0, blue: 0, alpha: 0.5))
        expectEqual(Color.red.withAlpha(0.2).withAlphaComponent(1), .red)
    }

    func testInterpolationClampsChannelsWhenASpringOvershoots() {
        let c = Color.black.interpolated(to: .white, fraction: 1.2)
        expectEqual(c, .white)
        let mid = Color.red.interpolated(to: .blue, fraction: 0.5)
        expectTrue(mid.red == 0.5 && mid.blue == 0.5)
    }
}
