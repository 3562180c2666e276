/// A two-dimensional vector (UIKit's `CGVector`): a spring's initial velocity, say.
public struct Vector: Sendable, Hashable {
    /// The horizontal component.
    public var dx: Double
    /// The vertical component.
    public var dy: Double

    /// Creates a vector of `dx` and `dy`.
    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    /// The zero vector.
    public static let zero = Vector(dx: 0, dy: 0)
}
