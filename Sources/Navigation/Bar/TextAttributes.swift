import Foundation
import Geometry
import Layers

/// UIKit's text attribute keys that Segue's bars read, on Foundation's own key type, so that
/// `[.foregroundColor: Color.white, .font: Font.boldSystem(size: 17)]` ports as UIKit writes it
/// (`titleTextAttributes`, `largeTitleTextAttributes`, a bar button item appearance's). The
/// values are Segue's types: a `Color` and a `Font`; a value of another type is ignored.
extension NSAttributedString.Key {
    /// The text's colour, a `Color` (UIKit's `.foregroundColor`).
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
    /// The text's font, a `Font` (UIKit's `.font`).
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
}

/// Reading Segue's values out of a UIKit-shaped attribute dictionary.
extension Dictionary where Key == NSAttributedString.Key, Value == Any {
    /// The `.foregroundColor` when it is a `Color`.
    var foregroundColor: Color? { self[.foregroundColor] as? Color }
    /// The `.font` when it is a `Font`.
    var font: Font? { self[.font] as? Font }
}
