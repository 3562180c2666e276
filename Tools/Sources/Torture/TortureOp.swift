/// One step of a torture run: a call an app makes through the package API, input a user
/// gives, time passing, or a change of the app's settings. Every op is meaningful in any
/// state (a pop at the root, a pop-to a page not on the stack), so any subset of a run's ops
/// replays: that is what lets the shrinker cut a failing run down.
///
/// Pages are named by number within their stack; a number whose page is not alive makes a
/// new page. Times are whole milliseconds and positions whole points, so a printed op list
/// replays exactly. `description` is Swift source (`.push(.nav, page: 3, animated: true)`),
/// ready to paste into `TortureWorld.replay` in a regression test.
package enum TortureOp: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The stacks ops push onto and pop from.
    package enum Stack: String, Hashable, Sendable, Codable, CaseIterable {
        /// The navigation controller in the first tab.
        case nav
        /// The page stack of plain views in the second tab.
        case pages
        /// The navigation controller most recently presented as a card (nothing when none is).
        case presentedNav
    }

    /// Who calls `present`.
    package enum Source: String, Hashable, Sendable, Codable, CaseIterable {
        case root, navTop, topPresented
    }

    /// Keys as the user presses them.
    package enum Key: String, Hashable, Sendable, Codable, CaseIterable {
        case altLeft, altLeftRepeat, escape, ctrlPageDown, ctrlPageUp, ctrl1
    }

    /// Everything that runs transitions, for app-given animators and interaction controllers.
    package enum Container: String, Hashable, Sendable, Codable, CaseIterable {
        case nav, pages, presentedNav, tabs, presentation
    }

    /// What the app's own interaction controller is told.
    package enum Interaction: Hashable, Sendable, Codable {
        case update(percent: Int)
        case finish
        case cancel
        /// `finish(velocity:)` at `percentPerSecond` / 100 fractions per second.
        case finishAt(percentPerSecond: Int)
        case cancelAt(percentPerSecond: Int)
        case pause
    }

    /// The animator an app's delegate hands out (`builtIn`: none, so the built-in choice).
    package enum AnimatorChoice: String, Hashable, Sendable, Codable, CaseIterable {
        case builtIn, slide, snapshotSlide, fade, moveIn, cube, flip, coverVertical, appBlocks, appPropertyAnimator
    }

    package enum GestureZone: String, Hashable, Sendable, Codable, CaseIterable {
        case edge, wideEdge, fullScreen, fullScreenWithin200
    }

    package enum ReleasePolicy: String, Hashable, Sendable, Codable, CaseIterable {
        case standard, pastOneThird, pastFortyPoints, spring
    }

    /// The app changing its settings.
    package enum Setting: Hashable, Sendable, Codable {
        case popGestureMode(GestureZone)
        case reducedMotion(Bool)
        case releasePolicy(ReleasePolicy)
        case animator(Container, AnimatorChoice)
        /// Whether the container's delegate also hands out its interaction controller (only
        /// with an animator of its own, as UIKit asks).
        case interactive(Container, Bool)
        case backGestureEnabled(Bool)
    }

    /// What the app makes its window's root (`Window.setRootViewController`).
    package enum Root: String, Hashable, Sendable, Codable, CaseIterable {
        /// The world's tab bar controller (back, after a plain page).
        case tabs
        /// A new plain page (the tab bar controller stays the world's, out of the window).
        case plainPage
        /// A new tab bar controller world (tabs, navigation controller, page stack, plain
        /// tab): the old one is let go, as an app that rebuilds its window does.
        case freshTabs
    }

    /// What the app keeps past its time, to ask it later (`useKept`).
    package enum Keepable: Hashable, Sendable, Codable {
        /// The running transition's context (when the container has one publicly) and its
        /// coordinator (`transitionCoordinator`).
        case transition(Container)
        /// The presented page at `level` (modulo the number presented).
        case presented(level: Int)
    }

    /// Whose page an appearance hook is set on.
    package enum PageOwner: String, Hashable, Sendable, Codable, CaseIterable {
        /// The first tab's navigation controller.
        case nav
        /// The navigation controller presented highest up.
        case presentedNav
        /// Presented pages (numbered as `present` numbers them).
        case presented
    }

    /// A page's appearance callback.
    package enum Callback: String, Hashable, Sendable, Codable, CaseIterable {
        case viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
    }

    // MARK: - The app's calls

    case push(Stack, page: Int, animated: Bool)
    case pop(Stack, animated: Bool)
    case popTo(Stack, page: Int, animated: Bool)
    case popToRoot(Stack, animated: Bool)
    case setStack(Stack, pages: [Int], animated: Bool)
    /// Presents presented page `page` (its style follows from the number: `presentationStyle`).
    case present(page: Int, from: Source, animated: Bool)
    /// Dismisses the presented page at `level` (modulo the number presented), through the
    /// page itself or (`byPresenter`) the page below it.
    case dismiss(level: Int, byPresenter: Bool, animated: Bool)
    case selectTab(Int, animated: Bool)
    case interact(Container, Interaction)
    case setting(Setting)
    /// `window.setRootViewController(...)`.
    case setRoot(Root)
    /// The app keeps a transition's context and coordinator, or a presented page.
    case keep(Keepable)
    /// The app asks what it kept: the context's frames, fraction and container, the
    /// coordinator's `animate(alongsideTransition:completion:)` and `hasEnded`, the page's
    /// `presentingViewController` (a settle asks too, then lets them go).
    case useKept
    /// The next `callback` of page `page` of `owner` does `then` (an app call), once.
    indirect case onAppearance(PageOwner, page: Int, Callback, then: TortureOp)
    /// `first` (an app call with a completion) whose completion does `then`.
    indirect case chain(TortureOp, then: TortureOp)
    /// What changes in a page the user sees: split views, bars and toolbars, focus keys
    /// (`ScreenOp`, its own file).
    case screen(ScreenOp)

    // MARK: - The user's input

    case pointerDown(x: Int, y: Int, afterMs: Int)
    case pointerMove(x: Int, y: Int, afterMs: Int)
    case pointerUp(afterMs: Int)
    /// A precise wheel (touchpad) scroll; deltas in hundredths of a wheel unit.
    case wheel(dx: Int, dy: Int, x: Int, y: Int, afterMs: Int)
    /// The mouse's back button (SDL's X1).
    case backButton(x: Int, y: Int)
    case key(Key)
    case focusLost
    case pointerLeft
    case resize(width: Int, height: Int)

    // MARK: - Time

    /// `count` frames, each `ms` milliseconds after the last, rendered.
    case frames(Int, ms: Int)
    /// Lets go of everything (a held button, the app's interactions) and runs frames until
    /// nothing moves; the at-rest invariants are checked after it.
    case settle

    package var description: String {
        switch self {
        case .push(let s, let page, let animated): return ".push(.\(s), page: \(page), animated: \(animated))"
        case .pop(let s, let animated): return ".pop(.\(s), animated: \(animated))"
        case .popTo(let s, let page, let animated): return ".popTo(.\(s), page: \(page), animated: \(animated))"
        case .popToRoot(let s, let animated): return ".popToRoot(.\(s), animated: \(animated))"
        case .setStack(let s, let pages, let animated):
            return ".setStack(.\(s), pages: \(pages), animated: \(animated))"
        case .present(let page, let source, let animated):
            return ".present(page: \(page), from: .\(source), animated: \(animated))"
        case .dismiss(let level, let byPresenter, let animated):
            return ".dismiss(level: \(level), byPresenter: \(byPresenter), animated: \(animated))"
        case .selectTab(let index, let animated): return ".selectTab(\(index), animated: \(animated))"
        case .interact(let c, let interaction): return ".interact(.\(c), \(Self.describe(interaction)))"
        case .setting(let setting): return ".setting(\(Self.describe(setting)))"
        case .setRoot(let root): return ".setRoot(.\(root))"
        case .keep(.transition(let c)): return ".keep(.transition(.\(c)))"
        case .keep(.presented(let level)): return ".keep(.presented(level: \(level)))"
        case .useKept: return ".useKept"
        case .onAppearance(let owner, let page, let callback, let work):
            return ".onAppearance(.\(owner), page: \(page), .\(callback), then: \(work))"
        case .chain(let first, let work): return ".chain(\(first), then: \(work))"
        case .screen(let op): return ".screen(\(op))"
        case .pointerDown(let x, let y, let ms): return ".pointerDown(x: \(x), y: \(y), afterMs: \(ms))"
        case .pointerMove(let x, let y, let ms): return ".pointerMove(x: \(x), y: \(y), afterMs: \(ms))"
        case .pointerUp(let ms): return ".pointerUp(afterMs: \(ms))"
        case .wheel(let dx, let dy, let x, let y, let ms):
            return ".wheel(dx: \(dx), dy: \(dy), x: \(x), y: \(y), afterMs: \(ms))"
        case .backButton(let x, let y): return ".backButton(x: \(x), y: \(y))"
        case .key(let key): return ".key(.\(key))"
        case .focusLost: return ".focusLost"
        case .pointerLeft: return ".pointerLeft"
        case .resize(let w, let h): return ".resize(width: \(w), height: \(h))"
        case .frames(let n, let ms): return ".frames(\(n), ms: \(ms))"
        case .settle: return ".settle"
        }
    }

    /// A note for a reader of a printed op list (how a presented page is presented).
    package var annotation: String? {
        switch self {
        case .present(let page, _, _): return "\(TortureOp.presentationStyle(ofPage: page))"
        case .onAppearance(_, _, _, let work): return work.annotation
        case .chain(let first, let work):
            let notes = [first.annotation, work.annotation].compactMap { $0 }
            return notes.isEmpty ? nil : notes.joined(separator: ", then ")
        default: return nil
        }
    }

    /// What a compound op may be cut down to, simplest first (the shrinker tries them): a
    /// chain's call alone, its work alone, both one after the other; a hook's work made at
    /// once. Nothing for the other ops.
    package var parts: [[TortureOp]] {
        switch self {
        case .chain(let first, let work): return [[first], [work], [first, work]]
        case .onAppearance(_, _, _, let work): return [[work]]
        default: return []
        }
    }

    /// Whether this op is an app call that takes a completion (what `chain` wraps).
    package var takesCompletion: Bool {
        switch self {
        case .push, .pop, .popTo, .popToRoot, .setStack, .present, .dismiss: return true
        default: return false
        }
    }

    private static func describe(_ interaction: Interaction) -> String {
        switch interaction {
        case .update(let p): return ".update(percent: \(p))"
        case .finish: return ".finish"
        case .cancel: return ".cancel"
        case .finishAt(let v): return ".finishAt(percentPerSecond: \(v))"
        case .cancelAt(let v): return ".cancelAt(percentPerSecond: \(v))"
        case .pause: return ".pause"
        }
    }

    private static func describe(_ setting: Setting) -> String {
        switch setting {
        case .popGestureMode(let zone): return ".popGestureMode(.\(zone))"
        case .reducedMotion(let on): return ".reducedMotion(\(on))"
        case .releasePolicy(let policy): return ".releasePolicy(.\(policy))"
        case .animator(let c, let choice): return ".animator(.\(c), .\(choice))"
        case .interactive(let c, let on): return ".interactive(.\(c), \(on))"
        case .backGestureEnabled(let on): return ".backGestureEnabled(\(on))"
        }
    }

    /// How presented page `page` is presented: a fixed function of its number, so a replayed
    /// op list presents every page the same way.
    package enum PresentationStyle: String, Sendable, CaseIterable {
        case fullScreen, overFullScreen, card, custom, mask, navigationCard
    }

    package static func presentationStyle(ofPage page: Int) -> PresentationStyle {
        // Split views (numbers no older op list names): full screen and as a card.
        if splitPages.contains(page) { return page % 2 == 0 ? .fullScreen : .card }
        let styles = PresentationStyle.allCases
        return styles[((page % styles.count) + styles.count) % styles.count]
    }
}
