import Geometry
import Layers

extension Button {
    /// UIKit's `UIButton.ButtonType`, the kinds a button can be made as.
    public enum ButtonType: Sendable, Hashable {
        /// No look of its own: a white title, for a button the app styles (`.custom`).
        case custom
        /// The system's: a title in the tint (`.system`).
        case system
        /// The same as `.system`, as UIKit's `.plain` configuration draws it (`.plain`).
        case plain
    }

    /// UIKit's `UIButton.Configuration`, its basics: a style (plain, tinted, gray, filled,
    /// borderless), a title and an image, the foreground and background colours, the content's
    /// insets, the gap between image and title, and how round the corners are.
    public struct Configuration: Sendable {
        /// How round a configured button's corners are (`UIButton.Configuration.CornerStyle`).
        public enum CornerStyle: Sendable, Hashable {
            /// The style's own (medium).
            case dynamic
            /// None of the button's (the layer's radius is left as it is).
            case fixed
            /// 4 points.
            case small
            /// 8 points.
            case medium
            /// 12 points.
            case large
            /// Half the height: a capsule.
            case capsule
        }

        /// The backgrounds the styles draw.
        enum Background: Sendable, Hashable {
            case none, tinted, gray, filled
        }

        let background: Background
        /// The title.
        public var title: String?
        /// The image before the title.
        public var image: Image?
        /// The title's and image's colour; nil for the style's (the tint, or white on filled).
        public var baseForegroundColor: Color?
        /// The background's colour; nil for the style's.
        public var baseBackgroundColor: Color?
        /// Space around the content (UIKit's `contentInsets`, leading and trailing as left and
        /// right).
        public var contentInsets = EdgeInsets(top: 7, left: 12, bottom: 7, right: 12)
        /// The gap between the image and the title.
        public var imagePadding = 6.0
        /// How round the corners are.
        public var cornerStyle = CornerStyle.dynamic

        /// A title in the tint, no background (`.plain()`).
        public static func plain() -> Configuration { Configuration(background: .none) }
        /// A title in the tint on a light wash of it (`.tinted()`).
        public static func tinted() -> Configuration { Configuration(background: .tinted) }
        /// A title in the tint on light grey (`.gray()`).
        public static func gray() -> Configuration { Configuration(background: .gray) }
        /// A white title on the tint (`.filled()`).
        public static func filled() -> Configuration { Configuration(background: .filled) }
        /// A title in the tint, no background and no insets (`.borderless()`).
        public static func borderless() -> Configuration {
            var configuration = Configuration(background: .none)
            configuration.contentInsets = .zero
            return configuration
        }

        /// The title's colour.
        @MainActor var foreground: Color {
            baseForegroundColor ?? (background == .filled ? .white : Button.defaultTitleColor)
        }

        /// The background's colour, nil for none.
        @MainActor var backgroundColor: Color? {
            if let baseBackgroundColor { return baseBackgroundColor }
            switch background {
            case .none: return nil
            case .tinted: return Button.defaultTitleColor.withAlpha(0.15)
            case .gray: return .systemGray5
            case .filled: return Button.defaultTitleColor
            }
        }

        /// The corner radius for a button `height` points high; nil leaves it alone.
        func cornerRadius(height: Double) -> Double? {
            switch cornerStyle {
            case .fixed: return nil
            case .small: return 4
            case .dynamic, .medium: return 8
            case .large: return 12
            case .capsule: return height / 2
            }
        }
    }

    /// A button of `buttonType` showing `primaryAction`'s title and image and running it on a
    /// click (`UIButton(type:primaryAction:)`).
    public convenience init(type buttonType: ButtonType, primaryAction: Action? = nil) {
        self.init(title: primaryAction?.title ?? "", image: primaryAction?.image)
        if buttonType == .custom { setTitleColor(.white, for: .normal) }
        if let primaryAction { addAction(primaryAction, for: .touchUpInside) }
    }

    /// A button drawn by `configuration`, running `primaryAction` on a click; a title or image
    /// the configuration leaves out comes from the action
    /// (`UIButton(configuration:primaryAction:)`).
    public convenience init(configuration: Configuration, primaryAction: Action? = nil) {
        var configuration = configuration
        if configuration.title == nil { configuration.title = primaryAction?.title }
        if configuration.image == nil { configuration.image = primaryAction?.image }
        self.init()
        // Set inside an initializer, the property does not tell its observer.
        self.configuration = configuration
        apply(configuration)
        if let primaryAction { addAction(primaryAction, for: .touchUpInside) }
    }

    /// Draws the button as `configuration` says.
    func apply(_ configuration: Configuration) {
        title = configuration.title ?? ""
        image = configuration.image
        setTitleColor(configuration.foreground, for: .normal)
        setBackgroundColor(configuration.backgroundColor, for: .normal)
        contentEdgeInsets = configuration.contentInsets
        imagePadding = configuration.imagePadding
        if let radius = configuration.cornerRadius(height: bounds.height) { layer.cornerRadius = radius }
    }
}
