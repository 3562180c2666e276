import Foundation
import Geometry
import Layers
import Views

/// One page of an app: it owns a view (loaded on first use), a title and navigation item,
/// and is told when it appears and disappears (UIKit's UIViewController).
///
/// The appearance callbacks stay balanced: every `viewWillAppear` is followed by either
/// `viewDidAppear` or, when an interactive transition is cancelled, by `viewWillDisappear`
/// and `viewDidDisappear`.
@MainActor
open class ViewController: Responder {
    /// A stable name for traces, tests and `--stack` (defaults to the type's name).
    public var name: String

    /// Shown in the navigation bar, and as the back button of the page above.
    public var title: String? {
        didSet {
            navigationItem.titleDidChange(title)
            if appearanceState == .appeared { windowForReports?.showVisiblePageTitle() }
        }
    }

    /// What the navigation bar shows for this page.
    public private(set) lazy var navigationItem = NavigationItem(title: title)

    /// Whether the navigation bar is hidden while this page is on top.
    public var prefersNavigationBarHidden = false {
        didSet { navigationItem.onChange?() }
    }
    /// The items of the toolbar at the bottom of this page (UIKit's `toolbarItems`): shown
    /// while the navigation controller's toolbar is not hidden (`setToolbarHidden`) and this
    /// list is not empty; the toolbar travels with the page.
    public var toolbarItems: [BarButtonItem] = [] {
        didSet { navigationItem.onChange?() }
    }
    /// This page's bar look, overriding the navigation controller's default.
    @available(*, deprecated, renamed: "navigationItem.standardAppearance")
    public var navigationBarAppearance: NavigationBarAppearance? {
        get { navigationItem.standardAppearance }
        set { navigationItem.standardAppearance = newValue }
    }
    /// What a tab bar shows for this page (UIKit's `tabBarItem`): made from `title` when first
    /// asked for (a navigation controller's is its root page's until it is given one); an app
    /// may set its own (`page.tabBarItem = TabBarItem(...)`), and the tab bar this page is a tab
    /// of (or the root of a tab's navigation controller) shows it at once.
    public var tabBarItem: TabBarItem {
        get {
            if let item = storedTabBarItem { return item }
            // A navigation controller without an item of its own shows its root page's, as UIKit's.
            if let source = tabBarItemSource { return source.tabBarItem }
            let item = TabBarItem(title: title)
            storedTabBarItem = item
            return item
        }
        set {
            storedTabBarItem = newValue
            tabBarController?.tabBarItemDidChange(of: self)
        }
    }
    private var storedTabBarItem: TabBarItem?
    /// The page whose `tabBarItem` this one shows until it is given its own (a navigation
    /// controller's root page); nil: its own, made from its title.
    var tabBarItemSource: ViewController? { nil }
    /// Pushed onto a navigation controller inside a tab, this page hides the tab bar: it
    /// leaves with the page underneath and comes back with it (UIKit's rule: the bar stays
    /// hidden while this page is anywhere above the stack's root).
    public var hidesBottomBarWhenPushed = false

    /// Whether the back gesture may pop this page (UIKit apps disable
    /// `interactivePopGestureRecognizer` per page).
    public var allowsInteractivePop = true

    /// Creates a controller; `name` defaults to the type's name.
    public init(name: String? = nil) {
        self.name = name ?? String(describing: Self.self)
        super.init()
    }

    /// UIKit's designated initializer, for subclasses that write
    /// `super.init(nibName: nil, bundle: nil)`. Segue has no nibs: a nib name is ignored (the
    /// view comes from `loadView`), and the controller is named after its type.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.name = String(describing: Self.self)
        super.init()
    }

    // MARK: - The view

    private var loadedView: View?

    /// The page's root view, loaded (`loadView`, then `viewDidLoad`) on first use.
    public var view: View {
        if let loadedView { return loadedView }
        loadView()
        guard let loadedView else { preconditionFailure("\(name).loadView() must set view") }
        loadedView.owningResponder = self
        // The size it will be shown at, before viewDidLoad (LayoutAsUIKit.md).
        if loadedView.bounds.size == .zero, let size = sizeForLoadingView() {
            loadedView.frame = Rect(origin: loadedView.frame.origin, size: size)
        }
        loadedView.ownerAdditionalSafeAreaInsets = additionalSafeAreaInsets
        // Laid out (with the layout callbacks) before the first frame it is in.
        loadedView.setNeedsLayout()
        viewDidLoad()
        return loadedView
    }

    /// True once the view has been loaded (`UIViewController.isViewLoaded`).
    public var isViewLoaded: Bool { loadedView != nil }

    /// Sets the root view; call from `loadView`. Segue's own: UIKit's `loadView` assigns
    /// `view =`.
    public func setView(_ view: View) {
        loadedView?.owningResponder = nil
        loadedView = view
        view.owningResponder = self
        if view.name == nil { view.name = name }
        if overrideUserInterfaceStyle != .unspecified { view.overrideUserInterfaceStyle = overrideUserInterfaceStyle }
    }

    /// Creates the root view. The default makes a plain view on `Color.systemBackground`
    /// (white, black in dark).
    open func loadView() {
        let view = View()
        view.backgroundColor = .systemBackground
        setView(view)
    }

    // MARK: - Traits (DarkMode.md in the Views module)

    /// The style the page's view and everything in it take, whatever the window's
    /// (`UIViewController.overrideUserInterfaceStyle`; it is the root view's override);
    /// `.unspecified`, inherit, by default.
    public var overrideUserInterfaceStyle: UserInterfaceStyle = .unspecified {
        didSet { if isViewLoaded { view.overrideUserInterfaceStyle = overrideUserInterfaceStyle } }
    }

    /// The page's traits (`UIViewController.traitCollection`): its view's, once loaded.
    public var traitCollection: TraitCollection {
        loadedView?.traitCollection ?? TraitCollection(userInterfaceStyle: overrideUserInterfaceStyle)
    }

    /// Called after the page's traits changed, before its view is told
    /// (`UIViewController.traitCollectionDidChange(_:)`); does nothing by default.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Called once, after the view is loaded (`UIViewController.viewDidLoad()`).
    open func viewDidLoad() {}

    // MARK: - Layout (LayoutAsUIKit.md)

    /// Called before the view lays out its subviews (`viewWillLayoutSubviews()`): whenever its
    /// bounds change (a window resize, a bar shown or hidden, a split view folding), its safe
    /// area changes or it is asked to (`setNeedsLayout`), and once before the first frame it is
    /// in. Runs in the frame's layout pass, parents first.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews (`viewDidLayoutSubviews()`): the place to
    /// lay out a page by hand from `view.bounds`.
    open func viewDidLayoutSubviews() {}
    /// Called when the view's safe area changed (`viewSafeAreaInsetsDidChange()`), before it
    /// lays out.
    open func viewSafeAreaInsetsDidChange() {}
    /// Called when the view's layout margins changed (`viewLayoutMarginsDidChange()`).
    open func viewLayoutMarginsDidChange() {}
    /// Called when the view asked for its constraints to be updated
    /// (`view.setNeedsUpdateConstraints()`), before the layout pass, after its subviews'
    /// `updateConstraints` (UIKit's `updateViewConstraints()`): change constraints here and
    /// call `super.updateViewConstraints()` last, which calls the view's `updateConstraints()`.
    open func updateViewConstraints() { loadedView?.updateConstraints() }

    /// Room added to the safe area the container gives this page's view, on each side
    /// (`UIViewController.additionalSafeAreaInsets`; zero by default); its subviews' safe areas
    /// follow.
    public var additionalSafeAreaInsets = EdgeInsets.zero {
        didSet { loadedView?.ownerAdditionalSafeAreaInsets = additionalSafeAreaInsets }
    }

    /// A size given by whoever is about to show the view when no container can tell (the
    /// window, for its root).
    final var loadingSizeHint: Size?

    /// The size the view will be shown at, asked before it loads: from the container it is a
    /// child of, the presentation it is shown in, or the window it is the root of.
    func sizeForLoadingView() -> Size? {
        if let parent { return parent.sizeOfChildView(self) }
        if let presentation {
            return presentation.controller.frameOfPresentedViewInContainerView.size
        }
        return loadingSizeHint
    }

    /// The size this controller's view has, or will have once shown.
    var expectedViewSize: Size? {
        if let loadedView, loadedView.bounds.size != .zero { return loadedView.bounds.size }
        return sizeForLoadingView()
    }

    /// The size `child`'s view will be shown at in this container (nil: not known). Each
    /// container answers for its own layout.
    func sizeOfChildView(_ child: ViewController) -> Size? { nil }

    // MARK: - Appearance (balanced by `AppearanceState`)

    /// Called before the view appears (`viewWillAppear(_:)`); balanced with `viewDidAppear` or,
    /// when a transition is cancelled, `viewWillDisappear` and `viewDidDisappear`.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared (`viewDidAppear(_:)`).
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears (`viewWillDisappear(_:)`).
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared (`viewDidDisappear(_:)`).
    open func viewDidDisappear(_ animated: Bool) {}

    /// Where this page is in its appearance cycle.
    public private(set) var appearanceState = AppearanceState.disappeared

    /// Begins appearing (true) or disappearing (false), calling the will-callback once, then
    /// passing it on to the child on screen (`childReceivingAppearance`).
    func beginAppearanceTransition(_ appearing: Bool, animated: Bool) {
        switch (appearing, appearanceState) {
        case (true, .disappeared), (true, .disappearing):
            // UIKit's order for every page, roots included: viewDidLoad before the first
            // viewWillAppear.
            _ = view
            appearanceState = .appearing
            notify(.viewWillAppear)
            viewWillAppear(animated)
        case (false, .appeared), (false, .appearing):
            appearanceState = .disappearing
            notify(.viewWillDisappear)
            viewWillDisappear(animated)
        default:
            return
        }
        for child in childrenReceivingAppearance { child.beginAppearanceTransition(appearing, animated: animated) }
    }

    /// Ends the current appearance transition, calling the did-callback once, then passing
    /// it on to the child on screen.
    func endAppearanceTransition(animated: Bool) {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            // Laid out before it has appeared, as UIKit does (a page shown without animation
            // would otherwise first lay out in the next frame's pass).
            if let loadedView, loadedView.window != nil { loadedView.layoutIfNeeded() }
            notify(.viewDidAppear)
            viewDidAppear(animated)
            windowForReports?.showVisiblePageTitle()
        case .disappearing:
            appearanceState = .disappeared
            notify(.viewDidDisappear)
            viewDidDisappear(animated)
        default:
            return
        }
        for child in childrenReceivingAppearance { child.endAppearanceTransition(animated: animated) }
    }

    /// The child whose page is on screen inside this container (a navigation controller's
    /// top page, a tab bar controller's selected tab, a split view's content): it appears and disappears with the
    /// container, whatever the container's own callbacks do (UIKit forwards them the same
    /// way). Nil for a page that is no container.
    var childReceivingAppearance: ViewController? { nil }
    /// Every child on screen inside this container, the one the user looks at
    /// (`childReceivingAppearance`) last: a split view side by side shows two.
    var childrenReceivingAppearance: [ViewController] { childReceivingAppearance.map { [$0] } ?? [] }

    /// The host of the transitions this controller runs itself (a container's), if any.
    var ownTransitionHost: TransitionHost? { nil }

    private func notify(_ callback: AppearanceCallback) {
        windowForReports?.navigationServicesIfMade?.announce(self, callback)
        for observer in navigationController?.ownTransitionHost?.appearanceObservers ?? [] { observer(self, callback) }
        // Pages shown in a presentation (and the pages of a presented container).
        for observer in enclosingPresentation?.layer?.host.appearanceObservers ?? [] { observer(self, callback) }
    }

    // MARK: - Containment

    /// The container controller this one is a child of (`UIViewController.parent`).
    public private(set) weak var parent: ViewController?
    /// The child controllers (`UIViewController.children`).
    public private(set) var children: [ViewController] = []

    /// Adds a child view controller (UIKit's `addChild`); the caller adds its view and then
    /// calls `didMove(toParent:)`.
    public func addChild(_ child: ViewController) {
        guard child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes this controller from its parent; call `willMove(toParent: nil)` first and
    /// remove the view yourself, as in UIKit.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to or removed from `parent` (nil: removed).
    open func willMove(toParent parent: ViewController?) {}
    /// Called after the controller was added to or removed from `parent` (nil: removed).
    open func didMove(toParent parent: ViewController?) {}

    /// The nearest controller above this one (its parent, then the parent's parent, …) that
    /// is a `T`, a class or a protocol: how a page or a container finds the container it
    /// needs without naming it (Containers.md).
    func nearestAncestor<T>(_ type: T.Type) -> T? {
        var current = parent
        while let controller = current {
            if let found = controller as? T { return found }
            current = controller.parent
        }
        return nil
    }

    /// The nearest navigation controller above this page.
    public var navigationController: NavigationController? { nearestAncestor(NavigationController.self) }

    /// The nearest tab bar controller above this page.
    public var tabBarController: TabBarController? { nearestAncestor(TabBarController.self) }

    /// Shows `viewController` the way the container this page is in shows pages (UIKit's
    /// `show(_:sender:)`): pushed onto the nearest navigation controller above this page, else
    /// presented from this page.
    open func show(_ viewController: ViewController, sender: Any?) {
        if let navigationController {
            navigationController.pushViewController(viewController, animated: true)
        } else {
            present(viewController, animated: true)
        }
    }

    /// Shows `viewController` as the content (UIKit's `showDetailViewController(_:sender:)`):
    /// the nearest split view above this page makes it its content (replaced side by side,
    /// pushed over the sidebar when folded); without one, as `show(_:sender:)`.
    open func showDetailViewController(_ viewController: ViewController, sender: Any?) {
        if let splitViewController {
            splitViewController.showDetailViewController(viewController, animated: true)
        } else {
            show(viewController, sender: sender)
        }
    }

    /// The nearest split view above this page (`UIViewController.splitViewController`).
    public var splitViewController: SplitViewController? { nearestAncestor(SplitViewController.self) }

    /// The running transition's coordinator while this page, or a container above it, is in
    /// one (a push or pop, a tab switch, its presentation or dismissal, or one it presents):
    /// found by walking up the parents (each container's own transitions, each page's
    /// presentation), then up the views to the container they move in; nil otherwise.
    public var transitionCoordinator: TransitionCoordinator? {
        var current: ViewController? = self
        while let controller = current {
            if let coordinator = controller.ownTransitionHost?.coordinator { return coordinator }
            // A page being presented or dismissed, or presenting one that is.
            if let coordinator = controller.presentation?.runningCoordinator
                ?? controller.presentedLink?.presentation?.runningCoordinator
            {
                return coordinator
            }
            current = controller.parent
        }
        return isViewLoaded ? view.transitionCoordinator : nil
    }

    // MARK: - Presentation (the machinery is in Presentation/)

    /// How this page covers its presenter when presented.
    public var modalPresentationStyle = ModalPresentationStyle.fullScreen
    /// Supplies this page's presentation animators and presentation controller.
    public weak var transitioningDelegate: (any ViewControllerTransitioningDelegate)? {
        didSet { auditTransitioningDelegate() }
    }
    /// When true the user cannot dismiss this page while it is presented (no drag down, no
    /// Escape, no click on the dimming); the app still can (UIKit's `isModalInPresentation`).
    public var isModalInPresentation = false
    /// Whether a drag down dismisses this page while it is presented: nil (the default) lets
    /// its style decide — a card yes, a page over the whole window no (as UIKit's sheets and
    /// full-screen pages); true or false decides for it.
    public var allowsDragToDismiss: Bool?
    /// True while this page's presentation transition runs.
    public internal(set) var isBeingPresented = false
    /// True while this page's dismissal transition runs.
    public internal(set) var isBeingDismissed = false
    /// This page's presentation, while it is presented (the window's presentation layer
    /// owns it).
    final weak var presentation: Presentation? {
        didSet { if presentation !== oldValue { presentationDidChange() } }
    }
    /// Called when the page is presented or its presentation ends (a navigation controller
    /// shows or hides its Done item).
    func presentationDidChange() {}
    /// Called when the container this controller is a child of changed how it shows it (a
    /// split view folded or unfolded): what the child asks of it (a way back from its root
    /// page, `RootBackContainer`) is asked again.
    func parentArrangementDidChange() {}
    /// Called before the container this controller is a child of rearranges it (a split view
    /// folding or unfolding): a drag the user still holds in this controller's own
    /// transitions is cancelled, as its page would jump under the pointer.
    func parentWillRearrange() {
        ownTransitionHost?.endRunningTransitions(onlyDriven: true)
    }
    /// The page this one presents, while it is up (its presentation owns it).
    final weak var presentedLink: ViewController?

    /// The desktop's back and close keys, one rule for every input
    /// (TransitionMachinery.md): Escape dismisses the top presented page; Alt+Left goes back in the innermost
    /// page stack of the top layer that can.
    open override func keyDown(_ event: KeyEvent) -> Bool {
        if let window = keyWindow {
            // An alert on top takes Enter and Escape first, however the key came here
            // (Alerts.md).
            if let alert = window.presentationLayerIfAny?.presentations.last?.presented as? AlertController,
                alert.handleKey(event)
            {
                return true
            }
            // Ctrl+F and, while a search is active, Escape belong to the search in the top
            // page's bar first (SearchInTheBar.md).
            if SearchKeys.handle(event, in: window) { return true }
            if BackInput.isCloseKey(event), window.presentationLayerIfAny?.requestCloseTop() == true { return true }
            if BackInput.isBackKey(event), window.goBack(under: nil) { return true }
            if BackInput.isForwardKey(event), window.goForward(under: nil) { return true }
        }
        return super.keyDown(event)
    }

    /// The mouse's back button goes back in the innermost page stack under the pointer; its
    /// forward button goes forward.
    open override func auxiliaryButtonDown(_ event: PointerEvent) -> Bool {
        if event.button == .back, let window = keyWindow, window.goBack(under: window.hitTest(event.location)) {
            return true
        }
        if event.button == .forward, let window = keyWindow,
            window.goForward(under: window.hitTest(event.location))
        {
            return true
        }
        return super.auxiliaryButtonDown(event)
    }

    /// The window keys reach this page through: its own, or (a presenter covered and out of
    /// the window) its presented page's.
    private var keyWindow: Window? {
        (isViewLoaded ? view.window : nil) ?? presentedViewController?.presentation?.container.window
    }

    /// The window this page belongs to even while it is out of it: its own view's, else the
    /// nearest controller's up the parents that is in one, presented, or covered by the page
    /// it presented. Where its warnings go.
    @_spi(SegueTools) public var windowForReports: Window? {
        var controller: ViewController? = self
        while let current = controller {
            if current.isViewLoaded, let window = current.view.window { return window }
            if let window = current.presentation?.container.window
                ?? current.presentedLink?.presentation?.container.window
            {
                return window
            }
            // A container taken out of the window (the root replaced) reports where it was.
            if let window = current.ownTransitionHost?.lastWindow { return window }
            controller = current.parent
        }
        return nil
    }

    // MARK: - Responder chain

    /// UIKit's rule: after a controller comes its view's superview (or its parent).
    open override var nextResponder: Responder? {
        // A root controller's view sits in the window, whose next responder is this
        // controller again: stop there instead of going round.
        if let superview = loadedView?.superview, !(superview is Window) { return superview }
        return parent
    }
}

/// Where a page is in its appearance cycle.
public enum AppearanceState: Sendable, Hashable {
    /// Not on screen; appearing; on screen; disappearing.
    case disappeared, appearing, appeared, disappearing

    /// Appeared or on its way: a container in this state shows the page it holds.
    public var isShowing: Bool { self == .appeared || self == .appearing }
}

/// The four appearance callbacks, by name (as the trace prints them).
public enum AppearanceCallback: String, Sendable, Hashable {
    /// The callback that names.
    case viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
}

/// A view controller hears about its view's layout (UIKit calls these from the view's
/// `layoutSubviews`).
extension ViewController: ViewLayoutOwner {}
