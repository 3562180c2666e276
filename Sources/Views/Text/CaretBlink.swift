import Animation
import Layers

/// The caret's blinking, on the scene's clock (TextEditing.md): shown for
/// `onDuration`, hidden for `offDuration`, over and over; every edit or caret move restarts it
/// shown (steady while typing, as GTK). After `timeout` without one it stays shown and stops
/// stepping, so an idle editing window renders no frames (GTK's `gtk-cursor-blink-timeout`).
@MainActor
final class CaretBlink: FrameAnimation {
    /// Seconds shown, then hidden, per blink.
    static let onDuration = 0.5
    static let offDuration = 0.5
    /// Seconds after the last edit or move when blinking stops, the caret shown.
    static let timeout = 10.0

    private weak var scene: Scene?
    private let apply: @MainActor (Bool) -> Void
    private var start = 0.0
    private(set) var isVisible = true

    /// Blinks by calling `apply` with whether the caret shows.
    init(apply: @escaping @MainActor (Bool) -> Void) {
        self.apply = apply
    }

    /// Shows the caret and starts blinking again from now, in `scene`.
    func restart(in scene: Scene) {
        self.scene = scene
        start = scene.clock.now
        isVisible = true
        apply(true)
        scene.engine.add(self)
    }

    /// Stops blinking (editing ended); the caret's visibility is the caller's again.
    func stop() {
        scene?.engine.remove(self)
        scene = nil
    }

    /// Whether the caret shows `elapsed` seconds after a restart.
    static func isVisible(after elapsed: Double) -> Bool {
        guard elapsed < timeout else { return true }
        let phase = elapsed.truncatingRemainder(dividingBy: onDuration + offDuration)
        return phase < onDuration
    }

    func step(to time: Double) -> Bool {
        let elapsed = time - start
        show(Self.isVisible(after: elapsed))
        return elapsed < Self.timeout
    }

    private func show(_ visible: Bool) {
        guard visible != isVisible else { return }
        isVisible = visible
        apply(visible)
    }
}
