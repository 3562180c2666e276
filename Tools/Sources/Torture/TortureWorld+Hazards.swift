import Geometry
@_spi(SegueTools) import Navigation
import Views

/// The ops of the hazards (`TortureHazard`): the window's root replaced, transitions and
/// pages kept past their time, appearance callbacks and completions that start new work.
extension TortureWorld {
    // MARK: - The window's root

    func setRoot(_ choice: TortureOp.Root) {
        switch choice {
        case .tabs:
            guard !rootIsTabs else { return }
            changeRoot(to: tabs)
        case .plainPage:
            // The app keeps its home page (the last plain root) until it makes another.
            let page = freshRootPage()
            plainRoot = page
            changeRoot(to: page)
        case .freshTabs:
            replaceTabsWorld()
            changeRoot(to: tabs)
        }
        afterEvent()
    }

    private func changeRoot(to controller: ViewController) {
        rootChanges += 1
        window.setRootViewController(controller)
    }

    /// Remembers when the app asked for `page` to be presented (how many root changes then).
    func notePresented(_ page: ViewController) {
        presentedUnderRoot[ObjectIdentifier(page)] = (WeakPage(page, label: page.name), rootChanges)
    }

    /// Whether a page presented before the window's root last changed is up: its old root
    /// (and what is in it) may then live on as its presenter.
    var presentsFromAFormerRoot: Bool {
        guard rootChanges > 0 else { return false }
        presentedUnderRoot = presentedUnderRoot.filter { $0.value.page.object != nil }
        return window.presentedViewControllers.contains { vc in
            guard let entry = presentedUnderRoot[ObjectIdentifier(vc)], entry.page.object === vc else { return true }
            return entry.rootChanges < rootChanges
        }
    }

    /// Whether `key`'s page belongs to the current root (not a former tab bar world or a
    /// replaced root page).
    func isCurrent(_ key: PageKey) -> Bool {
        switch key.pool {
        case .nav(let g), .cards(let g): return g == generation
        case .roots: return made[key]?.object === root || made[key]?.object === plainRoot
        case .presented, .presentedNav: return true
        }
    }

    // MARK: - Work started by the app's callbacks

    /// An app call made from a callback (a hook, a completion): no frame work until the op
    /// that started it is done, as in an app.
    func perform(_ work: TortureOp) {
        switch work {
        case .push, .pop, .popTo, .popToRoot, .setStack, .present, .dismiss, .selectTab, .setRoot, .keep, .chain:
            callbackDepth += 1
            apply(work)
            callbackDepth -= 1
        default:
            // Input, time and settle are not the app's to make from a callback.
            break
        }
    }

    func setHook(_ owner: TortureOp.PageOwner, _ number: Int, _ callback: TortureOp.Callback, _ work: TortureOp) {
        let pool: Pool
        switch owner {
        case .nav: pool = .nav(generation: generation)
        case .presentedNav: pool = .presentedNav(generation: presentedNav?.generation ?? 0)
        case .presented: pool = .presented
        }
        hooks[PageKey(pool: pool, number: number), default: []].append((callback, work))
    }

    /// Runs (once) the hooks set on `key`'s page for `callback`.
    func runHooks(of key: PageKey, _ callback: AppearanceCallback) {
        guard var list = hooks[key], let index = list.firstIndex(where: { $0.callback.rawValue == callback.rawValue })
        else { return }
        let work = list.remove(at: index).work
        hooks[key] = list.isEmpty ? nil : list
        noteHazard("hook ran")
        perform(work)
    }

    // MARK: - What the app keeps

    func keep(_ what: TortureOp.Keepable) {
        switch what {
        case .transition(let container):
            let context: TransitionContext?
            let coordinator: TransitionCoordinator?
            switch container {
            case .nav:
                context = nav.activeTransitionContext
                coordinator = nav.transitionCoordinator
            case .presentedNav:
                context = presentedNav?.activeTransitionContext
                coordinator = presentedNav?.transitionCoordinator
            case .pages:
                context = pageStack.activeTransitionContext
                coordinator = pageStack.transitionCoordinator
            case .tabs:
                context = nil
                coordinator = tabs.transitionCoordinator
            case .presentation:
                context = window.activePresentationContext
                coordinator = window.presentedViewControllers.last?.transitionCoordinator
            }
            if let context {
                noteHazard("context kept")
                keptContexts.append(("\(container)'s \(context.operation) context", context))
                if keptContexts.count > 8 { keptContexts.removeFirst() }
            }
            if let coordinator {
                coordinator.notifyWhenInteractionChanges { [weak self] _ in self?.keptInteractionChanges += 1 }
                keptCoordinators.append(("\(container)'s \(coordinator.operation) coordinator", coordinator))
                if keptCoordinators.count > 8 { keptCoordinators.removeFirst() }
            }
        case .presented(let level):
            let presented = window.presentedViewControllers
            guard !presented.isEmpty else { return }
            keptPages.append(presented[((level % presented.count) + presented.count) % presented.count])
            if keptPages.count > 8 { keptPages.removeFirst() }
        }
        afterEvent()
    }

    /// Asks everything kept what an app would; `atRest`: nothing runs any more, so every
    /// kept transition has ended and every kept page's presentation is settled.
    func useKept(atRest: Bool) {
        for (name, context) in keptContexts {
            let container = context.containerView
            let to = context.finalFrame(for: context.toView)
            let from = context.initialFrame(for: context.fromView)
            let gone = context.finalFrame(for: context.fromView)
            let arriving = context.initialFrame(for: context.toView)
            let fraction = context.percentComplete
            _ = (
                context.viewController(forKey: .from), context.viewController(forKey: .to), context.isInteractive,
                container.bounds
            )
            if !Self.isFinite(to) || !Self.isFinite(from) {
                report("kept.context", "\(name) gives frames \(from) → \(to)")
            }
            if gone != .zero || arriving != .zero {
                report("kept.context", "\(name) gives the leaving view \(gone), the arriving view \(arriving)")
            }
            if !(0...1).contains(fraction) { report("kept.context", "\(name) is \(fraction) complete") }
        }
        for (name, coordinator) in keptCoordinators {
            let ended = coordinator.hasEnded
            let fraction = coordinator.percentComplete
            _ = (coordinator.containerView.bounds, coordinator.fromView, coordinator.toView)
            _ = (
                coordinator.viewController(forKey: .from), coordinator.viewController(forKey: .to),
                coordinator.isInteractive
            )
            if !(0...1).contains(fraction) { report("kept.coordinator", "\(name) is \(fraction) complete") }
            if atRest && !ended { report("kept.coordinator", "\(name) has not ended at rest") }
            if ended && fraction != (coordinator.isCancelled ? 0 : 1) {
                report("kept.coordinator", "\(name) ended \(coordinator.isCancelled ? "cancelled" : "") at \(fraction)")
            }
            var ran = (animation: 0, completion: 0)
            let (request, counted) = countedCompletion()
            let probe = keptProbe
            let animates = coordinator.animate(
                alongsideTransition: { _ in
                    ran.animation += 1
                    probe.alpha = probe.alpha == 1 ? 0.5 : 1
                },
                completion: { _ in
                    ran.completion += 1
                    counted()
                })
            if ended {
                if animates { report("kept.coordinator", "\(name), ended, says it animates alongside") }
                if ran.animation != 1 || ran.completion != 1 {
                    report(
                        "kept.coordinator",
                        "\(name), ended, ran an alongside animation \(ran.animation) and its completion"
                            + " \(ran.completion) times at once")
                }
            } else {
                // Its completion must run once, when the transition ends.
                acceptedRequests.insert(request)
            }
        }
        let presented = window.presentedViewControllers
        for page in keptPages {
            let presenter = page.presentingViewController
            _ = page.presentedViewController
            guard atRest else { continue }
            let isUp = presented.contains { $0 === page }
            if isUp != (presenter != nil) {
                report(
                    "kept.page",
                    "\(page.name) is \(isUp ? "" : "not ")presented but has \(presenter.map { "presenter \($0.name)" } ?? "no presenter")"
                )
            }
            if page.isBeingPresented || page.isBeingDismissed {
                report("kept.page", "\(page.name) is still being presented or dismissed at rest")
            }
        }
    }

    /// Lets go of everything kept (before the at-rest check, so what only they held goes).
    func dropKept() {
        keptContexts = []
        keptCoordinators = []
        keptPages = []
    }

    /// Whether `context` is running in a container of `kind`: one of the world's (a former
    /// root's too, and a navigation controller dismissed mid-transition, which its
    /// transition keeps alive). A tab switch's context is not public: any switch running.
    func isRunning(_ context: TransitionContext, in kind: TortureOp.Container) -> Bool {
        let former = formerContainers.compactMap(\.object)
        switch kind {
        case .tabs:
            return ([tabs] + former.compactMap { $0 as? TabBarController }).contains(where: \.isTransitioning)
        case .presentation:
            return window.activePresentationContext === context
        case .pages:
            let stacks = [pageStack] + former.compactMap { ($0 as? PageStackHostController)?.pageStack }
            return stacks.contains { $0.activeTransitionContext === context }
        case .nav, .presentedNav:
            var navs: [NavigationController] = [nav] + former.compactMap { $0 as? NavigationController }
            navs += livePages.compactMap { $0.object as? NavigationController }
            return navs.contains { $0.activeTransitionContext === context }
        }
    }

    static func isFinite(_ rect: Rect) -> Bool {
        rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite && rect.size.height.isFinite
    }
}
