import Logging

/// Where the SDL host's diagnostics go (swift-log `Logger`s; an app chooses the destination
/// with `LoggingSystem.bootstrap`, else swift-log writes to standard error):
/// `segue.host` for the renderer chosen, frames not drawn, the platform's text input and the
/// accessibility bridge (one line when it does not connect: Accessibility.md);
/// `segue.app` for an app that could not start or stopped on an error;
/// `segue.text` for fonts: a system font standing in for a missing asset, a font found
/// nowhere, fallback faces and characters no face has (FontsAndAssets.md, "Diagnostics");
/// `segue.assets` for images: the file chosen for an asset, an asset found nowhere;
/// `segue.sdl` for SDL's own log lines (`SDLLogRoute`), which SDL would print itself.
enum HostLog {
    static let host = Logger(label: "segue.host")
    static let app = Logger(label: "segue.app")
    static let text = Logger(label: "segue.text")
    static let assets = Logger(label: "segue.assets")
    static let sdl = Logger(label: "segue.sdl")
}
