import Geometry
@_spi(SegueTools) import Navigation
import Views

/// Applying ops: each goes through the package API as an app or the host would call it, and
/// the frame's work (tick, layout) follows, as in the host's loop.
extension TortureWorld {
    package func apply(_ op: TortureOp) {
        noteHazardOp(op)
        switch op {
        case .push(let stack, let number, let animated): push(stack, number, animated: animated)
        case .pop(let stack, let animated): pop(stack, animated: animated)
        case .popTo(let stack, let number, let animated): popTo(stack, number, animated: animated)
        case .popToRoot(let stack, let animated): popToRoot(stack, animated: animated)
        case .setStack(let stack, let numbers, let animated): setStack(stack, numbers, animated: animated)
        case .present(let number, let source, let animated): present(number, from: source, animated: animated)
        case .dismiss(let level, let byPresenter, let animated):
            dismiss(level: level, byPresenter: byPresenter, animated: animated)
        case .selectTab(let index, let animated):
            let count = max(tabs.viewControllers.count, 1)
            tabs.select(((index % count) + count) % count, animated: animated)
        case .interact(let container, let interaction): interact(container, interaction)
        case .setting(let setting): apply(setting)
        case .setRoot(let root): setRoot(root)
        case .keep(let what): keep(what)
        case .useKept: useKept(atRest: false)
        case .onAppearance(let owner, let number, let callback, let work):
            setHook(owner, number, callback, work)
        case .chain(let first, let work):
            // Only an app call's completion can start the work (anything else replays as
            // the op alone).
            nextCompletionWork = first.takesCompletion ? work : nil
            apply(first)
            nextCompletionWork = nil
        case .screen(let op): apply(op)
        case .pointerDown(let x, let y, let ms):
            pointer = Point(x: Double(x), y: Double(y))
            isButtonHeld = true
            send(.pointer(PointerEvent(phase: .down, location: pointer, button: .left, timestamp: later(ms))))
        case .pointerMove(let x, let y, let ms):
            pointer = Point(x: Double(x), y: Double(y))
            let button: PointerButton? = isButtonHeld ? .left : nil
            send(.pointer(PointerEvent(phase: .move, location: pointer, button: button, timestamp: later(ms))))
        case .pointerUp(let ms):
            isButtonHeld = false
            send(.pointer(PointerEvent(phase: .up, location: pointer, button: .left, timestamp: later(ms))))
        case .wheel(let dx, let dy, let x, let y, let ms):
            pointer = Point(x: Double(x), y: Double(y))
            let delta = Point(x: Double(dx) / 100, y: Double(dy) / 100)
            send(.wheel(WheelEvent(location: pointer, delta: delta, timestamp: later(ms))))
        case .backButton(let x, let y):
            let at = Point(x: Double(x), y: Double(y))
            let now = clock.now
            send(.pointer(PointerEvent(phase: .down, location: at, button: .back, timestamp: now)))
            send(.pointer(PointerEvent(phase: .up, location: at, button: .back, timestamp: now)))
        case .key(let key): press(key)
        case .focusLost:
            isButtonHeld = false
            send(.focusLost(timestamp: clock.now))
        case .pointerLeft:
            // SDL reports it with no button held only (InputAndGestures.md).
            guard !isButtonHeld else { return }
            send(.pointerLeft(timestamp: clock.now))
        case .resize(let width, let height):
            send(.resized(Size(width: Double(width), height: Double(height)), timestamp: clock.now))
        case .frames(let count, let ms):
            for _ in 0..<count { frame(ms: ms) }
        case .settle:
            settle()
        }
    }

    private func noteHazardOp(_ op: TortureOp) {
        switch op {
        case .setRoot(let root): noteHazard("setRoot(.\(root))")
        case .keep(.transition): noteHazard("keep(.transition)")
        case .keep(.presented): noteHazard("keep(.presented)")
        case .useKept: noteHazard("useKept")
        case .onAppearance: noteHazard("onAppearance")
        case .chain: noteHazard("chain")
        case .resize(let w, let h) where (w, h) == (1, 1) || (w, h) == (4000, 3000): noteHazard("extreme resize")
        default: break
        }
    }

    // MARK: - The frame's work

    /// Moves the clock `ms` milliseconds on and returns the time (an event's timestamp).
    private func later(_ ms: Int) -> Double {
        clock.advance(by: Double(ms) / 1000)
        return clock.now
    }

    private func send(_ event: InputEvent) {
        window.handle(event)
        afterEvent()
    }

    /// What the host's loop does after handling events: animations to now, then layout.
    func afterEvent() {
        // Inside the app's callbacks the frame's work waits for the op that started them.
        guard callbackDepth == 0 else { return }
        scene.tick()
        scene.layoutIfNeeded()
    }

    /// One frame `ms` milliseconds after the last, rendered if anything changed.
    func frame(ms: Int) {
        clock.advance(by: Double(ms) / 1000)
        do {
            if try scene.renderFrameIfNeeded(with: renderer) { countFrame() }
        } catch {
            report("render", "rendering failed: \(error)")
        }
    }

    /// Lets go of everything and runs frames until nothing moves (at most 10 s); then asks
    /// what the app kept and lets it go.
    func settle() {
        settleFrames()
        useKept(atRest: true)
        dropKept()
    }

    private func settleFrames() {
        if isButtonHeld { apply(.pointerUp(afterMs: 16)) }
        var frames = 0
        // A transition the app's own interaction controller holds counts even when its
        // container has left the window (a navigation controller dismissed mid-push keeps it).
        while !isAtRest || allChoices.contains(where: \.isDriving) {
            // The app's own interaction controllers: a user who never finishes a drag.
            for choice in allChoices where choice.isDriving && choice.interaction.context?.isInteractive == true {
                choice.interaction.cancel()
            }
            guard frames < 600 else {
                report("settle", "still moving after 10 s of frames")
                return
            }
            frame(ms: 16)
            frames += 1
        }
        // One more frame draws the settled state.
        frame(ms: 16)
    }

    // MARK: - The stacks

    func navigation(_ stack: TortureOp.Stack) -> NavigationController? {
        switch stack {
        case .nav: return nav
        case .presentedNav: return presentedNav
        case .pages: return nil
        }
    }

    private func push(_ stack: TortureOp.Stack, _ number: Int, animated: Bool) {
        let (request, counted) = countedCompletion()
        let warned = warningCount
        let accepted: Bool
        let before: [ObjectIdentifier]
        let after: [ObjectIdentifier]
        let wasOnStack: Bool
        let name: String
        if stack == .pages {
            let card = card(number)
            name = card.name ?? "card"
            before = pageStack.views.map(ObjectIdentifier.init)
            wasOnStack = before.contains(ObjectIdentifier(card))
            let transforms = faults.contains(.leavesPushedCardTransformed)
            accepted = pageStack.push(card, animated: animated) { [weak card] in
                counted()
                if transforms { card?.transform = AffineTransform(translationX: 3, y: 0) }
            }
            after = pageStack.views.map(ObjectIdentifier.init)
        } else {
            guard let nav = navigation(stack) else { return }
            let page = page(stack, number)
            name = page.name
            before = nav.viewControllers.map(ObjectIdentifier.init)
            wasOnStack = before.contains(ObjectIdentifier(page))
            accepted = nav.pushViewController(page, animated: animated, completion: counted)
            after = nav.viewControllers.map(ObjectIdentifier.init)
        }
        if accepted { acceptedRequests.insert(request) }
        if wasOnStack && faults.contains(.crashesOnRefusedPush) {
            fatalError("deliberate crash (fault crashesOnRefusedPush): \(name) pushed twice")
        }
        if wasOnStack {
            // A page already on the stack: refused with a warning, and nothing changes.
            if accepted { report("refusal", "pushing \(name), already on the stack, was accepted") }
            if warningCount == warned && reportsToTheWindow(stack) {
                report("refusal", "pushing \(name), already on the stack, gave no warning")
            }
            if after != before { report("refusal", "pushing \(name), already on the stack, changed the stack") }
        }
        afterEvent()
    }

    private func pop(_ stack: TortureOp.Stack, animated: Bool) {
        let (request, counted) = countedCompletion()
        let popped: AnyObject?
        let atRootAndIdle: Bool
        if stack == .pages {
            atRootAndIdle = pageStack.views.count == 1 && !pageStack.isTransitioning
            popped = pageStack.pop(animated: animated, completion: counted)
        } else {
            guard let nav = navigation(stack) else { return }
            atRootAndIdle = nav.viewControllers.count == 1 && !nav.isTransitioning
            popped = nav.popViewController(animated: animated, completion: counted)
        }
        if popped != nil { acceptedRequests.insert(request) }
        if atRootAndIdle && popped != nil { report("refusal", "popping the root of \(stack) popped something") }
        afterEvent()
    }

    private func popTo(_ stack: TortureOp.Stack, _ number: Int, animated: Bool) {
        let (request, counted) = countedCompletion()
        let popped: [AnyObject]?
        if stack == .pages {
            popped = pageStack.pop(to: card(number), animated: animated, completion: counted)
        } else {
            guard let nav = navigation(stack) else { return }
            popped = nav.popToViewController(page(stack, number), animated: animated, completion: counted)
        }
        // An empty list means the page was already on top: nothing to pop, no completion.
        if let popped, !popped.isEmpty { acceptedRequests.insert(request) }
        afterEvent()
    }

    private func popToRoot(_ stack: TortureOp.Stack, animated: Bool) {
        let (request, counted) = countedCompletion()
        let popped: [AnyObject]?
        if stack == .pages {
            popped = pageStack.popToRoot(animated: animated, completion: counted)
        } else {
            guard let nav = navigation(stack) else { return }
            popped = nav.popToRootViewController(animated: animated, completion: counted)
        }
        if let popped, !popped.isEmpty { acceptedRequests.insert(request) }
        afterEvent()
    }

    /// Whether `stack`'s warnings reach the window's sink: its container can find the window
    /// (it is in it, or under a controller that is or was); a tab bar world that never reached
    /// the window (replaced from a callback before it did) writes to standard error instead.
    private func reportsToTheWindow(_ stack: TortureOp.Stack) -> Bool {
        if stack == .pages { return stackHost.windowForReports != nil }
        return navigation(stack)?.windowForReports != nil
    }

    private func setStack(_ stack: TortureOp.Stack, _ numbers: [Int], animated: Bool) {
        let (_, counted) = countedCompletion()
        let listedTwice = Set(numbers).count != numbers.count
        let warned = warningCount
        let before: [ObjectIdentifier]
        let after: [ObjectIdentifier]
        if stack == .pages {
            before = pageStack.views.map(ObjectIdentifier.init)
            pageStack.setViews(numbers.map { card($0) }, animated: animated, completion: counted)
            after = pageStack.views.map(ObjectIdentifier.init)
        } else {
            guard let nav = navigation(stack) else { return }
            before = nav.viewControllers.map(ObjectIdentifier.init)
            nav.setViewControllers(numbers.map { page(stack, $0) }, animated: animated, completion: counted)
            after = nav.viewControllers.map(ObjectIdentifier.init)
        }
        if listedTwice || numbers.isEmpty {
            if warningCount == warned && reportsToTheWindow(stack) {
                report("refusal", "setting \(stack) to \(numbers) gave no warning")
            }
            if after != before { report("refusal", "setting \(stack) to \(numbers) changed the stack") }
        }
        afterEvent()
    }

    // MARK: - Presentations

    private func present(_ number: Int, from source: TortureOp.Source, animated: Bool) {
        let presenter: ViewController?
        switch source {
        case .root: presenter = root
        case .navTop: presenter = nav.topViewController
        case .topPresented: presenter = window.presentedViewControllers.last ?? tabs
        }
        // An app presents from a page on screen (one that is not is refused, to standard error).
        guard let presenter, presenter.isViewLoaded, presenter.view.window != nil else { return }
        let page = presentedPage(number)
        let before = window.presentedViewControllers.map(ObjectIdentifier.init)
        let wasPresented = before.contains(ObjectIdentifier(page))
        let warned = warningCount
        let (request, counted) = countedCompletion()
        if !wasPresented { notePresented(page) }
        presenter.present(page, animated: animated, completion: counted)
        if warningCount == warned && !wasPresented { acceptedRequests.insert(request) }
        if wasPresented {
            if warningCount == warned { report("refusal", "presenting \(page.name) again gave no warning") }
            if window.presentedViewControllers.map(ObjectIdentifier.init) != before {
                report("refusal", "presenting \(page.name) again changed what is presented")
            }
        }
        afterEvent()
    }

    private func dismiss(level: Int, byPresenter: Bool, animated: Bool) {
        let presented = window.presentedViewControllers
        let (request, counted) = countedCompletion()
        // A dismissal always ends in its completion (at once when nothing is presented).
        acceptedRequests.insert(request)
        if presented.isEmpty {
            (root ?? tabs).dismiss(animated: animated, completion: counted)
        } else {
            let target = presented[((level % presented.count) + presented.count) % presented.count]
            let caller = byPresenter ? (target.presentingViewController ?? root ?? tabs) : target
            caller.dismiss(animated: animated, completion: counted)
        }
        afterEvent()
    }

    // MARK: - The app's interaction controllers and settings

    private func interact(_ container: TortureOp.Container, _ action: TortureOp.Interaction) {
        let interaction = choice(for: container).interaction
        switch action {
        case .update(let percent): interaction.update(Double(percent) / 100)
        case .finish: interaction.finish()
        case .cancel: interaction.cancel()
        case .finishAt(let v): interaction.finish(velocity: Double(v) / 100)
        case .cancelAt(let v): interaction.cancel(velocity: Double(v) / 100)
        case .pause: interaction.pause()
        }
        afterEvent()
    }

    private func apply(_ setting: TortureOp.Setting) {
        switch setting {
        case .popGestureMode(let zone):
            gestureZone = zone
        case .reducedMotion(let on):
            window.prefersReducedMotion = on
        case .releasePolicy(let policy):
            releasePolicy = policy
        case .animator(let container, let animator):
            choice(for: container).animator = animator
        case .interactive(let container, let on):
            choice(for: container).isInteractive = on
        case .backGestureEnabled(let on):
            backGestureEnabled = on
        }
        applySettings(to: pageStack)
        for nav in navigationControllers { applySettings(to: nav) }
    }

    // MARK: - Keys

    private func press(_ key: TortureOp.Key) {
        let now = clock.now
        let event: KeyEvent
        switch key {
        case .altLeft: event = KeyEvent(phase: .down, key: .left, modifiers: .alt, timestamp: now)
        case .altLeftRepeat: event = KeyEvent(phase: .down, key: .left, modifiers: .alt, isRepeat: true, timestamp: now)
        case .escape: event = KeyEvent(phase: .down, key: .escape, timestamp: now)
        case .ctrlPageDown: event = KeyEvent(phase: .down, key: .pageDown, modifiers: .control, timestamp: now)
        case .ctrlPageUp: event = KeyEvent(phase: .down, key: .pageUp, modifiers: .control, timestamp: now)
        case .ctrl1: event = KeyEvent(phase: .down, key: .character("1"), modifiers: .control, timestamp: now)
        }
        send(.key(event))
        var up = event
        up.phase = .up
        send(.key(up))
    }
}
