import Animation
import Geometry
import SegueTestSupport

@testable import Layers

/// A hidden rasterized layer that is about to show (a cube's arriving face at 90°) still
/// appears in the display list, as a preparation-only group with its raster key, so the
/// renderer can make its image ready; without the flag a hidden layer draws nothing at all.
@MainActor
struct PreparedRasterTests {
    let scene = Scene(size: Size(width: 200, height: 100), clock: ManualClock())

    func hiddenPage() -> Layer {
        let page = Layer()
        page.frame = Rect(x: 0, y: 0, width: 200, height: 100)
        page.backgroundColor = .white
        page.shouldRasterize = true
        page.isHidden = true
        scene.rootLayer.addSublayer(page)
        return page
    }

    func testAHiddenLayerDrawsNothing() {
        _ = hiddenPage()
        expectEmpty(scene.displayList().items)
    }

    func testAHiddenLayerAboutToShowIsAPreparationOnlyGroupWithItsRasterKey() {
        let page = hiddenPage()
        page.preparesRasterWhileHidden = true
        let items = scene.displayList().items
        guard items.count == 1, case .group(let group) = items[0] else {
            recordIssue("expected one group, got \(items)")
            return
        }
        expectTrue(group.isPreparationOnly)
        expectEqual(group.cacheKey?.owner, ObjectIdentifier(page))
        expectEqual(group.quad.rect, Rect(x: 0, y: 0, width: 200, height: 100))
        // Shown, the same layer is an ordinary group with the same key.
        page.isHidden = false
        guard case .group(let shown) = scene.displayList().items.first else {
            recordIssue("expected a group")
            return
        }
        expectFalse(shown.isPreparationOnly)
        expectEqual(shown.cacheKey, group.cacheKey)
    }

    func testOnlyARasterizedLayerIsPrepared() {
        let page = hiddenPage()
        page.shouldRasterize = false
        page.preparesRasterWhileHidden = true
        expectEmpty(scene.displayList().items)
    }
}
