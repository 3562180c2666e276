import Foundation
import Segue

/// The app's root: a tab bar with Browse, a navigation controller whose root page is the
/// folder given on the command line, and Recent, the files previewed this session. Both
/// tabs share one list of recent files.
@MainActor
final class BrowserTabs: TabBarController {
    let recent = RecentFiles()
    /// The Browse tab: the folder's page, and the pages of the folders opened from it.
    let browse: NavigationController
    /// The Recent tab, in a navigation controller of its own for its bar (it pushes nothing).
    let recentFiles: NavigationController

    init(folder: URL) {
        browse = NavigationController(rootViewController: FolderPage(folder: folder, recent: recent), name: "browse")
        browse.tabBarItem.title = "Browse"
        recentFiles = NavigationController(rootViewController: RecentPage(recent: recent), name: "recent")
        recentFiles.tabBarItem.title = "Recent"
        super.init(viewControllers: [browse, recentFiles], name: "tabs")
    }
}
