// UIKit's semantic and system colours, with iOS's light and dark values (iOS 13 and later;
// DarkMode.md in the Views module lists them and says which built-in view uses which).

extension Color {
    private static func rgb(_ hex: UInt32, _ alpha: Double = 1) -> Color {
        Color(
            red: Double((hex >> 16) & 0xff) / 255, green: Double((hex >> 8) & 0xff) / 255,
            blue: Double(hex & 0xff) / 255, alpha: alpha)
    }

    private static func dynamic(_ light: UInt32, _ dark: UInt32, elevated: UInt32? = nil) -> Color {
        Color(light: rgb(light), dark: rgb(dark), elevatedDark: elevated.map { rgb($0) })
    }

    private static func dynamic(_ light: UInt32, _ lightAlpha: Double, _ dark: UInt32, _ darkAlpha: Double) -> Color {
        Color(light: rgb(light, lightAlpha), dark: rgb(dark, darkAlpha))
    }

    // MARK: Backgrounds

    /// A page's ground: white, black in dark, #1C1C1E in dark in a sheet (`UIColor.systemBackground`).
    public static let systemBackground = dynamic(0xFFFFFF, 0x000000, elevated: 0x1C1C1E)
    /// Grouped content on `systemBackground`: #F2F2F7, #1C1C1E in dark, #2C2C2E in a sheet.
    public static let secondarySystemBackground = dynamic(0xF2F2F7, 0x1C1C1E, elevated: 0x2C2C2E)
    /// Content on `secondarySystemBackground`: white, #2C2C2E in dark, #3A3A3C in a sheet.
    public static let tertiarySystemBackground = dynamic(0xFFFFFF, 0x2C2C2E, elevated: 0x3A3A3C)
    /// A grouped list's ground: #F2F2F7, black in dark, #1C1C1E in a sheet.
    public static let systemGroupedBackground = dynamic(0xF2F2F7, 0x000000, elevated: 0x1C1C1E)
    /// A grouped list's cells: white, #1C1C1E in dark, #2C2C2E in a sheet.
    public static let secondarySystemGroupedBackground = dynamic(0xFFFFFF, 0x1C1C1E, elevated: 0x2C2C2E)
    /// Content in a grouped list's cells: #F2F2F7, #2C2C2E in dark, #3A3A3C in a sheet.
    public static let tertiarySystemGroupedBackground = dynamic(0xF2F2F7, 0x2C2C2E, elevated: 0x3A3A3C)

    // MARK: Text

    /// Primary text: black, white in dark (`UIColor.label`).
    public static let label = dynamic(0x000000, 0xFFFFFF)
    /// Secondary text: #3C3C43 at 60%, #EBEBF5 at 60% in dark.
    public static let secondaryLabel = dynamic(0x3C3C43, 0.6, 0xEBEBF5, 0.6)
    /// Tertiary text: #3C3C43 at 30%, #EBEBF5 at 30% in dark.
    public static let tertiaryLabel = dynamic(0x3C3C43, 0.3, 0xEBEBF5, 0.3)
    /// Quaternary text: #3C3C43 at 18%, #EBEBF5 at 16% in dark.
    public static let quaternaryLabel = dynamic(0x3C3C43, 0.18, 0xEBEBF5, 0.16)
    /// A text field's placeholder: #3C3C43 at 30%, #EBEBF5 at 30% in dark.
    public static let placeholderText = dynamic(0x3C3C43, 0.3, 0xEBEBF5, 0.3)
    /// A link: #007AFF, #0984FF in dark.
    public static let link = dynamic(0x007AFF, 0x0984FF)

    // MARK: Separators

    /// A thin line that lets what is under it show: #3C3C43 at 29%, #545458 at 60% in dark.
    public static let separator = dynamic(0x3C3C43, 0.29, 0x545458, 0.6)
    /// A thin line that hides what is under it: #C6C6C8, #38383A in dark.
    public static let opaqueSeparator = dynamic(0xC6C6C8, 0x38383A)

    // MARK: Fills

    /// Thin and small shapes (a switch's track): #787880 at 20%, at 36% in dark.
    public static let systemFill = dynamic(0x787880, 0.2, 0x787880, 0.36)
    /// Medium shapes: #787880 at 16%, at 32% in dark.
    public static let secondarySystemFill = dynamic(0x787880, 0.16, 0x787880, 0.32)
    /// Large shapes (a search field): #767680 at 12%, at 24% in dark.
    public static let tertiarySystemFill = dynamic(0x767680, 0.12, 0x767680, 0.24)
    /// Large areas with complex content: #747480 at 8%, #767680 at 18% in dark.
    public static let quaternarySystemFill = dynamic(0x747480, 0.08, 0x767680, 0.18)

    // MARK: Tints

    /// #007AFF, #0A84FF in dark: the default tint.
    public static let systemBlue = dynamic(0x007AFF, 0x0A84FF)
    /// #34C759, #30D158 in dark.
    public static let systemGreen = dynamic(0x34C759, 0x30D158)
    /// #5856D6, #5E5CE6 in dark.
    public static let systemIndigo = dynamic(0x5856D6, 0x5E5CE6)
    /// #FF9500, #FF9F0A in dark.
    public static let systemOrange = dynamic(0xFF9500, 0xFF9F0A)
    /// #FF2D55, #FF375F in dark.
    public static let systemPink = dynamic(0xFF2D55, 0xFF375F)
    /// #AF52DE, #BF5AF2 in dark.
    public static let systemPurple = dynamic(0xAF52DE, 0xBF5AF2)
    /// #FF3B30, #FF453A in dark: destructive actions, badges.
    public static let systemRed = dynamic(0xFF3B30, 0xFF453A)
    /// #5AC8FA, #64D2FF in dark.
    public static let systemTeal = dynamic(0x5AC8FA, 0x64D2FF)
    /// #FFCC00, #FFD60A in dark.
    public static let systemYellow = dynamic(0xFFCC00, 0xFFD60A)
    /// #8E8E93 in both.
    public static let systemGray = rgb(0x8E8E93)
    /// #AEAEB2, #636366 in dark.
    public static let systemGray2 = dynamic(0xAEAEB2, 0x636366)
    /// #C7C7CC, #48484A in dark.
    public static let systemGray3 = dynamic(0xC7C7CC, 0x48484A)
    /// #D1D1D6, #3A3A3C in dark.
    public static let systemGray4 = dynamic(0xD1D1D6, 0x3A3A3C)
    /// #E5E5EA, #2C2C2E in dark.
    public static let systemGray5 = dynamic(0xE5E5EA, 0x2C2C2E)
    /// #F2F2F7, #1C1C1E in dark.
    public static let systemGray6 = dynamic(0xF2F2F7, 0x1C1C1E)
}
