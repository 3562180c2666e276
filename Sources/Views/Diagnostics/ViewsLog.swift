import Logging

/// Where the Views module's diagnostics go: swift-log's `Logger` labelled `segue.layout` (Auto
/// Layout's unsatisfiable or non-finite constraints, as UIKit logs them). An app chooses the
/// destination with `LoggingSystem.bootstrap`; without one, swift-log writes to standard error.
enum ViewsLog {
    static let layout = Logger(label: "segue.layout")
}
