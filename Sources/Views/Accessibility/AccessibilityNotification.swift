/// Something a screen reader should hear about (`UIAccessibility.Notification`): the page
/// changed, the layout changed, a sentence to read. UIKit posts globally; Segue has no global
/// state, so a notification is posted to a window (`Window.post(notification:argument:)`) and
/// heard by the window's observers (the AT-SPI bridge, tests; ScreenReaders.md).
public struct AccessibilityNotification: RawRepresentable, Hashable, Sendable {
    /// The notification's name.
    public let rawValue: String
    /// A notification named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A new page took the screen (`.screenChanged`); the argument is the new page's view (or
    /// the element to read first). The navigation containers post it when a push, pop,
    /// present, dismiss or tab switch settles.
    public static let screenChanged = AccessibilityNotification(rawValue: "screenChanged")
    /// Part of the page changed (`.layoutChanged`); the argument is the element to read next,
    /// or nil.
    public static let layoutChanged = AccessibilityNotification(rawValue: "layoutChanged")
    /// A sentence to read out now (`.announcement`); the argument is the `String`.
    public static let announcement = AccessibilityNotification(rawValue: "announcement")
    /// A scroll by a page ended (`.pageScrolled`); the argument is a `String` saying where.
    public static let pageScrolled = AccessibilityNotification(rawValue: "pageScrolled")
}

/// One notification as a window's observers hear it: what and its argument.
@MainActor
public struct AccessibilityPost {
    /// What happened.
    public var notification: AccessibilityNotification
    /// What UIKit's `argument` is: the view to read (screen and layout changes), the
    /// `String` to read (announcements), or nil.
    public var argument: Any?

    /// The notification with `argument`.
    public init(notification: AccessibilityNotification, argument: Any?) {
        self.notification = notification
        self.argument = argument
    }

    /// The argument when it is a view (the new page, the element to read next).
    public var view: View? { argument as? View }
    /// The argument when it is a string (an announcement's sentence).
    public var text: String? { argument as? String }
}

extension Window {
    /// Posts `notification` to this window's observers (`UIAccessibility.post(notification:argument:)`,
    /// made per window): `.screenChanged` and `.layoutChanged` take the view to read next (or
    /// nil), `.announcement` the `String` to read.
    public func post(notification: AccessibilityNotification, argument: Any?) {
        let post = AccessibilityPost(notification: notification, argument: argument)
        // A copy: an observer may add another.
        for observer in accessibilityObservers { observer(post) }
    }

    /// Calls `observer` with every notification posted to this window from now on (the
    /// AT-SPI bridge turns them into events; nobody observing costs nothing).
    public func observeAccessibilityNotifications(_ observer: @escaping @MainActor (AccessibilityPost) -> Void) {
        accessibilityObservers.append(observer)
    }
}
