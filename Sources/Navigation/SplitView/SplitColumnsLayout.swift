import Geometry

/// Where a split view's two columns rest in their container: side by side, or one alone with
/// the other just off screen on its side (the sidebar to the left, the content to the right),
/// where a collapse takes it and an expansion brings it from.
enum SplitColumnsLayout: Equatable {
    case sideBySide, primaryOnly, secondaryOnly

    /// The frame of the primary column (`primary`) or the secondary one in `bounds`, with the
    /// sidebar `primaryWidth` wide and a `separator` line between them side by side.
    func frame(primary: Bool, in bounds: Rect, primaryWidth: Double, separator: Double) -> Rect {
        let height = bounds.height
        let contentX = primaryWidth + separator
        let contentWidth = max(bounds.width - contentX, 0)
        switch (self, primary) {
        case (.sideBySide, true):
            return Rect(x: 0, y: 0, width: primaryWidth, height: height)
        case (.sideBySide, false):
            return Rect(x: contentX, y: 0, width: contentWidth, height: height)
        case (.primaryOnly, true), (.secondaryOnly, false):
            return Rect(x: 0, y: 0, width: bounds.width, height: height)
        case (.primaryOnly, false):
            return Rect(x: bounds.width + separator, y: 0, width: contentWidth, height: height)
        case (.secondaryOnly, true):
            return Rect(x: -contentX, y: 0, width: primaryWidth, height: height)
        }
    }
}
