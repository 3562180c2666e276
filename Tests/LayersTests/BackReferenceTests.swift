@testable import Layers

/// A layer's `superlayer` is not a weak reference (back references, docs/ARCHITECTURE.md,
/// "Design rules and seams"), yet reads as one: a sublayer that outlives its superlayer has none.
@MainActor
struct BackReferenceTests {
    func testASublayerKeptAfterItsSuperlayerWentHasNoSuperlayer() {
        let kept = Layer()
        var parent: Layer? = Layer()
        parent?.addSublayer(kept)
        weak let watched = parent
        parent = nil
        expectNil(watched, "the superlayer is released: nothing else holds it")
        expectNil(kept.superlayer)
        // The kept layer goes on working in a new tree.
        let other = Layer()
        other.addSublayer(kept)
        expectIdentical(kept.superlayer, other)
        expectEqual(other.sublayers.count, 1)
    }

    func testADeepTreeLetGoKeepsNoBackReferenceInWhatOutlivesIt() {
        let grandchild = Layer()
        var root: Layer? = Layer()
        var child: Layer? = Layer()
        root?.addSublayer(child!)
        child?.addSublayer(grandchild)
        child = nil
        expectIdentical(grandchild.superlayer?.superlayer, root, "the tree holds the child")
        root = nil
        expectNil(grandchild.superlayer, "the child went with the root")
    }
}
