import Animation
import Geometry
import Layers
@_spi(SegueTools) import Navigation

/// The scenes the benchmark draws, built from layers only.
@MainActor
enum BenchmarkScenes {
    /// `count` layers spread over the window: a third plain rects, a third rounded rects
    /// with a border, a third lines of text.
    static func staticScene(_ scene: Scene, count: Int) {
        let root = scene.rootLayer
        let columns = 40
        let cellW = scene.size.width / Double(columns)
        let rows = (count + columns - 1) / columns
        let cellH = scene.size.height / Double(max(rows, 1))
        for i in 0..<count {
            let frame = Rect(
                x: Double(i % columns) * cellW, y: Double(i / columns) * cellH,
                width: cellW - 2, height: max(cellH - 2, 2))
            let hue = Double(i % 7) / 7
            switch i % 3 {
            case 0:
                let layer = Layer()
                layer.frame = frame
                layer.backgroundColor = Color(red: 0.3 + 0.6 * hue, green: 0.5, blue: 0.9 - 0.6 * hue)
                root.addSublayer(layer)
            case 1:
                let layer = Layer()
                layer.frame = frame
                layer.backgroundColor = Color(red: 0.9, green: 0.4 + 0.5 * hue, blue: 0.3)
                layer.cornerRadius = min(6, frame.height / 2)
                layer.borderWidth = 1
                layer.borderColor = Color(white: 0.2)
                root.addSublayer(layer)
            default:
                let text = TextLayer(
                    string: "Row \(i % 50)", style: TextStyle(font: .system(size: 11), color: .black))
                text.frame = frame
                root.addSublayer(text)
            }
        }
    }

    /// A page like a list screen: a bar with a title and `rows` rows of text.
    static func page(size: Size, title: String, rows: Int, barColor: Color) -> Layer {
        let page = Layer()
        page.name = title
        page.frame = Rect(origin: .zero, size: size)
        page.backgroundColor = .white
        let bar = Layer()
        bar.frame = Rect(x: 0, y: 0, width: size.width, height: 64)
        bar.backgroundColor = barColor
        page.addSublayer(bar)
        let titleLayer = TextLayer(
            string: title, style: TextStyle(font: .boldSystem(size: 17), color: .black, alignment: .center))
        titleLayer.frame = Rect(x: 0, y: 20, width: size.width, height: 40)
        bar.addSublayer(titleLayer)
        let rowHeight = 44.0
        for i in 0..<rows {
            let y = 64 + Double(i) * rowHeight
            guard y < size.height else { break }
            let label = TextLayer(string: "\(title) row \(i + 1)", style: TextStyle(font: .system(size: 17)))
            label.frame = Rect(x: 16, y: y, width: size.width - 32, height: rowHeight)
            page.addSublayer(label)
            let separator = Layer()
            separator.frame = Rect(x: 16, y: y + rowHeight - 1, width: size.width - 16, height: 1)
            separator.backgroundColor = Color(white: 0.85)
            page.addSublayer(separator)
        }
        return page
    }

    /// A page with a card over it: rounded, clipping and translucent, so it is drawn into an
    /// offscreen surface every frame (a group: its rounded clip and its opacity). Returns the
    /// card.
    static func translucentCard(_ scene: Scene) -> Layer {
        let size = scene.size
        let under = page(size: size, title: "Settings", rows: 20, barColor: Color(white: 0.97))
        under.shouldRasterize = true
        scene.rootLayer.addSublayer(under)
        let card = page(
            size: Size(width: (size.width * 0.6).rounded(), height: (size.height * 0.6).rounded()), title: "Card",
            rows: 8, barColor: .orange)
        card.position = Point(x: size.width / 2, y: size.height / 2)
        card.cornerRadius = 16
        card.masksToBounds = true
        scene.rootLayer.addSublayer(card)
        return card
    }

    /// The parts of a two-page slide (PushAndPopAnimations.md): the page underneath with its dim
    /// strip, and the moving page with a shadow strip along its left edge.
    struct Slide {
        let under: Layer
        let dim: Layer
        let top: Layer
        let shadow: Layer

        /// Places everything for `progress` (0 = top page fully in, 1 = fully out).
        @MainActor
        func apply(progress: Double, width: Double) {
            let topX = progress * width
            top.position.x = width / 2 + topX
            shadow.position.x = topX - shadow.bounds.width
            under.position.x = width / 2 - 0.3 * width * (1 - progress)
            // Dim only what shows of the page underneath: a full-window translucent rect
            // costs about 3 ms in software (MeasuredSDLFacts.md).
            dim.bounds.size.width = max(topX, 0)
            dim.opacity = 0.1 * (1 - progress)
        }
    }

    static func slide(_ scene: Scene, rows: Int = 20) -> Slide {
        let size = scene.size
        let under = page(size: size, title: "Settings", rows: rows, barColor: Color(white: 0.97))
        let top = page(size: size, title: "Detail", rows: rows, barColor: .orange)
        under.shouldRasterize = true
        top.shouldRasterize = true
        let dim = Layer()
        dim.backgroundColor = .black
        dim.anchorPoint = .zero
        dim.bounds = Rect(origin: .zero, size: size)
        let shadow = Layer()
        shadow.anchorPoint = .zero
        shadow.bounds = Rect(x: 0, y: 0, width: 20, height: size.height)
        shadow.contents = EdgeShadow.ramp(pixels: 20, opacity: 0.3)
        for layer in [under, dim, shadow, top] { scene.rootLayer.addSublayer(layer) }
        return Slide(under: under, dim: dim, top: top, shadow: shadow)
    }
}
