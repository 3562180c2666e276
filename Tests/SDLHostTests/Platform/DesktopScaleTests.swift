@_spi(SegueTools) @testable import SDLHost

/// Where the scale comes from when the code does not give one (MeasuredSDLFacts.md).
struct DesktopScaleTests {
    func testSegueScaleIsANumberFromAHalfToFour() {
        expectEqual(DesktopScale.requested(environment: ["SEGUE_SCALE": "2"]), 2)
        expectEqual(DesktopScale.requested(environment: ["SEGUE_SCALE": "1.5"]), 1.5)
        expectNil(DesktopScale.requested(environment: ["SEGUE_SCALE": "9"]))
        expectNil(DesktopScale.requested(environment: ["SEGUE_SCALE": "big"]))
        expectNil(DesktopScale.requested(environment: [:]))
    }

    func testGdkScaleWinsOverXftDPI() {
        expectEqual(DesktopScale.desktop(environment: ["GDK_SCALE": "2"], xftDPI: { 96 }), 2)
        expectEqual(DesktopScale.desktop(environment: ["GDK_SCALE": "0"], xftDPI: { 192 }), 2)
    }

    func testXftDPIOver96RoundsToAQuarter() {
        expectEqual(DesktopScale.desktop(environment: [:], xftDPI: { 96 }), 1)
        expectEqual(DesktopScale.desktop(environment: [:], xftDPI: { 144 }), 1.5)
        expectEqual(DesktopScale.desktop(environment: [:], xftDPI: { 120 }), 1.25)
        expectEqual(DesktopScale.desktop(environment: [:], xftDPI: { 130 }), 1.25)
        expectEqual(DesktopScale.desktop(environment: [:], xftDPI: { 192 }), 2)
        // Below 96 dpi nothing is made smaller than a pixel per point.
        expectEqual(DesktopScale.desktop(environment: [:], xftDPI: { 72 }), 1)
        expectNil(DesktopScale.desktop(environment: [:], xftDPI: { nil }))
    }

    func testTheXftDPILineIsFoundInTheResources() {
        let resources = "Xcursor.size:\t24\nXft.antialias:\t1\nXft.dpi:\t192\nXft.hinting:\t1\n"
        expectEqual(DesktopScale.parseXftDPI(resources: resources), 192)
        expectNil(DesktopScale.parseXftDPI(resources: "Xft.antialias:\t1\n"))
    }
}
