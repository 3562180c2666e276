import Geometry
import Navigation
import Views

/// A page of the page stack of plain views (seed 003): a coloured card with buttons that
/// push a new card and pop through `pushPage` and `popPage`, as a view does in an app.
@MainActor
final class TortureCard: View {
    let number: Int
    weak var world: TortureWorld?

    static let buttonFrames: [(String, Rect)] = [
        ("push", Rect(x: 40, y: 20, width: 140, height: 44)),
        ("pop", Rect(x: 40, y: 80, width: 140, height: 44)),
    ]

    init(number: Int, world: TortureWorld) {
        self.number = number
        self.world = world
        super.init(frame: .zero)
        name = "card-\(number)"
        let shades = [Color(r8: 231, g8: 76, b8: 60), Color(r8: 46, g8: 204, b8: 113), Color(r8: 52, g8: 152, b8: 219)]
        backgroundColor = shades[number % shades.count]
        for (title, frame) in Self.buttonFrames {
            let button = Button(frame: frame, title: title)
            button.name = "card-\(number).\(title)"
            button.addAction { [weak self] in self?.buttonPressed(title) }
            addSubview(button)
        }
    }

    private func buttonPressed(_ title: String) {
        guard let world else { return }
        if title == "push" {
            pushPage(world.freshCard())
        } else {
            popPage()
        }
    }
}
