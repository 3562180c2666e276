import Views

/// A page whose trace line names some of its views' frames (`"views"` in the frame lines'
/// `pages`, docs/DEMO.md), so an end-to-end test can see where layout put them.
@MainActor
protocol TracedLayout {
    /// The views to report, each by its `name`.
    var tracedViews: [View] { get }
}
