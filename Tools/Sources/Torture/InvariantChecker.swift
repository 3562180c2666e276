import Geometry
@_spi(SegueTools) import Layers
@_spi(SegueTools) import Navigation
import Views

/// The promises a torture run checks: after every op the cheap ones (no page twice on a
/// stack or in two places, appearance callbacks in an order the previous one allows, a
/// completion never run twice, refused requests change nothing), and after every settle
/// the rest (nothing left moving, exactly the visible pages in the window at their rest
/// frames and showing their model values, appearance state matching what is on screen,
/// popped and dismissed pages freed, accepted requests completed once, caches bounded).
@MainActor
package struct InvariantChecker {
    /// Raster keys the scene's flattener may hold at rest.
    package var maximumRasterKeys = 512
    /// Layers the window may hold at rest (the visible pages and their chrome).
    package var maximumLayers = 1500

    package init() {}

    /// The cheap checks, after every op.
    package func afterOp(_ world: TortureWorld) -> [(rule: String, detail: String)] {
        var found = world.takeReported()
        func fail(_ rule: String, _ detail: String) { found.append((rule, detail)) }

        // Where each page was met, as a way to name that place should a page be met twice:
        // the names are made only then (this runs after every op).
        var placed: [ObjectIdentifier: () -> String] = [:]
        placed.reserveCapacity(32)
        func place(_ object: AnyObject, _ name: @autoclosure () -> String, in place: @escaping () -> String) {
            let id = ObjectIdentifier(object)
            if let other = placed[id] {
                fail("duplicate", "\(name()) is in \(other()) and in \(place())")
            } else {
                placed[id] = place
            }
        }
        for (index, tab) in world.tabs.viewControllers.enumerated() { place(tab, tab.name, in: { "tab \(index)" }) }
        let navigationControllers = world.navigationControllers
        for nav in navigationControllers {
            for vc in nav.viewControllers {
                place(vc, vc.name, in: { "\(nav.name)'s stack" })
                if vc.parent !== nav { fail("containment", "\(vc.name) is on \(nav.name)'s stack but not its child") }
            }
        }
        for view in world.pageStack.views { place(view, view.name ?? "card", in: { "the page stack" }) }
        for vc in world.window.presentedViewControllers { place(vc, vc.name, in: { "the presented pages" }) }

        // The shield: a container takes no clicks exactly while it moves pages, and both
        // pages are in it.
        var containers: [(String, View, TransitionContext?, Bool)] = navigationControllers.map {
            ($0.name, $0.containerView, $0.activeTransitionContext, $0.isTransitioning)
        }
        containers.append(
            (
                "the page stack", world.pageStack.containerView, world.pageStack.activeTransitionContext,
                world.pageStack.isTransitioning
            ))
        for (name, container, context, moving) in containers {
            if container.isUserInteractionEnabled == moving {
                fail("shield", "\(name)'s container is \(moving ? "not shielded while moving" : "shielded at rest")")
            }
            if let context, context.fromView.superview !== container || context.toView.superview !== container {
                fail("transition.container", "a page of \(name)'s transition is out of its container")
            }
        }
        if world.tabs.containerView.isUserInteractionEnabled == world.tabs.isTransitioning {
            fail("shield", "the tab container's shield does not match its switch")
        }

        for (request, runs) in world.completionRuns where runs > 1 {
            fail("completion", "the completion of request \(request) ran \(runs) times")
        }
        return found
    }

    /// Everything, once the world has settled.
    package func atRest(_ world: TortureWorld) -> [(rule: String, detail: String)] {
        var found = afterOp(world)
        func fail(_ rule: String, _ detail: String) { found.append((rule, detail)) }

        // Nothing moves.
        if !world.scene.engine.isIdle {
            fail("rest.running", "\(world.scene.engine.runningCount) animations still run")
        }
        for nav in world.navigationControllers where nav.isTransitioning {
            fail("rest.running", "\(nav.name) is still transitioning")
        }
        if world.pageStack.isTransitioning { fail("rest.running", "the page stack is still transitioning") }
        if world.tabs.isTransitioning { fail("rest.running", "the tab bar controller is still switching") }
        if world.window.activePresentationContext != nil { fail("rest.running", "a presentation is still running") }
        if world.window.isTrackingPointer { fail("rest.running", "the window still tracks a press") }
        for container in TortureOp.Container.allCases where world.choice(for: container).interaction.context != nil {
            fail("leak", "the app's \(container) interaction still holds a finished transition's context")
        }

        checkContainers(world, fail)
        checkPresentations(world, fail)
        checkRoot(world, fail)
        checkAppearance(world, fail)
        checkEveryPage(world, fail)
        checkFocus(world, fail)
        checkLeaks(world, fail)
        checkLayers(world, fail)
        checkTopPageTakesClicks(world, fail)

        for request in world.acceptedRequests where world.completionRuns[request] != 1 {
            fail(
                "completion",
                "the completion of accepted request \(request) ran \(world.completionRuns[request] ?? 0) times")
        }
        world.completionRuns = [:]
        world.acceptedRequests = []
        world.pruneFreedPages()
        return found
    }

    // MARK: - Pages at rest

    /// A page at rest: in its container, at `frame`, untransformed, opaque, shown, no
    /// longer rasterized.
    private func checkResting(
        _ view: View, in container: View, frame: Rect, _ name: String, _ fail: (String, String) -> Void
    ) {
        if view.superview !== container { fail("rest.container", "\(name) is not in its container") }
        if view.frame != frame { fail("rest.frame", "\(name) is at \(view.frame), not \(frame)") }
        if view.layer.modelState.transform != .identity { fail("rest.frame", "\(name) is left transformed") }
        if view.alpha != 1 { fail("rest.frame", "\(name) is left at alpha \(view.alpha)") }
        if view.isHidden { fail("rest.frame", "\(name) is left hidden") }
        if view.layer.shouldRasterize { fail("rest.frame", "\(name) is left rasterized") }
        if !container.isUserInteractionEnabled { fail("rest.shield", "\(name)'s container is left shielded") }
    }

    private func checkContainers(_ world: TortureWorld, _ fail: (String, String) -> Void) {
        // Containment at rest: a container's children are exactly its pages (a child off the
        // stack is a page the container forgot to let go).
        for nav in world.navigationControllers {
            let stack = nav.viewControllers
            for child in nav.children where !stack.contains(where: { $0 === child }) {
                fail("rest.containment", "\(child.name) is a child of \(nav.name) but not on its stack")
            }
        }
        let tabList = world.tabs.viewControllers
        for child in world.tabs.children where !tabList.contains(where: { $0 === child }) {
            fail("rest.containment", "\(child.name) is a child of \(world.tabs.name) but not one of its tabs")
        }
        for tab in tabList where tab.parent !== world.tabs {
            fail("rest.containment", "\(tab.name) is a tab of \(world.tabs.name) but not its child")
        }
        for nav in world.navigationControllers {
            guard let top = nav.topViewController, nav.isViewLoaded else { continue }
            let page = nav.page(for: top)
            let container = nav.containerView
            if container.subviews.count != 1 || container.subviews.first !== page {
                let names = container.subviews.map { $0.name ?? "?" }
                fail("rest.container", "\(nav.name)'s container holds \(names), not just \(top.name)'s page")
            }
            // Out of the window (covered, another tab) nothing lays it out: its looks wait.
            guard nav.view.window != nil else { continue }
            checkResting(page, in: container, frame: container.bounds, "\(top.name)'s page", fail)
            let bar = page.navigationBar
            if bar.superview !== page { fail("rest.bar", "\(top.name)'s bar is not on its page") }
            if bar.isHidden != (top.prefersNavigationBarHidden || nav.isNavigationBarHidden) {
                fail("rest.bar", "\(top.name)'s bar is \(bar.isHidden ? "hidden" : "shown") against its wish")
            }
            if page.isToolbarHidden != (nav.isToolbarHidden || top.toolbarItems.isEmpty) {
                fail(
                    "rest.bar", "\(top.name)'s toolbar is \(page.isToolbarHidden ? "hidden" : "shown") against its wish"
                )
            }
            // The look its page resolves now (scroll edge or standard), with its own background:
            // none left borrowed by a shared-bar slide (BarAppearances.md).
            if bar.appearance !== page.shownBarAppearance
                || bar.hairline.isHidden != (bar.appearance.shadowColor == nil)
            {
                fail("rest.bar", "\(top.name)'s bar does not show its page's look")
            }
            let showsBack = bar.backButton != nil
            if showsBack != (nav.viewControllers.count > 1) {
                fail("rest.bar", "\(top.name)'s bar \(showsBack ? "has" : "lacks") a back button")
            }
            if bar.title != (top.navigationItem.title ?? "") {
                fail("rest.bar", "\(top.name)'s bar says \"\(bar.title)\"")
            }
            let stack = nav.viewControllers
            if stack.count > 1 {
                let previous = stack[stack.count - 2].navigationItem
                let expected = NavigationBar.backTitle(for: previous, fallback: nav.backButtonFallbackTitle)
                if bar.backTitle != expected {
                    fail("rest.bar", "\(top.name)'s back button says \(bar.backTitle ?? "nothing"), not \(expected)")
                }
            }
            let parts: [View?] = [
                bar.titleLabel, bar.titleView, bar.backButton, bar.backButton?.titleLabel, bar.backButton?.chevron,
            ]
            for part in parts.compactMap({ $0 }) + bar.leftItemViews + bar.rightItemViews
            where part.alpha != 1 || part.transform != .identity {
                fail("rest.bar", "a part of \(top.name)'s bar is left moved or faded (\(part.name ?? "?"))")
            }
        }

        let stack = world.pageStack
        let top = stack.topView
        if stack.containerView.subviews.count != 1 || stack.containerView.subviews.first !== top {
            let names = stack.containerView.subviews.map { $0.name ?? "?" }
            fail("rest.container", "the page stack's container holds \(names), not just \(top.name ?? "?")")
        }
        if stack.window != nil {
            checkResting(top, in: stack.containerView, frame: stack.containerView.bounds, top.name ?? "card", fail)
        }

        let tabs = world.tabs
        if let selected = tabs.selectedViewController, tabs.isViewLoaded {
            let container = tabs.containerView
            if container.subviews.count != 1 || container.subviews.first !== selected.view {
                let names = container.subviews.map { $0.name ?? "?" }
                fail("rest.container", "the tab container holds \(names), not just \(selected.name)")
            }
            guard tabs.view.window != nil else { return }
            if tabs.view.frame != world.window.bounds {
                fail("rest.frame", "the root is at \(tabs.view.frame) in a \(world.window.bounds.size) window")
            }
            let bounds = container.bounds
            let full = selected is NavigationController || tabs.isTabBarHidden
            let frame = full ? bounds : Rect(x: 0, y: 0, width: bounds.width, height: max(bounds.height - 50, 0))
            checkResting(selected.view, in: container, frame: frame, "tab \(selected.name)", fail)
            if tabs.tabBar.superview !== tabs.view { fail("rest.tabBar", "the tab bar is not home") }
            if tabs.tabBar.isHidden != tabs.isTabBarHidden {
                fail("rest.tabBar", "the tab bar is \(tabs.tabBar.isHidden ? "hidden" : "shown") against the rule")
            }
            let barFrame = Rect(x: 0, y: tabs.view.bounds.height - 50, width: tabs.view.bounds.width, height: 50)
            if !tabs.tabBar.isHidden && tabs.tabBar.frame != barFrame {
                fail("rest.tabBar", "the tab bar is at \(tabs.tabBar.frame), not \(barFrame)")
            }
        }
    }

    /// At rest the page the user sees answers: a click on its push button reaches it (no
    /// helper view, shield or stale page left over it).
    private func checkTopPageTakesClicks(_ world: TortureWorld, _ fail: (String, String) -> Void) {
        let top: View
        if let presented = world.window.presentedViewControllers.last {
            top = (presented as? NavigationController)?.topViewController?.view ?? presented.view
        } else if let root = world.root, !world.rootIsTabs {
            guard root.isViewLoaded else { return }
            top = root.view
        } else {
            switch world.tabs.selectedIndex {
            case 0:
                guard let page = world.nav.topViewController, page.isViewLoaded else { return }
                top = page.view
            case 1: top = world.pageStack.topView
            default: top = world.plainTab.view
            }
        }
        guard top.window != nil, let button = top.subviews.first(where: { $0.name?.hasSuffix(".push") == true })
        else { return }
        let frame = button.convert(button.bounds, to: nil)
        let center = Point(x: frame.midX, y: frame.midY)
        // Only where the button is inside the window (a small window may cut it off).
        guard world.window.bounds.contains(center) else { return }
        let hit = world.window.hitTest(center)
        if hit.map({ $0 !== button && !$0.isDescendant(of: button) }) ?? true {
            fail("rest.clicks", "a click on \(button.name ?? "the push button") reaches \(hit?.name ?? "nothing")")
        }
    }

    // MARK: - Presentations at rest

    private func checkPresentations(_ world: TortureWorld, _ fail: (String, String) -> Void) {
        let window = world.window
        let presented = window.presentedViewControllers
        for (index, vc) in presented.enumerated() {
            if vc.isBeingPresented || vc.isBeingDismissed {
                fail("rest.presentation", "\(vc.name) is still being presented or dismissed")
            }
            // Covered by a full-screen page above it, a page leaves the window.
            if index + 1 < presented.count && Self.removesPresenter(presented[index + 1]) {
                if vc.view.window != nil {
                    fail("rest.presentation", "\(vc.name) stays in the window under a full-screen page")
                }
                continue
            }
            guard let container = vc.view.superview else {
                fail("rest.presentation", "\(vc.name) is presented but not in a container")
                continue
            }
            if container.window !== window { fail("rest.presentation", "\(vc.name)'s container is not in the window") }
            if container.convert(container.bounds, to: nil) != window.bounds {
                fail("rest.presentation", "\(vc.name)'s container does not fill the window")
            }
            let bounds = container.bounds
            let frame: Rect
            if vc.modalPresentationStyle == .card && bounds.width >= 1400 && bounds.height >= 700 {
                // A form sheet: 540 × 620, centred.
                frame = Rect(
                    x: ((bounds.width - 540) / 2).rounded(), y: ((bounds.height - 620) / 2).rounded(), width: 540,
                    height: 620)
            } else if vc.modalPresentationStyle == .card {
                // A page sheet: 40 below the top, down to the bottom, at most 720 wide.
                let width = min(bounds.width, 720)
                frame = Rect(
                    x: ((bounds.width - width) / 2).rounded(), y: 40, width: width,
                    height: max(bounds.height - 40, 0))
            } else {
                frame = bounds
            }
            checkResting(vc.view, in: container, frame: frame, "presented \(vc.name)", fail)
            // Pages presented from a root the app replaced are asked by the app's own ops
            // (`keep`, `useKept`), not here: what happens to their presenter is the hazard.
            if !world.presentsFromAFormerRoot && vc.presentingViewController == nil {
                fail("rest.presentation", "\(vc.name) has no presenter")
            }
        }
        guard let root = world.root else {
            fail("rest.root", "the window has no root")
            return
        }
        // A page presented before the root changed keeps its presenter, the old root: the
        // new root is not the one it covers.
        guard !world.presentsFromAFormerRoot else { return }
        let rootShown = root.isViewLoaded && root.view.window != nil
        let rootCovered = presented.first.map(Self.removesPresenter) ?? false
        if rootShown == rootCovered {
            fail("rest.presentation", "the root is \(rootShown ? "in" : "out of") the window against the rule")
        }
        if !presented.isEmpty && root.presentedViewController !== presented[0] {
            fail("rest.presentation", "the root does not present the first presented page")
        }
    }

    /// The window holds its root's view and nothing else besides its overlays (a root the
    /// app replaced does not come back).
    private func checkRoot(_ world: TortureWorld, _ fail: (String, String) -> Void) {
        let window = world.window
        guard let root = world.root else { return }
        if window.contentView !== root.view { fail("rest.root", "the window's content is not its root's view") }
        for view in window.subviews where view !== root.view && !window.overlays.contains(where: { $0 === view }) {
            fail("rest.root", "the window holds \(view.name ?? "a view") besides its root \(root.name)")
        }
    }

    /// Whether a page presented this way takes its presenter out of the window.
    static func removesPresenter(_ vc: ViewController) -> Bool { vc.modalPresentationStyle == .fullScreen }

    // MARK: - Appearance at rest

    private func checkAppearance(_ world: TortureWorld, _ fail: (String, String) -> Void) {
        for (label, object) in world.livePages {
            guard let vc = object as? ViewController else { continue }
            let shown = vc.isViewLoaded && vc.view.window != nil
            let expected: AppearanceState = shown ? .appeared : .disappeared
            if vc.appearanceState != expected {
                fail("rest.appearance", "\(label) is \(vc.appearanceState) while \(shown ? "shown" : "not shown")")
            }
            if let page = vc as? TorturePage, page.seen != vc.appearanceState {
                fail("rest.appearance", "\(label)'s callbacks say \(page.seen), its state \(vc.appearanceState)")
            }
        }
        let containers: [ViewController] =
            [world.tabs, world.nav, world.stackHost, world.plainTab]
            + world.formerContainers.compactMap { $0.object as? ViewController }
        for vc in containers {
            let expected: AppearanceState = vc.isViewLoaded && vc.view.window != nil ? .appeared : .disappeared
            if vc.appearanceState != expected {
                fail("rest.appearance", "\(vc.name) is \(vc.appearanceState), expected \(expected)")
            }
        }
    }

    // MARK: - Freed pages

    private func checkLeaks(_ world: TortureWorld, _ fail: (String, String) -> Void) {
        var held = Set<ObjectIdentifier>()
        // On a stack, presented, or where going forward leads (a back request's pages are
        // kept for the forward list until a push clears it).
        for nav in world.navigationControllers {
            for vc in nav.viewControllers + nav.forwardViewControllers { held.insert(ObjectIdentifier(vc)) }
        }
        for vc in world.window.presentedViewControllers { held.insert(ObjectIdentifier(vc)) }
        for view in world.pageStack.views + world.pageStack.forwardViews { held.insert(ObjectIdentifier(view)) }
        if let root = world.root { held.insert(ObjectIdentifier(root)) }
        if let home = world.plainRoot { held.insert(ObjectIdentifier(home)) }
        // What a former root holds lives on while a page presented from it is up.
        let formerMayLive = world.presentsFromAFormerRoot
        for (key, label, object) in world.livePageKeys where !held.contains(ObjectIdentifier(object)) {
            if formerMayLive && !world.isCurrent(key) { continue }
            fail("leak", "\(label) is off every stack and not presented, but still alive")
        }
        world.formerContainers.removeAll { $0.object == nil }
        if !formerMayLive, let container = world.formerContainers.first {
            fail("leak", "\(container.label), of a root the app replaced, is still alive")
        }
    }

    // MARK: - Layers and caches

    private func checkLayers(_ world: TortureWorld, _ fail: (String, String) -> Void) {
        var count = 0
        var drifting: [String] = []
        func visit(_ layer: Layer) {
            count += 1
            if layer.presentation != layer.modelState, drifting.count < 3 { drifting.append(layer.name ?? "a layer") }
            for sublayer in layer.sublayers { visit(sublayer) }
        }
        visit(world.scene.rootLayer)
        if !drifting.isEmpty { fail("rest.model", "\(drifting) show other values than their model at rest") }
        if count > maximumLayers { fail("cache.layers", "the window holds \(count) layers") }
        let caches = world.rendering.caches(world.renderer)
        for cache in caches where cache.count > cache.limit {
            fail("cache.renderer", "the renderer holds \(cache.count) \(cache.name) (at most \(cache.limit))")
        }
        let keys = world.scene.rasterKeyCount
        if keys > maximumRasterKeys { fail("cache.rasterKeys", "the flattener holds \(keys) raster keys") }
        world.noteSizes(layers: count, rasterKeys: keys, caches: caches)
    }
}
