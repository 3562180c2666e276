import Animation
import Foundation
import Geometry
import Layers
@_spi(SegueTools) import Navigation
import SDLHost
import Views

/// `--trace`: one JSON object per line on standard output, flushed per line, every line with
/// `"t"` in seconds since launch on one monotonic clock. Events: `start` (the first line: the
/// renderer, whether it presents with vsync, the scale from points to pixels, the window's
/// size in points and in pixels, and each font's file and where it was found), `input` (every
/// pointer event, key and wheel scroll the window receives), `frame` (every frame presented,
/// with the stack, the presented pages, the view with keyboard focus, the pages shown with
/// their bounds and the running transition), `transition` (begin and end of every container's transitions, each naming its
/// container, with the animator that runs them, its duration and whether reduced motion chose
/// it) and `lifecycle` (every appearance callback of every page, with its container).
/// docs/DEMO.md describes every field.
@MainActor
final class TraceWriter {
    private let clock: MonotonicClock
    private let navigationController: NavigationController
    private let window: Window
    private let output = FileHandle.standardOutput
    private let pageLayouts: PageLayoutTrace

    init(
        clock: MonotonicClock, navigationController: NavigationController, window: Window, pageLayouts: PageLayoutTrace
    ) {
        self.clock = clock
        self.navigationController = navigationController
        self.window = window
        self.pageLayouts = pageLayouts
        // Every container's transitions and every page's callbacks, each line naming its
        // container: the root stack, a tab's stack, a page stack, the presentations, a split view.
        window.observeTransitions { [unowned self] event in transition(event) }
        window.observeAppearance { [unowned self] page, callback in lifecycle(page, callback) }
    }

    private func line(_ event: String, _ fill: (inout JSONLine) -> Void) {
        var json = JSONLine()
        json.add("event", event)
        json.add("t", clock.now)
        fill(&json)
        output.write((json.text + "\n").data(using: .utf8)!)
    }

    /// The first line: what draws the window, whether its presents wait for the display
    /// (vsync), at what size, and where the fonts come from (`fonts`: per name, the `file`
    /// and `from`, "assets" or "fontconfig PATTERN", or the `error` a frame will fail with).
    func start(
        renderer: String, note: String?, vsync: Bool, scale: Double, window: Size, pixels: Size,
        fonts: [(name: String, result: Result<FontLocator.FontFile, FontLocator.NotFound>)]
    ) {
        line("start") { json in
            json.add("renderer", renderer)
            if let note { json.add("renderer_note", note) }
            json.add("vsync", vsync)
            json.add("scale", scale)
            json.add("window", [window.width, window.height])
            json.add("pixels", [pixels.width, pixels.height])
            var files = JSONLine()
            for (name, result) in fonts {
                var entry = JSONLine()
                switch result {
                case .success(let file):
                    entry.add("file", file.path)
                    switch file.source {
                    case .assets: entry.add("from", "assets")
                    case .system(let pattern): entry.add("from", "fontconfig \(pattern)")
                    }
                case .failure(let error):
                    entry.add("error", error.description)
                }
                files.add(name, object: entry)
            }
            json.add("fonts", object: files)
        }
    }

    func input(_ event: InputEvent) {
        if case .key(let key) = event {
            keyInput(key)
            return
        }
        if case .text(let typed) = event {
            line("input") { json in
                json.add("type", "text")
                json.add("text", typed.text)
            }
            return
        }
        if case .composition(let composition) = event {
            line("input") { json in
                json.add("type", "composition")
                json.add("text", composition.text)
                json.add(
                    "selection",
                    [Double(composition.selectedRange.lowerBound), Double(composition.selectedRange.upperBound)])
            }
            return
        }
        if case .wheel(let wheel) = event {
            line("input") { json in
                json.add("type", "wheel")
                json.add("x", wheel.location.x)
                json.add("y", wheel.location.y)
                json.add("dx", wheel.delta.x)
                json.add("dy", wheel.delta.y)
            }
            return
        }
        guard case .pointer(let p) = event else { return }
        line("input") { json in
            json.add(
                "type",
                {
                    switch p.phase {
                    case .down: return "down"
                    case .move: return "move"
                    case .up: return "up"
                    }
                }())
            json.add("x", p.location.x)
            json.add("y", p.location.y)
            if let button = p.button { json.add("button", button.rawValue) } else { json.add("button", 0) }
        }
    }

    /// A key going down or up: its name, the modifiers held, and whether it is a repeat.
    private func keyInput(_ key: KeyEvent) {
        line("input") { json in
            json.add("type", "key")
            json.add("phase", key.phase == .down ? "down" : "up")
            json.add("key", Self.name(of: key.key))
            var modifiers: [String] = []
            if key.modifiers.contains(.shift) { modifiers.append("shift") }
            if key.modifiers.contains(.control) { modifiers.append("ctrl") }
            if key.modifiers.contains(.alt) { modifiers.append("alt") }
            if key.modifiers.contains(.meta) { modifiers.append("meta") }
            json.add("modifiers", modifiers)
            if key.isRepeat { json.add("repeat", true) }
        }
    }

    /// A key's name in the trace: `tab`, `enter`, `space`, `left`, … `f1`, the character
    /// typed, `key:alt` (`ctrl`, `shift`, `meta`) for a modifier key, or `key:CODE` (SDL's
    /// keycode) for any other.
    static func name(of key: Key) -> String {
        switch key {
        case .escape: return "escape"
        case .enter: return "enter"
        case .tab: return "tab"
        case .backspace: return "backspace"
        case .delete: return "delete"
        case .space: return "space"
        case .left: return "left"
        case .right: return "right"
        case .up: return "up"
        case .down: return "down"
        case .home: return "home"
        case .end: return "end"
        case .pageUp: return "pageup"
        case .pageDown: return "pagedown"
        case .function(let n): return "f\(n)"
        case .character(let c): return String(c)
        case .other(let code): return "key:" + (modifierKeyNames[code] ?? String(code))
        }
    }

    /// The modifier keys by SDL keycode (SDL_SCANCODE_TO_KEYCODE of scancodes 224…231, left
    /// then right): `key:ctrl`, `key:shift`, `key:alt`, `key:meta`, as the `modifiers` field
    /// names them, so a trace never shows `key:1073742050` for Alt.
    static let modifierKeyNames: [Int32: String] = [
        0x4000_00E0: "ctrl", 0x4000_00E1: "shift", 0x4000_00E2: "alt", 0x4000_00E3: "meta",
        0x4000_00E4: "ctrl", 0x4000_00E5: "shift", 0x4000_00E6: "alt", 0x4000_00E7: "meta",
    ]

    func frame() {
        let nav = navigationController
        let window = self.window
        line("frame") { json in
            json.add("stack", nav.viewControllers.map(\.name))
            json.add("title", window.title ?? "")
            json.add("presented", window.presentedViewControllers.map(\.name))
            // Light or dark, as the window's content is drawn (the desktop's, followed live).
            json.add("appearance", window.traitCollection.userInterfaceStyle.description)
            // Keyboard focus: the focused view's name (null: none), and whether its ring shows.
            if let focused = window.focusedView {
                json.add("focus", focused.name ?? "")
            } else {
                json.addNull("focus")
            }
            json.add("focus_ring", window.showsFocusRing)
            // The text being edited (UTF-16 offsets, as UIKit's NSRange) and the alert shown.
            if let editing = Self.editedText(in: window) { json.add("text", object: editing) }
            if let alert = window.presentedViewControllers.last as? AlertController {
                var shown = JSONLine()
                shown.add("title", alert.title ?? "")
                shown.add("actions", alert.actions.map { $0.title ?? "" })
                json.add("alert", object: shown)
            }
            // The top page's list: how many rows it shows (a search in its bar filters them).
            if let top = nav.topViewController, top.isViewLoaded, let list = list(of: top) {
                json.add("list_rows", list.rows.count)
            }
            if let top = nav.topViewController, let large = Self.largeTitle(of: top) {
                json.add("large_title", object: large)
            }
            // The tab bar controller on screen: the top presented page, or the stack's top.
            let shown = window.presentedViewControllers.last ?? nav.topViewController
            if let tabs = shown as? TabBarController {
                json.add("tab", tabs.selectedIndex)
                // A navigation controller in the tab: its stack and its running push or pop.
                if let inner = tabs.selectedViewController as? NavigationController {
                    json.add("tab_stack", inner.viewControllers.map(\.name))
                    if let context = inner.activeTransitionContext {
                        var transition = JSONLine()
                        transition.add("operation", context.operation.rawValue)
                        transition.add("interactive", context.isInteractive)
                        transition.add("progress", min(max(context.percentComplete, 0), 1))
                        transition.add("tab_bar_x", tabs.tabBar.layer.presentationFrameInRoot.minX)
                        json.add("tab_transition", object: transition)
                    }
                }
            }
            // A split view on screen: folded or side by side, and the sidebar's width.
            if let split = shown as? SplitViewController {
                var layout = JSONLine()
                layout.add("collapsed", split.isCollapsed)
                layout.add("primary_width", split.primaryColumnWidth)
                json.add("split", object: layout)
            }
            // Every page shown: its bounds and how often it was laid out (PageLayoutTrace).
            json.add("pages", objects: pageLayouts.pages(in: window))
            if let context = window.activePresentationContext {
                // y of the moving page's top edge: the arriving page presenting, the leaving one
                // dismissing.
                var transition = JSONLine()
                transition.add("operation", context.operation.rawValue)
                transition.add("interactive", context.isInteractive)
                transition.add("progress", min(max(context.percentComplete, 0), 1))
                let moving = context.isForward ? context.toView : context.fromView
                transition.add("top_y", moving.layer.presentationFrameInRoot.minY)
                json.add("transition", object: transition)
                return
            }
            guard let context = nav.activeTransitionContext else {
                json.addNull("transition")
                return
            }
            var transition = JSONLine()
            transition.add("operation", context.operation.rawValue)
            transition.add("interactive", context.isInteractive)
            transition.add("progress", min(max(context.percentComplete, 0), 1))
            let moving = context.operation == .push ? context.toView : context.fromView
            transition.add("top_x", moving.layer.presentationFrameInRoot.minX)
            json.add("transition", object: transition)
        }
    }

    /// The top page whose list `listOfTopPage` is: its tree is walked until a list is found
    /// (a page may make its list later), then no more while it stays on top.
    private weak var pageOfList: ViewController?
    private weak var listOfTopPage: ScrollList?

    private func list(of page: ViewController) -> ScrollList? {
        if pageOfList !== page || listOfTopPage == nil {
            pageOfList = page
            listOfTopPage = Self.firstList(in: page.view)
        }
        return listOfTopPage
    }

    /// `"large_title"` of a page that shows one (LargeTitles.md): its area's `height`
    /// and `progress`, how much of it shows (1 at rest at the list's top; less as the list folds
    /// it away or a transition turns it into the back button).
    static func largeTitle(of page: ViewController) -> JSONLine? {
        guard page.isViewLoaded, let pageView = page.view.superview as? PageView else { return nil }
        let view = pageView.navigationBar.largeTitleView
        guard view.isShown else { return nil }
        var json = JSONLine()
        json.add("height", view.shownHeight)
        json.add("progress", view.progress)
        return json
    }

    /// The first `ScrollList` in `view`'s tree, depth first.
    static func firstList(in view: View) -> ScrollList? {
        if let list = view as? ScrollList { return list }
        for subview in view.subviews {
            if let list = firstList(in: subview) { return list }
        }
        return nil
    }

    /// `"text"`: the view that edits text (the first responder), its text, its selection and its
    /// marked text (null when not composing).
    static func editedText(in window: Window) -> JSONLine? {
        let edited: (view: View, text: String, selection: NSRange, marked: Range<Int>?)
        if let field = window.firstResponder as? TextField, field.isEditing {
            edited = (field, field.text ?? "", field.selectedRange, field.markedTextRange)
        } else if let textView = window.firstResponder as? TextView, textView.isEditing {
            edited = (textView, textView.text, textView.selectedRange, textView.markedTextRange)
        } else {
            return nil
        }
        var json = JSONLine()
        json.add("view", edited.view.name ?? "")
        json.add("text", edited.text)
        let range = edited.selection
        json.add("selection", [Double(range.location), Double(range.location + range.length)])
        if let marked = edited.marked {
            let units = Array(edited.text.utf16)
            let lower = min(marked.lowerBound, units.count)
            let upper = min(max(marked.upperBound, lower), units.count)
            json.add("marked", String(decoding: units[lower..<upper], as: UTF16.self))
        } else {
            json.addNull("marked")
        }
        return json
    }

    private func transition(_ event: TransitionEvent) {
        line("transition") { json in
            json.add("phase", event.phase.rawValue)
            json.add("operation", event.operation.rawValue)
            json.add("interactive", event.isInteractive)
            if let completed = event.completed { json.add("completed", completed) }
            json.add("animator", event.animator)
            json.add("reduced_motion", event.isReducedMotion)
            // Only on a forward request's push (the mouse's forward button, Alt+Right).
            if event.isForwardNavigation { json.add("forward", true) }
            json.add("container", event.container)
            if event.phase == .begin { json.add("duration", event.duration) }
        }
    }

    private func lifecycle(_ page: ViewController, _ callback: AppearanceCallback) {
        line("lifecycle") { json in
            json.add("page", page.name)
            json.add("callback", callback.rawValue)
            // The container it shows in: its parent, else the presentations or the window.
            json.add(
                "container", page.parent?.name ?? (page.presentingViewController != nil ? "presentations" : "window"))
        }
    }
}
