import Geometry
import Layers

/// An on/off switch (UIKit's UISwitch): a pill-shaped track, tinted when on and grey when off,
/// with a white knob at the end that says which. A click (a press and a release inside, see
/// `Control`) flips it, the knob sliding across as the track's colour changes
/// (`toggleDuration`), and sends `.valueChanged`; while pressed the knob stretches towards the
/// middle. Setting `isOn` changes it at once and sends nothing, as in UIKit.
///
/// Under the pointer and while pressed the track darkens slightly (`PointerHighlight`, drawn
/// over the track, under the knob).
///
/// The track is the switch's bounds, so give it `Switch.size` (`sizeToFit`). A disabled switch
/// is drawn at half opacity.
@MainActor
open class Switch: Control {
    // docs-number: switch size (points)
    /// UIKit's size for a switch.
    public static let size = Size(width: 51, height: 31)
    /// UIKit's green for a switch that is on.
    public static let defaultOnTintColor = Color.systemGreen
    /// The grey of the track when off: translucent (UIKit's system fill), so it shows as a
    /// slightly darker grey on whatever the switch sits on.
    public static let defaultOffTintColor = Color.systemFill
    /// How long a flip animates, in seconds.
    public static let toggleDuration = 0.25
    /// The gap between the knob and the track's edge.
    public static let knobInset = 2.0
    /// How much wider the knob grows while pressed.
    public static let pressedKnobStretch = 6.0

    /// The knob (a white circle with a soft shadow).
    public let knob = View()

    /// The track's colour when on.
    public var onTintColor = Switch.defaultOnTintColor {
        didSet { updateLooks(animated: false) }
    }

    /// The track's colour when off.
    public var offTintColor = Switch.defaultOffTintColor {
        didSet { updateLooks(animated: false) }
    }

    /// The knob's colour.
    public var thumbTintColor = Color.white {
        didSet { knob.backgroundColor = thumbTintColor }
    }

    private var on: Bool

    /// Creates a switch, off by default, in UIKit's size.
    public init(frame: Rect = Rect(origin: .zero, size: Switch.size), isOn: Bool = false) {
        on = isOn
        super.init(frame: frame)
        knob.name = "knob"
        knob.isUserInteractionEnabled = false
        knob.backgroundColor = thumbTintColor
        knob.layer.shadowOpacity = 0.25
        knob.layer.shadowRadius = 2
        knob.layer.shadowOffset = Size(width: 0, height: 1.5)
        addSubview(knob)
        updateLooks(animated: false)
    }

    /// Whether the switch is on. Setting it moves the knob at once and sends no actions.
    public var isOn: Bool {
        get { on }
        set { setOn(newValue, animated: false) }
    }

    /// Turns the switch on or off, the knob sliding across when `animated` (and the switch is
    /// in a window); sends no actions.
    public func setOn(_ isOn: Bool, animated: Bool) {
        guard isOn != on else { return }
        on = isOn
        updateLooks(animated: animated)
    }

    /// Always ``size``: a switch has one size.
    open override func sizeThatFits(_ size: Size) -> Size { Self.size }

    /// Always ``size`` (`UISwitch.intrinsicContentSize`).
    open override var intrinsicContentSize: Size { Self.size }

    // MARK: - Looks

    /// Where the knob sits: at the left end when off, the right when on, stretched towards
    /// the middle while pressed.
    public var knobFrame: Rect {
        let diameter = max(0, bounds.height - 2 * Self.knobInset)
        let width = min(
            diameter + (isHighlighted ? Self.pressedKnobStretch : 0), max(0, bounds.width - 2 * Self.knobInset))
        let x = on ? bounds.width - Self.knobInset - width : Self.knobInset
        return Rect(x: x, y: Self.knobInset, width: width, height: diameter)
    }

    /// Rounds the track and the knob and places the knob for the current state.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
        knob.layer.cornerRadius = knobFrame.height / 2
        knob.frame = knobFrame
    }

    /// Animates the track's colour and the knob to the new state.
    open override func stateDidChange() {
        super.stateDidChange()
        updateLooks(animated: true)
        pointerHighlight = PointerHighlight.color(for: state)
    }

    /// The hover or pressed highlight drawn over the track now, if any.
    public private(set) var pointerHighlight: Color? {
        didSet { if pointerHighlight != oldValue { setNeedsDisplay() } }
    }

    /// True while the track is highlighted.
    open override var hasCustomDrawing: Bool { pointerHighlight != nil }

    /// Draws the highlight over the track, in its round ends (the knob is drawn above it).
    open override func draw(in context: DrawingContext) {
        guard let pointerHighlight else { return }
        context.fill(context.bounds, color: pointerHighlight, cornerRadius: layer.cornerRadius)
    }

    /// The track's colour, the knob's place and the opacity for the current state.
    private func updateLooks(animated: Bool) {
        let changes = { [self] in
            backgroundColor = on ? onTintColor : offTintColor
            knob.layer.cornerRadius = knobFrame.height / 2
            knob.frame = knobFrame
        }
        alpha = isEnabled ? 1 : 0.5
        // Nothing to move (hovering, say): no animation, so no frames.
        if backgroundColor == (on ? onTintColor : offTintColor) && knob.frame == knobFrame { return }
        if animated, let scene = window?.scene {
            scene.animate(withDuration: Self.toggleDuration, animations: changes)
        } else {
            changes()
        }
    }

    // MARK: - Clicks

    /// Enter or Space while focused flips the switch as a click does: the knob slides, the
    /// `touchUpInside` actions run, then the `.valueChanged` ones.
    open override func activateFromKeyboard() -> Bool {
        guard isEnabled else { return false }
        setOn(!on, animated: true)
        sendActions(for: .touchUpInside)
        sendActions(for: .valueChanged)
        return true
    }

    /// A release inside flips the switch (before the `touchUpInside` actions run, so they see
    /// the new value) and sends `.valueChanged` after them.
    open override func pointerEnded(_ event: PointerEvent) {
        let flips = isTracking && isInsideForTracking(convert(event.location, from: nil))
        if flips { setOn(!on, animated: true) }
        super.pointerEnded(event)
        if flips { sendActions(for: .valueChanged) }
    }
}
