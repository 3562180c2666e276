import Animation
import Navigation

/// What the settings page switches, shared by the pages and the app.
@MainActor
final class DemoSettings {
    enum AnimatorChoice: String, CaseIterable {
        case automatic = "Automatic"
        case fade = "Fade"
        case moveIn = "Move in"
        case cube = "Cube"
        case flip = "Flip"
    }

    enum PolicyChoice: String, CaseIterable {
        case standard = "Half or fling"
        case third = "Past a third"
        case forty = "Past 40 points"

        var policy: PopReleasePolicy {
            switch self {
            case .standard: return .standard
            case .third: return .pastOneThird
            case .forty: return .pastFortyPoints
            }
        }
    }

    var animator = AnimatorChoice.automatic
    var policy = PolicyChoice.standard
    var fullScreen = false
    var slowMotion = false
    var showsFrameTimes = false
    /// The window's `prefersReducedMotion`: the desktop's preference at launch, then the
    /// settings page's switch.
    var reducedMotion = false

    /// Called after any change: the app applies it, a settings page on screen shows it.
    private var observers: [@MainActor () -> Void] = []

    /// Calls `observer` after every change (capture what it updates weakly).
    func observe(_ observer: @escaping @MainActor () -> Void) {
        observers.append(observer)
    }

    func changed() {
        for observer in observers { observer() }
    }
}

extension CaseIterable where Self: Equatable {
    /// The next case, wrapping round.
    func next() -> Self {
        let all = Array(Self.allCases)
        let i = all.firstIndex(of: self)!
        return all[(i + 1) % all.count]
    }
}
