import Geometry
import Layers

/// A push button with a title, an image or both (UIKit's UIButton, the classic API).
///
/// - The image sits before the title, `imagePadding` apart; together they are centred in the
///   bounds inset by `contentEdgeInsets`. A title too wide for the room left is truncated.
/// - Looks per state: `setTitleColor(_:for:)` and `setBackgroundColor(_:for:)`; a state with
///   no value of its own uses `.normal`'s. While highlighted the title and image are drawn at
///   `highlightedContentAlpha`, while disabled at `disabledContentAlpha`; but a disabled
///   title in the system tint (no colour of its own for `.disabled`) turns the opaque grey
///   `disabledTitleColor` instead, as iOS greys a disabled button (a half-clear blue reads
///   as a muddy purple on a coloured ground).
/// - Under the pointer and while pressed, a wash is drawn over the background, under the
///   title and image, in the layer's corner radius (`showsPointerWash`): black at
///   `hoverWashAlpha`/`pressedWashAlpha` on a button with a background; on one without, the
///   title colour at 4/3 of that (a faint tint reads lighter than grey). A state with a
///   background colour of its own gets no wash.
/// - `addAction { ... }` runs on a click: a press and a release inside (see `Control` for what
///   "inside" means, cancellation and disabled buttons).
@MainActor
open class Button: Control {
    /// UIKit's system tint: the default title colour.
    public static let defaultTitleColor = Color.systemBlue
    /// The title colour of a disabled button whose title is in the system tint (iOS's
    /// `systemGray`).
    public static let disabledTitleColor = Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255)

    /// Shows the title; change its font through it, its text through `title`.
    public let titleLabel: Label
    /// Shows the image.
    public let imageView: ImageView

    /// Space around the image and title inside the bounds.
    public var contentEdgeInsets = EdgeInsets.zero {
        didSet {
            guard contentEdgeInsets != oldValue else { return }
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }

    // docs-number: button: gap between image and title (points)
    /// The gap between the image and the title when there are both.
    public var imagePadding = 6.0 {
        didSet {
            guard imagePadding != oldValue else { return }
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }

    // docs-number: button: content alpha while pressed
    /// The opacity of the title and image while pressed.
    public var highlightedContentAlpha = 0.5 {
        didSet { updateLooks() }
    }

    // docs-number: button: content alpha while disabled
    /// The opacity of the image, and of a title in a colour of its own, while disabled.
    public var disabledContentAlpha = 0.4 {
        didSet { updateLooks() }
    }

    /// Whether hovering and pressing draw a wash over the background.
    public var showsPointerWash = true {
        didSet { updateLooks() }
    }

    /// The wash's opacity under the pointer (on a button with a background; 4/3 of it on one
    /// without, where it is the title colour).
    public var hoverWashAlpha = 0.06 {
        didSet { updateLooks() }
    }

    /// The wash's opacity while pressed (4/3 of it on a button without a background).
    public var pressedWashAlpha = 0.12 {
        didSet { updateLooks() }
    }

    /// The wash drawn now, if any.
    public private(set) var pointerWash: Color? {
        didSet { if pointerWash != oldValue { setNeedsDisplay() } }
    }

    /// How the button is drawn (`UIButton.configuration`): setting one sets the title,
    /// image, colours, insets and corners; nil leaves them as they are.
    public var configuration: Configuration? {
        didSet { if let configuration { apply(configuration) } }
    }

    private var titleColors: [ControlState: Color] = [.normal: Button.defaultTitleColor]
    /// The titles per state (`setTitle(_:for:)`); the normal one is what `init(title:)` gave.
    private var titles: [ControlState: String] = [:]
    private var backgroundColors: [ControlState: Color] = [:]

    /// Creates a button with a title, an image or both; the title is centred and in the system
    /// tint.
    public init(frame: Rect = .zero, title: String = "", image: Image? = nil) {
        titleLabel = Label(text: title, textAlignment: .center)
        titleLabel.name = "title"
        imageView = ImageView(image: image)
        imageView.name = "image"
        imageView.contentMode = .aspectFit
        super.init(frame: frame)
        addSubview(imageView)
        addSubview(titleLabel)
        updateLooks()
    }

    /// The title's text shown now; setting it sets the normal state's title
    /// (`setTitle(_:for: .normal)`).
    public var title: String {
        get { titleLabel.text }
        set { setTitle(newValue, for: .normal) }
    }

    /// The title for `state`; nil removes it, so the state falls back to `.normal`'s
    /// (`UIButton.setTitle(_:for:)`).
    public func setTitle(_ title: String?, for state: ControlState) {
        titles[state] = title
        updateLooks()
    }

    /// The title set for `state`, or nil (`UIButton.title(for:)`).
    public func title(for state: ControlState) -> String? { titles[state] }

    /// The image drawn before the title (`UIButton.setImage(_:for:)`, one for every state).
    public var image: Image? {
        get { imageView.image }
        set { imageView.image = newValue }
    }

    // MARK: - Looks per state

    /// The title colour for `state`; nil removes it, so the state falls back to `.normal`'s
    /// (`UIButton.setTitleColor(_:for:)`).
    public func setTitleColor(_ color: Color?, for state: ControlState) {
        titleColors[state] = color
        updateLooks()
    }

    /// The title colour set for `state`, or nil.
    public func titleColor(for state: ControlState) -> Color? { titleColors[state] }

    /// The background for `state`. Once any is set the background follows the state; until
    /// then `backgroundColor` is the button's to set directly.
    public func setBackgroundColor(_ color: Color?, for state: ControlState) {
        backgroundColors[state] = color
        updateLooks()
    }

    /// The background colour set for `state`, or nil.
    public func backgroundColor(for state: ControlState) -> Color? { backgroundColors[state] }

    /// The title colour shown now.
    public var currentTitleColor: Color { titleLabel.textColor }

    /// Updates the title colour, background, content opacity and wash for the new state.
    open override func stateDidChange() {
        super.stateDidChange()
        updateLooks()
    }

    /// The state whose value `table` gives for `state`: `state` itself; else, of the states
    /// in it, disabled first, then highlighted (pressed beats hovered), then hovered; else
    /// `.normal` (nil when even that has none).
    private static func key<V>(in table: [ControlState: V], for state: ControlState) -> ControlState? {
        if table[state] != nil { return state }
        for single in [ControlState.disabled, .highlighted, .hovered] where state.contains(single) {
            if table[single] != nil { return single }
        }
        return table[.normal] != nil ? .normal : nil
    }

    private static func lookUp<V>(_ table: [ControlState: V], _ state: ControlState) -> V? {
        key(in: table, for: state).flatMap { table[$0] }
    }

    private func updateLooks() {
        let state = self.state
        if let shown = Self.lookUp(titles, state), titleLabel.text != shown {
            titleLabel.text = shown
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
        let titleColor = Self.lookUp(titleColors, state) ?? Self.defaultTitleColor
        // The tint greys when disabled; a colour the app chose is only dimmed.
        let greysTitle =
            state.contains(.disabled) && titleColor == Self.defaultTitleColor
            && Self.key(in: titleColors, for: state) != .disabled
        titleLabel.textColor = greysTitle ? Self.disabledTitleColor : titleColor
        if !backgroundColors.isEmpty {
            backgroundColor = Self.lookUp(backgroundColors, state)
        }
        let contentAlpha =
            state.contains(.disabled)
            ? disabledContentAlpha : state.contains(.highlighted) ? highlightedContentAlpha : 1
        titleLabel.alpha = greysTitle ? 1 : contentAlpha
        imageView.alpha = contentAlpha
        pointerWash = wash(for: state)
    }

    /// The wash for `state`: none at rest, when disabled, or when the state has a background
    /// colour of its own.
    private func wash(for state: ControlState) -> Color? {
        guard showsPointerWash, !state.contains(.disabled) else { return nil }
        let alpha: Double
        if state.contains(.highlighted) {
            alpha = pressedWashAlpha
        } else if state.contains(.hovered) {
            alpha = hoverWashAlpha
        } else {
            return nil
        }
        if let own = Self.key(in: backgroundColors, for: state), own != .normal { return nil }
        if backgroundColor != nil {
            return Color(light: Color(white: 0, alpha: alpha), dark: Color(white: 1, alpha: alpha))
        }
        return currentTitleColor.withAlpha(min(1, alpha * 4 / 3))
    }

    // MARK: - Drawing

    /// True while a wash is to be drawn.
    open override var hasCustomDrawing: Bool { pointerWash != nil }

    /// Draws the hover or pressed wash over the background, in the layer's corner radius.
    open override func draw(in context: DrawingContext) {
        guard let wash = pointerWash else { return }
        context.fill(context.bounds, color: wash, cornerRadius: layer.cornerRadius)
    }

    // MARK: - Layout

    private var imageSize: Size { imageView.image?.size ?? .zero }
    private var titleSize: Size { titleLabel.text.isEmpty ? .zero : titleLabel.intrinsicContentSize }
    private var gap: Double { imageView.image != nil && !titleLabel.text.isEmpty ? imagePadding : 0 }

    /// The image, padding and title side by side, plus `contentEdgeInsets`
    /// (`UIButton.intrinsicContentSize`).
    open override var intrinsicContentSize: Size { sizeThatFits(.zero) }

    /// The title label: a baseline-aligned stack view lines up the title's text.
    open override var forFirstBaselineLayout: View { titleLabel }
    /// The title label, as `forFirstBaselineLayout`.
    open override var forLastBaselineLayout: View { titleLabel }

    /// The title or image changed size: so did the button.
    override func subviewIntrinsicContentSizeDidChange(_ subview: View) {
        invalidateIntrinsicContentSize()
    }

    /// The image, padding and title side by side, plus `contentEdgeInsets`.
    open override func sizeThatFits(_ size: Size) -> Size {
        let image = imageSize
        let title = titleSize
        return Size(
            width: image.width + gap + title.width + contentEdgeInsets.left + contentEdgeInsets.right,
            height: max(image.height, title.height) + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    /// Centres the image and the title, side by side, in the bounds inset by `contentEdgeInsets`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let radius = configuration?.cornerRadius(height: bounds.height) { layer.cornerRadius = radius }
        let content = bounds.inset(by: contentEdgeInsets)
        let image = imageSize
        let title = titleSize
        let gap = self.gap
        let titleWidth = min(title.width, max(0, content.width - image.width - gap))
        // Whole-point origins keep the image and the text crisp.
        let x = (content.midX - (image.width + gap + titleWidth) / 2).rounded()
        imageView.isHidden = imageView.image == nil
        titleLabel.isHidden = titleLabel.text.isEmpty
        imageView.frame = Rect(
            x: x, y: (content.midY - image.height / 2).rounded(), width: image.width, height: image.height)
        titleLabel.frame = Rect(
            x: x + image.width + gap, y: (content.midY - title.height / 2).rounded(), width: titleWidth,
            height: title.height)
    }
}
