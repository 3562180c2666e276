import Geometry
import Views

/// Lays its subviews out top to bottom at their preferred heights (a small UIStackView), in
/// the readable column.
@MainActor
final class ColumnView: View {
    var spacing = 12.0
    var insets = EdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
    /// Heights by subview; a subview without one gets 44 points.
    private var heights: [ObjectIdentifier: Double] = [:]
    /// Notes: as high as their text wrapped at the column's width.
    private var notes: Set<ObjectIdentifier> = []

    func add(_ view: View, height: Double = 44) {
        heights[ObjectIdentifier(view)] = height
        addSubview(view)
    }

    /// Adds a note, as high as its wrapped lines (the column lays out again when its text
    /// changes).
    func add(note: Label) {
        notes.insert(ObjectIdentifier(note))
        addSubview(note)
    }

    /// Lays the subviews out in the readable column (`readableContentFrame`), within the insets:
    /// on a wide window they keep a readable width instead of stretching across it.
    override func layoutSubviews() {
        var y = insets.top
        let readable = readableContentFrame
        let left = max(insets.left, readable.minX)
        let width = max(0, min(bounds.width - insets.right, readable.maxX) - left)
        for view in subviews {
            let id = ObjectIdentifier(view)
            let h = notes.contains(id) ? (view as? Label)?.noteHeight(width: width) ?? 24 : heights[id] ?? 44
            view.frame = Rect(x: left, y: y, width: width, height: h)
            y += h + spacing
        }
    }
}
