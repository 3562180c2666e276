import Geometry

extension View {
    /// A displacement (not a position) given in the window's coordinates, in this view's:
    /// only the rotation and scale of the conversion apply, so a view that moves while it is
    /// dragged does not change the translation it reports.
    func convertVector(fromWindow vector: Point) -> Point {
        convert(vector, from: nil) - convert(.zero, from: nil)
    }

    /// A displacement given in this view's coordinates, in the window's.
    func convertVector(toWindow vector: Point) -> Point {
        convert(vector, to: nil) - convert(.zero, to: nil)
    }
}
