import Geometry

extension Layer {
    /// Sets `userInterfaceStyle` from `overrideUserInterfaceStyle`, else the superlayer's; when
    /// it changed, redraws this layer if it draws a dynamic colour or content of its own, tells
    /// it (`UserInterfaceStyleObserving`) and goes on down the sublayers that inherit it.
    /// Called when a layer joins a superlayer and when an override changes (DarkMode.md in the
    /// Views module): a change of style costs one walk of the subtree it reaches, no more.
    package func updateUserInterfaceStyle() {
        let style =
            overrideUserInterfaceStyle != .unspecified
            ? overrideUserInterfaceStyle : (superlayer?.userInterfaceStyle ?? .unspecified)
        let level =
            overrideUserInterfaceLevel != .unspecified
            ? overrideUserInterfaceLevel : (superlayer?.userInterfaceLevel ?? .unspecified)
        guard style != userInterfaceStyle || level != userInterfaceLevel else { return }
        let previous = traitCollection
        userInterfaceStyle = style
        userInterfaceLevel = level
        if traitCollection.hasDifferentColorAppearance(comparedTo: previous) && drawsDynamicColor {
            contentDidChange()
        }
        (self as? UserInterfaceStyleObserving)?.userInterfaceStyleDidChange(from: previous)
        for child in sublayers {
            child.updateUserInterfaceStyle()
        }
    }

    /// The traits this layer's dynamic colours resolve with.
    package var traitCollection: TraitCollection {
        TraitCollection(userInterfaceStyle: userInterfaceStyle, userInterfaceLevel: userInterfaceLevel)
    }

    /// Whether a change between light and dark changes what this layer itself draws: a dynamic
    /// background, border or shadow colour (in the model or on screen), or content it draws
    /// (text and custom drawing resolve their colours as they draw).
    private var drawsDynamicColor: Bool {
        hasCustomContent || model.backgroundColor.isDynamic || model.borderColor.isDynamic
            || model.shadowColor.isDynamic || presented.backgroundColor.isDynamic
            || presented.borderColor.isDynamic || presented.shadowColor.isDynamic
    }

    /// The presentation values with their colours resolved for the layer's style: what the
    /// flattener draws. Copies nothing more than the state for a layer with no dynamic colour.
    var drawnState: LayerState {
        var p = presented
        guard p.backgroundColor.isDynamic || p.borderColor.isDynamic || p.shadowColor.isDynamic else { return p }
        let traits = traitCollection
        p.backgroundColor = p.backgroundColor.resolvedColor(with: traits)
        p.borderColor = p.borderColor.resolvedColor(with: traits)
        p.shadowColor = p.shadowColor.resolvedColor(with: traits)
        return p
    }
}

/// A layer told when its `userInterfaceStyle` changed (a view's layer tells its view, which
/// calls `traitCollectionDidChange(_:)`); it is already marked for redrawing if it draws a
/// dynamic colour.
@MainActor
package protocol UserInterfaceStyleObserving: AnyObject {
    /// `userInterfaceStyle` or `userInterfaceLevel` changed from `previous`.
    func userInterfaceStyleDidChange(from previous: TraitCollection)
}
