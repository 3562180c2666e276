import Geometry
import Layers
import Views

/// The text field inside a search bar (UIKit's UISearchTextField): a `TextField` whose
/// keyboard focus ring goes round the whole rounded grey field, magnifier included, instead
/// of round the text alone.
@MainActor
public final class SearchTextField: TextField {
    /// The rounded field around it, in the field's coordinates (set by the search bar as it
    /// lays out).
    var roundedFieldRect = Rect.zero {
        didSet { if roundedFieldRect != oldValue { setNeedsLayout() } }
    }

    /// The rounded grey field, magnifier included.
    public override var focusRingRect: Rect { roundedFieldRect.isEmpty ? bounds : roundedFieldRect }

    /// A search field to screen readers (`.searchField`, with the text field's own traits).
    public override var accessibilityTraits: AccessibilityTraits {
        get { super.accessibilityTraits.union(.searchField) }
        set { super.accessibilityTraits = newValue }
    }
}
