import Animation
import Geometry
import Layers

/// The root view of one SDL window: it owns the window's `Scene` (layers, clock, animations)
/// and receives the window's input as `InputEvent` values (`handle(_:)`), which it dispatches
/// to views, gesture recognizers and the responder chain.
@MainActor
public final class Window: View {
    /// The window's layer tree, clock and animations.
    public let scene: Scene
    /// Measures text for labels and bars in this window.
    public let textMeasurer: any TextMeasuring
    /// Reduced motion (a desktop's "animations off"): containers replace their built-in
    /// transitions with a short cross-fade; what the pointer drags still follows it.
    public var prefersReducedMotion = false
    /// Pixels per point of the screen it is shown on (UIKit's `displayScale`): the host sets
    /// it from its window (`SDLWindow.scale`). Layout stays in points; only what must be one
    /// pixel, such as hairlines (`View.hairlineWidth`), looks at it.
    public var displayScale: Double = 1 {
        didSet {
            guard displayScale != oldValue else { return }
            setNeedsLayoutInSubtree()
        }
    }

    /// What the window's title bar should say: the navigation sets it to the title of the page
    /// the user sees (nil when that page has none); the host shows it (`onTitleChange`).
    public var title: String? {
        didSet {
            guard title != oldValue else { return }
            onTitleChange?(title)
        }
    }
    /// Told when `title` changes: the host puts it on the real window (`SDLWindow.title`).
    public var onTitleChange: (@MainActor (String?) -> Void)?

    /// The smallest size, in points, the user can resize the window to (zero: no limit beyond
    /// the desktop's); the host applies it to its window (`onMinimumSizeChange`).
    public var minimumSize: Size = .zero {
        didSet {
            guard minimumSize != oldValue else { return }
            onMinimumSizeChange?(minimumSize)
        }
    }
    /// Told when `minimumSize` changes: the host applies it (`SDLWindow.minimumSize`).
    public var onMinimumSizeChange: (@MainActor (Size) -> Void)?

    /// The platform's typed text, input method, clipboard and primary selection: the host sets
    /// its own (`SDLTextInputService`); until then an in-memory one.
    public var textInputService: any TextInputService = InMemoryTextInputService()

    /// The caret rectangle last given to the text input service.
    var lastTextInputRect: Rect?
    /// Told after each view controller's `viewDidLayoutSubviews` in this window
    /// (`observeOwnedViewLayouts`).
    var ownedViewLayoutObservers: [@MainActor (View) -> Void] = []

    /// Where keys and typed text go first (UIKit's first responder;
    /// KeyboardFocus.md): the focused view when it can be first responder (a text field editing), else the
    /// responder given to `makeFirstResponder(_:)` that is not a view (an app's keys), else nil
    /// (they go to the window).
    public var firstResponder: Responder? { focusSystem.firstResponder ?? keyResponder }
    /// The focused view that is first responder, if any.
    var firstResponderView: View? { focusSystem.firstResponder }
    /// The app's own key handler (`makeFirstResponder(_:)` with a responder that is not a
    /// view): keys go to it when no view is first responder, and after the first responder's
    /// chain left them.
    private(set) weak var keyResponder: Responder?
    lazy var dispatcher = InputDispatcher(window: self)
    /// Keyboard focus: which view has it, the keys, the ring (`Focus/`).
    lazy var focusSystem = FocusSystem(window: self)
    /// The window's Auto Layout, once a constraint was activated in it (`autoLayout`).
    var autoLayoutEngine: AutoLayoutEngine?
    /// What reports Auto Layout's warnings (`onLayoutWarning`; standard error without one).
    var layoutWarningSink: (@MainActor (String) -> Void)?
    /// What modules above this one keep per window, by type (`service(_:)`).
    var services: [ObjectIdentifier: AnyObject] = [:]
    /// Who hears the accessibility notifications posted to this window
    /// (`observeAccessibilityNotifications`).
    var accessibilityObservers: [@MainActor (AccessibilityPost) -> Void] = []
    /// Who hears keyboard focus move (`observeFocusChanges`).
    var focusObservers: [@MainActor (View?) -> Void] = []

    /// Creates the window view over `scene`'s root layer, measuring text with `textMeasurer`.
    public init(scene: Scene, textMeasurer: any TextMeasuring) {
        self.scene = scene
        self.textMeasurer = textMeasurer
        super.init(frame: Rect(origin: .zero, size: scene.size))
        name = "window"
        // Light until the host reads the desktop's style (`desktopUserInterfaceStyle`).
        scene.rootLayer.overrideUserInterfaceStyle = .light
        scene.rootLayer.overrideUserInterfaceLevel = .base
        scene.rootLayer.addSublayer(layer)
        // The scene's root follows the SDL window's size; the window view follows the root.
        scene.rootLayer.layoutHandler = { [weak self] root in
            self?.frame = root.bounds
        }
        // The input method's window follows the caret, also while a transition moves it.
        scene.observeRenderedFrames { [weak self] in self?.updateTextInputRect() }
    }

    /// The window itself.
    public override var window: Window? { self }

    /// A window closed mid-transition ends what runs in its scene (`Scene.tearDown`), whose
    /// closures would otherwise keep the scene and the pages they move alive.
    isolated deinit {
        scene.tearDown()
    }

    /// After the window come the owner of its content (the root view controller).
    public override var nextResponder: Responder? { contentOwner ?? super.nextResponder }

    /// The view that fills the window (an app's root page), kept at the window's size.
    public private(set) var contentView: View?
    /// What owns `contentView` (a root view controller), kept alive by the window.
    public private(set) var contentOwner: Responder?

    /// Makes `view` fill the window, replacing the previous content view.
    public func setContentView(_ view: View?, owner: Responder? = nil) {
        contentView?.removeFromSuperview()
        contentView = view
        contentOwner = owner
        if let view {
            view.frame = bounds
            // Below the overlays (presented pages stay on top).
            if let first = overlays.first { insertSubview(view, belowSubview: first) } else { addSubview(view) }
        }
    }

    /// Keeps the content view and the overlays at the window's size; moves keyboard focus into
    /// a page that replaced another, and off a focused view that stopped showing.
    public override func layoutSubviews() {
        contentView?.frame = bounds
        for overlay in overlays { overlay.frame = bounds }
        if focusSystem.hasPendingPage {
            // Focus moves into a page that replaced another once everything is laid out: it
            // goes by where the page's views are.
            layoutIfNeeded()
            focusSystem.resolvePendingPage()
        }
        // Focus never rests on a view that stopped showing (it or a view above it hidden).
        focusSystem.moveFocusOffViewThatStoppedShowing()
    }

    /// Views kept above the content at the window's size (the presentation layer).
    public private(set) var overlays: [View] = []

    /// Adds `view` above the content (and above earlier overlays), kept at the window's size;
    /// a new content view goes below it.
    public func addOverlay(_ view: View) {
        overlays.append(view)
        view.frame = bounds
        addSubview(view)
    }

    /// Makes `responder` the first to get keys; it must accept (`canBecomeFirstResponder`).
    /// A view becomes first responder as with `becomeFirstResponder()` (it takes keyboard
    /// focus). A responder that is not a view — an app's key handler, first in a chain it
    /// makes itself — gets the keys while no view is first responder, and those the first
    /// responder's chain leaves (KeyboardFocus.md). Nil ends both.
    @discardableResult
    public func makeFirstResponder(_ responder: Responder?) -> Bool {
        if let view = responder as? View {
            return view.window === self && view.becomeFirstResponder()
        }
        guard let responder else {
            keyResponder = nil
            return firstResponderView?.resignFirstResponder() ?? true
        }
        guard responder.canBecomeFirstResponder else { return false }
        keyResponder = responder
        return true
    }
}
