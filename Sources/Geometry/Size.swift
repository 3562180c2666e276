/// A width and a height in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent, in points.
    public var width: Double
    /// The vertical extent, in points.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Zero by zero.
    public static let zero = Size(width: 0, height: 0)

    /// `widthxheight`, for example `1024.0x640.0`.
    public var description: String { "\(width)x\(height)" }
}

extension Size: Interpolatable {
    /// Interpolates the width and the height.
    public static func interpolate(from start: Size, to end: Size, fraction: Double) -> Size {
        Size(
            width: Double.interpolate(from: start.width, to: end.width, fraction: fraction),
            height: Double.interpolate(from: start.height, to: end.height, fraction: fraction))
    }
}
