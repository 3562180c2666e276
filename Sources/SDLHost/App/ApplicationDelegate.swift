import Foundation
import Views

/// An app's delegate, as UIKit's `UIApplicationDelegate`: mark the class `@main` and
/// `Application` opens the window, gives it to `window`, calls
/// `application(_:didFinishLaunchingWithOptions:)` (set `window?.rootViewController` there) and
/// runs the frame loop until the window closes or Ctrl+Q; then `applicationWillTerminate(_:)`.
@MainActor
public protocol ApplicationDelegate: AnyObject {
    /// Made by `Application.run` (the `@main` entry point).
    init()
    /// The app's window, set before `application(_:didFinishLaunchingWithOptions:)` (as UIKit
    /// does for an app with a main storyboard).
    var window: Window? { get set }
    /// How the window opens; `ApplicationConfiguration()` by default.
    static var configuration: ApplicationConfiguration { get }
    /// The window is open and not yet drawn: build the first page here. Returning false ends
    /// the app at once, with exit status 1. A desktop has no launch options: they are nil.
    func application(
        _ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
    ) -> Bool
    /// The app is about to end (the window closed, Ctrl+Q, or `Application.terminate()`).
    func applicationWillTerminate(_ application: Application)
}

extension ApplicationDelegate {
    /// `ApplicationConfiguration()`: 1024x768 points, titled "Segue" while a page has no title.
    public static var configuration: ApplicationConfiguration { ApplicationConfiguration() }

    /// Does nothing.
    public func applicationWillTerminate(_ application: Application) {}

    /// The `@main` entry point: runs the app (`Application.run`) and exits with its status.
    public static func main() {
        exit(Application.run(Self.self))
    }
}
