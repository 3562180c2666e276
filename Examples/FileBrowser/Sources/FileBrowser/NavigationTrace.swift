import Foundation
import Segue

/// `--trace`: one line on standard output each time what the window shows at rest changes
/// (for scripts that drive the app, such as Segue's end-to-end test): the selected tab's
/// title, its pages' titles from the root, then each presented page's name and title.
///
///     Browse: files
///     Browse: files > alpha
///     Browse: files > alpha | preview notes.txt
///     Recent: Recent
///
/// A line is written after a frame is drawn with no transition running, so a push is
/// written once it has landed, and a back-drag let go before the middle writes nothing.
@MainActor
final class NavigationTrace {
    private let tabs: TabBarController
    private let window: Window
    /// Transitions begun and not yet ended, in any container of the window.
    private var running = 0
    private var lastLine: String?

    init(tabs: TabBarController, window: Window) {
        self.tabs = tabs
        self.window = window
        window.observeTransitions { [weak self] event in
            self?.running += event.phase == .begin ? 1 : -1
        }
        window.scene.observeRenderedFrames { [weak self] in self?.frameRendered() }
    }

    /// What the window shows now, as one line.
    var line: String {
        let tab = tabs.selectedViewController
        let pages = (tab as? NavigationController)?.viewControllers ?? []
        var line = "\(tab?.tabBarItem.title ?? "no tab"): " + pages.map { $0.title ?? $0.name }.joined(separator: " > ")
        for page in window.presentedViewControllers { line += " | \(page.name) \(page.title ?? "")" }
        return line
    }

    private func frameRendered() {
        guard running == 0 else { return }
        let now = line
        guard now != lastLine else { return }
        lastLine = now
        // Unbuffered, so that a script reading a pipe sees each line at once.
        FileHandle.standardOutput.write(Data((now + "\n").utf8))
    }
}
