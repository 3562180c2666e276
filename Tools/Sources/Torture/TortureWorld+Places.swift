import Geometry
@_spi(SegueTools) import Navigation
import Views

/// Where a user would put the pointer, in window points, for the generator: the back-drag
/// zones of the stacks on screen, back buttons, tab buttons, the pages' own buttons, a
/// card's dimming, and the middle of a presented page.
extension TortureWorld {
    /// The stacks whose view is in the window: their frames in the window.
    var visibleStackFrames: [Rect] {
        var views: [View] = navigationControllers.filter(\.isViewLoaded).map(\.view)
        views.append(pageStack)
        views += splitViews
        return views.filter { $0.window != nil }.map { $0.convert($0.bounds, to: nil) }
    }

    /// The centres of the visible buttons: back buttons, tab buttons, the pages' buttons.
    var buttonPoints: [Point] {
        var found: [Point] = []
        func visit(_ view: View) {
            guard !view.isHidden else { return }
            if view is Control {
                let frame = view.convert(view.bounds, to: nil)
                found.append(Point(x: frame.midX, y: frame.midY))
            }
            for subview in view.subviews { visit(subview) }
        }
        visit(window)
        return found
    }

    /// Whether `buttonPoints` has any: the same walk, stopping at the first button and
    /// converting nothing (the generator weighs by it before it needs the points).
    var hasButtons: Bool {
        func visit(_ view: View) -> Bool {
            guard !view.isHidden else { return false }
            if view is Control { return true }
            return view.subviews.contains(where: visit)
        }
        return visit(window)
    }

    /// The frames of presented pages' views in the window, top last.
    var presentedFrames: [Rect] {
        window.presentedViewControllers.filter { $0.view.window != nil }.map {
            $0.view.convert($0.view.bounds, to: nil)
        }
    }

    var size: Size { scene.size }

    /// Whether a navigation controller is presented (so `.presentedNav` ops act on one).
    var hasPresentedNav: Bool { presentedNav != nil }

    /// The numbers of the pages on `stack` now.
    func numbers(on stack: TortureOp.Stack) -> [Int] {
        if stack == .pages { return pageStack.views.compactMap { ($0 as? TortureCard)?.number } }
        return navigation(stack)?.viewControllers.compactMap { ($0 as? TorturePage)?.number } ?? []
    }

    /// The containers whose app interaction controller drives a transition now.
    var interactingContainers: [TortureOp.Container] {
        TortureOp.Container.allCases.filter { choice(for: $0).isDriving }
    }

    /// The containers running a transition now.
    var transitioningContainers: [TortureOp.Container] {
        var running: [TortureOp.Container] = []
        if nav.isTransitioning { running.append(.nav) }
        if pageStack.isTransitioning { running.append(.pages) }
        if presentedNav?.isTransitioning == true { running.append(.presentedNav) }
        if tabs.isTransitioning { running.append(.tabs) }
        if window.activePresentationContext != nil { running.append(.presentation) }
        return running
    }

    var isTransitioning: Bool { !transitioningContainers.isEmpty }

    /// Whether the app keeps a transition or a page (so `useKept` asks something).
    var keepsSomething: Bool { !keptContexts.isEmpty || !keptCoordinators.isEmpty || !keptPages.isEmpty }
}
