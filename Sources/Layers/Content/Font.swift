/// A font face and a size in points. `name` is a font file's base name in the assets'
/// `Fonts/` folder, such as "DejaVuSans" or "DejaVuSans-Bold".
public struct Font: Hashable, Sendable {
    /// The font file's base name in the assets' `Fonts/` folder, such as "DejaVuSans".
    public var name: String
    /// The size in points.
    public var size: Double

    /// Creates a font from a file base name and a size in points.
    public init(name: String, size: Double) {
        self.name = name
        self.size = size
    }

    /// The regular face (DejaVu Sans) at `size` points (`UIFont.systemFont(ofSize:)`).
    public static func system(size: Double) -> Font { Font(name: "DejaVuSans", size: size) }
    /// The bold face (DejaVu Sans Bold) at `size` points (`UIFont.boldSystemFont(ofSize:)`).
    public static func boldSystem(size: Double) -> Font { Font(name: "DejaVuSans-Bold", size: size) }
}
