/// What one row of a `ScrollList` shows (the content of a UITableViewCell in its `.subtitle`
/// style): a title, an optional smaller line under it, and an optional mark at the right;
/// with a `value`, the `.value1` style too: the current value in grey at the right, before the
/// mark (as iOS Settings shows a choice).
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
    /// Grey text at the right, before the accessory (UITableViewCell's `.value1` detail text),
    /// if any: what a setting is set to.
    public var value: String?

    /// Creates a row's content.
    public init(title: String, subtitle: String? = nil, value: String? = nil, accessory: Accessory = .none) {
        self.title = title
        self.subtitle = subtitle
        self.value = value
        self.accessory = accessory
    }
}
