import Geometry
import Layers
import Views

/// The bar at the top of a page: background, hairline, centred title, back button (or a
/// custom left item) and an optional right item (UIKit's UINavigationBar, one per page so
/// that bars can travel with their pages; see `SlideAnimator` for how alike bars still look
/// like one).
@MainActor
public final class NavigationBar: View {
    /// Height of the bar in points.
    public static let height = 50.0

    public private(set) var appearance: NavigationBarAppearance
    let titleLayer = TextLayer()
    let hairline = Layer()
    /// The back button (nil when the page is the root, hides it, or has a left item).
    public private(set) var backButton: BarButton?
    public private(set) var leftItemView: BarButton?
    public private(set) var rightItemView: BarButton?
    /// The back button's text (nil when there is no back button).
    public private(set) var backTitle: String?

    init(appearance: NavigationBarAppearance) {
        self.appearance = appearance
        super.init(frame: .zero)
        name = "navigationBar"
        layer.addSublayer(titleLayer)
        layer.addSublayer(hairline)
        apply(appearance)
    }

    func apply(_ appearance: NavigationBarAppearance) {
        self.appearance = appearance
        backgroundColor = appearance.backgroundColor
        titleLayer.style = TextStyle(font: appearance.titleFont, color: appearance.titleColor, alignment: .center)
        hairline.backgroundColor = appearance.hairlineColor ?? .clear
        hairline.isHidden = appearance.hairlineColor == nil
        for button in [backButton, leftItemView, rightItemView] { button?.tintColor = appearance.tintColor }
    }

    /// Shows `item`; `backTitle` is the back button's text (nil: no back button).
    func configure(item: NavigationItem, backTitle: String?, onBack: @escaping @MainActor () -> Void) {
        titleLayer.string = item.title ?? ""
        backButton?.removeFromSuperview()
        leftItemView?.removeFromSuperview()
        rightItemView?.removeFromSuperview()
        backButton = nil
        self.backTitle = nil
        leftItemView = nil
        rightItemView = nil
        if let left = item.leftBarButtonItem {
            leftItemView = BarButton(item: left, tint: appearance.tintColor)
        } else if let backTitle, !item.hidesBackButton {
            self.backTitle = backTitle
            backButton = BarButton(
                item: BarButtonItem(title: "‹ " + backTitle, action: onBack), tint: appearance.tintColor)
            backButton?.name = "backButton"
        }
        if let right = item.rightBarButtonItem {
            rightItemView = BarButton(item: right, tint: appearance.tintColor)
        }
        for button in [backButton, leftItemView, rightItemView].compactMap({ $0 }) { addSubview(button) }
        setNeedsLayout()
    }

    public var title: String { titleLayer.string }

    public override func layoutSubviews() {
        let w = bounds.width
        let h = bounds.height
        titleLayer.frame = Rect(x: w * 0.2, y: 0, width: w * 0.6, height: h)
        hairline.frame = Rect(x: 0, y: h - 1, width: w, height: 1)
        if let left = backButton ?? leftItemView {
            let width = min(left.preferredWidth, w * 0.3)
            left.frame = Rect(x: 8 + left.item.offset, y: 0, width: width, height: h)
        }
        if let right = rightItemView {
            let width = min(right.preferredWidth, w * 0.3)
            right.frame = Rect(x: w - 8 - width + right.item.offset, y: 0, width: width, height: h)
        }
    }
}

/// A tappable bar item: its title or image, tinted; fires on release inside.
@MainActor
public final class BarButton: View {
    public let item: BarButtonItem
    private let label = TextLayer()
    private let imageLayer = Layer()
    private var pressedInside = false

    var tintColor: Color {
        didSet { label.style.color = tintColor }
    }

    init(item: BarButtonItem, tint: Color) {
        self.item = item
        self.tintColor = tint
        super.init(frame: .zero)
        name = "barButton"
        if let custom = item.customView {
            addSubview(custom)
        } else {
            label.string = item.title ?? ""
            label.style = TextStyle(font: .system(size: 17), color: tint, alignment: .left)
            layer.addSublayer(label)
            imageLayer.contents = item.image
            layer.addSublayer(imageLayer)
        }
    }

    var preferredWidth: Double {
        if let custom = item.customView { return custom.frame.width }
        if let image = item.image { return image.size.width + 16 }
        return Double((item.title ?? "").count) * 9 + 16
    }

    public override func layoutSubviews() {
        label.frame = bounds.insetBy(dx: 4, dy: 0)
        if let image = item.image {
            imageLayer.frame = Rect(
                x: 4, y: (bounds.height - image.size.height) / 2, width: image.size.width, height: image.size.height)
        }
        if let custom = item.customView {
            custom.center = Point(x: custom.frame.width / 2, y: bounds.height / 2)
        }
    }

    public override func pointerBegan(_ event: PointerEvent) {
        pressedInside = true
        alpha = 0.4
    }

    public override func pointerMoved(_ event: PointerEvent) {
        pressedInside = bounds.contains(convert(event.location, from: nil))
        alpha = pressedInside ? 0.4 : 1
    }

    public override func pointerEnded(_ event: PointerEvent) {
        alpha = 1
        if bounds.contains(convert(event.location, from: nil)) { item.action?() }
        pressedInside = false
    }

    public override func pointerCancelled(_ event: PointerEvent) {
        alpha = 1
        pressedInside = false
    }
}
