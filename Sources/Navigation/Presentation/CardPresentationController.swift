import Geometry
import Layers
import Views

/// The card style (UIKit's sheets): the page over the presenter dimmed to `dimmingAlpha`,
/// with rounded corners, a soft shadow and, while it can be dragged down, a grabber.
///
/// Where it sits follows UIKit's size classes: in a window narrower than
/// `formSheetMinimumWidth` (or too short for the form sheet) it is a page sheet, `topInset`
/// below the top, down to the window's bottom edge, at most `maximumWidth` wide and centred;
/// flush with the bottom, only its top corners are rounded. In a window at least that wide it
/// is a form sheet: `formSheetSize`, centred, inset from every edge, all four corners rounded.
@MainActor
public final class CardPresentationController: PresentationController {
    // docs-number: page-sheet card: gap above it (points)
    /// The gap above a page sheet, in points; 40 by default.
    public var topInset = 40.0
    // docs-number: page-sheet card: widest (points)
    /// A page sheet's widest width, in points (centred in a wider window); 720 by default.
    public var maximumWidth = 720.0
    // docs-number: form-sheet card size (points)
    /// The form sheet's size, in points (UIKit's 540 × 620).
    public var formSheetSize = Size(width: 540, height: 620)
    // docs-number: narrowest window for a form sheet (points)
    /// The narrowest window that shows a form sheet rather than a page sheet, in points (our
    /// stand-in for UIKit's regular width); 1400 by default. The window must also leave
    /// `topInset` above and below the form sheet.
    public var formSheetMinimumWidth = 1400.0
    // docs-number: card corner radius (points)
    /// The radius of the card's rounded corners, in points; 12 by default.
    public var cornerRadius = 12.0
    // docs-number: card shadow opacity
    /// The shadow around the card: its opacity (0 for none) and blur radius.
    public var shadowOpacity = 0.3
    /// The shadow's blur radius, in points (Core Animation's `shadowRadius`).
    public var shadowRadius = 10.0
    /// Whether the grabber shows while the card can be dragged down (it cannot when the page
    /// is modal in presentation or opts out of the drag); true by default.
    public var prefersGrabberVisible = true {
        didSet { grabberView?.setNeedsDisplay() }
    }

    private var shadowView: CardShadowView?
    private var grabberView: CardGrabberView?

    /// Creates the card's presentation controller, dimming the presenter to 0.4 black.
    public init(presentedViewController: ViewController, presenting: ViewController) {
        super.init(presentedViewController: presentedViewController, presenting: presenting, dimmingAlpha: 0.4)
    }

    /// Whether a container of `bounds` shows a form sheet (centred, inset from every edge).
    public func showsFormSheet(in bounds: Rect) -> Bool {
        bounds.width >= formSheetMinimumWidth && bounds.width >= formSheetSize.width
            && bounds.height >= formSheetSize.height + 2 * topInset
    }

    /// A form sheet centred in a wide window; otherwise a page sheet `topInset` below the top,
    /// down to the bottom, at most `maximumWidth` wide and centred.
    public override var frameOfPresentedViewInContainerView: Rect {
        let bounds = containerView?.bounds ?? .zero
        if showsFormSheet(in: bounds) {
            return Rect(
                x: (bounds.minX + (bounds.width - formSheetSize.width) / 2).rounded(),
                y: (bounds.minY + (bounds.height - formSheetSize.height) / 2).rounded(), width: formSheetSize.width,
                height: formSheetSize.height)
        }
        let width = min(bounds.width, maximumWidth)
        return Rect(
            x: ((bounds.width - width) / 2).rounded(), y: topInset, width: width,
            height: max(bounds.height - topInset, 0))
    }

    /// Rounds the card's corners and clips its content to them: only the top two when it
    /// reaches the container's bottom edge (square where it meets the window's edge).
    public override func containerViewWillLayoutSubviews() {
        let bounds = containerView?.bounds ?? .zero
        let view = presentedViewController.view
        view.layer.cornerRadius = cornerRadius
        view.layer.maskedCorners =
            frameOfPresentedViewInContainerView.maxY >= bounds.maxY && !bounds.isEmpty ? .top : .all
        view.clipsToBounds = cornerRadius > 0
        shadowView?.cornerRadius = cornerRadius
        shadowView?.shadowOpacity = shadowOpacity
        shadowView?.shadowRadius = shadowRadius
        for chrome in [shadowView, grabberView] { chrome?.frame = bounds }
    }

    override func addChrome(to container: View, above dimming: View?, isDraggable: @escaping @MainActor () -> Bool) {
        let shadow = CardShadowView(
            card: presentedViewController.view, cornerRadius: cornerRadius, opacity: shadowOpacity, radius: shadowRadius
        )
        // A card floats over the page: elevated, its grounds a step lighter in dark (DarkMode.md).
        container.layer.overrideUserInterfaceLevel = .elevated
        let grabber = CardGrabberView(card: presentedViewController.view) { [weak self] in
            (self?.prefersGrabberVisible ?? false) && isDraggable()
        }
        if let dimming {
            container.insertSubview(shadow, aboveSubview: dimming)
        } else {
            container.insertSubview(shadow, at: 0)
        }
        container.addSubview(grabber)
        shadowView = shadow
        grabberView = grabber
        containerViewWillLayoutSubviews()
    }

    override func bringChromeToFront() {
        guard let grabberView, let container = grabberView.superview else { return }
        container.bringSubviewToFront(grabberView)
    }
}
