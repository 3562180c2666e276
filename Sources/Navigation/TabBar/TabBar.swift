import Geometry
import Layers
import Views

/// The bar of tabs at the bottom of a tab bar controller (UITabBar): one button per item (its
/// image above a small title, the selected one in the tint, a badge at the image's corner), a
/// hairline on top. For the keyboard it is one stop of Tab,
/// landing on the selected item; Left and Right move between items, Enter and Space select.
@MainActor
public final class TabBar: View {
    // docs-number: tab bar height (points)
    /// The bar's height.
    public static let height = 50.0
    /// iOS's size for a tab item's title under its image.
    static let titleFont = Font.system(size: 10)
    /// A title with no image above it (text-only items) is the size it was before icons.
    static let titleOnlyFont = Font.system(size: 12)
    static let badgeFont = Font.system(size: 12)
    static let badgeColor = Color(
        light: Color(red: 1, green: 0.23, blue: 0.19), dark: Color(r8: 0xFF, g8: 0x45, b8: 0x3A))

    /// The bar's colours: background, selected and normal tints, hairline.
    public var appearance: TabBarAppearance = .standard {
        didSet { applyAppearance() }
    }
    /// The items shown, one per tab, left to right.
    public private(set) var items: [TabBarItem] = []
    /// The index of the item drawn as selected.
    public private(set) var selectedIndex: Int?
    private var buttons: [TabBarButton] = []
    private let hairline = View()
    /// A click on the item at an index.
    var onSelect: (@MainActor (Int) -> Void)?

    /// Creates an empty tab bar.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        name = "tabBar"
        hairline.name = "hairline"
        hairline.isUserInteractionEnabled = false
        addSubview(hairline)
        applyAppearance()
    }

    func setItems(_ items: [TabBarItem], selected: Int?) {
        for button in buttons { button.removeFromSuperview() }
        self.items = items
        buttons = items.enumerated().map { index, item in
            let button = TabBarButton(item: item, appearance: appearance)
            button.addAction { [weak self] in self?.onSelect?(index) }
            item.onChange = { [weak button] in button?.sync() }
            addSubview(button)
            return button
        }
        select(selected)
        setNeedsLayout()
    }

    func select(_ index: Int?) {
        selectedIndex = index
        for (i, button) in buttons.enumerated() { button.isSelectedTab = i == index }
    }

    /// The button of the item at `index` (for tests and traces).
    public func button(at index: Int) -> View? { buttons.indices.contains(index) ? buttons[index] : nil }

    private func applyAppearance() {
        backgroundColor = appearance.backgroundColor
        hairline.backgroundColor = appearance.hairlineColor
        hairline.isHidden = appearance.hairlineColor == nil
        for button in buttons { button.appearance = appearance }
    }

    // MARK: - Keyboard focus

    /// The items form one stop of Tab; Left and Right move between them.
    public override var isFocusGroup: Bool { true }

    /// Where Tab lands: the selected item.
    public override var preferredFocusedViewInGroup: View? { selectedIndex.flatMap { button(at: $0) } }

    /// Left and Right from a focused item: the item beside it, round the ends (Enter or Space
    /// then selects it, as a click does).
    public override func focusedView(after heading: FocusHeading, from focused: View) -> View? {
        guard let index = buttons.firstIndex(where: { $0 === focused }), buttons.count > 1 else { return nil }
        switch heading {
        case .left: return buttons[(index + buttons.count - 1) % buttons.count]
        case .right: return buttons[(index + 1) % buttons.count]
        case .up, .down: return nil
        }
    }

    /// Places the hairline on top and the items side by side, at most 160 points each, centred.
    public override func layoutSubviews() {
        hairline.frame = Rect(x: 0, y: 0, width: bounds.width, height: hairlineWidth)
        guard !buttons.isEmpty else { return }
        // Items share the width, at most 160 points each, centred (a desktop window is wide).
        let width = min(bounds.width / Double(buttons.count), 160)
        let start = ((bounds.width - width * Double(buttons.count)) / 2).rounded()
        for (i, button) in buttons.enumerated() {
            button.frame = Rect(x: start + width * Double(i), y: 1, width: width, height: bounds.height - 1)
        }
    }
}
