import Animation
import Geometry
import Layers
import Views

/// iOS's numbers for alerts and action sheets, in points (Alerts.md
/// and action sheets").
enum AlertMetrics {
    // MARK: The alert

    // docs-number: alert card width (points)
    /// The alert card's width (iOS's 270).
    static let alertWidth = 270.0
    /// The radius of every card's corners.
    static let cornerRadius = 14.0
    // docs-number: alert button height (points)
    /// An alert button's height.
    static let alertButtonHeight = 44.0
    /// The space above the title and below the message, and beside both.
    static let alertHeaderInsets = EdgeInsets(top: 20, left: 16, bottom: 20, right: 16)
    /// The gap between the title and the message.
    static let titleMessageGap = 4.0
    /// The room a title needs on each side of a button to sit side by side with another.
    static let sideBySideTitlePadding = 8.0
    /// The alert's title font: 17 points, bold (DejaVu has no semibold face).
    static let alertTitleFont = Font.boldSystem(size: 17)
    /// The alert's message font.
    static let alertMessageFont = Font.system(size: 13)
    /// An alert button's font; bold for the preferred action.
    static let alertButtonFontSize = 17.0
    /// A text field's font, height, and the gaps above the first field and between fields.
    static let textFieldFont = Font.system(size: 13)
    /// A text field's height.
    static let textFieldHeight = 28.0
    /// The gap between the message and the first field.
    static let textFieldTopGap = 16.0
    /// The gap between two fields.
    static let textFieldSpacing = 8.0
    /// How far a card taller than the window scrolls per wheel notch (as a list).
    static let pointsPerWheelUnit = 48.0
    // docs-number: alert dimming alpha
    /// What shows behind the alert, dimmed: black at this alpha (iOS's 0.2).
    static let dimmingAlpha = 0.2

    // MARK: The action sheet

    // docs-number: action sheet margin from the window's sides and bottom (points)
    /// The gap between an action sheet and the window's edges, and between its two groups.
    static let sheetMargin = 8.0
    // docs-number: action sheet widest (points)
    /// The widest an action sheet gets (the widest iPhone's: 430 − 2 × 8).
    static let sheetMaximumWidth = 414.0
    /// An action sheet button's height.
    static let sheetButtonHeight = 57.0
    /// An action sheet button's font size; bold for the preferred (or cancel) action.
    static let sheetButtonFontSize = 20.0
    /// The space around an action sheet's title and message.
    static let sheetHeaderInsets = EdgeInsets(top: 14, left: 16, bottom: 14, right: 16)
    /// An action sheet's title font: 13 points, bold, grey.
    static let sheetTitleFont = Font.boldSystem(size: 13)
    /// An action sheet's message font.
    static let sheetMessageFont = Font.system(size: 13)

    // MARK: The popover

    // docs-number: popover action sheet width (points)
    /// A popover action sheet's width.
    static let popoverWidth = 304.0
    /// The side of the square whose corner shows as the popover's arrow (it sticks out half
    /// its diagonal, about 13 points).
    static let popoverArrowSide = 18.0
    /// How far the popover's card sits from its source (room for the arrow).
    static let popoverGap = 13.0
    /// The popover's shadow: opacity and blur radius.
    static let popoverShadowOpacity = 0.2
    /// The popover's shadow blur radius.
    static let popoverShadowRadius = 16.0

    // MARK: Colours

    /// The system blue of plain actions.
    static let tint = Color.systemBlue
    /// iOS's `systemRed`, for destructive actions.
    static let destructive = Color.systemRed
    /// A disabled action's title.
    static let disabled = Color.tertiaryLabel
    /// The hairlines between the header and the buttons and between buttons.
    static let separator = Color(
        light: Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.36),
        dark: Color(r8: 0x54, g8: 0x54, b8: 0x58, a8: 153))
    /// An action sheet's title and message.
    static let sheetHeaderText = Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255)
    /// The translucent light material behind an alert and an action sheet's actions: a
    /// 20-point blur under a nearly white tint.
    static let material = BlurEffect(
        radius: 20,
        tint: Color(light: Color(white: 0.97, alpha: 0.85), dark: Color(r8: 0x2C, g8: 0x2C, b8: 0x2E, a8: 217)))
    /// The opaque ground of an action sheet's cancel group and of a popover.
    static let solidBackground = Color(light: .white, dark: Color(r8: 0x2C, g8: 0x2C, b8: 0x2E))
    /// A button's wash under the pointer, and pressed.
    static let hoverWash = Color(light: Color(white: 0, alpha: 0.05), dark: Color(white: 1, alpha: 0.06))
    /// A pressed button's wash.
    static let pressedWash = Color(light: Color(white: 0, alpha: 0.1), dark: Color(white: 1, alpha: 0.12))

    // MARK: Motion

    // docs-number: alert appearing (s)
    /// Seconds an alert takes to appear (scaling from `appearScale` to 1 and fading in), on
    /// `appearCurve`; an action sheet rises in the same time.
    static let appearDuration = 0.4
    /// The scale an alert appears from.
    static let appearScale = 1.15
    /// A fast start and a long soft landing, close to the critically damped spring iOS uses.
    static let appearCurve = TimingCurve(controlPoint1: Point(x: 0.22, y: 1), controlPoint2: Point(x: 0.36, y: 1))
    // docs-number: alert leaving (s)
    /// Seconds an alert takes to fade away, or an action sheet to fall, ease-in-out.
    static let disappearDuration = 0.25
    /// Seconds a popover takes to fade in or out.
    static let popoverFadeDuration = 0.2
}
