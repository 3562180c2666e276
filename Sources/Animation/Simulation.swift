/// A one-dimensional motion as a function of time, Flutter's `Simulation`: where it is, how
/// fast it moves, and whether it has come to rest, at `t` seconds after it began.
///
/// Simulations are pure values: sampling one at any time, in any order, gives the same answer,
/// so a late frame simply samples a later time (TimeAndMotion.md).
public protocol Simulation: Sendable {
    /// The value `t` seconds after the motion began.
    func position(at t: Double) -> Double
    /// The rate of change of ``position(at:)``, in units per second.
    func velocity(at t: Double) -> Double
    /// True from the moment the motion is over; `position` is then its final value.
    func isDone(at t: Double) -> Bool
}
