@testable import Views

/// A view's `superview` and its backing layer's `view` are not weak references (back
/// references, docs/ARCHITECTURE.md, "Design rules and seams"), yet read as such: what
/// outlives the view they point at has none.
@MainActor
struct ViewBackReferenceTests {
    func testASubviewKeptAfterItsSuperviewWentHasNoSuperview() {
        let kept = View()
        var parent: View? = View()
        parent?.addSubview(kept)
        weak let watched = parent
        parent = nil
        expectNil(watched, "the superview is released: nothing else holds it")
        expectNil(kept.superview)
        expectNil(kept.layer.superlayer, "its layer left the released view's layer too")
        let other = View()
        other.addSubview(kept)
        expectIdentical(kept.superview, other)
    }

    func testABackingLayerKeptAfterItsViewWentHasNoView() throws {
        var view: View? = View()
        let layer = try require(view?.layer as? ViewLayer)
        expectIdentical(layer.view, view)
        view = nil
        expectNil(layer.view)
        // Laying the orphaned layer out asks no view to lay out.
        layer.setNeedsLayout()
        layer.layoutIfNeeded()
    }
}
