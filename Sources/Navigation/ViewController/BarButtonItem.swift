import Geometry
import Layers
import Views

/// A button in a navigation bar: a title, an image or a custom view, with an action
/// (UIKit's UIBarButtonItem).
///
/// The image is drawn in the bar's tint colour, as a template — only its alpha counts — the
/// way UIKit draws bar button images and the back indicator: a custom back arrow drawn in
/// black shows in the tint, like the default back button. `imageRendering = .original` keeps
/// the image's own colours. A custom view is shown as it is.
///
/// `offset` is the seeds' fixed space (seed 000: `spaceItem.width = -15` before the custom
/// back button): added to the item's distance from its edge of the bar, so a negative offset
/// pulls the item towards that edge — a left item (a custom back button) to the left, a right
/// item to the right — and a positive one pushes it in.
@MainActor
public final class BarButtonItem {
    /// How the item's image is drawn (UIKit's `UIImage.RenderingMode`).
    public enum ImageRendering: Sendable {
        /// In the bar's tint colour, the image's alpha as coverage (the default).
        case template
        /// In the image's own colours.
        case original
    }

    /// Room between items instead of a button (UIKit's `.flexibleSpace` and `.fixedSpace`).
    public enum Space: Sendable, Equatable {
        /// Shares the room a toolbar has left with the other flexible spaces (nothing in a
        /// navigation bar).
        case flexible
        /// A gap of this many points.
        case fixed(Double)
    }

    /// How a title item is drawn (UIKit's `UIBarButtonItem.Style`).
    public enum Style: Sendable, Hashable {
        /// In the regular face (the default).
        case plain
        /// In bold: the item that finishes a task (Done, Save).
        case done
    }

    /// The text shown, if any.
    public var title: String?
    /// What a screen reader calls the item (UIKit's `UIBarItem.accessibilityLabel`): nil reads
    /// its title, or a system item's spoken name (an image-only item needs one).
    public var accessibilityLabel: String?
    /// Plain or done (bold); changes show when the bar lays out again.
    public var style: Style
    /// The system item this item was made as (`init(systemItem:primaryAction:menu:)`), if any.
    public private(set) var systemItem: SystemItem?
    /// What a click runs, as UIKit's `primaryAction` (its handler gets the action); runs
    /// before `action` when both are set.
    public var primaryAction: Action?
    /// The choices a click on an item with no action shows, as an action sheet from the item
    /// (UIKit's `menu`; BarAppearances.md).
    public var menu: Menu?
    /// The image shown before the title, if any.
    public var image: Image?
    /// How the image is drawn: in the tint (`.template`, the default) or in its own colours.
    public var imageRendering: ImageRendering
    /// A view shown instead of the title and image; a control inside it takes its own clicks.
    public var customView: View?
    /// Points added to the item's distance from its edge: negative towards the edge.
    public var offset: Double
    /// What a click on the item runs.
    public var action: (@MainActor () -> Void)?
    /// Whether the item takes clicks and keyboard focus; a disabled item shows in grey
    /// (UIKit's `UIBarItem.isEnabled`). Changes show at once.
    public var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            for button in buttons { button.view?.syncWithItem() }
        }
    }
    /// The buttons showing the item (one per bar it is in), told when `isEnabled` changes.
    private var buttons: [WeakBarButton] = []
    /// Set when the item is a space, not a button (`flexibleSpace()`, `fixedSpace(_:)`).
    public private(set) var space: Space?
    /// The item's width (UIKit's `width`): a fixed space's gap, or the least width of a button
    /// (0, the default: as wide as its content). Nothing for a flexible space.
    public var width: Double {
        get {
            if case .fixed(let gap) = space { return gap }
            return leastWidth
        }
        set {
            if case .fixed = space { space = .fixed(newValue) } else { leastWidth = newValue }
        }
    }
    private var leastWidth = 0.0

    /// Creates an item with a title, an image or a custom view; `style: .done` draws the title
    /// in bold (UIKit's `init(title:style:target:action:)` with a closure for the target and
    /// selector).
    public init(
        title: String? = nil, style: Style = .plain, image: Image? = nil, imageRendering: ImageRendering = .template,
        customView: View? = nil, offset: Double = 0, action: (@MainActor () -> Void)? = nil
    ) {
        self.title = title
        self.style = style
        self.image = image
        self.imageRendering = imageRendering
        self.customView = customView
        self.offset = offset
        self.action = action
    }

    /// Creates an item running `primaryAction`, or showing `menu` when clicked (UIKit's
    /// `init(title:image:primaryAction:menu:)`); the title and image default to the action's.
    public convenience init(title: String? = nil, image: Image? = nil, primaryAction: Action?, menu: Menu? = nil) {
        self.init(title: title ?? primaryAction?.title, image: image ?? primaryAction?.image)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Creates one of the system's items: a word in the tint (Edit, Cancel; Done and Save in
    /// bold) or an icon drawn as iOS's, a template in the tint; `.flexibleSpace` and
    /// `.fixedSpace` are spaces (UIKit's `init(systemItem:primaryAction:menu:)`).
    public convenience init(systemItem: SystemItem, primaryAction: Action? = nil, menu: Menu? = nil) {
        // An icon the assets lack shows as its name rather than as nothing (BarAppearances.md).
        let icon = systemItem.image
        let fallback = icon == nil && systemItem.iconName != nil ? systemItem.spokenName : nil
        self.init(title: systemItem.title ?? fallback, style: systemItem.style, image: icon)
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        self.menu = menu
        switch systemItem {
        case .flexibleSpace: space = .flexible
        case .fixedSpace: space = .fixed(0)
        default: break
        }
    }

    /// Creates a system item running `action` when clicked (UIKit's
    /// `init(barButtonSystemItem:target:action:)` with a closure for the target and selector).
    public convenience init(barButtonSystemItem systemItem: SystemItem, action: @escaping @MainActor () -> Void) {
        self.init(systemItem: systemItem)
        self.action = action
    }

    /// Whether the title is bold: a done item.
    var isDoneStyle: Bool { style == .done }

    /// What a click does: the primary action and the action, or, with neither, the menu.
    func perform(from button: BarButton) {
        if primaryAction == nil, action == nil, let menu {
            menu.show(from: button)
            return
        }
        primaryAction?.perform(sender: button)
        action?()
    }

    /// The buttons showing the item now (one per bar it is in): where a popover pointing at
    /// it goes (Alerts.md).
    var shownViews: [BarButton] { buttons.compactMap(\.view) }

    /// Called by a button that shows the item.
    func shownBy(_ button: BarButton) {
        buttons.removeAll { $0.view == nil }
        buttons.append(WeakBarButton(view: button))
    }

    /// Room that shares what a toolbar has left with the other flexible spaces: one before and
    /// one after an item centres it (UIKit's `.flexibleSpace`).
    public static func flexibleSpace() -> BarButtonItem {
        let item = BarButtonItem()
        item.space = .flexible
        item.systemItem = .flexibleSpace
        return item
    }

    /// A gap of `width` points between items (UIKit's `.fixedSpace(_:)`).
    public static func fixedSpace(_ width: Double) -> BarButtonItem {
        let item = BarButtonItem()
        item.space = .fixed(width)
        item.systemItem = .fixedSpace
        return item
    }
}

/// A button showing a bar button item, held weakly: the bar owns it.
@MainActor
private struct WeakBarButton {
    weak var view: BarButton?
}
