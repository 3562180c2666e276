import Geometry

/// Makes a run's ops from its seed, one at a time, looking at the world as a user would:
/// most presses land in a back-drag zone or on a button, drags mostly go right (some
/// flings, some downwards on presented pages), presses come during release animations,
/// pushes often name a page already on the stack, and every so often the app's settings
/// change. A gesture is planned as several ops (press, moves, frames, release) into which
/// other ops sometimes cut. The same seed and the same library give the same ops.
@MainActor
package struct TortureGenerator {
    var random: TortureRandom
    /// The rest of a gesture (or a hazard's scenario) under way.
    var plan: [TortureOp] = []
    private var untilSettle: Int
    /// The hazards made besides the plain ops (none: the same ops as before there were any).
    package let hazards: Set<TortureHazard>

    package init(seed: UInt64, hazards: Set<TortureHazard> = []) {
        random = TortureRandom(seed: seed)
        self.hazards = hazards
        untilSettle = 0
        untilSettle = random.int(20...160)
    }

    package mutating func next(for world: TortureWorld) -> TortureOp {
        untilSettle -= 1
        if untilSettle <= 0 {
            untilSettle = random.int(20...160)
            plan = []
            return .settle
        }
        if !plan.isEmpty && !random.chance(0.1) { return plan.removeFirst() }
        return fresh(world)
    }

    // MARK: - Choosing

    private enum Kind {
        case frames, drag, click, push, pop, popTo, popToRoot, setStack, present, dismiss, selectTab
        case key, backButton, wheel, resize, leave, setting, interact
        // Split views, bars, focus (`TortureGenerator+Screen`).
        case screen
        // Hazards.
        case setRoot, keep, useKept, droppedPresenter, onAppearance, chain
    }

    private func on(_ hazard: TortureHazard, _ weight: Int) -> Int { hazards.contains(hazard) ? weight : 0 }

    private mutating func fresh(_ world: TortureWorld) -> TortureOp {
        let gestureFree = plan.isEmpty
        let releasing = world.isReleasing
        let interacting = !world.interactingContainers.isEmpty
        let kind = random.weighted([
            (20, Kind.frames),
            (gestureFree ? (releasing ? 30 : 14) : 0, .drag),
            (gestureFree ? (releasing ? 12 : 7) : 0, .click),
            (9, .push), (4, .pop), (3, .popTo), (2, .popToRoot), (3 + on(.shuffledStacks, 5), .setStack),
            (4, .present), (4, .dismiss), (3, .selectTab),
            (6, .key), (3, .backButton), (gestureFree ? 5 : 0, .wheel), (2, .resize),
            (world.isButtonHeld ? 4 : 1, .leave), (3, .setting), (interacting ? 12 : 1, .interact),
            (gestureFree ? 8 : 3, .screen),
            // Weight 0 when off: a run without hazards makes the ops it always made.
            (on(.replaceRoot, world.rootIsTabs ? 1 : 4), .setRoot),
            (on(.keptTransitions, world.isTransitioning ? 6 : 1), .keep),
            (on(.keptTransitions, world.keepsSomething ? 3 : 0), .useKept),
            (on(.droppedPresenters, gestureFree ? 2 : 0), .droppedPresenter),
            (on(.callbacks, 3), .onAppearance), (on(.callbacks, 4), .chain),
        ])
        switch kind {
        case .frames: return frames()
        case .drag: return startDrag(world)
        case .click: return startClick(world)
        case .push, .pop, .popTo, .popToRoot, .setStack, .present, .dismiss, .selectTab:
            return appCall(kind, world)
        case .key:
            let keys: [(Int, TortureOp.Key)] = [
                (6, .altLeft), (1, .altLeftRepeat), (4, .escape), (1, .ctrlPageDown), (1, .ctrlPageUp), (1, .ctrl1),
            ]
            return .key(random.weighted(keys.map { (weight: $0.0, value: $0.1) }))
        case .backButton:
            let p = anywhere(world)
            return .backButton(x: p.x, y: p.y)
        case .wheel: return startWheel(world)
        case .resize:
            if hazards.contains(.extremeSizes) && random.chance(0.15) {
                return random.bool() ? .resize(width: 1, height: 1) : .resize(width: 4000, height: 3000)
            }
            if random.chance(0.3) { return .resize(width: 800, height: 600) }
            return .resize(width: random.int(320...1280), height: random.int(240...900))
        case .leave: return random.bool() ? .focusLost : .pointerLeft
        case .setting: return .setting(setting())
        case .interact: return interact(world)
        case .screen: return screen(world)
        case .setRoot: return setRoot(world)
        case .keep: return keep(world)
        case .useKept: return .useKept
        case .droppedPresenter: return startDroppedPresenter(world)
        case .onAppearance: return onAppearance(world)
        case .chain:
            let first = appCall(random.pick([.push, .pop, .popTo, .popToRoot, .setStack, .present, .dismiss]), world)
            return .chain(first, then: work(world))
        }
    }

    /// An app's call through the package API.
    private mutating func appCall(_ kind: Kind, _ world: TortureWorld) -> TortureOp {
        switch kind {
        case .push:
            let stack = pickStack(world)
            let onStack = world.numbers(on: stack)
            let number = !onStack.isEmpty && random.chance(0.3) ? random.pick(onStack) : pageNumber()
            return .push(stack, page: number, animated: random.chance(0.8))
        case .pop: return .pop(pickStack(world), animated: random.chance(0.8))
        case .popTo:
            let stack = pickStack(world)
            let onStack = world.numbers(on: stack)
            let number = !onStack.isEmpty && random.chance(0.7) ? random.pick(onStack) : pageNumber()
            return .popTo(stack, page: number, animated: random.chance(0.8))
        case .popToRoot: return .popToRoot(pickStack(world), animated: random.chance(0.8))
        case .setStack:
            if hazards.contains(.shuffledStacks) && random.chance(0.5) { return shuffledStack(world) }
            var numbers = (0..<random.int(1...5)).map { _ in pageNumber() }
            if random.chance(0.1) { numbers = random.chance(0.5) ? [] : numbers + [numbers[0]] }
            return .setStack(pickStack(world), pages: numbers, animated: random.chance(0.7))
        case .present:
            let page = random.chance(0.1) ? random.int(TortureOp.splitPages) : random.int(0...17)
            return .present(page: page, from: random.pick(TortureOp.Source.allCases), animated: random.chance(0.85))
        case .dismiss:
            return .dismiss(level: random.int(0...3), byPresenter: random.chance(0.3), animated: random.chance(0.85))
        case .selectTab: return .selectTab(random.int(0...3), animated: random.chance(0.7))
        default: return .pop(.nav, animated: true)
        }
    }

    private mutating func frames() -> TortureOp {
        .frames(random.int(1...8), ms: random.pick([1, 8, 16, 16, 16, 16, 17, 33, 50, 120, 250]))
    }

    private mutating func pageNumber() -> Int { random.int(0...9) }

    private mutating func pickStack(_ world: TortureWorld) -> TortureOp.Stack {
        let presented = world.hasPresentedNav
        return random.weighted([(5, .nav), (3, .pages), (presented ? 4 : 0, .presentedNav)])
    }

    private mutating func anywhere(_ world: TortureWorld) -> (x: Int, y: Int) {
        (random.int(0...Int(world.size.width) - 1), random.int(0...Int(world.size.height) - 1))
    }

    /// Where a press lands: a back-drag zone, a button, a presented page, or anywhere.
    private mutating func pressPoint(_ world: TortureWorld) -> (x: Int, y: Int, onPresented: Bool) {
        let stacks = world.visibleStackFrames
        // The buttons' points are the dearest to find (a walk of the window converting each
        // one): only whether there are any decides the weights, the points only a pick.
        let hasButtons = world.hasButtons
        let presented = world.presentedFrames
        let kind = random.weighted([
            (stacks.isEmpty ? 0 : 12, 0), (hasButtons ? 3 : 0, 1), (presented.isEmpty ? 0 : 4, 2), (3, 3),
        ])
        switch kind {
        case 0:
            let frame = random.pick(stacks)
            // Mostly inside the 20-point zone, sometimes just past it.
            let x = Int(frame.minX) + random.int(0...(random.chance(0.8) ? 19 : 70))
            let y = Int(frame.minY) + random.int(0...max(Int(frame.height) - 1, 0))
            return (x, y, false)
        case 1:
            let p = random.pick(world.buttonPoints)
            return (Int(p.x.rounded()), Int(p.y.rounded()), false)
        case 2:
            let frame = presented[presented.count - 1]
            let x = Int(frame.minX) + random.int(0...max(Int(frame.width) - 1, 0))
            let y = Int(frame.minY) + random.int(0...max(Int(frame.height) / 2, 0))
            return (x, y, true)
        default:
            let p = anywhere(world)
            return (p.x, p.y, false)
        }
    }

    // MARK: - Gestures

    private mutating func startDrag(_ world: TortureWorld) -> TortureOp {
        let start = pressPoint(world)
        var x = start.x
        var y = start.y
        let downwards = start.onPresented && random.chance(0.6)
        let fling = random.chance(0.15)
        for _ in 0..<random.int(1...14) {
            let along = fling ? random.int(60...200) : random.int(-25...70)
            let across = random.int(-12...12)
            if downwards {
                x += across
                y += along
            } else {
                x += along
                y += across
            }
            plan.append(.pointerMove(x: x, y: y, afterMs: fling ? random.int(4...10) : random.int(4...40)))
            if random.chance(0.3) { plan.append(.frames(1, ms: 16)) }
        }
        if random.chance(0.3) { plan.append(.frames(random.int(1...4), ms: 16)) }
        plan.append(random.chance(0.9) ? .pointerUp(afterMs: random.int(0...60)) : .focusLost)
        plan.append(frames())
        return .pointerDown(x: start.x, y: start.y, afterMs: random.int(0...50))
    }

    private mutating func startClick(_ world: TortureWorld) -> TortureOp {
        let start = pressPoint(world)
        if random.chance(0.3) { plan.append(.frames(1, ms: 16)) }
        plan.append(.pointerUp(afterMs: random.int(16...150)))
        plan.append(frames())
        return .pointerDown(x: start.x, y: start.y, afterMs: random.int(0...50))
    }

    /// A two-finger touchpad swipe: a burst of precise wheel events, mostly leftwards.
    private mutating func startWheel(_ world: TortureWorld) -> TortureOp {
        let p = anywhere(world)
        let first = TortureOp.wheel(
            dx: random.chance(0.85) ? -random.int(5...150) : random.int(5...150), dy: random.int(-30...30), x: p.x,
            y: p.y, afterMs: random.int(0...40))
        for _ in 0..<random.int(1...12) {
            plan.append(
                .wheel(
                    dx: random.int(-160...30), dy: random.int(-25...25), x: p.x, y: p.y, afterMs: random.int(4...24)))
            if random.chance(0.3) { plan.append(.frames(1, ms: 16)) }
        }
        plan.append(.frames(random.int(1...14), ms: 16))
        return first
    }

    // MARK: - The app

    private mutating func setting() -> TortureOp.Setting {
        switch random.int(0...5) {
        case 0: return .popGestureMode(random.pick(TortureOp.GestureZone.allCases))
        case 1: return .reducedMotion(random.chance(0.3))
        case 2: return .releasePolicy(random.pick(TortureOp.ReleasePolicy.allCases))
        case 3:
            let choice = random.chance(0.4) ? .builtIn : random.pick(TortureOp.AnimatorChoice.allCases)
            return .animator(random.pick(TortureOp.Container.allCases), choice)
        case 4: return .interactive(random.pick(TortureOp.Container.allCases), random.chance(0.3))
        default: return .backGestureEnabled(random.chance(0.9))
        }
    }

    private mutating func interact(_ world: TortureWorld) -> TortureOp {
        let live = world.interactingContainers
        let container = live.isEmpty ? random.pick(TortureOp.Container.allCases) : random.pick(live)
        let percent = random.int(0...100)
        let forward = random.int(-300...600)
        let back = random.int(-600...300)
        let action: TortureOp.Interaction = random.weighted([
            (10, .update(percent: percent)), (3, .finish), (2, .cancel), (2, .finishAt(percentPerSecond: forward)),
            (2, .cancelAt(percentPerSecond: back)), (1, .pause),
        ])
        return .interact(container, action)
    }

    // MARK: - Hazards

    private mutating func setRoot(_ world: TortureWorld) -> TortureOp {
        if !world.rootIsTabs && random.chance(0.7) { return .setRoot(.tabs) }
        return .setRoot(random.chance(0.5) ? .plainPage : .freshTabs)
    }

    /// Keeps what runs now, mostly (a transition, or a presented page).
    private mutating func keep(_ world: TortureWorld) -> TortureOp {
        if random.chance(0.2) { return .keep(.presented(level: random.int(-1...2))) }
        let running = world.transitioningContainers
        let container =
            !running.isEmpty && random.chance(0.9) ? random.pick(running) : random.pick(TortureOp.Container.allCases)
        return .keep(.transition(container))
    }

    /// A card presented from the navigation controller's top page, kept by the app; the page
    /// that presented it goes (popped, set off the stack, the root replaced); the card closes
    /// (Escape, `dismiss`, a click on its dimming); the app asks the card for its presenter.
    private mutating func startDroppedPresenter(_ world: TortureWorld) -> TortureOp {
        // Cards and navigation controllers presented as cards (`presentationStyle`).
        let number = random.pick([2, 8, 14, 5, 11, 17])
        let animated = random.chance(0.7)
        if random.chance(0.5) { plan.append(.frames(random.int(1...30), ms: 16)) }
        plan.append(.keep(.presented(level: -1)))
        let newPages = (0..<random.int(1...3)).map { _ in pageNumber() }
        let drop: TortureOp = random.weighted([
            (4, .pop(.nav, animated: random.chance(0.7))),
            (2, .popToRoot(.nav, animated: random.chance(0.7))),
            (3, .setStack(.nav, pages: Array(Set(newPages)).sorted(), animated: random.chance(0.7))),
            (2, .setRoot(.plainPage)), (2, .setRoot(.freshTabs)),
        ])
        plan.append(drop)
        if random.chance(0.6) { plan.append(.frames(random.int(1...40), ms: 16)) }
        switch random.int(0...2) {
        case 0: plan.append(.key(.escape))
        case 1: plan.append(.dismiss(level: -1, byPresenter: random.bool(), animated: random.chance(0.7)))
        default:
            // The dimming, above the card's top edge.
            plan.append(.pointerDown(x: random.int(0...30), y: random.int(0...30), afterMs: 16))
            plan.append(.pointerUp(afterMs: random.int(16...120)))
        }
        if random.chance(0.7) { plan.append(.frames(random.int(1...40), ms: 16)) }
        plan.append(.useKept)
        return .present(page: number, from: .navTop, animated: animated)
    }

    /// A page whose appearance callback starts work once.
    private mutating func onAppearance(_ world: TortureWorld) -> TortureOp {
        let owner: TortureOp.PageOwner = random.weighted([
            (6, .nav), (3, .presented), (world.hasPresentedNav ? 3 : 0, .presentedNav),
        ])
        let number: Int
        switch owner {
        case .nav, .presentedNav:
            let stack: TortureOp.Stack = owner == .nav ? .nav : .presentedNav
            let onStack = world.numbers(on: stack)
            number = !onStack.isEmpty && random.chance(0.5) ? random.pick(onStack) : pageNumber()
        case .presented:
            number = random.int(0...17)
        }
        return .onAppearance(owner, page: number, random.pick(TortureOp.Callback.allCases), then: work(world))
    }

    /// Work an app starts from a callback or a completion.
    private mutating func work(_ world: TortureWorld) -> TortureOp {
        if hazards.contains(.replaceRoot) && random.chance(0.05) { return setRoot(world) }
        if hazards.contains(.keptTransitions) && random.chance(0.1) { return keep(world) }
        let kind: Kind = random.weighted([
            (5, .push), (4, .pop), (1, .popTo), (1, .popToRoot), (2, .setStack), (4, .present), (4, .dismiss),
            (1, .selectTab),
        ])
        return appCall(kind, world)
    }

    /// The pages on the stack shuffled, some left out, new ones put in between.
    private mutating func shuffledStack(_ world: TortureWorld) -> TortureOp {
        let stack = pickStack(world)
        var numbers = world.numbers(on: stack)
        for i in numbers.indices.reversed() {
            let j = random.int(0...i)
            numbers.swapAt(i, j)
        }
        numbers = numbers.filter { _ in random.chance(0.8) }
        for _ in 0..<random.int(0...3) {
            let number = pageNumber()
            guard !numbers.contains(number) else { continue }
            numbers.insert(number, at: random.int(0...numbers.count))
        }
        if numbers.isEmpty { numbers = [pageNumber()] }
        return .setStack(stack, pages: numbers, animated: random.chance(0.7))
    }
}
