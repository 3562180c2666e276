/// How much a constraint matters: the weight of its error in what the solver minimizes. A
/// required constraint must hold; the others are kept as well as the stronger ones allow, a
/// strong one before any number of medium ones, as Cassowary's symbolic weights do (here
/// folded into one number, three decimal orders apart per level, as Kiwi does).
public enum Strength {
    /// Must hold: adding a required constraint that cannot hold fails.
    public static let required = make(1000, 1000, 1000)
    /// Kept before any medium or weak constraint.
    public static let strong = make(1, 0, 0)
    /// Kept before any weak constraint.
    public static let medium = make(0, 1, 0)
    /// Kept when nothing stronger is in the way.
    public static let weak = make(0, 0, 1)

    /// A strength from its strong, medium and weak parts (each clamped to 0...1000), times
    /// `weight`.
    public static func make(_ strong: Double, _ medium: Double, _ weak: Double, weight: Double = 1) -> Double {
        func part(_ value: Double) -> Double { min(max(value * weight, 0), 1000) }
        return part(strong) * 1_000_000 + part(medium) * 1000 + part(weak)
    }

    /// `strength` within 0...required.
    static func clipped(_ strength: Double) -> Double { min(max(strength, 0), required) }
}
