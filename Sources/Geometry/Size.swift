/// A width and a height in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(width)x\(height)" }
}

extension Size: Interpolatable {
    public static func interpolate(from start: Size, to end: Size, fraction: Double) -> Size {
        Size(
            width: Double.interpolate(from: start.width, to: end.width, fraction: fraction),
            height: Double.interpolate(from: start.height, to: end.height, fraction: fraction))
    }
}
