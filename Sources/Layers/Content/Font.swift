/// A font face and a size in points. `name` is a font file's base name in the assets'
/// `Fonts/` folder, such as "DejaVuSans" or "DejaVuSans-Bold".
public struct Font: Hashable, Sendable {
    public var name: String
    public var size: Double

    public init(name: String, size: Double) {
        self.name = name
        self.size = size
    }

    public static func system(size: Double) -> Font { Font(name: "DejaVuSans", size: size) }
    public static func boldSystem(size: Double) -> Font { Font(name: "DejaVuSans-Bold", size: size) }
}
