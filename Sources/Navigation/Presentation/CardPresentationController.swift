import Geometry
import Views

/// The card style: the page inset from the window's edges (a sheet, at most `maximumWidth`
/// wide, `topInset` from the top) over the presenter dimmed to `dimmingAlpha`.
@MainActor
public final class CardPresentationController: PresentationController {
    /// The gap above the card, in points; 40 by default.
    public var topInset = 40.0
    /// The card's widest width, in points (centred in a wider window); 720 by default.
    public var maximumWidth = 720.0

    /// Creates the card's presentation controller, dimming the presenter to 0.4 black.
    public init(presentedViewController: ViewController, presenting: ViewController) {
        super.init(presentedViewController: presentedViewController, presenting: presenting, dimmingAlpha: 0.4)
    }

    /// The card: `topInset` below the top, down to the bottom, at most `maximumWidth` wide and
    /// centred.
    public override func frameOfPresentedView(in bounds: Rect) -> Rect {
        let width = min(bounds.width, maximumWidth)
        return Rect(
            x: ((bounds.width - width) / 2).rounded(), y: topInset, width: width,
            height: max(bounds.height - topInset, 0))
    }
}
