import Geometry

/// Something that drives one property of a layer's presentation; a layer has at most one
/// per property. A newer animation of the same property takes it over.
@MainActor
protocol LayerAnimationOwner: AnyObject {
    /// Another animation took the property: stop driving it and report an interruption.
    func propertyWasTaken()
    /// The layer left its scene or its animations were removed.
    func cancel()
    /// Another animation took the property but lets this one run out its time: stop
    /// driving it, and end as finished when this one's time is up. By default, as taken.
    func propertyWasTakenLettingItFinish()
    /// Whether the layer takes no pointer input while this drives one of its properties.
    var blocksInteraction: Bool { get }
}

extension LayerAnimationOwner {
    func propertyWasTakenLettingItFinish() { propertyWasTaken() }
    var blocksInteraction: Bool { false }
}

extension Layer {
    /// Makes `owner` the driver of `key`, interrupting whoever drove it before.
    func claim(_ key: PartialKeyPath<LayerState>, by owner: any LayerAnimationOwner, lettingItFinish: Bool = false) {
        let previous = animationOwners[key]
        animationOwners[key] = owner
        if lettingItFinish {
            previous?.propertyWasTakenLettingItFinish()
        } else {
            previous?.propertyWasTaken()
        }
    }

    /// Gives up `key` if `owner` still drives it; returns whether it did.
    @discardableResult
    func release(_ key: PartialKeyPath<LayerState>, by owner: any LayerAnimationOwner) -> Bool {
        guard let current = animationOwners[key], current === owner else { return false }
        animationOwners[key] = nil
        return true
    }

    /// Shows the model value of `key` again (an animation of it ended).
    func showModel<V: Interpolatable>(_ key: WritableKeyPath<LayerState, V>) {
        setPresented(model[keyPath: key], key)
    }

    /// Stops the animation of `key`, if any (it reports it did not finish); the layer shows
    /// its model value.
    func stopAnimation<V: Interpolatable>(of key: WritableKeyPath<LayerState, V>) {
        guard let owner = animationOwners.removeValue(forKey: key) else { return }
        owner.cancel()
        showModel(key)
    }

    /// Stops every animation of this layer, and ends its `Transition`s; each reports it did
    /// not finish.
    public func removeAllAnimations() {
        if !transitions.isEmpty { endTransitions() }
        let owners = animationOwners
        animationOwners = [:]
        presented = model
        // Cancel each owner once, even one that drove several properties.
        var cancelled = Set<ObjectIdentifier>()
        for owner in owners.values where cancelled.insert(ObjectIdentifier(owner)).inserted {
            owner.cancel()
        }
        contentDidChange()
    }

    /// True while any property of this layer is animating.
    public var isAnimating: Bool { !animationOwners.isEmpty }

    /// True while an animation that keeps pointer input away drives one of the layer's
    /// properties (a `View.animate` block without `.allowUserInteraction`).
    package var isAnimatingWithoutInteraction: Bool {
        !animationOwners.isEmpty && animationOwners.values.contains { $0.blocksInteraction }
    }

    /// True while `key` is animating.
    public func isAnimating(_ key: PartialKeyPath<LayerState>) -> Bool { animationOwners[key] != nil }
}
