import Geometry
import Layers
import Views

/// A panel with a grabber (a short rounded bar, as on an iOS sheet) and what to do with it.
@MainActor
final class GrabHandleView: View {
    private let grabber = View()
    private let label = Label(
        text: "Drag this handle down", font: .system(size: 17), textColor: .demoGray(0.35), textAlignment: .center)

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = .demoPanel(0.94)
        layer.cornerRadius = 10
        grabber.backgroundColor = .demoGray(0.7)
        grabber.layer.cornerRadius = 2.5
        addSubview(grabber)
        addSubview(label)
    }

    override func layoutSubviews() {
        grabber.frame = Rect(x: ((bounds.width - 40) / 2).rounded(), y: 14, width: 40, height: 5)
        label.frame = Rect(x: 0, y: 24, width: bounds.width, height: max(0, bounds.height - 24))
    }
}
