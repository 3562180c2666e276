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
        // A counted loop over a copy (what `for` walks): a `for` looks its iterator's generic
        // type up at run time in a debug build, at every layer of every pass
        // (docs/ARCHITECTURE.md, "Design rules and seams").
        let children = sublayers
        var i = 0
        while i < children.count {
            children[i].layoutIfNeeded()
            i += 1
        }
    }
}
