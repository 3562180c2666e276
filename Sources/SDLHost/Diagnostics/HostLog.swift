import Logging

/// Where the SDL host's diagnostics go (swift-log `Logger`s; an app chooses the destination
/// with `LoggingSystem.bootstrap`, else swift-log writes to standard error):
/// `segue.host` for the renderer chosen, frames not drawn, the platform's text input and the
/// accessibility bridge (one line when it does not connect: Accessibility.md);
/// `segue.app` for an app that could not start or stopped on an error.
enum HostLog {
    static let host = Logger(label: "segue.host")
    static let app = Logger(label: "segue.app")
}
