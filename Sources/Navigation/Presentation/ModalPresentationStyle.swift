/// How a presented page covers its presenter (UIModalPresentationStyle).
public enum ModalPresentationStyle: String, Sendable, Hashable {
    /// The page covers the window; once it is up, the presenter's view leaves the view tree
    /// (and is told it disappeared), and comes back as the to view on dismissal.
    case fullScreen
    /// The page covers the window but the presenter stays visible under it (for translucent
    /// pages) and gets no appearance callbacks.
    case overFullScreen
    /// As `overFullScreen`, laid out by the transitioning delegate's presentation controller.
    case custom
    /// A card inset from the window's edges over a dimmed presenter, which stays visible.
    case card
    /// Not a presentation (UIKit's `.none`): what a transition context of a push, a pop, a tab
    /// switch or a split view says. Presenting a page of this style presents it full screen.
    case none

    /// Whether the presenter's view stays on screen under the presented page.
    var keepsPresenterVisible: Bool { self != .fullScreen && self != .none }
}
