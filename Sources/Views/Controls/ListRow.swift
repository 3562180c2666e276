/// What one row of a `ScrollList` shows (the content of a UITableViewCell in its `.subtitle`
/// style): a title, an optional smaller line under it, and an optional mark at the right.
public struct ListRow: Hashable, Sendable {
    /// The mark at the right end of a row (UIKit's UITableViewCell.AccessoryType).
    public enum Accessory: Hashable, Sendable {
        case none
        /// A chevron: selecting the row opens a page.
        case disclosureIndicator
        /// A check mark: the row is the chosen option.
        case checkmark
    }

    public var title: String
    public var subtitle: String?
    public var accessory: Accessory

    public init(title: String, subtitle: String? = nil, accessory: Accessory = .none) {
        self.title = title
        self.subtitle = subtitle
        self.accessory = accessory
    }
}
