import Geometry
import Layers
import Views

/// A bar button item on screen (UIKit's view behind a UIBarButtonItem): its image and title
/// side by side in the tint colour (the image as a template unless the item asks for its
/// original colours), or the item's custom view; a click runs the item's action.
///
/// A control inside a custom view (the seeds' UIButton) takes its own clicks; a click
/// anywhere else on the item runs `item.action`. Under the pointer a faint rounded highlight
/// shows behind the content (`PointerHighlight`, in `focusRingRect`: as a header bar button
/// does in GTK); while pressed the highlight is stronger and the content dimmed. A disabled
/// item (`item.isEnabled` false) shows in grey (`Button.disabledTitleColor`) and takes no
/// clicks.
@MainActor
public final class BarButton: Control {
    /// The item this button shows.
    public let item: BarButtonItem
    /// What the item shows (dimmed while pressed; a transition fades the whole button).
    let content = View()
    /// Shows a title item's text, in the bar's tint.
    public let titleLabel = Label(font: BarButton.font)
    let imageView = ImageView()

    /// The font of a title item.
    public static let font = Font.system(size: 17)
    /// The font of a done item's title (`BarButtonItem.Style.done`, the Done and Save system
    /// items).
    public static let doneFont = Font.boldSystem(size: 17)
    // docs-number: bar item: gap between image and title (points)
    /// The gap between an item's image and its title.
    public static let imageTitleSpacing = 4.0
    // docs-number: bar item: content alpha while pressed
    /// The content's alpha while pressed.
    static let pressedAlpha = 0.4
    // docs-number: bar item: highlight corner radius (points)
    /// The corner radius of the hover and pressed highlight.
    static let highlightCornerRadius = 8.0

    /// The colour of the title and of a template image (the bar's tint; custom views keep
    /// their own colours).
    public internal(set) var tintColor: Color {
        didSet { applyContentColor() }
    }
    /// What a template image is drawn in now: the tint, or grey when disabled.
    public var contentColor: Color { isEnabled ? tintColor : Button.disabledTitleColor }
    /// What the title is drawn in now: the bar appearance's colour for the item's state, else
    /// the content colour.
    public var titleColor: Color {
        if !isEnabled { return textLook.disabled ?? contentColor }
        if isHighlighted, let pressed = textLook.highlighted { return pressed }
        return textLook.normal ?? contentColor
    }
    /// The title's colours and font from the bar's appearance (BarAppearances.md).
    var textLook = BarItemTextLook() {
        didSet {
            guard textLook != oldValue else { return }
            titleLabel.font = titleFont
            applyContentColor()
            setNeedsLayout()
        }
    }
    /// The title's font: the appearance's, else bold for a done item, else `font`.
    public var titleFont: Font { textLook.font ?? (item.isDoneStyle ? Self.doneFont : Self.font) }
    /// The item's image in the content colour, kept while the image and the colour hold (a
    /// new image would mean a new texture every layout).
    private var tinted: (source: Image, tint: Color, image: Image)?
    /// The hover or pressed highlight drawn now, if any.
    public private(set) var pointerHighlight: Color? {
        didSet { if pointerHighlight != oldValue { setNeedsDisplay() } }
    }

    init(item: BarButtonItem, tint: Color) {
        self.item = item
        self.tintColor = tint
        super.init(frame: .zero)
        name = "barButton"
        titleLabel.name = "barButtonTitle"
        titleLabel.textColor = tint
        titleLabel.font = titleFont
        imageView.contentMode = .aspectFit
        content.name = "barButtonContent"
        addSubview(content)
        content.addSubview(imageView)
        content.addSubview(titleLabel)
        addAction { [weak self] in
            guard let self else { return }
            item.perform(from: self)
        }
        item.shownBy(self)
        syncWithItem()
    }

    /// Picks up the item's current title, image, custom view and whether it is enabled.
    func syncWithItem() {
        titleLabel.text = item.customView == nil ? item.title ?? "" : ""
        titleLabel.font = titleFont
        isEnabled = item.isEnabled
        applyContentColor()
        if let custom = item.customView, custom.superview !== content {
            content.addSubview(custom)
        }
        for view in content.subviews where view !== imageView && view !== titleLabel && view !== item.customView {
            view.removeFromSuperview()
        }
        setNeedsLayout()
    }

    /// A template image is tinted with the resolved colour: tinted again in the new style.
    public override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) { applyContentColor() }
    }

    private func applyContentColor() {
        titleLabel.textColor = titleColor
        imageView.image = imageToShow()
    }

    /// What the image view shows: the item's image, in the content colour when it is a
    /// template (made once per image and colour).
    private func imageToShow() -> Image? {
        guard item.customView == nil, let image = item.image else { return nil }
        guard item.imageRendering == .template else { return image }
        let color = contentColor.resolvedColor(with: traitCollection)
        if let tinted, tinted.source === image, tinted.tint == color { return tinted.image }
        let made = image.withTintColor(color)
        tinted = (image, color, made)
        return made
    }

    private var titleWidth: Double { titleLabel.text.isEmpty ? 0 : titleLabel.intrinsicContentSize.width }

    /// The width the item needs: its custom view's, or its image and title side by side.
    public var preferredWidth: Double {
        if let custom = item.customView { return custom.bounds.width }
        let imageWidth = item.image?.size.width ?? 0
        let gap = imageWidth > 0 && titleWidth > 0 ? Self.imageTitleSpacing : 0
        return imageWidth + gap + titleWidth
    }

    /// Places the custom view, or the image and title side by side, centred vertically.
    public override func layoutSubviews() {
        let h = bounds.height
        content.frame = bounds
        if let custom = item.customView {
            let size = custom.bounds.size
            custom.frame = Rect(x: 0, y: ((h - size.height) / 2).rounded(), width: size.width, height: size.height)
            return
        }
        let imageSize = item.image?.size ?? .zero
        // An item wider than its content (its `width`) centres it.
        let inset = max(0, (bounds.width - preferredWidth) / 2).rounded()
        imageView.frame = Rect(
            x: inset, y: ((h - imageSize.height) / 2).rounded(), width: imageSize.width, height: imageSize.height)
        let gap = imageSize.width > 0 && titleWidth > 0 ? Self.imageTitleSpacing : 0
        let x = inset + imageSize.width + gap
        titleLabel.frame = Rect(x: x, y: 0, width: max(0, bounds.width - x), height: h)
    }

    /// Dims the content while pressed; the highlight under the pointer; grey when disabled.
    public override func stateDidChange() {
        content.alpha = isHighlighted ? Self.pressedAlpha : 1
        // A custom view's controls show their own hover.
        pointerHighlight = item.customView == nil ? PointerHighlight.color(for: state) : nil
        if titleLabel.textColor != titleColor || imageView.image !== imageToShow() { applyContentColor() }
    }

    /// True while the highlight shows.
    public override var hasCustomDrawing: Bool { pointerHighlight != nil }

    /// Draws the highlight round the content, where the focus ring goes.
    public override func draw(in context: DrawingContext) {
        guard let pointerHighlight else { return }
        context.fill(focusRingRect, color: pointerHighlight, cornerRadius: Self.highlightCornerRadius)
    }

    /// Takes keyboard focus as a control does, unless a custom view shows the item (a control
    /// in it takes focus itself).
    public override var canBecomeFocused: Bool { item.customView == nil && super.canBecomeFocused }

    /// A click leaves focus (and a field's editing) where it is, as a header bar button's does.
    public override var focusesOnClick: Bool { false }

    /// The focus ring goes round the item's content, not the bar's whole height.
    public override var focusRingRect: Rect { bounds.insetBy(dx: -4, dy: Self.focusRingInset) }
    // docs-number: bar item's focus ring: in from the bar's top and bottom (points)
    /// How far in from the bar's top and bottom edges the focus ring of an item goes.
    static let focusRingInset = 9.0

    /// A control inside the custom view takes its own clicks; any other point of the item is
    /// the item's.
    public override func hitTest(_ point: Point) -> View? {
        guard let hit = super.hitTest(point) else { return nil }
        var view: View? = hit
        while let current = view, current !== self {
            if current is Control { return current }
            view = current.superview
        }
        return self
    }
}

/// The back button: a chevron and the previous page's title (or "Back", or the chevron
/// alone when room is short) in the tint colour; a click pops. Hover and press look as a bar
/// item's do.
///
/// Its frame starts at the bar's left edge, so its coordinates are the bar's: the chevron
/// sits at `NavigationBar.chevronX`, the text starts at `NavigationBar.backTitleX`.
///
/// The text is clipped at the chevron's right edge (UIKit's back-indicator mask): during an
/// alike-bar slide the leaving back text slides left and goes behind the chevron rather than
/// over it (`SharedBarMotion`). At rest the clip cuts nothing.
@MainActor
public final class BackButton: Control {
    let content = View()
    /// The back chevron, in the tint colour.
    public let chevron = ImageView()
    /// Clips the text: from the chevron's right edge to `textClipMaxX`. Its bounds start at
    /// its own x, so the text's frame is still in the bar's coordinates.
    let textClip = View()
    /// The text; its width is set by the bar (truncated with "…" when it is capped).
    public let titleLabel = Label(font: BarButton.font)
    /// The width the bar gives the text.
    var textWidth = 0.0 {
        didSet { if textWidth != oldValue { setNeedsLayout() } }
    }
    /// Where the text's clip ends: the bar's right edge, so a text moving in from the title's
    /// place is never cut on the right.
    var textClipMaxX = 0.0 {
        didSet { if textClipMaxX != oldValue { setNeedsLayout() } }
    }
    /// The clip's left edge: the chevron's right edge.
    static let textClipMinX = NavigationBar.chevronX + Chevron.size.width

    /// The colour of the chevron and the text (the bar's tint).
    public internal(set) var tintColor: Color {
        didSet {
            guard tintColor != oldValue else { return }
            titleLabel.textColor = textLook.normal ?? tintColor
            chevron.image = Chevron.image(color: tintColor)
        }
    }
    /// The text's colour and font from the bar's `backButtonAppearance` (BarAppearances.md).
    var textLook = BarItemTextLook() {
        didSet {
            guard textLook != oldValue else { return }
            titleLabel.textColor = textLook.normal ?? tintColor
            titleLabel.font = textLook.font ?? BarButton.font
        }
    }

    init(tint: Color) {
        tintColor = tint
        super.init(frame: .zero)
        name = "backButton"
        content.name = "backButtonContent"
        content.isUserInteractionEnabled = false
        chevron.name = "backChevron"
        titleLabel.name = "backTitle"
        titleLabel.textColor = tint
        chevron.image = Chevron.image(color: tint)
        textClip.name = "backTitleClip"
        textClip.isUserInteractionEnabled = false
        textClip.clipsToBounds = true
        textClip.bounds = Rect(x: Self.textClipMinX, y: 0, width: 0, height: 0)
        addSubview(content)
        content.addSubview(chevron)
        content.addSubview(textClip)
        textClip.addSubview(titleLabel)
    }

    /// The text shown: the back title, the fallback ("Back") or "" (the chevron alone).
    public var title: String { titleLabel.text }

    /// The right edge of what the button shows, in the bar's coordinates.
    var contentMaxX: Double {
        title.isEmpty ? NavigationBar.chevronX + Chevron.size.width : NavigationBar.backTitleX + textWidth
    }

    /// Places the chevron and the clipped text.
    public override func layoutSubviews() {
        let h = bounds.height
        content.frame = bounds
        chevron.frame = Rect(
            x: NavigationBar.chevronX, y: ((h - Chevron.size.height) / 2).rounded(), width: Chevron.size.width,
            height: Chevron.size.height)
        // Setting the frame keeps the bounds' origin (at textClipMinX).
        let clipMaxX = max(textClipMaxX, contentMaxX)
        textClip.frame = Rect(x: Self.textClipMinX, y: 0, width: max(0, clipMaxX - Self.textClipMinX), height: h)
        titleLabel.frame = Rect(x: NavigationBar.backTitleX, y: 0, width: textWidth, height: h)
    }

    /// The hover or pressed highlight drawn now, if any.
    public private(set) var pointerHighlight: Color? {
        didSet { if pointerHighlight != oldValue { setNeedsDisplay() } }
    }

    /// Dims the content while pressed; the highlight under the pointer, as a bar item's.
    public override func stateDidChange() {
        content.alpha = isHighlighted ? BarButton.pressedAlpha : 1
        pointerHighlight = PointerHighlight.color(for: state)
    }

    /// True while the highlight shows.
    public override var hasCustomDrawing: Bool { pointerHighlight != nil }

    /// Draws the highlight round the chevron and the text, where the focus ring goes.
    public override func draw(in context: DrawingContext) {
        guard let pointerHighlight else { return }
        context.fill(focusRingRect, color: pointerHighlight, cornerRadius: BarButton.highlightCornerRadius)
    }

    /// The focus ring goes round the chevron and the text, not the bar's whole height.
    public override var focusRingRect: Rect {
        Rect(
            x: NavigationBar.chevronX - 4, y: BarButton.focusRingInset, width: contentMaxX - NavigationBar.chevronX + 8,
            height: max(0, bounds.height - 2 * BarButton.focusRingInset))
    }
}
