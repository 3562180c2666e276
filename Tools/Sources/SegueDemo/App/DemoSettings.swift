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
        case spring = "Spring"

        var policy: PopReleasePolicy {
            switch self {
            case .standard: return .standard
            case .third: return .pastOneThird
            case .forty: return .pastFortyPoints
            // Half or fling, the release a slightly bouncy spring launched at the pointer's
            // speed rather than the matched ease-out.
            case .spring: return PopReleasePolicy(timing: .spring(Spring(dampingRatio: 0.75, stiffness: 300)))
            }
        }
    }

    /// How far from the left edge the back-drag from anywhere may start
    /// (`PopGestureMode.fullScreen(maximumDistance:)`).
    enum ReachChoice: String, CaseIterable {
        case wholeWidth = "Whole width"
        case threeHundred = "300 points"
        case twoHundred = "200 points"

        var maximumDistance: Double? {
            switch self {
            case .wholeWidth: return nil
            case .threeHundred: return 300
            case .twoHundred: return 200
            }
        }
    }

    var animator = AnimatorChoice.automatic
    var policy = PolicyChoice.standard
    var fullScreen = false
    var reach = ReachChoice.wholeWidth
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

    /// The back-drag as the settings have it: from the left edge, or from anywhere within the
    /// reach.
    var popGestureMode: PopGestureMode {
        fullScreen ? .fullScreen(maximumDistance: reach.maximumDistance) : .standard
    }
}
