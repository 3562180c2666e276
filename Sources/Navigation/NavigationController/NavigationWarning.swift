import Foundation
import Logging
import Views

/// Requests a container refuses, reported instead of corrupting its stack, through the
/// window's one warning sink (`Window.onNavigationWarning`).
public enum NavigationWarning: Equatable, Sendable, CustomStringConvertible {
    /// The page is already on the stack, or waiting to be pushed (UIKit throws; we refuse
    /// and carry on).
    case duplicatePush(page: String)
    /// `popToViewController` named a page that is not on the stack.
    case notOnStack(page: String)
    /// `setViewControllers` (or `setViews`) was given an empty list.
    case emptyStack
    /// `setViewControllers` (or `setViews`) listed `page` twice.
    case pageListedTwice(page: String)
    /// The page is already presented (or waiting to be).
    case alreadyPresented(page: String)
    /// The page asked to present is in no window with a root view controller.
    case notInWindow(page: String)
    /// `showDetailViewController` was given the split view's own sidebar as its content.
    case sidebarAsContent(page: String)
    /// An alert was presented while another alert was up: it waits and shows once that one
    /// (and any waiting before it) is dismissed (UIKit warns and drops it).
    case alertWaiting(alert: String, behind: String)
    /// An alert was presented with no actions: it shows with no buttons, and Escape closes it.
    case alertWithoutActions(alert: String)
    /// `addAction` was refused: the action is already there, or is a second cancel action.
    case alertActionRefused(alert: String, action: String, reason: String)
    /// `preferredAction` was set to an action the alert does not have.
    case alertActionNotAdded(alert: String, action: String)
    /// `addTextField` was called on an action sheet: only alerts take text fields.
    case alertTextFieldRefused(alert: String)
    /// Debug builds only: the delegate's class inherits its conformance to `protocol` from
    /// `conformingClass`, so a delegate method it adds that `conformingClass` does not write is
    /// never asked (Swift picks a protocol's default for the conforming class, at compile time).
    case inheritedDelegateConformance(delegate: String, conformingClass: String, protocol: String)
    /// A view asked to push or pop (`View.push`, `View.pop`) is in no page stack.
    case noPageStack(view: String, verb: String)

    /// What was refused and why, in a sentence.
    public var description: String {
        switch self {
        case .noPageStack(let view, let verb):
            return "cannot \(verb) from \"\(view)\": it is in no page stack"
        case .duplicatePush(let page): return "refused to push \"\(page)\": it is already on the stack"
        case .notOnStack(let page): return "refused to pop to \"\(page)\": it is not on the stack"
        case .emptyStack: return "refused to set the stack: a stack needs at least one page"
        case .pageListedTwice(let page): return "refused to set the stack: \"\(page)\" is listed twice"
        case .alreadyPresented(let page): return "refused to present \"\(page)\": it is already presented"
        case .notInWindow(let page): return "refused to present from \"\(page)\": it is in no window with a root page"
        case .sidebarAsContent(let page):
            return "refused to show \"\(page)\" as the split view's content: it is its sidebar"
        case .alertWaiting(let alert, let behind):
            return "alert \(alert) waits: alert \(behind) is up; it shows once that one is dismissed"
        case .alertWithoutActions(let alert):
            return "alert \(alert) has no actions: it shows with no buttons, and Escape closes it"
        case .alertActionRefused(let alert, let action, let reason):
            return "refused to add the action \"\(action)\" to alert \(alert): \(reason)"
        case .alertActionNotAdded(let alert, let action):
            return "refused to make \"\(action)\" the preferred action of alert \(alert): it is not one of its actions"
        case .alertTextFieldRefused(let alert):
            return "refused to add a text field to the action sheet \(alert): only alerts take text fields"
        case .inheritedDelegateConformance(let delegate, let conformingClass, let name):
            return
                "\(delegate) is a \(name) through its superclass \(conformingClass): a delegate method \(delegate) "
                + "adds that \(conformingClass) does not write is never called; write it in \(conformingClass) "
                + "and override it in \(delegate)"
        }
    }

    /// Sends `warning` to the sink of `view`'s window, or to standard error when the view is
    /// in no window (or the window has no sink set).
    @MainActor
    static func report(_ warning: NavigationWarning, from view: View?) {
        if let sink = view?.window?.navigationServicesIfMade?.warningSink {
            sink(warning)
        } else {
            writeToLog(warning)
        }
    }

    /// The default sink: a warning to the `segue.navigation` logger (swift-log; standard
    /// error unless the app bootstraps another destination).
    static func writeToLog(_ warning: NavigationWarning) {
        logger.warning("\(warning)")
    }

    private static let logger = Logger(label: "segue.navigation")
}
