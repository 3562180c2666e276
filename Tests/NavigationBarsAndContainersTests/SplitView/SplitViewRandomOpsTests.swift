import Animation
import Geometry
import Layers
import Navigation
import SegueTestSupport
import Views

/// The split view under random use, as an app and a user would mix it: resizes across and
/// beside the breakpoint, selections, going back and forward by key and by drag (dragged
/// pages held across other operations), pushes inside the content, frames stepped part way.
/// At rest after every episode step the split must be sound: its two children, one
/// arrangement (side by side with both columns at their frames, or one folded stack of the
/// sidebar and perhaps the content), the appearance of exactly what shows, and the window's
/// title the page shown. Seeded: a failure names its seed and step.
@MainActor
struct SplitViewRandomOpsTests {
    /// SplitMix64: the same numbers on every machine.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func int(_ range: ClosedRange<Int>) -> Int {
            range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
        }
        mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }
    }

    nonisolated static let widths = [500.0, 640, 719, 720, 800, 1200, 1600]
    nonisolated static let y = 300.0

    @MainActor
    final class World {
        let h: SplitHarness
        var random: Random
        var pointerHeld = false
        var pointerX = 4.0
        var made = 0
        var log: [String] = []

        init(seed: UInt64) {
            random = Random(state: seed)
            h = SplitHarness(width: Self.startWidth(seed))
        }

        static func startWidth(_ seed: UInt64) -> Double { seed % 2 == 0 ? 1600 : 600 }

        var script: InputScript {
            InputScript(start: h.clock.now, location: Point(x: pointerX, y: SplitViewRandomOpsTests.y))
        }

        func step() {
            let op = random.int(0...10)
            switch op {
            case 0, 1:
                let width = random.pick(SplitViewRandomOpsTests.widths)
                log.append("resize \(width)")
                h.resize(to: width)
            case 2, 3:
                made += 1
                let animated = random.int(0...3) > 0
                log.append("showDetail d\(made) animated \(animated)")
                h.split.showDetailViewController(h.detail("d\(made)"), animated: animated)
            case 4:
                log.append("showPrimary")
                h.split.show(.primary)
            case 5:
                log.append("alt+left")
                h.play(script.key(.left, modifiers: .alt))
            case 6:
                log.append("alt+right")
                h.play(script.key(.right, modifiers: .alt))
            case 7:
                if pointerHeld {
                    let to = Double(random.int(0...700))
                    log.append("drag to \(to) and release")
                    h.play(script.drag(to: Point(x: to, y: SplitViewRandomOpsTests.y), duration: 0.1, steps: 6).up())
                    pointerHeld = false
                } else {
                    let to = Double(random.int(20...500))
                    log.append("press at the edge, drag to \(to), hold")
                    pointerX = 4
                    h.play(
                        script.down(at: Point(x: 4, y: SplitViewRandomOpsTests.y))
                            .drag(to: Point(x: to, y: SplitViewRandomOpsTests.y), duration: 0.1, steps: 6))
                    pointerX = to
                    pointerHeld = true
                }
            case 8:
                made += 1
                log.append("push p\(made) in the content")
                let page = LoggingPage("p\(made)", log: h.log)
                (h.split.secondaryViewController as? NavigationController)?.pushViewController(page, animated: true)
            case 9:
                let frames = random.int(1...20)
                log.append("step \(frames)")
                for _ in 0..<frames { h.step() }
            default:
                log.append("settle")
                h.settle()
            }
        }

        /// Lets go of the pointer and settles: the split at rest.
        func rest() {
            if pointerHeld {
                h.play(script.up())
                pointerHeld = false
                log.append("release")
            }
            h.settle(limit: 10)
        }
    }

    /// What must hold at rest; each broken rule is one line.
    static func violations(_ world: World) -> [String] {
        let h = world.h
        let split = h.split
        var found: [String] = []
        let primary = split.primaryViewController
        let secondary = split.secondaryViewController
        if split.children.count != 2 || split.children[0] !== primary || split.children[1] !== secondary {
            found.append("children \(split.children.map(\.name)), not the sidebar and the content")
        }
        if secondary.parent !== split { found.append("the content's parent is not the split") }
        let width = h.window.bounds.width
        if split.isCollapsed != (width < split.collapseBreakpoint) {
            found.append("collapsed \(split.isCollapsed) at \(width) points")
        }
        if split.isTransitioning { found.append("still transitioning at rest") }
        let full = Rect(x: 0, y: 0, width: width, height: SplitHarness.height)
        if let folded = split.foldedStackViews {
            let expected = split.isShowingContent ? [primary.view, secondary.view] : [primary.view]
            if folded.count != expected.count || zip(folded, expected).contains(where: { $0 !== $1 }) {
                found.append("folded stack \(folded.map { $0.name ?? "?" }), showing content \(split.isShowingContent)")
            }
            let shown = split.isShowingContent ? secondary : primary
            let hidden = split.isShowingContent ? primary : secondary
            if shown.view.window == nil { found.append("\(shown.name) folded on top is not in the window") }
            if hidden.view.window != nil { found.append("\(hidden.name) under the folded top is in the window") }
            if h.frameOnScreen(shown) != full {
                found.append("\(shown.name) at \(h.frameOnScreen(shown)), not \(full)")
            }
            if shown.appearanceState != .appeared { found.append("\(shown.name) shown but \(shown.appearanceState)") }
            if hidden.appearanceState != .disappeared {
                found.append("\(hidden.name) hidden but \(hidden.appearanceState)")
            }
        } else {
            let columns = split.columnViews
            if columns.count != 2 || columns[0] !== primary.view || columns[1] !== secondary.view {
                found.append("columns hold \(columns.map { $0.name ?? "?" })")
            }
            if primary.view.frame != split.sideBySideFrame(ofPrimary: true) {
                found.append("the sidebar at \(primary.view.frame)")
            }
            if secondary.view.frame != split.sideBySideFrame(ofPrimary: false) {
                found.append("the content at \(secondary.view.frame)")
            }
            for vc in [primary, secondary] where vc.appearanceState != .appeared {
                found.append("\(vc.name) side by side but \(vc.appearanceState)")
            }
        }
        // Inside the content, its top page appears with it.
        if let nav = secondary as? NavigationController, let top = nav.topViewController,
            top.appearanceState != secondary.appearanceState
        {
            found.append(
                "the content's top page \(top.name) is \(top.appearanceState), the content \(secondary.appearanceState)"
            )
        }
        let visible = h.window.visibleViewController
        if h.window.title != visible?.title {
            found.append("title \(h.window.title ?? "nil"), the page shown \(visible?.title ?? "nil")")
        }
        return found
    }

    func testRandomUseLeavesTheSplitSound() {
        forEachArgument(0..<200) { Self().randomUseLeavesTheSplitSound(episode: $0) }
    }

    func randomUseLeavesTheSplitSound(episode: Int) {
        let seed = 20_261_125 &+ UInt64(episode) &* 7919
        let world = World(seed: seed)
        for stepIndex in 0..<40 {
            world.step()
            guard world.random.int(0...3) == 0 || stepIndex == 39 else { continue }
            world.rest()
            let broken = Self.violations(world)
            if !broken.isEmpty {
                recordIssue(
                    "seed \(seed), step \(stepIndex): \(broken.joined(separator: "; "))\nops: \(world.log.joined(separator: ", "))"
                )
                return
            }
        }
    }
}
