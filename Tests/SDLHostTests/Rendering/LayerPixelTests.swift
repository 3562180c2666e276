import Animation
import Foundation
import Geometry
import Layers
import SegueTestSupport

@testable import SDLHost

/// Each layer property, set on a real layer tree, flattened by the scene and drawn by SDL's
/// software renderer on the offscreen driver, changes the pixels it should.
@MainActor
struct LayerPixelTests {
    let scene = Scene(size: Size(width: 200, height: 200), clock: ManualClock(), background: .white)

    func layer(_ frame: Rect, _ color: Color) -> Layer {
        let l = Layer()
        l.frame = frame
        l.backgroundColor = color
        scene.rootLayer.addSublayer(l)
        return l
    }

    func render() throws -> PixelBuffer {
        let renderer = try HostFixture.renderer(width: 200, height: 200)
        try scene.renderFrameIfNeeded(with: renderer)
        return try renderer.readPixels()
    }

    func testHalfOpaqueRedOverWhiteReadsPink() throws {
        layer(Rect(x: 50, y: 50, width: 100, height: 100), .red).opacity = 0.5
        let pixels = try render()
        expectPixel(pixels, 100, 100, RGBA(255, 128, 128), tolerance: 6)
        expectPixel(pixels, 20, 20, white)
    }

    func testAFortyFiveDegreeRotationPutsColourOnTheDiamond() throws {
        let square = layer(Rect(x: 60, y: 60, width: 80, height: 80), .blue)
        square.affineTransform = AffineTransform(rotationAngle: .pi / 4)
        let pixels = try render()
        // The diamond's top vertex reaches 100 - 40·√2 ≈ 43; the square's corner (62, 62) is now
        // outside it.
        expectPixel(pixels, 100, 50, RGBA(0, 0, 255), tolerance: 8)
        expectPixel(pixels, 62, 62, white, tolerance: 8)
        expectPixel(pixels, 100, 100, RGBA(0, 0, 255))
    }

    func testAClippingLayerLeavesNothingOutside() throws {
        let clip = layer(Rect(x: 50, y: 50, width: 60, height: 60), .clear)
        clip.masksToBounds = true
        let child = Layer()
        child.frame = Rect(x: -40, y: -40, width: 200, height: 200)
        child.backgroundColor = .green
        clip.addSublayer(child)
        let pixels = try render()
        for y in 0..<200 {
            for x in 0..<200 {
                let inside = x >= 50 && x < 110 && y >= 50 && y < 110
                let expected = inside ? RGBA(0, 255, 0) : white
                if pixels[x, y].distance(to: expected) > 2 {
                    recordIssue("pixel (\(x), \(y)) is \(pixels[x, y]), expected \(expected)")
                    return
                }
            }
        }
    }

    func testRoundedClippingCutsTheChildsCorners() throws {
        let clip = layer(Rect(x: 50, y: 50, width: 100, height: 100), .clear)
        clip.masksToBounds = true
        clip.cornerRadius = 30
        let child = Layer()
        child.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        child.backgroundColor = .blue
        clip.addSublayer(child)
        let pixels = try render()
        expectPixel(pixels, 52, 52, white, tolerance: 8)
        expectPixel(pixels, 100, 100, RGBA(0, 0, 255))
        expectPixel(pixels, 100, 51, RGBA(0, 0, 255))
    }

    func testAShadowDarkensPixelsBesideItsLayer() throws {
        let card = layer(Rect(x: 60, y: 60, width: 80, height: 80), .white)
        card.shadowOpacity = 0.6
        card.shadowRadius = 6
        card.shadowOffset = Size(width: 0, height: 4)
        let pixels = try render()
        let beside = pixels[100, 146]  // just below the card, where the offset shadow falls
        expectLess(beside.r, 235, "below the card: \(beside)")
        let further = pixels[100, 160]
        expectGreater(further.r, beside.r, "the shadow fades with distance: \(further) vs \(beside)")
        expectPixel(pixels, 100, 190, white)
        card.shadowOpacity = 0
        let none = try render()
        expectPixel(none, 100, 146, white)
    }

    func testTextDrawsDarkPixelsInsideItsBoxOnly() throws {
        let text = TextLayer(string: "Segue", style: TextStyle(font: .boldSystem(size: 24), color: .black))
        text.frame = Rect(x: 30, y: 60, width: 120, height: 40)
        scene.rootLayer.addSublayer(text)
        let pixels = try render()
        var darkInside = 0
        for y in 0..<200 {
            for x in 0..<200 where pixels[x, y].r < 100 {
                let inside = x >= 30 && x < 150 && y >= 60 && y < 100
                expectTrue(inside, "dark pixel outside the text box at (\(x), \(y))")
                if !inside { return }
                darkInside += 1
            }
        }
        expectGreater(darkInside, 60)
    }

    func testAnImageAppearsWhereItIsPlaced() throws {
        let picture = Layer()
        picture.frame = Rect(x: 120, y: 30, width: 40, height: 20)
        picture.contents = Image(pixels: PixelBuffer(width: 4, height: 2, color: .orange))
        scene.rootLayer.addSublayer(picture)
        let pixels = try render()
        expectPixel(pixels, 140, 40, RGBA(Color.orange), tolerance: 2)
        expectPixel(pixels, 121, 31, RGBA(Color.orange), tolerance: 2)
        expectPixel(pixels, 118, 40, white)
        expectPixel(pixels, 140, 52, white)
    }

    func testRoundedCornersAndBordersChangeTheirPixels() throws {
        let box = layer(Rect(x: 40, y: 40, width: 120, height: 120), .blue)
        box.cornerRadius = 30
        box.borderWidth = 6
        box.borderColor = .red
        let pixels = try render()
        expectPixel(pixels, 42, 42, white, tolerance: 8)  // the cut corner
        expectPixel(pixels, 100, 42, RGBA(255, 0, 0))  // the border's top edge
        expectPixel(pixels, 100, 100, RGBA(0, 0, 255))  // the inside
    }

    func testATranslucentParentFadesItsChildrenAsOne() throws {
        let parent = layer(Rect(x: 40, y: 40, width: 120, height: 120), .clear)
        parent.opacity = 0.5
        for (x, color) in [(0.0, Color.red), (40.0, Color.blue)] {
            let child = Layer()
            child.frame = Rect(x: x, y: 0, width: 80, height: 120)
            child.backgroundColor = color
            parent.addSublayer(child)
        }
        let pixels = try render()
        // In the overlap the blue child covers the red one; faded as a group, half blue.
        expectPixel(pixels, 100, 100, RGBA(128, 128, 255), tolerance: 6)
    }

    func testPerspectiveNarrowsTheFarEdge() throws {
        let stage = layer(Rect(x: 0, y: 0, width: 200, height: 200), .clear)
        stage.sublayerTransform = .perspective(eyeDistance: 300)
        let face = Layer()
        face.frame = Rect(x: 50, y: 50, width: 100, height: 100)
        face.backgroundColor = .blue
        face.transform = Transform3D(rotationAngle: .pi / 4, x: 0, y: 1, z: 0)
        stage.addSublayer(face)
        let pixels = try render()
        func columnHeight(_ x: Int) -> Int { (0..<200).filter { pixels[x, $0].b > 200 && pixels[x, $0].r < 60 }.count }
        let left = columnHeight(75)
        let right = columnHeight(125)
        expectTrue(left > 0 && right > 0)
        expectNotEqual(left, right, "a turned face in perspective is a trapezoid: \(left) vs \(right)")
    }

    func testASnapshotDrawnElsewhereMatchesTheLiveRendering() throws {
        let card = layer(Rect(x: 10, y: 10, width: 80, height: 80), Color(red: 0.9, green: 0.9, blue: 1))
        card.cornerRadius = 12
        let dot = Layer()
        dot.frame = Rect(x: 20, y: 20, width: 30, height: 30)
        dot.backgroundColor = .red
        dot.cornerRadius = 15
        card.addSublayer(dot)
        let label = TextLayer(string: "Hi", style: TextStyle(font: .boldSystem(size: 18), color: .black))
        label.frame = Rect(x: 45, y: 50, width: 30, height: 24)
        card.addSublayer(label)

        let renderer = try HostFixture.renderer(width: 200, height: 200)
        try scene.renderFrameIfNeeded(with: renderer)
        let live = try renderer.readPixels()

        let snapshot = try scene.snapshot(of: card, with: renderer)
        expectEqual(snapshot.size, Size(width: 80, height: 80))
        let copy = Layer()
        copy.frame = Rect(x: 110, y: 110, width: 80, height: 80)
        copy.contents = snapshot
        scene.rootLayer.addSublayer(copy)
        try scene.renderFrameIfNeeded(with: renderer)
        let both = try renderer.readPixels()

        let original = live.cropped(x: 10, y: 10, width: 80, height: 80)
        let drawnElsewhere = both.cropped(x: 110, y: 110, width: 80, height: 80)
        let difference = ImageDifference(original, drawnElsewhere, tolerance: 8)
        expectLess(difference.mismatchedFraction, 0.01, "\(difference)")
        // And the snapshot is not blank: the red dot is in it.
        expectPixel(both, 110 + 35, 110 + 35, RGBA(255, 0, 0))
    }
}
