/// What a module above Views keeps once per window (Navigation's warning sink and transition
/// stream): owned by the window, so it goes with it and two windows share nothing.
extension Window {
    /// The window's one `T`, made by `make` the first time it is asked for.
    package func service<T: AnyObject>(_ make: () -> T) -> T {
        if let made = services[ObjectIdentifier(T.self)] as? T { return made }
        let made = make()
        services[ObjectIdentifier(T.self)] = made
        return made
    }

    /// The window's `T` if it was made, else nil (asking makes nothing).
    package func serviceIfMade<T: AnyObject>(_ type: T.Type) -> T? {
        services[ObjectIdentifier(type)] as? T
    }
}
