import Geometry
import Views

/// The card style: the page inset from the window's edges (a sheet, at most `maximumWidth`
/// wide, `topInset` from the top) over the presenter dimmed to `dimmingAlpha`.
@MainActor
public final class CardPresentationController: PresentationController {
    public var topInset = 40.0
    public var maximumWidth = 720.0

    public init(presentedViewController: ViewController, presenting: ViewController) {
        super.init(presentedViewController: presentedViewController, presenting: presenting, dimmingAlpha: 0.4)
    }

    public override func frameOfPresentedView(in bounds: Rect) -> Rect {
        let width = min(bounds.width, maximumWidth)
        return Rect(
            x: ((bounds.width - width) / 2).rounded(), y: topInset, width: width,
            height: max(bounds.height - topInset, 0))
    }
}
