import Geometry
import Views

/// Lays its subviews out top to bottom at their preferred heights (a small UIStackView).
@MainActor
final class ColumnView: View {
    var spacing = 12.0
    var insets = EdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
    /// Heights by subview; a subview without one gets 44 points.
    private var heights: [ObjectIdentifier: Double] = [:]

    func add(_ view: View, height: Double = 44) {
        heights[ObjectIdentifier(view)] = height
        addSubview(view)
    }

    override func layoutSubviews() {
        var y = insets.top
        let width = bounds.width - insets.left - insets.right
        for view in subviews {
            let h = heights[ObjectIdentifier(view)] ?? 44
            view.frame = Rect(x: insets.left, y: y, width: width, height: h)
            y += h + spacing
        }
    }
}
