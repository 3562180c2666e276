import Geometry

extension Window {
    /// The desktop's light or dark (`.light` or `.dark`), which every page and view of the
    /// window inherits unless the window, a page or a view overrides it
    /// (`overrideUserInterfaceStyle`): the host sets and follows it (`Application` does;
    /// `DesktopAppearance` in SDLHost reads it). Setting `.unspecified` means light. A change
    /// redraws what draws a dynamic colour and calls `traitCollectionDidChange(_:)` on the
    /// views and pages whose style changed (DarkMode.md).
    public var desktopUserInterfaceStyle: UserInterfaceStyle {
        get { scene.rootLayer.overrideUserInterfaceStyle }
        set { scene.rootLayer.overrideUserInterfaceStyle = newValue == .dark ? .dark : .light }
    }
}
