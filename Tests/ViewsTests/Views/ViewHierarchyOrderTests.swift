import Geometry

@testable import Views

/// Moving a subview next to a sibling lands it exactly there, whichever side it came from.
@MainActor
struct ViewHierarchyOrderTests {
    func testMovingASubviewBelowASiblingAboveItLandsJustBelowIt() {
        let parent = View()
        let (a, b, c) = (View(), View(), View())
        for view in [a, b, c] { parent.addSubview(view) }
        parent.insertSubview(a, belowSubview: c)
        expectEqual(parent.subviews.map { ObjectIdentifier($0) }, [b, a, c].map { ObjectIdentifier($0) })
        parent.insertSubview(c, aboveSubview: b)
        expectEqual(parent.subviews.map { ObjectIdentifier($0) }, [b, c, a].map { ObjectIdentifier($0) })
        parent.insertSubview(b, aboveSubview: a)
        expectEqual(parent.subviews.map { ObjectIdentifier($0) }, [c, a, b].map { ObjectIdentifier($0) })
    }
}
