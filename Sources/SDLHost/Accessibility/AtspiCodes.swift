/// AT-SPI's numbers for roles and states (`AtspiRole`, `AtspiStateType` in at-spi2-core's
/// atspi-constants.h), and its names for the D-Bus interfaces and paths the bridge uses.
enum Atspi {
    static let accessible = "org.a11y.atspi.Accessible"
    static let application = "org.a11y.atspi.Application"
    static let component = "org.a11y.atspi.Component"
    static let action = "org.a11y.atspi.Action"
    static let text = "org.a11y.atspi.Text"
    static let editableText = "org.a11y.atspi.EditableText"
    static let value = "org.a11y.atspi.Value"
    static let selection = "org.a11y.atspi.Selection"
    static let socket = "org.a11y.atspi.Socket"
    static let registryInterface = "org.a11y.atspi.Registry"
    static let eventObject = "org.a11y.atspi.Event.Object"
    static let eventWindow = "org.a11y.atspi.Event.Window"
    static let eventFocus = "org.a11y.atspi.Event.Focus"
    static let cache = "org.a11y.atspi.Cache"
    /// Where clients ask for the bulk cache, and the signature of one of its items.
    static let cachePath = "/org/a11y/atspi/cache"
    static let cacheItemSignature = "((so)(so)(so)iiassusau)"
    static let properties = "org.freedesktop.DBus.Properties"
    static let introspectable = "org.freedesktop.DBus.Introspectable"

    /// The registry's well-known name on the accessibility bus.
    static let registryName = "org.a11y.atspi.Registry"
    /// The application's root object (and the registry's desktop) live at this path.
    static let rootPath = "/org/a11y/atspi/accessible/root"
    /// Where every other object of the application lives: this, then a number.
    static let objectPathPrefix = "/org/a11y/atspi/accessible/"
    /// A reference to nothing: ("", this path).
    static let nullPath = "/org/a11y/atspi/null"
    /// AT-SPI's version the bridge speaks (`Application.AtspiVersion`).
    static let protocolVersion = "2.1"

    /// Component's coordinate types: relative to the screen, the window, or the parent.
    enum CoordinateType: Int {
        case screen = 0
        case window = 1
        case parent = 2
    }
}

extension AccessibleRole {
    /// AT-SPI's number for the role.
    var atspiCode: UInt32 {
        switch self {
        case .application: 75
        case .frame: 23
        case .panel: 39
        case .dialog: 16
        case .pushButton: 43
        case .toggleButton: 62
        case .label: 29
        case .heading: 83
        case .list: 31
        case .listItem: 32
        case .entry: 79
        case .passwordText: 40
        case .pageTabList: 38
        case .pageTab: 37
        case .toolBar: 63
        case .image: 27
        case .filler: 20
        case .link: 88
        case .slider: 51
        }
    }

    /// AT-SPI's English name for the role (`GetRoleName`).
    var atspiName: String {
        switch self {
        case .application: "application"
        case .frame: "frame"
        case .panel: "panel"
        case .dialog: "dialog"
        case .pushButton: "push button"
        case .toggleButton: "toggle button"
        case .label: "label"
        case .heading: "heading"
        case .list: "list"
        case .listItem: "list item"
        case .entry: "entry"
        case .passwordText: "password text"
        case .pageTabList: "page tab list"
        case .pageTab: "page tab"
        case .toolBar: "tool bar"
        case .image: "image"
        case .filler: "filler"
        case .link: "link"
        case .slider: "slider"
        }
    }
}

extension AccessibleState {
    /// AT-SPI's number for the state (its bit in the state set).
    var atspiCode: Int {
        switch self {
        case .active: 1
        case .checked: 4
        case .editable: 7
        case .enabled: 8
        case .focusable: 11
        case .focused: 12
        case .modal: 16
        case .selectable: 22
        case .selected: 23
        case .sensitive: 24
        case .showing: 25
        case .singleLine: 26
        case .visible: 30
        case .checkable: 41
        }
    }

    /// AT-SPI's name for the state in `object:state-changed:NAME` events.
    var atspiName: String {
        switch self {
        case .active: "active"
        case .checked: "checked"
        case .editable: "editable"
        case .enabled: "enabled"
        case .focusable: "focusable"
        case .focused: "focused"
        case .modal: "modal"
        case .selectable: "selectable"
        case .selected: "selected"
        case .sensitive: "sensitive"
        case .showing: "showing"
        case .singleLine: "single-line"
        case .visible: "visible"
        case .checkable: "checkable"
        }
    }

    /// A state set as AT-SPI sends it: two 32-bit words, state n at bit n % 32 of word n / 32.
    static func atspiWords(_ states: Set<AccessibleState>) -> [UInt32] {
        var words: [UInt32] = [0, 0]
        for state in states { words[state.atspiCode / 32] |= 1 << UInt32(state.atspiCode % 32) }
        return words
    }
}
