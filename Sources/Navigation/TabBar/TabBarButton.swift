import Geometry
import Layers
import Views

/// One item on a tab bar: its image above its title, both in the selected tint or the normal
/// grey (the image by its alpha, as UIKit's template images), with an optional badge; a
/// click selects it.
@MainActor
final class TabBarButton: Control {
    let item: TabBarItem
    let imageView = ImageView()
    let titleLabel = Label(font: TabBar.titleFont)
    let badge = View()
    let badgeLabel = Label(font: TabBar.badgeFont)

    var isSelectedTab = false { didSet { applyColors() } }
    /// The item's image in the colour it was last tinted, kept while both hold (tinting
    /// makes a new image, and so a new texture).
    private var tinted: (source: Image, color: Color, image: Image)?
    var appearance: TabBarAppearance { didSet { applyColors() } }

    init(item: TabBarItem, appearance: TabBarAppearance) {
        self.item = item
        self.appearance = appearance
        super.init(frame: .zero)
        name = "tab:" + (item.title ?? "")
        imageView.contentMode = .aspectFit
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

    /// Picks up the item's title, image and badge.
    func sync() {
        titleLabel.text = item.title ?? ""
        badgeLabel.text = item.badgeValue ?? ""
        badge.isHidden = item.badgeValue == nil
        applyColors()
        setNeedsLayout()
    }

    private func applyColors() {
        let color = isSelectedTab ? appearance.selectedTint : appearance.normalTint
        titleLabel.textColor = color
        imageView.image = item.image.map { image in
            if let tinted, tinted.source === image, tinted.color == color { return tinted.image }
            let tintedImage = image.withTintColor(color)
            tinted = (image, color, tintedImage)
            return tintedImage
        }
    }

    /// The focus ring goes round the item a little inside its cell of the bar.
    override var focusRingRect: Rect { bounds.insetBy(dx: 8, dy: 4) }

    override func layoutSubviews() {
        let hasImage = item.image != nil
        let imageSide = 26.0
        imageView.frame = Rect(x: (bounds.width - imageSide) / 2, y: 4, width: imageSide, height: imageSide)
        imageView.isHidden = !hasImage
        let titleTop = hasImage ? 31.0 : 0
        titleLabel.frame = Rect(
            x: 0, y: titleTop, width: bounds.width, height: hasImage ? bounds.height - titleTop : bounds.height)
        let badgeWidth = max(18, badgeLabel.intrinsicContentSize.width + 10)
        // Over the image's top right; beside the title when there is no image.
        let titleWidth = titleLabel.text.isEmpty ? 0 : titleLabel.intrinsicContentSize.width
        badge.frame =
            hasImage
            ? Rect(x: bounds.width / 2 + 6, y: 2, width: badgeWidth, height: 18)
            : Rect(
                x: ((bounds.width + titleWidth) / 2 + 4).rounded(), y: ((bounds.height - 18) / 2).rounded(),
                width: badgeWidth, height: 18)
        badge.layer.cornerRadius = 9
        badgeLabel.frame = badge.bounds
    }
}
