import Geometry

@testable import Layers

/// `FrameDamage` finds the part of the window a frame draws differently from the one before,
/// so that a renderer whose surface keeps its pixels draws only that (Rendering.md,
/// "Only what changed").
@MainActor
struct FrameDamageTests {
    final class Owner {}

    static let size = Size(width: 400, height: 300)

    static func box(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Quad {
        Quad(rect: Rect(x: x, y: y, width: width, height: height), transform: .identity)
    }

    static func line(_ row: Int, _ text: String) -> DisplayItem {
        .text(
            quad: box(10, Double(row) * 20, 380, 20), text: text,
            style: TextStyle(font: .system(size: 15), color: .black), opacity: 1)
    }

    /// A page of ten lines of text and a caret after `caretColumn` characters of line 4.
    static func page(typed: String = "", caretColumn: Int = 0, caretShown: Bool = true) -> DisplayList {
        var items: [DisplayItem] = [.fill(quad: box(0, 0, 400, 300), color: .white, cornerRadius: 0, opacity: 1)]
        for row in 0..<10 { items.append(line(row, row == 4 ? "Line 4 " + typed : "Line \(row)")) }
        if caretShown {
            items.append(
                .fill(quad: box(60 + Double(caretColumn) * 8, 80, 2, 20), color: .blue, cornerRadius: 0, opacity: 1))
        }
        return DisplayList(size: size, background: .white, items: items)
    }

    func testTheFirstFrameANewSizeAndANewBackgroundAreDrawnWhole() {
        var damage = FrameDamage()
        expectNil(damage.damage(of: Self.page()))
        expectEqual(damage.damage(of: Self.page()), .zero)
        var wider = Self.page()
        wider.size = Size(width: 500, height: 300)
        expectNil(damage.damage(of: wider))
        var green = wider
        green.background = .green
        expectNil(damage.damage(of: green))
        damage.forget()
        expectNil(damage.damage(of: green))
    }

    /// A frame drawn whole (after `forget`, at a new size) is summed up only when the next
    /// frame is compared with it: the comparison is with that frame, not an older one.
    func testTheNextFrameIsComparedWithTheFrameDrawnWhole() {
        var damage = FrameDamage()
        let at = { (x: Double, width: Double) in
            DisplayList(
                size: Size(width: width, height: 300), background: .white,
                items: [.fill(quad: Self.box(x, 10, 20, 20), color: .red, cornerRadius: 0, opacity: 1)])
        }
        _ = damage.damage(of: at(10, 400))
        damage.forget()
        expectNil(damage.damage(of: at(50, 400)))
        damage.forget()
        expectNil(damage.damage(of: at(100, 400)))
        expectEqual(damage.damage(of: at(120, 400)), Rect(x: 99, y: 9, width: 42, height: 22))
        expectNil(damage.damage(of: at(130, 500)))
        expectEqual(damage.damage(of: at(200, 500)), Rect(x: 129, y: 9, width: 92, height: 22))
        expectEqual(damage.damage(of: at(200, 500)), .zero)
    }

    func testATypedCharacterDamagesItsLineAndTheCaretOnly() {
        var damage = FrameDamage()
        _ = damage.damage(of: Self.page(typed: "", caretColumn: 0))
        let changed = damage.damage(of: Self.page(typed: "a", caretColumn: 1))
        // Line 4's box (y 80...100) grown by a point for antialiased edges.
        expectEqual(changed, Rect(x: 9, y: 79, width: 382, height: 22))
    }

    func testTheCaretBlinkingDamagesOnlyTheCaret() {
        var damage = FrameDamage()
        _ = damage.damage(of: Self.page(caretColumn: 3))
        // The list is shorter by the caret: the middles differ in length, only the caret is there.
        let hidden = damage.damage(of: Self.page(caretColumn: 3, caretShown: false))
        expectEqual(hidden, Rect(x: 83, y: 79, width: 4, height: 22))
        let shown = damage.damage(of: Self.page(caretColumn: 3))
        expectEqual(shown, hidden)
    }

    func testAMovedItemDamagesWhereItWasAndWhereItIs() {
        var damage = FrameDamage()
        let at = { (x: Double) in
            DisplayList(
                size: Self.size, background: .white,
                items: [.fill(quad: Self.box(x, 10, 20, 20), color: .red, cornerRadius: 0, opacity: 1)])
        }
        _ = damage.damage(of: at(10))
        expectEqual(damage.damage(of: at(100)), Rect(x: 9, y: 9, width: 112, height: 22))
    }

    func testAShadowDamagesAsFarAsItsBlurReaches() {
        var damage = FrameDamage()
        let shadow = { (opacity: Double) in
            DisplayList(
                size: Self.size, background: .white,
                items: [
                    .shadow(
                        quad: Self.box(100, 100, 50, 50), color: .black, cornerRadius: 0, radius: 4, opacity: opacity)
                ])
        }
        _ = damage.damage(of: shadow(0.5))
        // Three blur radii and a point past the shape, and the point for antialiasing.
        expectEqual(damage.damage(of: shadow(0.4)), Rect(x: 86, y: 86, width: 78, height: 78))
    }

    func testAClipThatChangesDamagesBothClipsForTheItemsInside() {
        var damage = FrameDamage()
        let clipped = { (width: Double) in
            DisplayList(
                size: Self.size, background: .white,
                items: [
                    .pushClip(Rect(x: 0, y: 0, width: width, height: 300)),
                    .fill(quad: Self.box(0, 0, 400, 50), color: .red, cornerRadius: 0, opacity: 1),
                    .popClip,
                    .fill(quad: Self.box(0, 200, 400, 50), color: .blue, cornerRadius: 0, opacity: 1),
                ])
        }
        _ = damage.damage(of: clipped(100))
        // The fill inside is the same item under another clip; the one after the clip is not touched.
        expectEqual(damage.damage(of: clipped(150)), Rect(x: 0, y: 0, width: 151, height: 51))
    }

    func testABlurOverTheDamageIsDrawnWhole() {
        var damage = FrameDamage()
        let owner = Owner()
        let underBlur = { (color: Color) in
            DisplayList(
                size: Self.size, background: .white,
                items: [
                    .fill(quad: Self.box(0, 0, 20, 20), color: color, cornerRadius: 0, opacity: 1),
                    .backdropBlur(
                        BackdropBlur(
                            quad: Self.box(10, 10, 200, 100), radius: 8, opacity: 1, owner: ObjectIdentifier(owner))),
                ])
        }
        _ = damage.damage(of: underBlur(.red))
        expectEqual(damage.damage(of: underBlur(.green)), Rect(x: 0, y: 0, width: 211, height: 111))
    }

    func testAGroupIsTheSameWhileItsCacheKeyIsAndAGroupWithoutOneNeverIs() {
        var damage = FrameDamage()
        let owner = Owner()
        let groups = { (version: UInt64) in
            DisplayList(
                size: Self.size, background: .white,
                items: [
                    .group(
                        Group(
                            quad: Self.box(0, 0, 100, 100), opacity: 1,
                            cacheKey: RasterCacheKey(owner: ObjectIdentifier(owner), version: version)
                        ) { DisplayList(size: Size(width: 100, height: 100)) }),
                    .group(
                        Group(quad: Self.box(200, 200, 50, 50), opacity: 1) {
                            DisplayList(size: Size(width: 50, height: 50))
                        }),
                ])
        }
        _ = damage.damage(of: groups(1))
        expectEqual(damage.damage(of: groups(1)), Rect(x: 199, y: 199, width: 52, height: 52))
        expectEqual(damage.damage(of: groups(2)), Rect(x: 0, y: 0, width: 251, height: 251))
    }

    func testAQuadTurnedBehindTheEyeDamagesEverything() {
        var damage = FrameDamage()
        var behind = Transform3D.identity
        behind.m14 = -0.01
        let turned = DisplayList(
            size: Self.size, background: .white,
            items: [
                .fill(
                    quad: Quad(rect: Rect(x: 0, y: 0, width: 200, height: 100), transform: behind), color: .red,
                    cornerRadius: 0, opacity: 1)
            ])
        _ = damage.damage(of: Self.page())
        expectNil(damage.damage(of: turned))
    }
}
