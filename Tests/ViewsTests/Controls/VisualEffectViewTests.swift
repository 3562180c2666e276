import Animation
import Geometry
import Layers
import SegueTestSupport

@testable import Views

/// The blur view: its material becomes the layer's backdrop blur and tint, its content view
/// fills it above them.
@MainActor
struct VisualEffectViewTests {
    func testTheEffectSetsTheBackdropBlurAndTintAndTheContentViewFillsTheView() {
        let view = VisualEffectView(effect: BlurEffect(style: .dark), frame: Rect(x: 0, y: 0, width: 300, height: 200))
        expectEqual(view.layer.backdropBlurRadius, 20)
        expectEqual(view.backgroundColor, BlurEffect(style: .dark).tint)
        view.layoutIfNeeded()
        expectEqual(view.contentView.frame, view.bounds)
        expectEqual(view.subviews.map { $0 === view.contentView }, [true])
        view.frame = Rect(x: 0, y: 0, width: 120, height: 80)
        view.layoutIfNeeded()
        expectEqual(view.contentView.frame, Rect(x: 0, y: 0, width: 120, height: 80))
        // A material of its own, then none.
        view.effect = BlurEffect(radius: 6, tint: Color(white: 1, alpha: 0.2))
        expectEqual(view.layer.backdropBlurRadius, 6)
        view.effect = nil
        expectEqual(view.layer.backdropBlurRadius, 0)
        expectNil(view.backgroundColor)
    }

    func testEveryStyleBlursUnderATranslucentTint() {
        for style in BlurEffect.Style.allCases {
            let effect = BlurEffect(style: style)
            expectGreater(effect.radius, 0, "\(style)")
            expectTrue(effect.tint.alpha > 0 && effect.tint.alpha < 1, "\(style)")
        }
    }

    func testAWindowDrawsTheBlurBeforeTheTintAndTheContent() {
        let stage = ManualClockWindow(size: Size(width: 200, height: 100))
        let root = View()
        root.backgroundColor = .red
        let blur = VisualEffectView(
            effect: BlurEffect(style: .light), frame: Rect(x: 10, y: 10, width: 100, height: 50))
        let label = View(frame: Rect(x: 5, y: 5, width: 20, height: 20))
        label.backgroundColor = .black
        blur.contentView.addSubview(label)
        root.addSubview(blur)
        stage.setContentView(root)
        stage.step()
        let items = stage.scene.displayList().items
        let blurIndex = items.firstIndex {
            if case .backdropBlur = $0 { return true }
            return false
        }
        expectEqual(blurIndex, 1, "after the red page, before the tint")
        if case .fill(_, let color, _, _) = items[2] { expectEqual(color, BlurEffect(style: .light).tint) }
    }
}
