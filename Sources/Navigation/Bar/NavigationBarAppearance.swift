import Foundation
import Geometry
import Layers
import Views

/// How a navigation bar looks (UIKit's `UINavigationBarAppearance`): its background (a colour
/// over a blur material, either optional), the line under it (`shadowColor`), its titles'
/// attributes, and its items' (BarAppearances.md).
///
/// Set on the navigation controller's `navigationBar` (`standardAppearance`,
/// `scrollEdgeAppearance`, `compactAppearance`) for every page, or on a page's `navigationItem`
/// for that page alone. A class, as UIKit's, so that
/// `let appearance = NavigationBarAppearance()` followed by
/// `appearance.configureWithOpaqueBackground()` ports as written. Setting it somewhere stores a
/// copy (UIKit's are `@NSCopying`): changing the appearance afterwards changes no bar until it
/// is set again, while changing the copy the bar holds
/// (`navigationBar.standardAppearance.backgroundColor = …`) shows at once.
///
/// `NavigationBarAppearance()` is configured with the default background, which in Segue is
/// the look a bar has when nothing is set: opaque white 0.97 with a white 0.78 line (iOS 15 has
/// a blur material there; give `backgroundEffect` a `BlurEffect` for one).
@MainActor
public final class NavigationBarAppearance {
    /// The bar's background colour, drawn over `backgroundEffect`; nil draws none.
    public var backgroundColor: Color? {
        didSet { changed() }
    }
    /// A blur of what lies under the bar, drawn under `backgroundColor` (UIKit's
    /// `UIBlurEffect`); nil blurs nothing.
    public var backgroundEffect: BlurEffect? {
        didSet { changed() }
    }
    /// The one-pixel line under the bar (UIKit's shadow); nil draws none.
    public var shadowColor: Color? {
        didSet { changed() }
    }
    /// The title's attributes: `.foregroundColor` (a `Color`, black when absent) and `.font`
    /// (a `Font`, DejaVu Sans Bold 17 when absent).
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:] {
        didSet { changed() }
    }
    /// The large title's attributes, read by large titles (black DejaVu Sans Bold 34 when
    /// absent).
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:] {
        didSet { changed() }
    }
    /// How plain items look (UIKit's `buttonAppearance`).
    public var buttonAppearance = BarButtonItemAppearance(style: .plain) {
        didSet { watch(buttonAppearance) }
    }
    /// How done items look (`BarButtonItem.Style.done`: bold unless its attributes say).
    public var doneButtonAppearance = BarButtonItemAppearance(style: .done) {
        didSet { watch(doneButtonAppearance) }
    }
    /// How the back button's text looks (its chevron is in the tint).
    public var backButtonAppearance = BarButtonItemAppearance(style: .plain) {
        didSet { watch(backButtonAppearance) }
    }
    /// Segue's own: the tint of the items and the back button in a bar of this look, over the
    /// navigation bar's `tintColor` (UIKit keeps the tint on its one bar; Segue's bars are one
    /// per page, so a page can have its own). Nil takes the navigation bar's.
    public var tintColor: Color? {
        didSet { changed() }
    }
    /// Told when anything above changes (the bar or item holding this copy).
    var onChange: (@MainActor () -> Void)?

    /// An appearance with the default background (UIKit's `init()`).
    public init() {
        configureWithDefaultBackground()
        watchAll()
    }

    /// A copy of `barAppearance` (UIKit's `init(barAppearance:)`).
    public init(barAppearance: NavigationBarAppearance) {
        backgroundColor = barAppearance.backgroundColor
        backgroundEffect = barAppearance.backgroundEffect
        shadowColor = barAppearance.shadowColor
        titleTextAttributes = barAppearance.titleTextAttributes
        largeTitleTextAttributes = barAppearance.largeTitleTextAttributes
        buttonAppearance = barAppearance.buttonAppearance.copy()
        doneButtonAppearance = barAppearance.doneButtonAppearance.copy()
        backButtonAppearance = barAppearance.backButtonAppearance.copy()
        tintColor = barAppearance.tintColor
        watchAll()
    }

    /// A copy that changes independently (UIKit's `copy()`).
    public func copy() -> NavigationBarAppearance { NavigationBarAppearance(barAppearance: self) }

    /// The default background and line: in Segue the look of a bar with nothing set, opaque
    /// white 0.97 over a white 0.78 line, no blur (UIKit's `configureWithDefaultBackground()`).
    public func configureWithDefaultBackground() {
        backgroundEffect = nil
        backgroundColor = Self.defaultBackgroundColor
        shadowColor = Self.defaultShadowColor
    }

    /// An opaque white background over a line of black at 0.3 (UIKit's
    /// `configureWithOpaqueBackground()`).
    public func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        shadowColor = Color(light: Color(white: 0, alpha: 0.3), dark: Color(white: 1, alpha: 0.15))
    }

    /// No background and no line: what lies under the bar shows through (UIKit's
    /// `configureWithTransparentBackground()`).
    public func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        shadowColor = nil
    }

    /// The default background colour (white 0.97, UIKit's classic bar).
    nonisolated static let defaultBackgroundColor = Color(light: Color(white: 0.97), dark: Color(white: 0.07))
    /// The default line colour (white 0.78).
    nonisolated static let defaultShadowColor = Color(light: Color(white: 0.78), dark: Color(white: 0.22))
    /// The tint of a bar that sets none (the system blue).
    nonisolated public static let defaultTintColor = Color(
        light: Color(red: 0, green: 0.48, blue: 1), dark: Color(r8: 0x0A, g8: 0x84, b8: 0xFF))
    /// The title's font when the attributes give none.
    nonisolated static let defaultTitleFont = Font.boldSystem(size: 17)
    /// The large title's font when the attributes give none (34-point bold, UIKit's).
    nonisolated static let defaultLargeTitleFont = Font.boldSystem(size: 34)

    // MARK: - What a bar draws

    /// The colour the background shows as: `backgroundColor` over the blur's tint, clear when
    /// there is neither.
    var shownBackgroundColor: Color {
        // Worked out once a version: bars read it at every frame of a slide, and a dynamic
        // colour drawn over another resolves both in each of its looks.
        if let shown = shownBackground, shown.version == version { return shown.color }
        let under = backgroundEffect?.tint ?? .clear
        let color = backgroundColor.map { $0.drawn(over: under) } ?? under
        shownBackground = (version, color)
        return color
    }
    private var shownBackground: (version: Int, color: Color)?
    /// The blur's radius (0 without one).
    var blurRadius: Double { backgroundEffect?.radius ?? 0 }
    /// The title's colour.
    var shownTitleColor: Color { titleTextAttributes.foregroundColor ?? .label }
    /// The title's font.
    var shownTitleFont: Font { titleTextAttributes.font ?? Self.defaultTitleFont }
    /// The large title's colour.
    var shownLargeTitleColor: Color { largeTitleTextAttributes.foregroundColor ?? .label }
    /// The large title's font.
    var shownLargeTitleFont: Font { largeTitleTextAttributes.font ?? Self.defaultLargeTitleFont }

    /// Whether a bar of this look lets the page show through it (UIKit's `isTranslucent`): its
    /// background, blur tint included, is not fully opaque. The page then extends beneath the
    /// bar and its safe area starts below it; under an opaque bar the page starts below it.
    var isTranslucent: Bool { shownBackgroundColor.alpha < 1 }

    /// Whether two looks draw the same background, line and blur (what the whole-page rule and
    /// the shared-bar slide look at, through `BarLikeness`, for the colour).
    func backgroundLooksAlike(_ other: NavigationBarAppearance) -> Bool {
        blurRadius == other.blurRadius
            && BarLikeness.backgroundsLookAlike(shownBackgroundColor, other.shownBackgroundColor)
    }

    // MARK: - Change

    /// Bumped by every change above: a page's resolved looks compare it to know whether its
    /// bars show this look as it is now (`ResolvedBarAppearance.showsTheSame(as:)`).
    private(set) var version = 0

    private func changed() {
        version &+= 1
        onChange?()
    }

    private func watch(_ items: BarButtonItemAppearance) {
        items.onChange = { [weak self] in self?.changed() }
        changed()
    }

    private func watchAll() {
        for items in [buttonAppearance, doneButtonAppearance, backButtonAppearance] {
            items.onChange = { [weak self] in self?.changed() }
        }
    }
}

extension Color {
    /// This colour drawn over `under` (straight alpha, "source over"); each look of a dynamic
    /// colour over the same look of the other.
    func drawn(over under: Color) -> Color {
        if isDynamic || under.isDynamic {
            func look(_ traits: TraitCollection) -> Color {
                resolvedColor(with: traits).drawn(over: under.resolvedColor(with: traits))
            }
            return Color(
                light: look(TraitCollection(userInterfaceStyle: .light)),
                dark: look(TraitCollection(userInterfaceStyle: .dark)),
                elevatedDark: look(TraitCollection(userInterfaceStyle: .dark, userInterfaceLevel: .elevated)))
        }
        let alpha = self.alpha + under.alpha * (1 - self.alpha)
        guard alpha > 0 else { return .clear }
        func mix(_ top: Double, _ bottom: Double) -> Double {
            (top * self.alpha + bottom * under.alpha * (1 - self.alpha)) / alpha
        }
        return Color(
            red: mix(red, under.red), green: mix(green, under.green), blue: mix(blue, under.blue), alpha: alpha)
    }
}
