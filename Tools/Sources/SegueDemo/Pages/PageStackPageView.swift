import Geometry
import Navigation
import Views

/// The page-stack page's view: a few lines saying what to try above a page stack that fills
/// the rest of the page, edge to edge, so the stack's left edge is the window's left edge
/// too and both back-drags start in the same strip (the inner one wins; see the page).
@MainActor
final class PageStackPageView: View {
    let lines: [Label]
    let stack: PageStackView
    private let insets = EdgeInsets(top: 16, left: 20, bottom: 16, right: 20)

    init(lines: [Label], stack: PageStackView) {
        self.lines = lines
        self.stack = stack
        super.init()
        backgroundColor = .systemBackground
        for line in lines { addSubview(line) }
        addSubview(stack)
        // The incoming card starts outside the stack: keep it from drawing over the lines.
        stack.clipsToBounds = true
    }

    override func layoutSubviews() {
        var y = insets.top
        // The notes keep to the readable column on a wide window.
        let readable = readableContentFrame
        let left = max(insets.left, readable.minX)
        let width = max(0, min(bounds.width - insets.right, readable.maxX) - left)
        for line in lines {
            // Notes wrap in a narrow window; one line keeps its 24-point row.
            let height = line.numberOfLines == 1 ? 24 : line.noteHeight(width: width)
            line.frame = Rect(x: left, y: y, width: width, height: height)
            y += height
        }
        y += insets.bottom
        stack.frame = Rect(x: 0, y: y, width: bounds.width, height: max(0, bounds.height - y))
    }
}
