import Foundation
import Segue

/// The file browser's application delegate: `Application` opens the window and runs it until
/// the window is closed or Ctrl+Q; the delegate puts the tabs in it.
@MainActor
final class FileBrowserAppDelegate: ApplicationDelegate {
    var window: Window?
    /// The navigation trace (`--trace`); it hears the window through weak references only.
    private var trace: NavigationTrace?

    static var configuration: ApplicationConfiguration {
        ApplicationConfiguration(
            title: "File Browser", size: Size(width: 800, height: 600), minimumSize: Size(width: 360, height: 300))
    }

    init() {}

    func application(
        _ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
    ) -> Bool {
        // The command line was checked before the app started (main.swift).
        guard let options = try? LaunchOptions.parse(Array(application.arguments.dropFirst()), currentFolder: .current),
            let window
        else { return false }
        let tabs = BrowserTabs(folder: options.folder)
        window.rootViewController = tabs
        if options.trace { trace = NavigationTrace(tabs: tabs, window: window) }
        return true
    }
}

extension URL {
    /// The process's current folder.
    static var current: URL {
        URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    }
}
