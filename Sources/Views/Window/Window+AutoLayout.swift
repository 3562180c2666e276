import Foundation
import Logging

/// The window's Auto Layout and where its warnings go (AutoLayout.md).
extension Window {
    /// The window's Auto Layout, made when a constraint is first activated in it.
    var autoLayout: AutoLayoutEngine {
        if let engine = autoLayoutEngine { return engine }
        let engine = AutoLayoutEngine(window: self)
        autoLayoutEngine = engine
        return engine
    }

    /// Called with each Auto Layout warning ("Unable to simultaneously satisfy constraints",
    /// naming the constraints and the one broken), once per constraint; without it the warning
    /// goes to the `segue.layout` logger (swift-log), as UIKit logs it.
    public var onLayoutWarning: (@MainActor (String) -> Void)? {
        get { layoutWarningSink }
        set { layoutWarningSink = newValue }
    }

    /// How many times the window's Auto Layout solved a changed system (zero without
    /// constraints): tests check that frames where no size changed cost none.
    package var autoLayoutSolveCount: Int { autoLayoutEngine?.solves ?? 0 }

    func reportLayoutWarning(_ message: String) {
        if let sink = layoutWarningSink {
            sink(message)
        } else {
            ViewsLog.layout.warning("\(message)")
        }
    }
}
