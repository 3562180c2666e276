import Geometry

/// The flat result of a layer tree: what a renderer executes, in order, back to front.
public struct DisplayList {
    /// The surface size in points.
    public var size: Size
    /// What the surface is cleared to before the items draw.
    public var background: Color
    /// The draw operations, back to front.
    public var items: [DisplayItem]

    /// Creates a display list for a surface of `size` points.
    public init(size: Size, background: Color = .clear, items: [DisplayItem] = []) {
        self.size = size
        self.background = background
        self.items = items
    }
}
