import Animation
import Geometry
import Layers
import SegueTestSupport
import Views

@testable import Navigation

/// The bar's hairline is one pixel at any scale (UIKit's shadow image), and moves with it.
@MainActor
struct BarHairlineScaleTests {
    func testTheBarsHairlineIsOnePixel() {
        let scene = Scene(size: Size(width: 400, height: 300), clock: ManualClock())
        let window = Window(scene: scene, textMeasurer: FixedAdvanceTextMeasurer())
        window.displayScale = 2
        let page = ViewController(name: "root")
        page.title = "Root"
        let navigation = NavigationController(rootViewController: page)
        window.setRootViewController(navigation)
        scene.layoutIfNeeded()
        let bar = navigation.page(for: page).navigationBar
        expectEqual(bar.hairline.frame.height, 0.5)
        expectEqual(bar.hairline.frame.maxY, NavigationBar.height)
        window.displayScale = 1
        scene.layoutIfNeeded()
        expectEqual(bar.hairline.frame.height, 1)
    }
}
