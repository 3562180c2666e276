import Layers

extension BarButtonItem {
    /// The system's items (UIKit's `UIBarButtonItem.SystemItem`): words in the tint (Done and
    /// Save in bold), icons drawn as iOS draws them (templates in the tint, made by
    /// `scripts/make-images` into `Assets/Images/SystemItems`; BarAppearances.md), and
    /// the two spaces.
    public enum SystemItem: Sendable, Hashable, CaseIterable {
        /// "Done", in bold.
        case done
        /// "Cancel".
        case cancel
        /// "Edit".
        case edit
        /// "Save", in bold.
        case save
        /// A plus.
        case add
        /// Room shared out in a toolbar (`BarButtonItem.flexibleSpace()`).
        case flexibleSpace
        /// A gap (`BarButtonItem.fixedSpace(_:)`; 0 points made this way).
        case fixedSpace
        /// A square with a pencil (write something new).
        case compose
        /// An arrow turning back to the left.
        case reply
        /// A square with an arrow out of it (share).
        case action
        /// A folder.
        case organize
        /// An open book.
        case bookmarks
        /// A magnifying glass.
        case search
        /// A circling arrow.
        case refresh
        /// A cross.
        case stop
        /// A camera.
        case camera
        /// A bin.
        case trash
        /// A triangle pointing right.
        case play
        /// Two bars.
        case pause
        /// Two triangles pointing left.
        case rewind
        /// Two triangles pointing right.
        case fastForward
        /// A U-turn arrow to the left.
        case undo
        /// A U-turn arrow to the right.
        case redo
        /// A page with a turned-up corner.
        case pageCurl
        /// A cross in a filled circle (iOS 13's close button).
        case close

        /// The word a text item shows ("Done", "Cancel", "Edit", "Save"); nil for an icon or a
        /// space.
        public var title: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            default: nil
            }
        }

        /// Bold (`.done`) for Done and Save, plain for the others.
        public var style: Style { self == .done || self == .save ? .done : .plain }

        /// The icon's file name in `Assets/Images/SystemItems` (without "@2x.pgm"); nil for a
        /// text item or a space.
        public var iconName: String? {
            switch self {
            case .done, .cancel, .edit, .save, .flexibleSpace, .fixedSpace: nil
            case .fastForward: "fast-forward"
            case .pageCurl: "page-curl"
            default: String(describing: self)
            }
        }

        /// A name for the icon when it cannot be loaded (the item shows it as its title).
        var spokenName: String {
            switch self {
            case .fastForward: "Fast forward"
            case .pageCurl: "Page curl"
            default:
                String(describing: self).prefix(1).uppercased() + String(describing: self).dropFirst()
            }
        }

        /// The icon, loaded from the assets (`SystemItemIcon`); nil for a text item or a space,
        /// and when the assets lack it.
        @MainActor
        var image: Image? { iconName.flatMap { SystemItemIcon.load($0) } }
    }
}
