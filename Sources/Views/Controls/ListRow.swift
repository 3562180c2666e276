/// What one row of a `ScrollList` shows (the content of a UITableViewCell in its `.subtitle`
/// style): a title, an optional smaller line under it, and an optional mark at the right.
public struct ListRow: Hashable, Sendable {
    /// The mark at the right end of a row (UIKit's UITableViewCell.AccessoryType).
    public enum Accessory: Hashable, Sendable {
        /// No mark.
        case none
        /// A chevron: selecting the row opens a page.
        case disclosureIndicator
        /// A check mark: the row is the chosen option.
        case checkmark
    }

    /// The row's main text.
    public var title: String
    /// Smaller text under the title, if any.
    public var subtitle: String?
    /// The mark at the row's right end.
    public var accessory: Accessory

    /// Creates a row's content.
    public init(title: String, subtitle: String? = nil, accessory: Accessory = .none) {
        self.title = title
        self.subtitle = subtitle
        self.accessory = accessory
    }
}
