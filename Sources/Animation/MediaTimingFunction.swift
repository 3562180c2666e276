import Geometry

/// Core Animation's `CAMediaTimingFunction`: in Segue, a `TimingCurve`.
public typealias MediaTimingFunction = TimingCurve

/// The names of Core Animation's timing functions (`CAMediaTimingFunctionName`).
public struct MediaTimingFunctionName: RawRepresentable, Sendable, Hashable {
    /// Core Animation's string for the name.
    public let rawValue: String

    /// A name of Core Animation's.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// An even speed.
    public static let linear = MediaTimingFunctionName(rawValue: "linear")
    /// Slow at the start.
    public static let easeIn = MediaTimingFunctionName(rawValue: "easeIn")
    /// Slow at the end.
    public static let easeOut = MediaTimingFunctionName(rawValue: "easeOut")
    /// Slow at both ends.
    public static let easeInEaseOut = MediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// Core Animation's default curve, (0.25, 0.1) and (0.25, 1).
    public static let `default` = MediaTimingFunctionName(rawValue: "default")
}

extension TimingCurve {
    /// The curve Core Animation names `name` (`CAMediaTimingFunction(name:)`); a name it does
    /// not know is taken as `.default`.
    public init(name: MediaTimingFunctionName) {
        switch name {
        case .linear: self = .linear
        case .easeIn: self = .easeIn
        case .easeOut: self = .easeOut
        case .easeInEaseOut: self = .easeInOut
        default: self = .caDefault
        }
    }

    /// A curve through the control points (c1x, c1y) and (c2x, c2y)
    /// (`CAMediaTimingFunction(controlPoints:_:_:_:)`); the x values are clamped to 0...1.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        self.init(
            controlPoint1: Point(x: min(max(Double(c1x), 0), 1), y: Double(c1y)),
            controlPoint2: Point(x: min(max(Double(c2x), 0), 1), y: Double(c2y)))
    }

    /// Core Animation's default curve (`kCAMediaTimingFunctionDefault`).
    public static let caDefault = TimingCurve(
        controlPoint1: Point(x: 0.25, y: 0.1), controlPoint2: Point(x: 0.25, y: 1))
}
