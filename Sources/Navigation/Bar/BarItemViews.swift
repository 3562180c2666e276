import Geometry
import Views

/// What the navigation bar and the toolbar share about their rows of items: one `BarButton`
/// per item, kept while the item stays (so configuring again changes nothing on screen), and
/// the width each takes.
@MainActor
enum BarItemViews {
    /// The buttons for `items`, in order: a button already showing an item is kept, the others
    /// are made and added to `parent`, and buttons whose items went are removed. An item listed
    /// twice shows once (a view has one place).
    static func reconcile(_ views: [BarButton], with items: [BarButtonItem], in parent: View, tint: Color)
        -> [BarButton]
    {
        var kept: [ObjectIdentifier: BarButton] = [:]
        for view in views { kept[ObjectIdentifier(view.item)] = view }
        var seen: Set<ObjectIdentifier> = []
        var result: [BarButton] = []
        for item in items where seen.insert(ObjectIdentifier(item)).inserted {
            if let view = kept.removeValue(forKey: ObjectIdentifier(item)) {
                view.syncWithItem()
                result.append(view)
                continue
            }
            let button = BarButton(item: item, tint: tint)
            // A space is room, not a button: it takes no clicks.
            button.isUserInteractionEnabled = item.space == nil
            parent.addSubview(button)
            result.append(button)
        }
        for view in kept.values { view.removeFromSuperview() }
        return result
    }

    /// The width `view` takes in a row: a fixed space's width, nothing for a flexible space
    /// (a toolbar shares its room out), else what the item needs.
    static func width(of view: BarButton) -> Double {
        switch view.item.space {
        case .fixed(let width): max(0, width)
        case .flexible: 0
        case nil: max(view.preferredWidth, view.item.width)
        }
    }
}
