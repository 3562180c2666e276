import Geometry
import Navigation

/// The scripted tours `--headless --record DIR` plays (`--tour`), frame by frame on a manual
/// clock (`TourRecorder`). Not actor-bound itself: `DemoOptions` holds one.
enum DemoTour: String, CaseIterable {
    /// A push, a drag back that completes, another push and a drag that is cancelled.
    case navigation
    /// A card rises over the dimmed stack; a short drag down, held, is cancelled; a longer
    /// one, released moving, dismisses it.
    case presentation
    /// The tab page rises over the stack; a click opens Browse's detail page (the tab bar
    /// leaves with the page underneath); a drag back from the left edge, 300 points, held
    /// (the bar rides on the page underneath), then let go: the pop is cancelled.
    case tabs
    /// The settings page is pushed; a click turns its "Reduce motion" switch on.
    case settings
    /// The split page rises over the stack; a click on the sidebar's "Layers showcase" shows
    /// it (side by side: on the right; folded, below 720 points: pushed over the sidebar); a
    /// drag back from the left edge, 240 points, held, then let go (folded: the pop is
    /// cancelled; side by side the sidebar has nothing to go back to).
    case split
    /// The settings page; its Animator row opens the choice page; a click on "Cube" chooses it
    /// and goes back (a cube turn), the row now saying "Cube".
    case choices
    /// The page stack of plain views: two cards pushed with their buttons (seed 003's move-in),
    /// then a drag from the left edge to 505 points, released moving: the blue card pops.
    case pageStack = "page-stack"
    /// The cube, then the flip (set as the settings' animator): the orange page pushed, dragged
    /// back just past half way and held (the turn in perspective), then let go: the pop completes.
    case cubeFlip = "cube-flip"
    /// Reduced motion on (as the settings' switch turns it on): the orange page's push is a
    /// cross-fade in place; a drag back still follows the pointer (an interactive pop keeps its
    /// slide), held at 400 points and let go: cancelled; then a pop (the back button's) fades.
    case reducedMotion = "reduced-motion"
    /// The page with the app's own interaction controller: its handle dragged down 120 points
    /// and held, then let go (the page returns); then dragged 320 points, released moving down:
    /// the page drops away.
    case handlePop = "handle-pop"
    /// The alongside page: pushed (the swatch turns blue alongside), the orange page pushed over
    /// it (orange), a drag back held at 400 points (the colour half way) and let go (cancelled:
    /// the colour goes back), then a drag back that completes (blue, the status line says so).
    case alongside
    /// The notes page: the compose item presents the compose card, a title is typed, Cancel
    /// asks "Discard note?" and Escape keeps the note, Save adds it to the list; then the action
    /// (share) item's sheet rises and its Cancel closes it. The caret blinks while a field edits, so the tour
    /// steps set numbers of frames there rather than waiting for stillness.
    case notes
    /// The long list: Ctrl+F focuses the search field under its title, "19" typed filters the
    /// rows to twelve, Escape ends the search and every row comes back.
    case search
    /// Large titles: the menu's folded away by its list and pulled back, the long list pushed
    /// and dragged back (cancelled), a row pushed and dragged back (`playLargeTitles`).
    case largeTitles = "large-titles"
    /// Forward, as in a browser: the orange page pushed, Alt+Left takes it back off (a pop),
    /// Alt+Right brings it back (a push from the forward list), then the back button's pop.
    case forward
    /// Keyboard focus on the Fuller bars page: Tab round the back button, the bar's items, the
    /// page's buttons and the toolbar's items, the one rounded ring on each; Enter on the
    /// toolbar's Archive item (the status line says so); Shift+Tab back to the buttons.
    case keyboardFocus = "keyboard-focus"
    /// The toolbar of the Fuller bars page: its "Hide/show bar" item slides the bar away (the
    /// pointer still over the item), again brings it back; the page's button hides the toolbar
    /// and shows it again.
    case toolbar
    /// The long list scrolled by the wheel under a still pointer (the hover moves to the row
    /// now under it), a touchpad's fling down, and back to the top.
    case listScroll = "list-scroll"
    /// The stack `--stack` asks for, at rest: one frame (scripts/make-images takes the pages in
    /// the dark look this way).
    case still

    /// Plays the tour; returns the number of frames written.
    @MainActor
    func play(
        on recorder: inout TourRecorder, navigationController: NavigationController, catalog: PageCatalog
    ) throws -> Int {
        try recorder.frames(1)
        switch self {
        case .navigation: try playNavigation(on: &recorder, navigationController, catalog)
        case .presentation: try playPresentation(on: &recorder, navigationController, catalog)
        case .tabs: try playTabs(on: &recorder, navigationController, catalog)
        case .settings: try playSettings(on: &recorder, navigationController, catalog)
        case .split: try playSplit(on: &recorder, navigationController, catalog)
        case .choices: try playChoices(on: &recorder, navigationController, catalog)
        case .pageStack: try playPageStack(on: &recorder, navigationController, catalog)
        case .cubeFlip: try playCubeFlip(on: &recorder, navigationController, catalog)
        case .reducedMotion: try playReducedMotion(on: &recorder, navigationController, catalog)
        case .handlePop: try playHandlePop(on: &recorder, navigationController, catalog)
        case .alongside: try playAlongside(on: &recorder, navigationController, catalog)
        case .notes: try playNotes(on: &recorder, navigationController, catalog)
        case .search: try playSearch(on: &recorder, navigationController, catalog)
        case .largeTitles: try playLargeTitles(on: &recorder, navigationController, catalog)
        case .forward: try playForward(on: &recorder, navigationController, catalog)
        case .keyboardFocus: try playKeyboardFocus(on: &recorder, navigationController, catalog)
        case .toolbar: try playToolbar(on: &recorder, navigationController, catalog)
        case .listScroll: try playListScroll(on: &recorder, navigationController, catalog)
        case .still: break
        }
        return recorder.written
    }

    @MainActor
    private func playNavigation(
        on recorder: inout TourRecorder, _ navigationController: NavigationController, _ catalog: PageCatalog
    ) throws {
        navigationController.pushViewController(try catalog.make("orange"), animated: true)
        try recorder.untilIdle()
        // A drag back past the middle, released moving: the pop completes.
        try recorder.dragBack(step: 24, frames: 24, pauseBeforeRelease: false)
        navigationController.pushViewController(try catalog.make("orange"), animated: true)
        try recorder.untilIdle()
        // A short drag, held still, then released: the pop is cancelled.
        try recorder.dragBack(step: 10, frames: 20, pauseBeforeRelease: true)
    }

    @MainActor
    private func playPresentation(
        on recorder: inout TourRecorder, _ navigationController: NavigationController, _ catalog: PageCatalog
    ) throws {
        let presenter = navigationController.visibleViewController ?? navigationController
        presenter.present(try catalog.make("present-card"), animated: true)
        try recorder.untilIdle()
        // Grab the card below its text, where nothing else takes the press.
        let size = recorder.scene.size
        let grab = Point(x: size.width / 2, y: size.height * 0.6)
        // A short drag down, held still, then released: the card goes back up.
        try recorder.drag(from: grab, step: Point(x: 0, y: 8), frames: 10, pauseBeforeRelease: true)
        try recorder.untilIdle()
        // Past half the card and released moving: it is dismissed.
        try recorder.drag(from: grab, step: Point(x: 0, y: 22), frames: 16, pauseBeforeRelease: false)
        try recorder.untilIdle()
    }

    @MainActor
    private func playTabs(
        on recorder: inout TourRecorder, _ navigationController: NavigationController, _ catalog: PageCatalog
    ) throws {
        let presenter = navigationController.visibleViewController ?? navigationController
        presenter.present(try catalog.make("tabs"), animated: true)
        try recorder.untilIdle()
        try recorder.click(named: "push:tabs-detail")
        try recorder.untilIdle()
        // 30 moves of 10 points from the left edge, held still, then released: short of half
        // the width and not moving, so the detail page goes back.
        try recorder.dragBack(step: 10, frames: 30, pauseBeforeRelease: true)
    }

    @MainActor
    private func playSettings(
        on recorder: inout TourRecorder, _ navigationController: NavigationController, _ catalog: PageCatalog
    ) throws {
        navigationController.pushViewController(try catalog.make("settings"), animated: true)
        try recorder.untilIdle()
        try recorder.click(named: "setting:reduce-motion")
        try recorder.untilIdle()
    }

    @MainActor
    private func playSplit(
        on recorder: inout TourRecorder, _ navigationController: NavigationController, _ catalog: PageCatalog
    ) throws {
        let presenter = navigationController.visibleViewController ?? navigationController
        presenter.present(try catalog.make("split"), animated: true)
        try recorder.untilIdle()
        // The "Layers showcase" section (rows of 44 points under the 44-point bar).
        let row = SplitSidebarPage.sections(of: catalog).firstIndex { $0.name == "layers" } ?? 0
        try recorder.click(at: Point(x: 100, y: 44 + Double(row) * 44 + 22))
        try recorder.untilIdle()
        try recorder.dragBack(step: 12, frames: 20, pauseBeforeRelease: true)
    }

    @MainActor
    private func playChoices(
        on recorder: inout TourRecorder, _ navigationController: NavigationController, _ catalog: PageCatalog
    ) throws {
        navigationController.pushViewController(try catalog.make("settings"), animated: true)
        try recorder.untilIdle()
        try recorder.click(row: 0, inListNamed: "setting-choices")
        try recorder.untilIdle()
        let cube = DemoSettings.AnimatorChoice.allCases.firstIndex(of: .cube) ?? 0
        try recorder.click(row: cube, inListNamed: "choices")
        try recorder.untilIdle()
    }

    @MainActor
    private func playPageStack(
        on recorder: inout TourRecorder, _ navigationController: NavigationController, _ catalog: PageCatalog
    ) throws {
        navigationController.pushViewController(try catalog.make("page-stack"), animated: true)
        try recorder.untilIdle()
        try recorder.click(named: "push-view", inside: "card-1")
        try recorder.untilIdle()
        try recorder.click(named: "push-view", inside: "card-2")
        try recorder.untilIdle()
        let y = recorder.scene.size.height * 0.75
        try recorder.drag(from: Point(x: 5, y: y), step: Point(x: 25, y: 0), frames: 20, pauseBeforeRelease: false)
        try recorder.untilIdle()
    }

    @MainActor
    private func playCubeFlip(
        on recorder: inout TourRecorder, _ navigationController: NavigationController, _ catalog: PageCatalog
    ) throws {
        for animator in [DemoSettings.AnimatorChoice.cube, .flip] {
            catalog.settings.animator = animator
            catalog.settings.changed()
            navigationController.pushViewController(try catalog.make("orange"), animated: true)
            try recorder.untilIdle()
            // Just past half way (533 points of 1024), held, then let go: the pop completes.
            try recorder.dragBack(step: 22, frames: 24, pauseBeforeRelease: true)
        }
    }

    @MainActor
    private func playReducedMotion(
        on recorder: inout TourRecorder, _ navigationController: NavigationController, _ catalog: PageCatalog
    ) throws {
        catalog.settings.reducedMotion = true
        catalog.settings.changed()
        navigationController.pushViewController(try catalog.make("orange"), animated: true)
        try recorder.untilIdle()
        try recorder.dragBack(step: 20, frames: 20, pauseBeforeRelease: true)
        navigationController.popViewController(animated: true)
        try recorder.untilIdle()
    }

    @MainActor
    private func playHandlePop(
        on recorder: inout TourRecorder, _ navigationController: NavigationController, _ catalog: PageCatalog
    ) throws {
        navigationController.pushViewController(try catalog.make("handle-pop"), animated: true)
        try recorder.untilIdle()
        guard let handle = recorder.window.subview(named: "handle") else {
            throw TourRecorder.NoSuchView(name: "handle")
        }
        let grab = handle.convert(handle.bounds, to: nil).center
        // A short drag, held still, then let go: the page returns.
        try recorder.drag(from: grab, step: Point(x: 0, y: 10), frames: 12, pauseBeforeRelease: true)
        try recorder.untilIdle()
        // Past a third of the height and released moving: the page drops away.
        try recorder.drag(from: grab, step: Point(x: 0, y: 20), frames: 16, pauseBeforeRelease: false)
        try recorder.untilIdle()
    }

    @MainActor
    private func playAlongside(
        on recorder: inout TourRecorder, _ navigationController: NavigationController, _ catalog: PageCatalog
    ) throws {
        navigationController.pushViewController(try catalog.make("alongside"), animated: true)
        try recorder.untilIdle()
        try recorder.click(named: "push:orange")
        try recorder.untilIdle()
        let y = recorder.scene.size.height * 0.75
        // Held at 400 points, then let go: short of half and still, so the pop is cancelled.
        try recorder.drag(from: Point(x: 5, y: y), step: Point(x: 20, y: 0), frames: 20, pauseBeforeRelease: true)
        try recorder.untilIdle()
        // Past half, released moving: the pop completes.
        try recorder.dragBack(step: 30, frames: 20, pauseBeforeRelease: false)
    }

    @MainActor
    private func playNotes(
        on recorder: inout TourRecorder, _ navigationController: NavigationController, _ catalog: PageCatalog
    ) throws {
        navigationController.pushViewController(try catalog.make("notes"), animated: true)
        try recorder.untilIdle()
        try recorder.click(systemItem: .compose)
        try recorder.frames(36)
        try recorder.type("Groceries")
        try recorder.click(labelled: "Cancel")
        try recorder.frames(30)
        try recorder.press(.escape)
        try recorder.frames(24)
        try recorder.click(labelled: "Save")
        try recorder.frames(36)
        try recorder.click(systemItem: .action)
        try recorder.frames(30)
        try recorder.click(labelled: "Cancel")
        try recorder.untilIdle()
    }

    @MainActor
    private func playForward(
        on recorder: inout TourRecorder, _ navigationController: NavigationController, _ catalog: PageCatalog
    ) throws {
        navigationController.pushViewController(try catalog.make("orange"), animated: true)
        try recorder.untilIdle()
        try recorder.press(.left, modifiers: .alt)
        try recorder.untilIdle()
        try recorder.press(.right, modifiers: .alt)
        try recorder.untilIdle()
        navigationController.popViewController(animated: true)
        try recorder.untilIdle()
    }

    @MainActor
    private func playKeyboardFocus(
        on recorder: inout TourRecorder, _ navigationController: NavigationController, _ catalog: PageCatalog
    ) throws {
        navigationController.pushViewController(try catalog.make("bars"), animated: true)
        try recorder.untilIdle()
        // The back button, Mark, Share, Edit, the three buttons, Reply, Archive.
        for _ in 0..<9 {
            try recorder.press(.tab)
            try recorder.frames(12)
        }
        try recorder.press(.enter)
        try recorder.untilIdle()
        // Back round with Shift+Tab: Reply, the three buttons.
        for _ in 0..<4 {
            try recorder.press(.tab, modifiers: .shift)
            try recorder.frames(12)
        }
    }

    @MainActor
    private func playToolbar(
        on recorder: inout TourRecorder, _ navigationController: NavigationController, _ catalog: PageCatalog
    ) throws {
        navigationController.pushViewController(try catalog.make("bars"), animated: true)
        try recorder.untilIdle()
        try recorder.click(labelled: "Hide/show bar")
        try recorder.untilIdle()
        try recorder.click(labelled: "Hide/show bar")
        try recorder.untilIdle()
        try recorder.click(named: "toggle-toolbar")
        try recorder.untilIdle()
        try recorder.click(named: "toggle-toolbar")
        try recorder.untilIdle()
    }

    @MainActor
    private func playListScroll(
        on recorder: inout TourRecorder, _ navigationController: NavigationController, _ catalog: PageCatalog
    ) throws {
        navigationController.pushViewController(try catalog.make("list"), animated: true)
        try recorder.untilIdle()
        let size = recorder.scene.size
        let point = Point(x: size.width / 2, y: size.height * 0.6)
        // The pointer comes to rest over a row: it shows the hover.
        recorder.send(.move, at: point)
        try recorder.frames(2)
        // Three wheel notches, a frame apart: the rows glide under the still pointer.
        try recorder.scroll(dy: -1, frames: 3, at: point)
        // A touchpad's fling down, then back to the top.
        try recorder.scroll(dy: -0.5, frames: 8, at: point)
        try recorder.scroll(dy: 2, frames: 8, at: point)
    }

    @MainActor
    private func playSearch(
        on recorder: inout TourRecorder, _ navigationController: NavigationController, _ catalog: PageCatalog
    ) throws {
        navigationController.pushViewController(try catalog.make("list"), animated: true)
        try recorder.untilIdle()
        try recorder.press(.character("f"), modifiers: .control)
        try recorder.frames(20)
        try recorder.type("19", spacing: 6)
        try recorder.frames(20)
        try recorder.press(.escape)
        try recorder.untilIdle()
    }
}
