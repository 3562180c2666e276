import Geometry
import Layers
import Views

/// A search field with a Cancel button (UIKit's UISearchBar), as a page's navigation bar shows
/// it under the title when the page has a `SearchController` (SearchInTheBar.md,
/// "Search in the bar").
///
/// iOS's look: in a strip `height` (52) points high, a rounded grey field `fieldHeight` (36)
/// points high, `verticalMargin` (8) from the strip's top and `horizontalMargin` (16) from its
/// sides, with 10-point corners, filled with (118, 118, 128) at 0.12; a magnifying glass at its
/// left and the text after it, "Search" as the placeholder. While `showsCancelButton` is true a
/// "Cancel" button in the tint stands at the right and the field is shorter by its width and
/// 8 points; it slides in from the right edge over `cancelSlideDuration`.
///
/// The strip may be shown shorter than 52 points (it slides away as the page's list scrolls):
/// the field keeps its top and gets shorter, its contents fading out over its last 18 points.
@MainActor
public final class SearchBar: View {
    // docs-number: search bar strip under the title (points)
    /// The strip's full height in points.
    nonisolated public static let height = 52.0
    /// The field's height in points.
    nonisolated public static let fieldHeight = 36.0
    /// The field's corner radius in points.
    nonisolated public static let fieldCornerRadius = 10.0
    /// The space above and below the field in points.
    nonisolated public static let verticalMargin = 8.0
    /// The space between the field (or the Cancel button) and the strip's sides in points.
    nonisolated public static let horizontalMargin = 16.0
    /// The space between the field and the Cancel button.
    nonisolated public static let cancelSpacing = 8.0
    /// Seconds the Cancel button takes to slide in or out.
    nonisolated public static let cancelSlideDuration = 0.25
    /// The field's fill: iOS's `tertiarySystemFill`, (118, 118, 128) at 0.12.
    public static let fieldColor = Color.tertiarySystemFill
    /// The magnifier's colour: iOS's `secondaryLabel`, (60, 60, 67) at 0.6.
    public static let glyphColor = Color.secondaryLabel

    /// The text field inside (UIKit's `searchTextField`). Its `delegate` is the search bar's:
    /// use the search bar's `delegate` instead.
    public let searchTextField = SearchTextField()
    /// The Cancel button (shown while `showsCancelButton`).
    public let cancelButton = Button(title: "Cancel")
    /// The rounded grey field behind the glyph and the text.
    let fieldBackground = View()
    let glyph = MagnifierGlyphView(color: SearchBar.glyphColor)

    /// Told of edits, Return, Cancel, and when editing begins and ends.
    public weak var delegate: (any SearchBarDelegate)?
    /// The search controller this bar belongs to, which follows its edits.
    weak var searchController: SearchController?

    /// The tint: the Cancel button's colour (the navigation bar gives its own).
    public var tintColor = NavigationBarAppearance.defaultTintColor {
        didSet { if tintColor != oldValue { cancelButton.setTitleColor(tintColor, for: .normal) } }
    }

    /// A one-pixel line along the bottom, shown only while the strip stands in its page apart
    /// from its bar (a shared-bar slide), in place of the bar's hairline.
    let bottomLine = View()

    /// Creates a search bar with the placeholder "Search" and no Cancel button.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        name = "searchBar"
        clipsToBounds = true
        fieldBackground.name = "searchField"
        fieldBackground.backgroundColor = Self.fieldColor
        fieldBackground.layer.cornerRadius = Self.fieldCornerRadius
        addSubview(fieldBackground)
        fieldBackground.addSubview(glyph)
        searchTextField.placeholder = "Search"
        searchTextField.clearButtonMode = .whileEditing
        searchTextField.returnKeyType = .search
        // The focus ring's corners (it draws no background of its own).
        searchTextField.layer.cornerRadius = Self.fieldCornerRadius
        searchTextField.delegate = self
        searchTextField.addAction(for: .editingChanged) { [weak self] in self?.userChangedText() }
        fieldBackground.addSubview(searchTextField)
        cancelButton.name = "cancel"
        cancelButton.setTitleColor(tintColor, for: .normal)
        cancelButton.isHidden = true
        cancelButton.addAction { [weak self] in self?.cancelButtonClicked() }
        addSubview(cancelButton)
        bottomLine.name = "hairline"
        bottomLine.isHidden = true
        bottomLine.isUserInteractionEnabled = false
        addSubview(bottomLine)
    }

    /// Draws the bar's background and hairline itself while it stands in its page apart from
    /// its bar (`appearance` given), or nothing, the bar drawing them (nil).
    func standAlone(with appearance: NavigationBarAppearance?) {
        backgroundColor = appearance?.shownBackgroundColor
        bottomLine.backgroundColor = appearance?.shadowColor
        bottomLine.isHidden = appearance?.shadowColor == nil
        setNeedsLayout()
    }

    // MARK: - UIKit's properties

    /// The text in the field (UIKit's `text`). Setting it tells the search controller's results
    /// updater, not the delegate.
    public var text: String? {
        get { searchTextField.text }
        set {
            guard (newValue ?? "") != (searchTextField.text ?? "") else { return }
            searchTextField.text = newValue
            searchController?.searchBarTextDidChange()
        }
    }

    /// The grey text shown while the field is empty; "Search" by default.
    public var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    /// Whether the Cancel button shows (set without animation; see
    /// `setShowsCancelButton(_:animated:)`). A search controller shows it while its search is
    /// active.
    public var showsCancelButton: Bool {
        get { cancelShown }
        set { setShowsCancelButton(newValue, animated: false) }
    }
    private var cancelShown = false

    /// Shows or hides the Cancel button; animated, it slides in from the right edge (or out to
    /// it) while the field gets shorter (or longer) over `cancelSlideDuration`.
    public func setShowsCancelButton(_ shows: Bool, animated: Bool) {
        guard shows != cancelShown else { return }
        cancelShown = shows
        if shows { cancelButton.isHidden = false }
        guard animated, let scene = window?.scene, bounds.width > 0 else {
            cancelButton.isHidden = !shows
            setNeedsLayout()
            return
        }
        layoutIfNeeded()
        scene.animate(withDuration: Self.cancelSlideDuration, curve: .easeInOut) {
            self.layoutCancelAndField()
        } completion: { [weak self] _ in
            guard let self, !self.cancelShown else { return }
            self.cancelButton.isHidden = true
        }
    }

    /// Whether the field is editing.
    public var isEditing: Bool { searchTextField.isEditing }

    // MARK: - Layout

    /// The Cancel button's width (its title's, measured with the window's text measurer).
    private var cancelWidth: Double { cancelButton.sizeThatFits(.zero).width.rounded(.up) }

    /// Lays the field and the Cancel button out in the strip as tall as it shows now.
    public override func layoutSubviews() {
        layoutCancelAndField()
    }

    private func layoutCancelAndField() {
        let w = bounds.width
        let cancel = cancelWidth
        let fieldHeight = min(Self.fieldHeight, max(0, bounds.height - 2 * Self.verticalMargin))
        // The field's contents fade out over its last 18 points as the strip slides away.
        let contentAlpha = min(1, max(0, (fieldHeight - Self.fieldHeight / 2) / (Self.fieldHeight / 2)))
        let cancelRoom = cancelShown ? cancel + Self.cancelSpacing : 0
        let fieldWidth = max(0, w - 2 * Self.horizontalMargin - cancelRoom)
        fieldBackground.frame = Rect(
            x: Self.horizontalMargin, y: Self.verticalMargin, width: fieldWidth, height: fieldHeight)
        fieldBackground.layer.cornerRadius = min(Self.fieldCornerRadius, fieldHeight / 2)
        // Hidden, the button waits just past the right edge, where it slides in from.
        let cancelX = cancelShown ? w - Self.horizontalMargin - cancel : w
        cancelButton.frame = Rect(x: cancelX, y: Self.verticalMargin, width: cancel, height: Self.fieldHeight)
        cancelButton.alpha = contentAlpha
        // The glyph and the text stay centred in the field as it gets shorter (the text field
        // clips its text), so nothing shows outside it.
        let glyphSide = MagnifierGlyphView.side
        glyph.frame = Rect(
            x: 8, y: ((fieldHeight - glyphSide) / 2).rounded(), width: glyphSide, height: glyphSide)
        let textX = 8 + glyphSide + 6
        searchTextField.frame = Rect(x: textX, y: 0, width: max(0, fieldWidth - textX), height: fieldHeight)
        searchTextField.roundedFieldRect = Rect(x: -textX, y: 0, width: fieldWidth, height: fieldHeight)
        glyph.alpha = contentAlpha
        searchTextField.alpha = contentAlpha
        bottomLine.frame = Rect(x: 0, y: bounds.height - hairlineWidth, width: w, height: hairlineWidth)
    }

    // MARK: - Edits

    private func userChangedText() {
        delegate?.searchBar(self, textDidChange: searchTextField.text ?? "")
        searchController?.searchBarTextDidChange()
    }

    /// The Cancel button, or Escape: the delegate hears of it and the search controller ends
    /// the search.
    func cancelButtonClicked() {
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.isActive = false
    }
}

extension SearchBar: TextFieldDelegate {
    /// Editing starts: the search controller activates.
    public func textFieldDidBeginEditing(_ textField: TextField) {
        searchController?.searchBarDidBeginEditing()
        delegate?.searchBarTextDidBeginEditing(self)
    }

    /// Editing ends (the search may stay active, as UIKit's).
    public func textFieldDidEndEditing(_ textField: TextField) {
        delegate?.searchBarTextDidEndEditing(self)
    }

    /// Return is the Search button: the delegate hears of it and editing ends, the search
    /// staying active with its results.
    public func textFieldShouldReturn(_ textField: TextField) -> Bool {
        delegate?.searchBarSearchButtonClicked(self)
        textField.resignFirstResponder()
        return false
    }
}
