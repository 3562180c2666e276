import Navigation

/// A page that pops with its own animator while its own gesture drives it: the demo's
/// navigation delegate gives them for a pop from such a page (UIKit's delegate-provided
/// animation and interaction controllers).
@MainActor
protocol OwnPopTransition: AnyObject {
    /// The animator and interaction controller for a pop now, or nil for the usual pop (the
    /// page's own gesture is not dragging).
    var ownPop: (animator: any AnimatedTransitioning, interaction: any InteractiveTransitioning)? { get }
}
