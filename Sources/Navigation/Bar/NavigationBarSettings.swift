import Geometry
import Layers

/// What UIKit's `navigationController.navigationBar` holds for every page: the appearances and
/// the tint (BarAppearances.md). Segue draws one bar per page, so that a bar travels
/// with its page; this is the one object those bars take their settings from, so that
/// `navigationController.navigationBar.standardAppearance = appearance` ports as written. A
/// page's `navigationItem` appearances win over these for its own bar.
@MainActor
public final class NavigationBarSettings {
    /// The look of every page's bar, unless the page's item sets its own (UIKit's
    /// `standardAppearance`). Setting it stores a copy; changing the copy held here
    /// (`navigationBar.standardAppearance.backgroundColor = …`) shows at once.
    public var standardAppearance: NavigationBarAppearance {
        get { standard }
        set { standard = hold(newValue)! }
    }
    /// The look at the scroll edge: while the page's list is at its top, or the page has none
    /// (UIKit's `scrollEdgeAppearance`). Nil keeps the standard look there (iOS 13 and 14's
    /// behaviour, not iOS 15's transparent bar: BarAppearances.md).
    public var scrollEdgeAppearance: NavigationBarAppearance? {
        get { scrollEdge }
        set { scrollEdge = hold(newValue) }
    }
    /// The look of a compact-height bar (UIKit's `compactAppearance`). Segue's bars have one
    /// height, so it is kept for ports and shown nowhere yet (BarAppearances.md).
    public var compactAppearance: NavigationBarAppearance? {
        get { compact }
        set { compact = hold(newValue) }
    }
    /// The look of a compact-height bar at the scroll edge (UIKit's
    /// `compactScrollEdgeAppearance`); kept for ports and shown nowhere yet, as
    /// `compactAppearance`.
    public var compactScrollEdgeAppearance: NavigationBarAppearance? {
        get { compactScrollEdge }
        set { compactScrollEdge = hold(newValue) }
    }
    /// The colour of the back button and the items of every page's bar (UIKit's
    /// `navigationBar.tintColor`); nil is the system blue. An appearance's own `tintColor`
    /// wins for the bars showing it.
    public var tintColor: Color? {
        didSet { onChange?() }
    }
    /// Whether pages may show their titles large under the bar (UIKit's `prefersLargeTitles`;
    /// false by default). Each page's `navigationItem.largeTitleDisplayMode` then says whether
    /// it does (LargeTitles.md).
    public var prefersLargeTitles = false {
        didSet { if prefersLargeTitles != oldValue { onChange?() } }
    }

    private var standard: NavigationBarAppearance {
        didSet { onChange?() }
    }
    private var scrollEdge: NavigationBarAppearance? {
        didSet { onChange?() }
    }
    private var compact: NavigationBarAppearance? {
        didSet { onChange?() }
    }
    private var compactScrollEdge: NavigationBarAppearance? {
        didSet { onChange?() }
    }
    /// Told when anything here changes, or an appearance held here does (the navigation
    /// controller, which configures its pages' bars again).
    var onChange: (@MainActor () -> Void)?

    init() {
        standard = NavigationBarAppearance()
        standard.onChange = { [weak self] in self?.onChange?() }
    }

    /// A copy of `appearance` that tells this object when it changes (UIKit's `@NSCopying`).
    private func hold(_ appearance: NavigationBarAppearance?) -> NavigationBarAppearance? {
        guard let appearance else { return nil }
        let copy = appearance.copy()
        copy.onChange = { [weak self] in self?.onChange?() }
        return copy
    }
}
