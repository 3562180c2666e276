import Layers
import Views

/// Choices shown from a bar button item (UIKit's `UIMenu`, reduced to a title and actions):
/// a click on an item with a menu and no action shows them as an action sheet pointing at the
/// item — a popover by the item on a wide window, rising from the bottom on a narrow one — with
/// a Cancel (Alerts.md, BarAppearances.md). Choosing one runs its `Action`, the item's button
/// as its sender. Nested menus and inline sections are not supported.
@MainActor
public final class Menu {
    /// Shown over the choices; empty for none.
    public let title: String
    /// The menu's image (kept for ports; an action sheet shows none).
    public let image: Image?
    /// The choices, top to bottom.
    public let children: [Action]

    /// Creates a menu (`UIMenu(title:image:children:)`).
    public init(title: String = "", image: Image? = nil, children: [Action] = []) {
        self.title = title
        self.image = image
        self.children = children
    }

    /// The action sheet this menu shows from `button`, presented by the page the button's bar
    /// belongs to; nothing when the button is in no page.
    @discardableResult
    func show(from button: BarButton) -> AlertController? {
        var view: View? = button
        while let current = view, !(current is PageView) { view = current.superview }
        guard let page = view as? PageView else { return nil }
        let sheet = AlertController(title: title.isEmpty ? nil : title, message: nil, preferredStyle: .actionSheet)
        for child in children {
            sheet.addAction(
                AlertAction(title: child.title, style: .default) { [weak button] _ in child.perform(sender: button) })
        }
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.barButtonItem = button.item
        page.viewController.present(sheet, animated: true)
        return sheet
    }
}
