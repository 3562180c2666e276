import Foundation
import Geometry
import Layers

/// How a bar's button items look in each state (UIKit's `UIBarButtonItemAppearance`): a
/// navigation bar appearance has one for plain items (`buttonAppearance`), one for done items
/// (`doneButtonAppearance`) and one for the back button (`backButtonAppearance`). A class, as
/// UIKit's, so that `appearance.buttonAppearance.normal.titleTextAttributes = [...]` ports as
/// written; a change shows on the bar holding it at once.
@MainActor
public final class BarButtonItemAppearance {
    /// The look of an item at rest.
    public let normal: BarButtonItemStateAppearance
    /// The look while pressed (Segue also dims the item, as it does without one).
    public let highlighted: BarButtonItemStateAppearance
    /// The look of a disabled item (grey when it sets no colour).
    public let disabled: BarButtonItemStateAppearance
    /// The look of an item with keyboard focus (Segue draws its focus ring round it too).
    public let focused: BarButtonItemStateAppearance
    /// Told when any state's attributes change (the bar appearance holding this one).
    var onChange: (@MainActor () -> Void)?

    /// An appearance for items of `style` (UIKit's `init(style:)`), with no attributes: items
    /// show in the tint, done items in bold.
    public init(style: BarButtonItem.Style = .plain) {
        normal = BarButtonItemStateAppearance()
        highlighted = BarButtonItemStateAppearance()
        disabled = BarButtonItemStateAppearance()
        focused = BarButtonItemStateAppearance()
        for state in [normal, highlighted, disabled, focused] {
            state.onChange = { [weak self] in self?.onChange?() }
        }
    }

    /// Clears every state's attributes (UIKit's `configureWithDefault(for:)`).
    public func configureWithDefault(for style: BarButtonItem.Style) {
        for state in [normal, highlighted, disabled, focused] { state.titleTextAttributes = [:] }
    }

    /// A copy whose states can change without changing this one (UIKit's `copy()`).
    public func copy() -> BarButtonItemAppearance {
        let made = BarButtonItemAppearance()
        made.normal.titleTextAttributes = normal.titleTextAttributes
        made.highlighted.titleTextAttributes = highlighted.titleTextAttributes
        made.disabled.titleTextAttributes = disabled.titleTextAttributes
        made.focused.titleTextAttributes = focused.titleTextAttributes
        return made
    }
}

/// How a bar button item looks in one state (UIKit's `UIBarButtonItemStateAppearance`).
@MainActor
public final class BarButtonItemStateAppearance {
    /// The title's attributes: `.foregroundColor` (a `Color`, the tint when absent) and `.font`
    /// (a `Font`; DejaVu Sans 17, bold for a done item, when absent).
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:] {
        didSet { onChange?() }
    }
    /// Told when the attributes change.
    var onChange: (@MainActor () -> Void)?

    init() {}
}
