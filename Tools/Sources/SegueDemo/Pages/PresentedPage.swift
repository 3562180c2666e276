import Geometry
import Layers
import Navigation
import Views

/// A page made to be presented (the catalog's present-* pages): what it shows, how to close
/// it, and a Close button that dismisses it. Each factory sets the page's own presentation
/// style, which the Present page, the menu and `--present` all use.
@MainActor
final class PresentedPage: ViewController {
    let heading: String
    let lines: [String]
    let look: PresentedPageView.Look

    init(name: String, heading: String, lines: [String], look: PresentedPageView.Look) {
        self.heading = heading
        self.lines = lines
        self.look = look
        super.init(name: name)
        title = heading
    }

    override func loadView() {
        let view = PresentedPageView(title: heading, lines: lines, look: look)
        view.closeButton.addAction { [unowned self] in dismiss(animated: true) }
        setView(view)
    }

    /// The dismissal line of the pages that cover the window.
    private static let closeHint = "Close: the button or Escape (a page over the whole window takes no drag down)."

    private static let onDark = PresentedPageView.Look(
        background: .black, titleColor: .white, textColor: Color(white: 1, alpha: 0.88), buttonColor: .white)

    private static let onLight = PresentedPageView.Look(
        background: .systemBackground, titleColor: .demoGray(0.1), textColor: .demoGray(0.3),
        buttonColor: .demoPanel(0.94))

    static func fullScreen(catalog: PageCatalog) -> PresentedPage {
        var look = onDark
        look.background = Color(red: 0.2, green: 0.24, blue: 0.55)
        return PresentedPage(
            name: "present-full", heading: "Full-screen page",
            lines: ["Presented full screen: once it is up, the stack leaves the view tree.", closeHint],
            look: look)
    }

    static func overFullScreen(catalog: PageCatalog) -> PresentedPage {
        var look = onDark
        look.background = .clear
        look.material = BlurEffect(style: .dark)
        let page = PresentedPage(
            name: "present-over", heading: "Over-full-screen page",
            lines: [
                "Over full screen on a blur material (VisualEffectView, BlurEffect .dark): the stack stays in the window, blurred.",
                closeHint,
            ],
            look: look)
        page.modalPresentationStyle = .overFullScreen
        return page
    }

    static func card(catalog: PageCatalog) -> PresentedPage {
        let page = PresentedPage(
            name: "present-card", heading: "Card",
            lines: [
                "A card over the dimmed stack (CardPresentationController): flush with the bottom, or a centred form sheet in a wide window.",
                "Close: the button, a drag down, Escape, or a click on the dimming.",
            ], look: onLight)
        page.modalPresentationStyle = .card
        return page
    }

    /// Seed 001's mask: a translucent page with a panel, faded in and out by the catalog's
    /// one shared `MaskTransitionDelegate`.
    static func fade(catalog: PageCatalog) -> PresentedPage {
        var look = onLight
        look.background = Color(white: 0, alpha: 0.45)
        look.panelColor = Color(light: .white, dark: Color(red: 0.11, green: 0.11, blue: 0.12))
        let page = PresentedPage(
            name: "present-fade", heading: "Fade mask",
            lines: [
                "Seed 001's mask: one shared MaskTransitionDelegate fades this page in and out over 0.3 s.",
                "Close: the button, Escape, or a drag down (it fades).",
            ], look: look)
        page.modalPresentationStyle = .custom
        page.transitioningDelegate = catalog.maskTransitionDelegate
        // Over the whole window, so dragged away only because it opts in.
        page.allowsDragToDismiss = true
        return page
    }
}
