import Geometry
import Layers

/// The foundation's showcase: one small scene with every layer feature on it — text, an
/// image, rounded corners, a shadow, a translucent layer and a rotated one.
@MainActor
enum ShowcaseScene {
    /// The height of the bar `build` draws, which the content sits below.
    static let barHeight = 64.0
    /// The colour behind the showcase's layers.
    static let background = Color(red: 0.95, green: 0.95, blue: 0.97)

    /// The whole showcase, as `--showcase` opens it: an orange bar drawn with plain layers,
    /// then the content.
    static func build(in root: Layer, width: Double, photo: Image, chevron: Image) {
        let bar = Layer()
        bar.name = "bar"
        bar.frame = Rect(x: 0, y: 0, width: width, height: barHeight)
        bar.backgroundColor = .orange
        root.addSublayer(bar)

        let back = Layer()
        back.name = "chevron"
        back.frame = Rect(x: 12, y: 21.5, width: chevron.size.width, height: chevron.size.height)
        back.contents = chevron
        bar.addSublayer(back)

        let title = TextLayer(
            string: "Segue", style: TextStyle(font: .boldSystem(size: 20), color: .white, alignment: .center))
        title.name = "title"
        title.frame = Rect(x: 0, y: 17, width: width, height: 30)
        bar.addSublayer(title)

        buildContent(in: root, top: barHeight, photo: photo)
    }

    /// The content alone, its top edge at `top`: what the Layers page shows under the real
    /// navigation bar (a second, fake bar there would read as part of the navigation).
    /// Where the photo card is, `top` points down the root.
    static func cardFrame(top: Double) -> Rect { Rect(x: 40, y: top + 36, width: 320, height: 300) }
    /// The card's caption under the photo.
    static let caption = "Layers, drawn by SDL"

    static func buildContent(in root: Layer, top: Double, photo: Image) {
        let card = Layer()
        card.name = "card"
        card.frame = cardFrame(top: top)
        card.backgroundColor = .secondarySystemGroupedBackground
        card.cornerRadius = 18
        card.shadowOpacity = 0.3
        card.shadowRadius = 12
        card.shadowOffset = Size(width: 0, height: 6)
        root.addSublayer(card)

        let photoLayer = Layer()
        photoLayer.name = "photo"
        photoLayer.frame = Rect(x: 20, y: 20, width: 280, height: 210)
        photoLayer.contents = photo
        photoLayer.cornerRadius = 12
        photoLayer.masksToBounds = true
        card.addSublayer(photoLayer)

        let caption = TextLayer(
            string: caption, style: TextStyle(font: .system(size: 17), color: .label, alignment: .center)
        )
        caption.name = "caption"
        caption.frame = Rect(x: 20, y: 245, width: 280, height: 34)
        card.addSublayer(caption)

        let blue = Layer()
        blue.name = "blue"
        blue.frame = Rect(x: 420, y: top + 46, width: 160, height: 160)
        blue.backgroundColor = Color(red: 0.1, green: 0.45, blue: 0.95)
        blue.cornerRadius = 24
        root.addSublayer(blue)

        let translucent = Layer()
        translucent.name = "translucent"
        translucent.frame = Rect(x: 500, y: top + 126, width: 160, height: 160)
        translucent.backgroundColor = .orange
        translucent.cornerRadius = 24
        translucent.opacity = 0.6
        root.addSublayer(translucent)

        let rotated = Layer()
        rotated.name = "rotated"
        rotated.frame = Rect(x: 470, y: top + 336, width: 140, height: 90)
        rotated.backgroundColor = Color(red: 0.2, green: 0.75, blue: 0.35)
        rotated.cornerRadius = 10
        rotated.borderWidth = 3
        rotated.borderColor = Color(white: 0.15)
        rotated.affineTransform = AffineTransform(rotationAngle: .pi / 9)
        root.addSublayer(rotated)

        let label = TextLayer(
            string: "rotated 20°", style: TextStyle(font: .system(size: 15), color: .white, alignment: .center))
        label.frame = Rect(x: 0, y: 0, width: 140, height: 90)
        rotated.addSublayer(label)
    }
}
