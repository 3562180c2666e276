/// What the Return key of an on-screen keyboard is labelled (UIKit's `UIReturnKeyType`). Kept
/// for code written for UIKit; a desktop's Return key has no label, so Segue ignores it.
public enum ReturnKeyType: Sendable {
    /// "return", "Go", "Google", "Join", "Next", "Route", "Search", "Send", "Yahoo", "Done",
    /// "Emergency Call", "Continue".
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}
