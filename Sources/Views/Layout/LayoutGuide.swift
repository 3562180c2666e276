import Geometry

/// A rectangle of a view that layout code places things in (UIKit's `UILayoutGuide`): the
/// safe area (`safeAreaLayoutGuide`), the margins (`layoutMarginsGuide`) or the readable column
/// (`readableContentGuide`). Its `layoutFrame` follows the view; constraints will anchor to it.
@MainActor
public final class LayoutGuide {
    /// Which rectangle of its view a guide follows.
    enum Kind {
        case safeArea, margins, readableContent
    }

    /// The view the guide belongs to (`UILayoutGuide.owningView`).
    public private(set) weak var owningView: View?
    /// A name for debugging (`UILayoutGuide.identifier`).
    public var identifier: String
    let kind: Kind

    init(kind: Kind, owningView: View, identifier: String) {
        self.kind = kind
        self.owningView = owningView
        self.identifier = identifier
    }

    /// The guide's rectangle now, in its view's coordinates (`UILayoutGuide.layoutFrame`);
    /// zero once the view is gone.
    public var layoutFrame: Rect {
        guard let view = owningView else { return .zero }
        switch kind {
        case .safeArea: return view.safeAreaFrame
        case .margins: return view.layoutMarginsFrame
        case .readableContent:
            // The readable column, within the margins' top and bottom.
            let margins = view.layoutMarginsFrame
            let column = view.readableContentFrame
            return Rect(x: column.minX, y: margins.minY, width: column.width, height: margins.height)
        }
    }
}

extension View {
    /// The safe area as a guide (`UIView.safeAreaLayoutGuide`).
    public var safeAreaLayoutGuide: LayoutGuide { guide(.safeArea, "UIViewSafeAreaLayoutGuide") }
    /// The margins as a guide (`UIView.layoutMarginsGuide`).
    public var layoutMarginsGuide: LayoutGuide { guide(.margins, "UIViewLayoutMarginsGuide") }
    /// The readable column as a guide (`UIView.readableContentGuide`; see `readableContentFrame`).
    public var readableContentGuide: LayoutGuide { guide(.readableContent, "UIViewReadableContentGuide") }

    private func guide(_ kind: LayoutGuide.Kind, _ identifier: String) -> LayoutGuide {
        if let made = layoutState.guides.first(where: { $0.kind == kind }) { return made }
        let made = LayoutGuide(kind: kind, owningView: self, identifier: identifier)
        layoutState.guides.append(made)
        return made
    }
}
