import Geometry
import Views

/// A question put to the user (UIKit's `UIAlertController`): a title, a message and buttons
/// (`AlertAction`s), as iOS's centred alert card or as an action sheet rising from the bottom
/// (a popover card next to its source on a wide window). Present it with
/// `present(_:animated:completion:)`; it dismisses itself when a button is chosen, then runs
/// that action's handler (Alerts.md).
///
/// Keys: Enter runs the preferred action (or the only action that is not the cancel one),
/// Escape the cancel action; an alert with no actions at all is closed by Escape. Keyboard
/// focus stays inside it and Tab goes round its buttons. No drag dismisses it; a click outside
/// an action sheet cancels it, a click outside an alert does nothing. An alert presented while
/// another is up waits until that one is dismissed.
@MainActor
public final class AlertController: ViewController {
    /// How it shows (`UIAlertController.Style`).
    public enum Style: Sendable, Hashable {
        /// Buttons in a sheet at the bottom of the window (a popover on a wide one).
        case actionSheet
        /// A card in the middle of the window.
        case alert
    }

    /// Alert or action sheet, as created.
    public let preferredStyle: Style
    /// The text under the title.
    public var message: String? {
        didSet { alertViewIfLoaded?.contentDidChange() }
    }
    /// The title, in bold over the message.
    public override var title: String? {
        didSet { alertViewIfLoaded?.contentDidChange() }
    }
    /// The actions, in the order added.
    public private(set) var actions: [AlertAction] = []
    /// The action Enter runs, drawn bold (iOS's `preferredAction`); must be one of `actions`
    /// (another is refused with a warning and the preferred action stays as it was).
    public var preferredAction: AlertAction? {
        didSet {
            if let action = preferredAction, !actions.contains(where: { $0 === action }) {
                NavigationWarning.report(
                    .alertActionNotAdded(alert: displayName, action: action.title ?? ""), from: windowForReports)
                preferredAction = oldValue
                return
            }
            alertViewIfLoaded?.contentDidChange()
        }
    }
    /// The text fields, top to bottom, under the message (`textFields`); nil when none were
    /// added.
    public var textFields: [TextField]? { fields.isEmpty ? nil : fields }
    private(set) var fields: [TextField] = []

    /// Where an action sheet points on a wide window (nil for an alert, as UIKit's on a phone
    /// is not, but an alert never shows as a popover).
    public private(set) lazy var popoverPresentationController: PopoverPresentationController? =
        preferredStyle == .actionSheet ? PopoverPresentationController() : nil

    /// The narrowest window on which an action sheet with a source shows as a popover:
    /// `CardPresentationController`'s form-sheet width, our stand-in for UIKit's regular width.
    public var popoverMinimumWindowWidth = 1400.0

    /// The delegate that gives the alert its animator and presentation controller (held: a
    /// page's `transitioningDelegate` is weak).
    private let transitioning = AlertTransitioningDelegate()
    /// The action chosen (a button, a key, a click outside an action sheet): its handler runs
    /// once the dismissal has started.
    private(set) var chosenAction: AlertAction?
    private var handlerHasRun = false
    /// True from the start of the dismissal on: nothing more can be chosen.
    private(set) var isClosing = false
    /// Alerts presented while this one was up, shown one by one after it.
    var waitingAlerts: [WaitingAlert] = []
    /// True while this alert waits behind another one.
    var isWaitingBehindAnother = false

    /// Creates an alert or action sheet (`UIAlertController(title:message:preferredStyle:)`).
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        self.message = message
        super.init()
        self.title = title
        modalPresentationStyle = .custom
        transitioningDelegate = transitioning
        // The generic closes (Escape, a click on the dimming, a drag down) do not apply: the
        // alert closes only through its actions and keys.
        isModalInPresentation = true
        allowsDragToDismiss = false
    }

    /// Adds a button for `action`, after the others (`addAction(_:)`). A second cancel action,
    /// or an action already added, is refused with a warning (UIKit throws).
    public func addAction(_ action: AlertAction) {
        if actions.contains(where: { $0 === action }) {
            NavigationWarning.report(
                .alertActionRefused(alert: displayName, action: action.title ?? "", reason: "it is already added"),
                from: windowForReports)
            return
        }
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            NavigationWarning.report(
                .alertActionRefused(
                    alert: displayName, action: action.title ?? "", reason: "an alert has one cancel action"),
                from: windowForReports)
            return
        }
        actions.append(action)
        alertViewIfLoaded?.contentDidChange()
    }

    /// Adds a text field under the message and the fields before it (`addTextField(configurationHandler:)`):
    /// 13 points, rounded, as iOS's; `configurationHandler` sets it up (a placeholder, secure
    /// entry, a delegate). The first field is focused, and edits, when the alert appears;
    /// Return in a field runs the preferred action, as Enter does. Only an alert takes text
    /// fields: on an action sheet it is refused with a warning (UIKit throws).
    public func addTextField(configurationHandler: (@MainActor (TextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            NavigationWarning.report(.alertTextFieldRefused(alert: displayName), from: windowForReports)
            return
        }
        let field = TextField()
        field.name = "alert-text-field"
        field.font = AlertMetrics.textFieldFont
        field.borderStyle = .roundedRect
        configurationHandler?(field)
        fields.append(field)
        alertViewIfLoaded?.contentDidChange()
    }

    /// Once up, its first text field edits (as UIKit's alert makes it first responder): the
    /// window's own focus moves never start editing a field on their own.
    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        textFields?.first?.becomeFirstResponder()
    }

    /// The alert's view: its card (or an action sheet's groups) over the whole window.
    public override func loadView() {
        setView(AlertView(controller: self))
    }

    var alertViewIfLoaded: AlertView? { isViewLoaded ? view as? AlertView : nil }

    /// The title in quotes, for warnings.
    var displayName: String { "\"" + (title ?? message ?? name) + "\"" }

    // MARK: - How it shows

    /// The cancel action, if any.
    var cancelAction: AlertAction? { actions.first { $0.style == .cancel } }

    /// What Enter runs: the preferred action, else the only action that is not the cancel one.
    var defaultAction: AlertAction? {
        if let preferredAction { return preferredAction }
        let others = actions.filter { $0.style != .cancel }
        return others.count == 1 ? others[0] : nil
    }

    /// The action drawn bold: the preferred one, else the cancel one.
    var emphasizedAction: AlertAction? { preferredAction ?? cancelAction }

    /// How the alert shows in a window of `bounds`: a centred card, a sheet at the bottom, or
    /// (an action sheet on a wide window with a source) a popover at `source`.
    func layoutMode(in bounds: Rect, window: Window?) -> AlertLayoutMode {
        guard preferredStyle == .actionSheet else { return .alert }
        guard bounds.width >= popoverMinimumWindowWidth, let window,
            let source = popoverPresentationController?.sourceFrame(in: window)
        else { return .sheet }
        return .popover(source: source)
    }

    // MARK: - Choosing

    /// The user chose `action` (a button, a key, a click outside an action sheet): the alert
    /// dismisses itself and, once the dismissal has started, runs the handler. Nothing when the
    /// action is disabled, or an action was already chosen.
    func choose(_ action: AlertAction) {
        guard action.isEnabled, chosenAction == nil, !isClosing, presentation != nil else { return }
        chosenAction = action
        dismiss(animated: true)
    }

    /// Closes an alert with no action to choose (one with no actions at all, by Escape).
    func closeWithoutAction() {
        guard chosenAction == nil, !isClosing, presentation != nil else { return }
        dismiss(animated: true)
    }

    /// The keys an alert takes (Alerts.md): Enter runs the default action,
    /// Escape the cancel action (or, with no actions at all, closes the alert), Tab moves focus
    /// and scrolls it into view. True when the key was the alert's, even when it did nothing
    /// (Escape with no cancel action).
    func handleKey(_ event: KeyEvent) -> Bool {
        if event.key == .tab, event.modifiers.isEmpty || event.modifiers == .shift {
            // Tab as the window's focus does it, then the card scrolls to what took focus
            // (a card taller than the window scrolls).
            guard isViewLoaded, let window = view.window,
                window.moveFocusToNextView(backwards: !event.modifiers.isEmpty)
            else { return false }
            if let focused = window.focusedView { alertViewIfLoaded?.scrollToShow(focused) }
            return true
        }
        guard event.modifiers.isEmpty, !event.isRepeat else { return false }
        switch event.key {
        case .enter:
            guard let action = defaultAction else { return false }
            choose(action)
            return true
        case .escape:
            if let cancel = cancelAction {
                choose(cancel)
            } else if actions.isEmpty {
                closeWithoutAction()
            }
            return true
        default:
            return false
        }
    }

    /// Enter and Escape, when keys reach the alert through the responder chain.
    public override func keyDown(_ event: KeyEvent) -> Bool {
        if handleKey(event) { return true }
        return super.keyDown(event)
    }

    /// A click outside the cards: an action sheet is cancelled (a popover closes even with no
    /// cancel action); an alert stays.
    func clickedOutside(in mode: AlertLayoutMode) {
        switch mode {
        case .alert: return
        case .sheet:
            if let cancel = cancelAction { choose(cancel) }
        case .popover:
            if let cancel = cancelAction { choose(cancel) } else { closeWithoutAction() }
        }
    }

    // MARK: - The presentation's moments (from AlertPresentationController)

    /// The alert is about to show: an alert with no actions is reported.
    func presentationWillBegin() {
        if actions.isEmpty {
            NavigationWarning.report(.alertWithoutActions(alert: displayName), from: windowForReports)
        }
    }

    /// Its dismissal begins: nothing more can be chosen, and the first alert waiting behind it
    /// is asked for (it shows once this dismissal ends, through the presentations' queue).
    func dismissalWillBegin() {
        isClosing = true
        releaseWaitingAlert()
    }

    /// The chosen action's handler, once: when the dismissal has started (or, dismissed at
    /// once, has ended).
    func runChosenHandler() {
        guard let action = chosenAction, !handlerHasRun else { return }
        handlerHasRun = true
        action.handler?(action)
    }
}

/// How an alert is laid out now.
enum AlertLayoutMode: Equatable {
    /// A centred card.
    case alert
    /// An action sheet at the bottom of the window.
    case sheet
    /// An action sheet as a popover card next to `source` (window coordinates).
    case popover(source: Rect)
}
