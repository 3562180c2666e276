import Animation
import Geometry
import Layers
@_spi(SegueTools) import Navigation
import SegueTestSupport
import Views

/// The app a torture run drives: one window on a manual clock, drawn by a headless renderer
/// (or the one `TortureRendering` gives), whose root is a tab bar controller with three tabs —
/// a navigation controller (`.nav`), a page stack of plain views (`.pages`) and a plain page —
/// over which pages are presented (full screen, over full screen, as cards, custom, with seed
/// 001's mask, and navigation controllers as cards: `.presentedNav`). Every container has a
/// delegate whose animator and interaction controller the app's settings choose.
///
/// The world holds its pages only weakly, as an app that forgets a page once it is popped or
/// dismissed: the checker can then tell that the library let it go.
@MainActor
package final class TortureWorld {
    /// A fault to put in on purpose, to prove that the checker sees what it should.
    package enum Fault: String, Sendable, Hashable, CaseIterable {
        /// The app keeps every page it made (a leak the checker must report).
        case keepsEveryPage
        /// The app's page stack card keeps a transform after each push completes (a page
        /// not at rest, which the checker must report).
        case leavesPushedCardTransformed
        /// The app traps when a push is refused as a duplicate (a crash `segue-torture`
        /// must shrink and report like a broken invariant).
        case crashesOnRefusedPush
    }

    package static let initialSize = Size(width: 800, height: 600)

    package let clock = ManualClock()
    package let scene: Scene
    package let window: Window
    let renderer: any FrameRenderer
    let rendering: TortureRendering
    /// Frames rendered so far.
    private(set) var frameCount = 0
    package private(set) var tabs: TabBarController
    package private(set) var nav: NavigationController
    private(set) var stackHost: PageStackHostController
    package var pageStack: PageStackView { stackHost.pageStack }
    private(set) var plainTab: TorturePage
    /// The split view in the fourth tab.
    private(set) var tabSplit: SplitViewController?
    /// Which tab bar world this is: 0, then one more for each `setRoot(.freshTabs)` (its
    /// pages have their own pools, so no page moves between worlds).
    private(set) var generation = 0
    /// The containers of former tab bar worlds, held weakly: they must go once nothing
    /// presented from them is up.
    var formerContainers: [WeakPage] = []
    /// The last plain page the app made the window's root: it keeps it (its home page), so
    /// going back to the tabs does not let it go; a new plain root replaces it.
    var plainRoot: TorturePage?
    /// How many times the app changed the window's root.
    var rootChanges = 0
    /// The presented pages the app asked for, with the number of root changes then (a page
    /// presented before the root changed may keep its old presenter alive).
    var presentedUnderRoot: [ObjectIdentifier: (page: WeakPage, rootChanges: Int)] = [:]
    /// Appearance hooks set by `onAppearance` ops: page, callback, the work (once).
    var hooks: [PageKey: [(callback: TortureOp.Callback, work: TortureOp)]] = [:]
    /// The work the next counted completion does (a `chain` op's second half).
    var nextCompletionWork: TortureOp?
    /// How deep in app callbacks (hooks, completions) the world is: no frame work there.
    var callbackDepth = 0
    /// What the app keeps past its time (`keep`), asked by `useKept` and let go at settle.
    var keptContexts: [(name: String, context: TransitionContext)] = []
    var keptCoordinators: [(name: String, coordinator: TransitionCoordinator)] = []
    var keptPages: [ViewController] = []
    /// How often kept coordinators told of a change of interaction.
    var keptInteractionChanges = 0
    /// A view of the app's own, out of the window, that kept coordinators animate alongside.
    let keptProbe = View()
    let keys: TortureKeys
    let faults: Set<Fault>

    let navDelegate = TortureNavigationDelegate()
    let presentedNavDelegate = TortureNavigationDelegate()
    let pagesDelegate = TorturePageStackDelegate()
    let tabsDelegate = TortureTabsDelegate()
    let presentationDelegate = TortureTransitioningDelegate()
    let mask = MaskTransitionDelegate()

    /// How many navigation controllers have been presented (each has its own pool of page
    /// numbers, so no page is pushed onto two controllers).
    private(set) var presentedNavCount = 0

    // The app's settings, applied to containers made later too.
    var gestureZone = TortureOp.GestureZone.edge
    var releasePolicy = TortureOp.ReleasePolicy.standard
    var backGestureEnabled = true

    // The pointer, as the host would track it.
    var pointer = Point(x: 400, y: 300)
    var isButtonHeld = false

    /// Problems noticed while ops ran (appearance callbacks, refusals, completions); the
    /// checker adds the rest.
    private(set) var reported: [(rule: String, detail: String)] = []
    /// How many warnings the containers gave (refused requests).
    private(set) var warningCount = 0 {
        didSet { coverage.refusals += 1 }
    }
    /// What the run went through.
    package private(set) var coverage = TortureCoverage()
    /// How many times each completion handed to the library has run, by request number.
    var completionRuns: [Int: Int] = [:]
    /// Requests the library accepted (a push that returned true): their completion must run.
    var acceptedRequests: Set<Int> = []
    private var nextRequest = 0
    /// Every page the world made, held weakly, with what it is.
    private(set) var made: [PageKey: WeakPage] = [:]
    /// Strong references for `Fault.keepsEveryPage`.
    private var kept: [AnyObject] = []
    /// The largest sizes seen at rest: layers in the window, raster keys.
    package private(set) var largestAtRest = (layers: 0, rasterKeys: 0)
    /// The largest size of each of the renderer's caches seen at rest.
    package private(set) var largestCaches: [String: Int] = [:]

    enum Pool: Hashable {
        case nav(generation: Int)
        case cards(generation: Int)
        case presented
        case presentedNav(generation: Int)
        /// Plain pages made the window's root.
        case roots
    }

    struct PageKey: Hashable {
        var pool: Pool
        var number: Int
    }

    final class WeakPage {
        weak var object: AnyObject?
        let label: String
        init(_ object: AnyObject, label: String) {
            self.object = object
            self.label = label
        }
    }

    package init(faults: Set<Fault> = [], rendering: TortureRendering = .headless) throws {
        self.faults = faults
        self.rendering = rendering
        renderer = try rendering.make()
        scene = Scene(size: Self.initialSize, clock: clock)
        window = Window(scene: scene, textMeasurer: FixedAdvanceTextMeasurer())
        keys = TortureKeys()
        let root = Self.makeTabsWorld(generation: 0)
        tabs = root.tabs
        nav = root.nav
        stackHost = root.stackHost
        plainTab = root.plainTab
        adoptTabsWorld(root)
        keys.world = self
        window.setRootViewController(tabs)
        window.onNavigationWarning = { [weak self] _ in self?.warningCount += 1 }
        window.observePresentationTransitions { [weak self] event in self?.coverage.note(event) }
        window.observeTransitions { [weak self] event in
            if TortureSplit.counts(event) { self?.coverage.note(event) }
        }
        window.makeFirstResponder(keys)
        for container in TortureOp.Container.allCases {
            choice(for: container).isRunning = { [weak self] context in
                self?.isRunning(context, in: container) ?? false
            }
        }
        scene.layoutIfNeeded()
        frame(ms: 0)
    }

    /// The root of a tab bar world: the tabs and what is in them.
    struct TabsWorld {
        var tabs: TabBarController
        var nav: NavigationController
        var stackHost: PageStackHostController
        var plainTab: TorturePage
        var navRoot: TorturePage
        /// The fourth tab: a split view (`TortureSplit`).
        var split: SplitViewController
    }

    /// A tab bar controller holding a navigation controller, a page stack of plain views
    /// and a plain page (built in two steps: the pages need the world to report to).
    private static func makeTabsWorld(generation: Int) -> TabsWorld {
        let navRoot = TorturePage(stack: .nav, number: 0, world: nil)
        let nav = NavigationController(rootViewController: navRoot, name: generation == 0 ? "nav" : "nav.\(generation)")
        let stackHost = PageStackHostController()
        let plainTab = TorturePage(stack: nil, number: -1, world: nil)
        let split = TortureSplit.make(name: generation == 0 ? "split" : "split.\(generation)", world: nil)
        let tabs = TabBarController(
            viewControllers: [nav, stackHost, plainTab, split], name: generation == 0 ? "tabs" : "tabs.\(generation)")
        return TabsWorld(tabs: tabs, nav: nav, stackHost: stackHost, plainTab: plainTab, navRoot: navRoot, split: split)
    }

    /// Makes `root` the world's tab bar world: its pages report here, its containers get the
    /// app's delegates and settings.
    private func adoptTabsWorld(_ root: TabsWorld) {
        tabs = root.tabs
        nav = root.nav
        stackHost = root.stackHost
        plainTab = root.plainTab
        root.navRoot.world = self
        plainTab.world = self
        tabSplit = root.split
        TortureSplit.adopt(root.split, world: self)
        remember(root.navRoot, as: PageKey(pool: .nav(generation: generation), number: 0))
        let rootCard = TortureCard(number: 0, world: self)
        remember(rootCard, as: PageKey(pool: .cards(generation: generation), number: 0))
        stackHost.install(PageStackView(rootView: rootCard))
        nav.delegate = navDelegate
        pageStack.delegate = pagesDelegate
        tabs.delegate = tabsDelegate
        nav.observeTransitions { [weak self] event in self?.coverage.note(event) }
        pageStack.observeTransitions { [weak self] event in self?.coverage.note(event) }
        applySettings(to: nav)
        applySettings(to: pageStack)
    }

    /// A fresh tab bar world, made the world's (not yet the window's root): the old one's
    /// containers are remembered weakly, to check that they go.
    func replaceTabsWorld() {
        for old in [tabs, nav, stackHost, plainTab] + (tabSplit.map { [$0] } ?? []) as [ViewController] {
            formerContainers.append(WeakPage(old, label: old.name + " (gen \(generation))"))
        }
        generation += 1
        adoptTabsWorld(Self.makeTabsWorld(generation: generation))
    }

    // MARK: - Pages

    func remember(_ page: AnyObject, as key: PageKey) {
        let label: String
        switch page {
        case let vc as ViewController: label = vc.name
        case let view as View: label = view.name ?? "view"
        default: label = "\(type(of: page))"
        }
        made[key] = WeakPage(page, label: label)
        (page as? TorturePage)?.key = key
        if faults.contains(.keepsEveryPage) { kept.append(page) }
    }

    private func alive(_ key: PageKey) -> AnyObject? { made[key]?.object }

    func pool(of stack: TortureOp.Stack) -> Pool {
        switch stack {
        case .nav: return .nav(generation: generation)
        case .pages: return .cards(generation: generation)
        case .presentedNav: return .presentedNav(generation: presentedNav?.generation ?? 0)
        }
    }

    /// Page `number` of `stack`'s pool: the live one, or a new one.
    func page(_ stack: TortureOp.Stack, _ number: Int) -> ViewController {
        let key = PageKey(pool: pool(of: stack), number: number)
        if let page = alive(key) as? ViewController { return page }
        let page = TorturePage(stack: stack, number: number, world: self)
        remember(page, as: key)
        return page
    }

    /// Card `number` of the page stack: the live one, or a new one.
    func card(_ number: Int) -> TortureCard {
        let key = PageKey(pool: .cards(generation: generation), number: number)
        if let card = alive(key) as? TortureCard { return card }
        let card = TortureCard(number: number, world: self)
        remember(card, as: key)
        return card
    }

    /// Presented page `number`: the live one, or a new one presented in its number's style.
    func presentedPage(_ number: Int) -> ViewController {
        let key = PageKey(pool: .presented, number: number)
        if let page = alive(key) as? ViewController { return page }
        let style = TortureOp.presentationStyle(ofPage: number)
        let page: ViewController
        if TortureOp.splitPages.contains(number) {
            page = makeSplit(name: "presented-\(number)")
        } else if style == .navigationCard {
            presentedNavCount += 1
            let root = TorturePage(stack: .presentedNav, number: 0, world: self)
            remember(root, as: PageKey(pool: .presentedNav(generation: presentedNavCount), number: 0))
            let presented = TortureNavigationController(
                root: root, name: "presented-\(number)", generation: presentedNavCount)
            presented.delegate = presentedNavDelegate
            presented.observeTransitions { [weak self] event in self?.coverage.note(event) }
            applySettings(to: presented)
            page = presented
        } else {
            page = TorturePage(stack: nil, number: number, world: self)
        }
        switch style {
        case .fullScreen: page.modalPresentationStyle = .fullScreen
        case .overFullScreen: page.modalPresentationStyle = .overFullScreen
        case .card, .navigationCard: page.modalPresentationStyle = .card
        case .custom, .mask: page.modalPresentationStyle = .custom
        }
        page.transitioningDelegate = style == .mask ? mask : presentationDelegate
        remember(page, as: key)
        return page
    }

    /// The lowest number with no live page in `pool`.
    func freeNumber(in pool: Pool) -> Int {
        var number = 0
        while alive(PageKey(pool: pool, number: number)) != nil { number += 1 }
        return number
    }

    /// A new page for `stack` (a page's own push button).
    func freshPage(in stack: TortureOp.Stack) -> ViewController {
        page(stack, freeNumber(in: pool(of: stack)))
    }

    func freshCard() -> TortureCard { card(freeNumber(in: .cards(generation: generation))) }

    /// A new plain page for the window's root.
    func freshRootPage() -> TorturePage {
        let number = freeNumber(in: .roots)
        let page = TorturePage(stack: nil, number: number, world: self, kind: "root")
        remember(page, as: PageKey(pool: .roots, number: number))
        return page
    }

    func freshPresentedPage() -> ViewController { presentedPage(freeNumber(in: .presented)) }

    /// Every page made that is still alive, with its label.
    var livePages: [(label: String, object: AnyObject)] {
        made.values.compactMap { entry in entry.object.map { (entry.label, $0) } }
    }

    /// Every page made that is still alive, with where the world keeps it.
    var livePageKeys: [(key: PageKey, label: String, object: AnyObject)] {
        made.compactMap { key, entry in entry.object.map { (key, entry.label, $0) } }
    }

    /// Forgets the entries of freed pages (the books stay small over a long run).
    func pruneFreedPages() {
        made = made.filter { $0.value.object != nil }
    }

    // MARK: - The app's settings

    func applySettings(to nav: NavigationController) {
        nav.popGestureMode = Self.mode(gestureZone)
        nav.popReleasePolicy = Self.policy(releasePolicy)
        nav.interactivePopGestureRecognizer.isEnabled = backGestureEnabled
    }

    func applySettings(to stack: PageStackView) {
        stack.popGestureMode = Self.mode(gestureZone)
        stack.popReleasePolicy = Self.policy(releasePolicy)
        stack.interactivePopGestureRecognizer.isEnabled = backGestureEnabled
    }

    static func mode(_ zone: TortureOp.GestureZone) -> PopGestureMode {
        switch zone {
        case .edge: return .standard
        case .wideEdge: return .edge(width: 60)
        case .fullScreen: return .fullScreen(maximumDistance: nil)
        case .fullScreenWithin200: return .fullScreen(maximumDistance: 200)
        }
    }

    static func policy(_ policy: TortureOp.ReleasePolicy) -> PopReleasePolicy {
        switch policy {
        case .standard: return .standard
        case .pastOneThird: return .pastOneThird
        case .pastFortyPoints: return .pastFortyPoints
        case .spring: return PopReleasePolicy(timing: .spring(.critical))
        }
    }

    func choice(for container: TortureOp.Container) -> TortureTransitionChoice {
        switch container {
        case .nav: return navDelegate.choice
        case .pages: return pagesDelegate.choice
        case .presentedNav: return presentedNavDelegate.choice
        case .tabs: return tabsDelegate.choice
        case .presentation: return presentationDelegate.choice
        }
    }

    var allChoices: [TortureTransitionChoice] { TortureOp.Container.allCases.map { choice(for: $0) } }

    // MARK: - Reports and completions

    /// Notes a broken promise seen while an op ran.
    func report(_ rule: String, _ detail: String) {
        reported.append((rule, detail))
    }

    func takeReported() -> [(rule: String, detail: String)] {
        defer { reported = [] }
        return reported
    }

    /// A completion that counts its runs under a new request number.
    /// When a `chain` op is applied, the completion also starts its work.
    func countedCompletion() -> (request: Int, completion: @MainActor () -> Void) {
        nextRequest += 1
        let request = nextRequest
        completionRuns[request] = 0
        let work = nextCompletionWork
        nextCompletionWork = nil
        return (
            request,
            { [weak self] in
                guard let self else { return }
                completionRuns[request, default: 0] += 1
                if let work {
                    noteHazard("completion work ran")
                    perform(work)
                }
            }
        )
    }

    func noteSizes(layers: Int, rasterKeys: Int, caches: [TortureRendering.CacheSize]) {
        largestAtRest = (max(largestAtRest.layers, layers), max(largestAtRest.rasterKeys, rasterKeys))
        for cache in caches { largestCaches[cache.name] = max(largestCaches[cache.name] ?? 0, cache.count) }
    }

    func countFrame() { frameCount += 1 }

    func noteHazard(_ name: String) { coverage.hazards[name, default: 0] += 1 }

    // MARK: - What is on screen

    /// The navigation controller presented highest up (what `.presentedNav` ops act on).
    var presentedNav: TortureNavigationController? {
        window.presentedViewControllers.last { $0 is TortureNavigationController } as? TortureNavigationController
    }

    /// Every navigation controller the app has on screen or presented.
    var navigationControllers: [NavigationController] {
        [nav] + window.presentedViewControllers.compactMap { $0 as? NavigationController }
    }

    /// The window's root: the world's tab bar controller, a plain page, or (not yet) none.
    var root: ViewController? { window.rootViewController }

    /// Whether the window's root is the world's tab bar controller.
    var rootIsTabs: Bool { window.rootViewController === tabs }

    /// True when nothing moves: no transition runs anywhere and no animation is left.
    var isAtRest: Bool {
        scene.engine.isIdle && !tabs.isTransitioning && !pageStack.isTransitioning
            && navigationControllers.allSatisfy { !$0.isTransitioning } && window.activePresentationContext == nil
            && splits.allSatisfy { !$0.isTransitioning }
    }

    /// A transition animating after the user let go of it (a press now grabs it).
    var isReleasing: Bool {
        let contexts =
            navigationControllers.map(\.activeTransitionContext) + [
                pageStack.activeTransitionContext, window.activePresentationContext,
            ]
        return contexts.contains { $0 != nil && $0?.isInteractive == false }
    }
}
