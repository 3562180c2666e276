import Animation
import Geometry
import Layers

/// The view of one visible row of a `ScrollList` (UIKit's UITableViewCell): the list creates
/// as many as fit on screen and reuses them as rows scroll in and out.
///
/// A row view is hit by the pointer only to be hovered: under the pointer it shows a light
/// grey background (`hoverBackgroundColor`). Its presses go on to the list, which finds the
/// row under the pointer, and wheel scrolls go up the responder chain to it. It takes keyboard
/// focus (its name is `row:INDEX`), and Enter or Space selects it.
@MainActor
public final class ListRowView: View {
    /// Shows `row.title`.
    public let titleLabel = Label(font: .system(size: 17))
    /// Shows `row.subtitle`, under the title.
    public let subtitleLabel = Label(
        font: .system(size: 13), textColor: Color(light: Color(white: 0.45), dark: .secondaryLabel))
    /// Shows `row.value`, in grey at the right before the accessory (UIKit's `detailTextLabel`
    /// in the `.value1` style).
    public let valueLabel = Label(
        font: .system(size: 17), textColor: Color(light: Color(white: 0.55), dark: .secondaryLabel),
        textAlignment: .right)
    /// Shows the accessory's glyph ("›" or "✓").
    public let accessoryLabel = Label(font: .system(size: 17), textAlignment: .right)
    /// The line under the row (hidden under the last row).
    public let separatorView = View()
    /// Shown behind the content while the row is highlighted.
    public let selectedBackgroundView = View()

    /// The index of the row shown.
    public internal(set) var index = 0
    /// The row shown.
    public private(set) var row = ListRow(title: "")
    /// Left and right insets of the content and the separator.
    var contentInsets = EdgeInsets(left: 16, right: 16) {
        didSet { if contentInsets != oldValue { setNeedsLayout() } }
    }

    /// Whether the selected background shows.
    public private(set) var isHighlighted = false

    // docs-number: a list row under the pointer
    /// Drawn behind the content while the pointer is over the row (under the selected
    /// background): translucent, so it darkens any list's background alike (lightens in dark).
    public static let hoverBackgroundColor = Color(light: .black.withAlpha(0.05), dark: .white.withAlpha(0.07))
    /// The row the view showed when the pointer came over it: the list reuses its views, and
    /// a view given another row (a reload) under a still pointer is not the row hovered.
    private var hoveredIndex: Int?
    /// The list that takes the press in progress: kept from the press on, so that the
    /// release or cancellation still reaches it if the row leaves the list meanwhile.
    private weak var pressedList: View?

    init() {
        super.init()
        selectedBackgroundView.alpha = 0
        selectedBackgroundView.backgroundColor = Color(
            light: Color(red: 0.82, green: 0.82, blue: 0.84), dark: Color(r8: 0x3A, g8: 0x3A, b8: 0x3C))
        selectedBackgroundView.name = "selectedBackground"
        separatorView.name = "separator"
        titleLabel.name = "title"
        subtitleLabel.name = "subtitle"
        accessoryLabel.name = "accessory"
        for view in [selectedBackgroundView, titleLabel, subtitleLabel, accessoryLabel, separatorView] {
            addSubview(view)
        }
        valueLabel.name = "value"
        insertSubview(valueLabel, belowSubview: accessoryLabel)
    }

    /// Shows `row` as row `index`.
    func configure(_ row: ListRow, index: Int, showsSeparator: Bool, separatorColor: Color) {
        if index != self.index || name == nil { name = "row:" + String(index) }
        if index != self.index && hoveredIndex != nil { setNeedsDisplay() }
        self.index = index
        separatorView.isHidden = !showsSeparator
        separatorView.backgroundColor = separatorColor
        guard row != self.row else { return }
        self.row = row
        titleLabel.text = row.title
        subtitleLabel.text = row.subtitle ?? ""
        valueLabel.text = row.value ?? ""
        switch row.accessory {
        case .none:
            accessoryLabel.text = ""
        case .disclosureIndicator:
            accessoryLabel.text = "›"
            accessoryLabel.font = .system(size: 24)
            accessoryLabel.textColor = Color(light: Color(white: 0.7), dark: Color(white: 0.4))
        case .checkmark:
            accessoryLabel.text = "✓"
            accessoryLabel.font = .system(size: 17)
            accessoryLabel.textColor = Button.defaultTitleColor
        }
        setNeedsLayout()
    }

    // MARK: - Hover

    /// Shows the hover background.
    public override func pointerEntered() {
        super.pointerEntered()
        hoveredIndex = index
        setNeedsDisplay()
    }

    /// Hides the hover background.
    public override func pointerExited() {
        super.pointerExited()
        hoveredIndex = nil
        setNeedsDisplay()
    }

    /// True while the pointer is over the row (the same row: not once the view shows another
    /// until the pointer moves again).
    public override var hasCustomDrawing: Bool { isHovered && hoveredIndex == index }

    /// Draws the hover background.
    public override func draw(in context: DrawingContext) {
        context.fill(context.bounds, color: Self.hoverBackgroundColor)
    }

    // MARK: - Presses: the list's

    /// The row itself wherever it is hit (its labels are its content, not targets).
    public override func hitTest(_ point: Point) -> View? { super.hitTest(point) == nil ? nil : self }

    /// Hands the press to the list, which selects rows.
    public override func pointerBegan(_ event: PointerEvent) {
        pressedList = superview
        pressedList?.pointerBegan(event)
    }

    /// Hands the move to the list.
    public override func pointerMoved(_ event: PointerEvent) { pressedList?.pointerMoved(event) }

    /// Hands the release to the list.
    public override func pointerEnded(_ event: PointerEvent) {
        pressedList?.pointerEnded(event)
        pressedList = nil
    }

    /// Hands the cancellation to the list.
    public override func pointerCancelled(_ event: PointerEvent) {
        pressedList?.pointerCancelled(event)
        pressedList = nil
    }

    // MARK: - Keyboard focus

    /// A row takes keyboard focus while its list shows it: the list is one stop of Tab, and
    /// Up and Down move between its rows (`ScrollList`).
    public override var canBecomeFocused: Bool { superview is ScrollList }

    /// Enter or Space while focused selects the row, as a click does.
    public override func activateFromKeyboard() -> Bool {
        (superview as? ScrollList)?.selectFromKeyboard(self) ?? false
    }

    /// Shows or hides the selected background: at once, or fading out over `fadeDuration`
    /// seconds on the window's clock.
    func setHighlighted(_ highlighted: Bool, fadeDuration: Double? = nil) {
        isHighlighted = highlighted
        let layer = selectedBackgroundView.layer
        // A fade still running would hold back the new value until it ends.
        layer.removeAllAnimations()
        let alpha = highlighted ? 1.0 : 0.0
        if !highlighted, let fadeDuration, fadeDuration > 0, let scene = window?.scene {
            scene.animate(withDuration: fadeDuration, curve: .easeOut) { self.selectedBackgroundView.alpha = alpha }
        } else {
            selectedBackgroundView.alpha = alpha
        }
    }

    /// Places the title, subtitle, value, accessory, highlight and separator in the bounds.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        selectedBackgroundView.frame = b
        // One pixel at any scale (UIKit's separators are hairlines too).
        separatorView.frame = Rect(
            x: b.minX + contentInsets.left, y: b.maxY - hairlineWidth,
            width: max(0, b.width - contentInsets.left - contentInsets.right),
            height: hairlineWidth)
        let accessory = accessoryLabel.text.isEmpty ? Size.zero : accessoryLabel.intrinsicContentSize
        accessoryLabel.frame = Rect(
            x: b.maxX - contentInsets.right - accessory.width, y: (b.midY - accessory.height / 2).rounded(),
            width: accessory.width, height: accessory.height)
        let left = b.minX + contentInsets.left
        var right = b.maxX - contentInsets.right - (accessory.width > 0 ? accessory.width + 8 : 0)
        // The value keeps its whole width, up to half the row; the title gets what is left.
        if valueLabel.text.isEmpty {
            valueLabel.frame = .zero
        } else {
            let value = valueLabel.intrinsicContentSize
            let valueWidth = min(value.width, max(0, (right - left) / 2))
            valueLabel.frame = Rect(
                x: right - valueWidth, y: (b.midY - value.height / 2).rounded(), width: valueWidth, height: value.height
            )
            right -= valueWidth + 8
        }
        let width = max(0, right - left)
        let title = titleLabel.intrinsicContentSize.height
        let subtitle = subtitleLabel.text.isEmpty ? 0 : subtitleLabel.intrinsicContentSize.height
        let top = (b.midY - (title + subtitle) / 2).rounded()
        titleLabel.frame = Rect(x: left, y: top, width: width, height: title)
        subtitleLabel.frame = Rect(x: left, y: top + title, width: width, height: subtitle)
    }
}
