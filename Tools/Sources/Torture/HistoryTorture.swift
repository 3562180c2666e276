import Geometry
import Navigation
import SegueTestSupport
import Views

/// Back and forward from keys (Alt+Left, Alt+Right), the mouse's buttons 8 and 9 and the
/// bar's back button, mixed with the app's calls (push, pop, pop-to-root, set the stack,
/// `goForward()`) and back-drags, at random moments of the transitions they start, on one
/// navigation controller in a window on a manual clock. After every op the controller's
/// stack and forward list must be exactly a browser history model's: requests apply at once,
/// so what the model says after an op is what the controller says. At rest the top page is
/// appeared and every other page disappeared.
@MainActor
package final class HistoryTorture {
    /// One op of a history episode.
    package enum Op: Hashable, Sendable, CustomStringConvertible {
        /// Alt+Left and Alt+Right, the mouse's buttons 8 and 9, a click on the bar's back
        /// button, and the app's `goForward()`.
        case altLeft, altRight, backButton, forwardButton, barBack, goForward
        /// The app pushes page `n` (of `pageCount`).
        case push(Int, animated: Bool)
        /// The app pops the top page.
        case pop(animated: Bool)
        /// The app pops to the root page.
        case popToRoot(animated: Bool)
        /// The app sets the stack to these pages.
        case setStack([Int], animated: Bool)
        /// A back-drag from the left edge, long (it completes) or short (it cancels), then
        /// frames until nothing moves.
        case drag(completes: Bool)
        /// `count` frames of `ms` milliseconds each.
        case frames(Int, ms: Int)

        /// Swift source for the op, as printed in a failure's op list.
        package var description: String {
            switch self {
            case .altLeft: return ".altLeft"
            case .altRight: return ".altRight"
            case .backButton: return ".backButton"
            case .forwardButton: return ".forwardButton"
            case .barBack: return ".barBack"
            case .goForward: return ".goForward"
            case .push(let page, let animated): return ".push(\(page), animated: \(animated))"
            case .pop(let animated): return ".pop(animated: \(animated))"
            case .popToRoot(let animated): return ".popToRoot(animated: \(animated))"
            case .setStack(let pages, let animated): return ".setStack(\(pages), animated: \(animated))"
            case .drag(let completes): return ".drag(completes: \(completes))"
            case .frames(let count, let ms): return ".frames(\(count), ms: \(ms))"
            }
        }
    }

    /// A browser's history: the pages (by number) root first, and where forward leads, the
    /// next forward last.
    struct Model: Equatable {
        var stack: [Int] = [0]
        var forward: [Int] = []

        mutating func back() {
            guard stack.count > 1 else { return }
            forward.append(stack.removeLast())
        }

        mutating func goForward() {
            guard let next = forward.popLast() else { return }
            stack.append(next)
        }

        /// Any change of the stack by the app: a push of exactly the next forward page goes
        /// forward; anything else clears the forward list.
        mutating func set(_ pages: [Int]) {
            if pages == stack + [forward.last].compactMap({ $0 }), !forward.isEmpty {
                forward.removeLast()
            } else {
                forward = []
            }
            stack = pages
        }
    }

    static let pageCount = 8
    let stage = ManualClockWindow()
    let nav: NavigationController
    let pages: [ViewController]
    private(set) var model = Model()

    init() {
        pages = (0..<Self.pageCount).map { ViewController(name: "h\($0)") }
        nav = NavigationController(rootViewController: pages[0])
        stage.setRootViewController(nav)
        // Refused pushes are part of the game (the model expects them).
        stage.window.onNavigationWarning = { _ in }
        stage.scene.layoutIfNeeded()
    }

    private var shown: Model {
        Model(
            stack: nav.viewControllers.compactMap { vc in pages.firstIndex { $0 === vc } },
            forward: nav.forwardViewControllers.compactMap { vc in pages.firstIndex { $0 === vc } })
    }

    /// Applies `op` to the controller and the model; the broken promise, if any.
    func apply(_ op: Op) -> String? {
        let page = Point(x: 400, y: 300)
        let now = stage.clock.now
        switch op {
        case .altLeft, .altRight:
            stage.play(InputScript(start: now, location: page).key(op == .altLeft ? .left : .right, modifiers: .alt))
            if op == .altLeft { model.back() } else { model.goForward() }
        case .backButton, .forwardButton:
            let button: PointerButton = op == .backButton ? .back : .forward
            stage.play(
                InputScript(start: now, location: page).down(at: page, button: button).up(at: page, button: button))
            if op == .backButton { model.back() } else { model.goForward() }
        case .barBack:
            // The shield takes clicks while pages move: only a click at rest goes back.
            let atRest = !nav.isTransitioning
            // The user clicks what a frame drew (a page pushed without animation is laid out).
            stage.scene.layoutIfNeeded()
            let back = Point(x: 30, y: 25)
            stage.play(InputScript(start: now, location: back).down(at: back).up(at: back))
            if atRest { model.back() }
        case .goForward:
            nav.goForward()
            model.goForward()
        case .push(let number, let animated):
            let pushed = nav.pushViewController(pages[number], animated: animated)
            if pushed != !model.stack.contains(number) { return "push of h\(number) answered \(pushed)" }
            if pushed { model.set(model.stack + [number]) }
        case .pop(let animated):
            nav.popViewController(animated: animated)
            if model.stack.count > 1 { model.set(Array(model.stack.dropLast())) }
        case .popToRoot(let animated):
            nav.popToRootViewController(animated: animated)
            model.set([model.stack[0]])
        case .setStack(let numbers, let animated):
            nav.setViewControllers(numbers.map { pages[$0] }, animated: animated)
            model.set(numbers)
        case .drag(let completes):
            // From rest (a drag does not begin over moving pages), with somewhere to go back to.
            stage.settle()
            let begins = model.stack.count > 1
            let start = Point(x: 5, y: 300)
            let end = Point(x: completes ? 605 : 105, y: 300)
            stage.play(
                InputScript(start: stage.clock.now, location: start).down(at: start).drag(
                    to: end, duration: 0.2, steps: 8
                )
                .wait(0.2).up())
            stage.settle()
            if begins && completes { model.back() }
        case .frames(let count, let ms):
            for _ in 0..<count { stage.step(Double(ms) / 1000) }
        }
        let seen = shown
        if seen != model {
            return "stack \(seen.stack) forward \(seen.forward), a browser's history says stack \(model.stack)"
                + " forward \(model.forward)"
        }
        if Set(seen.forward).count != seen.forward.count || seen.forward.contains(where: seen.stack.contains) {
            return "forward list \(seen.forward) has a page twice or one on the stack \(seen.stack)"
        }
        if !nav.isTransitioning {
            let top = pages[model.stack[model.stack.count - 1]]
            if top.appearanceState != .appeared {
                return "the top page h\(model.stack.last!) is \(top.appearanceState)"
            }
            if let other = pages.first(where: { $0 !== top && $0.appearanceState != .disappeared }) {
                return "\(other.name) is \(other.appearanceState) but not on top"
            }
        }
        return nil
    }

    /// The next op, from `random`: mostly back and forward inputs, with the app's calls and
    /// short waits between them (so most land mid-transition).
    func nextOp(_ random: inout TortureRandom) -> Op {
        let page = random.int(0...(Self.pageCount - 1))
        let animated = random.chance(0.8)
        return random.weighted([
            (10, Op.altLeft), (8, .altRight), (7, .backButton), (6, .forwardButton), (4, .barBack), (4, .goForward),
            (12, .push(page, animated: animated)), (3, .pop(animated: animated)), (2, .popToRoot(animated: animated)),
            (3, .setStack(randomStack(&random), animated: animated)), (2, .drag(completes: random.bool())),
            (14, .frames(random.int(1...6), ms: random.pick([4, 16, 33, 100]))),
        ])
    }

    private func randomStack(_ random: inout TortureRandom) -> [Int] {
        // Often the stack with the next forward page on top (a set that goes forward).
        if random.chance(0.3), let next = model.forward.last { return model.stack + [next] }
        var numbers = Array(0..<Self.pageCount)
        numbers.shuffle(using: &random)
        return Array(numbers.prefix(random.int(1...4)))
    }

    /// Runs an episode of `length` ops from `seed`: nil, or what broke, with the op list that
    /// reproduces it.
    package static func runEpisode(seed: UInt64, length: Int) -> String? {
        let world = HistoryTorture()
        var random = TortureRandom(seed: seed)
        var ops: [Op] = []
        for _ in 0..<length {
            let op = world.nextOp(&random)
            ops.append(op)
            if let broken = world.apply(op) {
                return "history torture (seed \(seed)), op \(ops.count - 1) \(op): \(broken)\n  ops: \(ops)"
            }
        }
        return nil
    }
}
