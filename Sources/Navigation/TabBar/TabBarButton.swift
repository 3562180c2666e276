import Geometry
import Layers
import Views

/// One item on a tab bar: its image above a small title (10 points, as iOS), both in the
/// selected tint or the normal grey (the image by its alpha, as UIKit's template images; the
/// item's `selectedImage` while selected, when it has one), with an optional badge at the
/// image's top right corner; a click selects it. Under the pointer a faint rounded highlight
/// shows behind it, stronger while pressed (`PointerHighlight`). An item with no image shows
/// its title alone, centred, and the badge beside it.
@MainActor
final class TabBarButton: Control {
    let item: TabBarItem
    let imageView = ImageView()
    let titleLabel = Label(font: TabBar.titleFont)
    let badge = View()
    let badgeLabel = Label(font: TabBar.badgeFont)

    /// The image's box: its side, and its top in the button (the button starts under the
    /// bar's hairline).
    static let imageSide = 26.0
    static let imageTop = 4.0
    /// The badge's height (its width grows with its text, never below it: a circle).
    static let badgeHeight = 18.0
    /// How far the badge reaches into the image from its right edge, and above its top.
    static let badgeOverlap = Size(width: 8, height: 3)

    var isSelectedTab = false { didSet { applyColors() } }
    /// The item's image in the colour it was last tinted, kept while both hold (tinting
    /// makes a new image, and so a new texture).
    private var tinted: (source: Image, color: Color, image: Image)?
    var appearance: TabBarAppearance { didSet { applyColors() } }
    /// The hover or pressed highlight drawn now, if any.
    private(set) var pointerHighlight: Color? {
        didSet { if pointerHighlight != oldValue { setNeedsDisplay() } }
    }

    init(item: TabBarItem, appearance: TabBarAppearance) {
        self.item = item
        self.appearance = appearance
        super.init(frame: .zero)
        name = "tab:" + (item.title ?? "")
        imageView.name = "tabImage"
        imageView.contentMode = .aspectFit
        titleLabel.name = "tabTitle"
        titleLabel.textAlignment = .center
        badge.name = "badge"
        badge.backgroundColor = TabBar.badgeColor
        badgeLabel.textColor = .white
        badgeLabel.textAlignment = .center
        badge.isUserInteractionEnabled = false
        for view in [imageView, titleLabel, badge] as [View] { addSubview(view) }
        badge.addSubview(badgeLabel)
        sync()
    }

    private var hasImage: Bool { item.image != nil || item.selectedImage != nil }

    /// Picks up the item's title, images and badge.
    func sync() {
        titleLabel.text = item.title ?? ""
        titleLabel.font = hasImage ? TabBar.titleFont : TabBar.titleOnlyFont
        badgeLabel.text = item.badgeValue ?? ""
        badge.isHidden = item.badgeValue == nil
        applyColors()
        setNeedsLayout()
    }

    private func applyColors() {
        let color = isSelectedTab ? appearance.selectedTint : appearance.normalTint
        titleLabel.textColor = color
        let source = isSelectedTab ? item.selectedImage ?? item.image : item.image ?? item.selectedImage
        let resolved = color.resolvedColor(with: traitCollection)
        imageView.image = source.map { image in
            if let tinted, tinted.source === image, tinted.color == resolved { return tinted.image }
            let tintedImage = image.withTintColor(resolved)
            tinted = (image, resolved, tintedImage)
            return tintedImage
        }
    }

    /// A template image is tinted with the resolved colour: tinted again in the new style.
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) { applyColors() }
    }

    /// The highlight under the pointer and while pressed.
    override func stateDidChange() {
        pointerHighlight = PointerHighlight.color(for: state)
    }

    /// True while the highlight shows.
    override var hasCustomDrawing: Bool { pointerHighlight != nil }

    /// Draws the highlight where the focus ring goes.
    override func draw(in context: DrawingContext) {
        guard let pointerHighlight else { return }
        context.fill(focusRingRect, color: pointerHighlight, cornerRadius: BarButton.highlightCornerRadius)
    }

    /// The focus ring goes round the item a little inside its cell of the bar.
    override var focusRingRect: Rect { bounds.insetBy(dx: 8, dy: 4) }

    override func layoutSubviews() {
        let side = Self.imageSide
        let imageFrame = Rect(x: ((bounds.width - side) / 2).rounded(), y: Self.imageTop, width: side, height: side)
        imageView.frame = imageFrame
        imageView.isHidden = !hasImage
        if hasImage {
            // The title's line right under the image.
            let titleHeight = titleLabel.text.isEmpty ? 0 : titleLabel.intrinsicContentSize.height
            titleLabel.frame = Rect(x: 0, y: imageFrame.maxY + 1, width: bounds.width, height: titleHeight)
        } else {
            titleLabel.frame = bounds
        }
        let badgeWidth = max(Self.badgeHeight, badgeLabel.intrinsicContentSize.width + 10)
        // At the image's top right corner; beside the title when there is no image.
        let titleWidth = titleLabel.text.isEmpty ? 0 : titleLabel.intrinsicContentSize.width
        badge.frame =
            hasImage
            ? Rect(
                x: imageFrame.maxX - Self.badgeOverlap.width, y: imageFrame.minY - Self.badgeOverlap.height,
                width: badgeWidth, height: Self.badgeHeight)
            : Rect(
                x: ((bounds.width + titleWidth) / 2 + 4).rounded(),
                y: ((bounds.height - Self.badgeHeight) / 2).rounded(),
                width: badgeWidth, height: Self.badgeHeight)
        badge.layer.cornerRadius = Self.badgeHeight / 2
        badgeLabel.frame = badge.bounds
    }
}
