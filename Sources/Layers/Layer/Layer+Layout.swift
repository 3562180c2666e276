extension Layer {
    /// Asks for `layoutSublayers` before the next frame draws.
    public func setNeedsLayout() {
        guard !needsLayout else { return }
        needsLayout = true
        scene?.layoutRequested()
    }

    /// Lays out this layer (if marked) and then its sublayers, parents first.
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSublayers()
        }
        forEachSublayer { $0.layoutIfNeeded() }
    }
}
