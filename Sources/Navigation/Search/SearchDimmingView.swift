import Geometry
import Layers
import Views

/// The dimming over a page while its search is active with no text
/// (`SearchController.obscuresBackgroundDuringPresentation`): black at `alpha`, taking the
/// clicks that would reach the page; a click on it ends the search.
@MainActor
final class SearchDimmingView: View {
    /// The dimming's colour.
    static let color = Color(white: 0, alpha: 0.2)

    /// Called on a click (a press released over the view).
    var onClick: (@MainActor () -> Void)?

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        name = "searchDimming"
        backgroundColor = Self.color
    }

    override func pointerEnded(_ event: PointerEvent) {
        super.pointerEnded(event)
        guard bounds.contains(convert(event.location, from: nil)) else { return }
        onClick?()
    }
}
