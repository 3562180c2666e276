import Animation
import Geometry

/// A node of the layer tree: a rectangle with a background, border, shadow, optional image
/// contents and sublayers, positioned by `position`/`anchorPoint`/`transform` as a Core
/// Animation layer is.
///
/// A layer never draws: the scene flattens the tree's presentation values into a
/// `DisplayList` that a renderer executes.
@MainActor
open class Layer {
    /// What the app set.
    @exclusivity(unchecked) final var model = LayerState()
    /// What is on screen: equal to `model` except for properties that are animating. Read
    /// for every layer of every frame: it, `model`, the sublayers and the flags the flattener
    /// reads skip Swift's run-time exclusivity checks, as the renderer's hot properties do.
    @exclusivity(unchecked) final var presented = LayerState()
    /// The animation that owns each animating property, keyed by the `LayerState` key path.
    /// Unchecked at run time, as the tree's links are (`superlayer`): read whole or by key,
    /// written by key, and an owner is told only after its access has ended.
    @exclusivity(unchecked)
    final var animationOwners: [PartialKeyPath<LayerState>: any LayerAnimationOwner] = [:]

    /// The layer this one is a sublayer of, if any. Not `weak`: a weakly referenced object's
    /// every retain and release takes the runtime's slow path (back references,
    /// docs/ARCHITECTURE.md, "Design rules and seams"); the superlayer holds this layer in
    /// `sublayers` for as long as this is set, and clears it when it goes (`deinit`). It and
    /// `scene` skip Swift's run-time exclusivity checks: every walk up the tree reads them, and
    /// only `insertSublayer`, `removeFromSuperlayer` and `attach` write them, whole, never while
    /// a read is under way (docs/ARCHITECTURE.md, "Design rules and seams").
    @exclusivity(unchecked)
    public private(set) unowned(unsafe) var superlayer: Layer?
    /// The sublayers, back to front.
    @exclusivity(unchecked)
    public private(set) var sublayers: [Layer] = []
    // A sublayer kept alive elsewhere must not point at this layer once it is gone.
    isolated deinit { for sublayer in sublayers { sublayer.superlayer = nil } }
    /// The scene this layer is shown in, if any; set for a whole subtree on attach.
    @exclusivity(unchecked)
    public internal(set) weak var scene: Scene?

    /// A name for debugging and for finding layers in tests.
    public var name: String?

    /// An image stretched over the bounds.
    @exclusivity(unchecked)
    public var contents: Image? {
        didSet { if contents !== oldValue { contentDidChange() } }
    }

    /// When true the subtree is drawn once into an offscreen image and that image is reused
    /// until something inside changes: cheap to move, fade or slide as a whole.
    @exclusivity(unchecked)
    public var shouldRasterize = false {
        didSet { if shouldRasterize != oldValue { contentDidChange() } }
    }

    /// While hidden and rasterized, its image is still made ready (a preparation-only group),
    /// so the frame in which it first shows only draws it: set by a transition for a page that
    /// is about to turn into view (a cube's arriving face, edge-on and hidden at 90°).
    @exclusivity(unchecked)
    final package var preparesRasterWhileHidden = false

    /// When true (UIKit's default) a translucent layer with sublayers fades as one image,
    /// so overlapping children do not show through each other.
    @exclusivity(unchecked)
    public var allowsGroupOpacity = true {
        didSet { if allowsGroupOpacity != oldValue { contentDidChange() } }
    }

    /// Bumped whenever anything this layer or its subtree draws changes; keys the cached
    /// rasterization. Moving the layer itself does not bump it. Unchecked at run time as the
    /// flattener's other properties are: every change bumps it on each ancestor.
    @exclusivity(unchecked)
    public private(set) var contentVersion: UInt64 = 0

    /// Unchecked at run time: every layout pass reads it on every layer.
    @exclusivity(unchecked)
    final var needsLayout = false

    /// The style this layer's dynamic colours resolve to: its `overrideUserInterfaceStyle`,
    /// else its superlayer's as of when it joined it or the superlayer's last change
    /// (`updateUserInterfaceStyle()`); `.unspecified`, drawn light, when nothing says.
    @exclusivity(unchecked)
    final package internal(set) var userInterfaceStyle = UserInterfaceStyle.unspecified
    /// The style this layer and the sublayers that say nothing take, whatever is above;
    /// `.unspecified` (inherit) by default. A view's `overrideUserInterfaceStyle` is its layer's.
    final package var overrideUserInterfaceStyle = UserInterfaceStyle.unspecified {
        didSet { if overrideUserInterfaceStyle != oldValue { updateUserInterfaceStyle() } }
    }
    /// The level this layer's dynamic colours resolve to (elevated in a sheet): its
    /// `overrideUserInterfaceLevel`, else its superlayer's, as the style is.
    @exclusivity(unchecked)
    final package internal(set) var userInterfaceLevel = UserInterfaceLevel.unspecified
    /// The level this layer and the sublayers that say nothing take (a card presentation's
    /// container says elevated); `.unspecified` (inherit) by default.
    final package var overrideUserInterfaceLevel = UserInterfaceLevel.unspecified {
        didSet { if overrideUserInterfaceLevel != oldValue { updateUserInterfaceStyle() } }
    }
    /// The `Transition`s running on the layer (`add(_:forKey:)`), with their keys.
    final var transitions: [(key: String?, token: TransitionToken)] = []

    /// Creates an empty layer: zero bounds, no background, anchor point at the centre.
    public init() {}

    /// The values on screen right now (Core Animation's `presentation()`).
    public var presentation: LayerState { presented }

    // MARK: - The tree

    /// Adds `layer` on top of the sublayers, removing it from its old superlayer first.
    public func addSublayer(_ layer: Layer) {
        insertSublayer(layer, at: sublayers.count)
    }

    /// Inserts `layer` at `index` among the sublayers (clamped), removing it from its old
    /// superlayer first; moving an existing sublayer reorders it.
    public func insertSublayer(_ layer: Layer, at index: Int) {
        precondition(layer !== self, "a layer cannot be its own sublayer")
        var ancestor = superlayer
        while let a = ancestor {
            precondition(a !== layer, "adding an ancestor as a sublayer would make a cycle")
            ancestor = a.superlayer
        }
        if layer.superlayer === self, let old = sublayers.firstIndex(where: { $0 === layer }) {
            sublayers.remove(at: old)
            sublayers.insert(layer, at: min(index, sublayers.count))
            contentDidChange()
            return
        }
        layer.removeFromSuperlayer()
        sublayers.insert(layer, at: min(max(index, 0), sublayers.count))
        layer.superlayer = self
        layer.attach(to: scene)
        layer.updateUserInterfaceStyle()
        contentDidChange()
    }

    /// Inserts `layer` just above `sibling`, or on top when `sibling` is not a sublayer.
    public func insertSublayer(_ layer: Layer, above sibling: Layer) {
        let i = sublayers.firstIndex { $0 === sibling }.map { $0 + 1 } ?? sublayers.count
        insertSublayer(layer, at: i)
    }

    /// Inserts `layer` just below `sibling`, or at the bottom when `sibling` is not a sublayer.
    public func insertSublayer(_ layer: Layer, below sibling: Layer) {
        let i = sublayers.firstIndex { $0 === sibling } ?? 0
        insertSublayer(layer, at: i)
    }

    /// Removes the layer from its superlayer and its scene; its animations stop.
    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayers.removeAll { $0 === self }
        superlayer = nil
        attach(to: nil)
        parent.contentDidChange()
    }

    /// Calls `body` with each sublayer, back to front, as they are now (a copy, what a `for`
    /// walks). A counted loop: a `for` looks its iterator's generic type up at run time at each
    /// start in a debug build, and the walks over every layer (layout, attaching to a scene,
    /// flattening a frame) would do it at every layer (docs/ARCHITECTURE.md, "Design rules and
    /// seams").
    func forEachSublayer(_ body: (Layer) -> Void) {
        let children = sublayers
        var i = 0
        while i < children.count {
            body(children[i])
            i += 1
        }
    }

    /// Depth-first search of the subtree (self included) for a layer with this name.
    public func sublayer(named name: String) -> Layer? {
        if self.name == name { return self }
        for child in sublayers {
            if let found = child.sublayer(named: name) { return found }
        }
        return nil
    }

    func attach(to newScene: Scene?) {
        guard scene !== newScene else { return }
        if scene != nil { removeAllAnimations() }
        scene = newScene
        forEachSublayer { $0.attach(to: newScene) }
        if needsLayout { newScene?.layoutRequested() }
    }

    // MARK: - Invalidation

    /// Something this layer draws changed: its own cache and every ancestor's are stale.
    func contentDidChange() {
        var layer: Layer? = self
        while let l = layer {
            l.contentVersion &+= 1
            layer = l.superlayer
        }
        scene?.displayRequested()
    }

    /// The layer moved or faded as a whole: its ancestors' caches are stale, its own is not.
    func placementDidChange() {
        var layer = superlayer
        while let l = layer {
            l.contentVersion &+= 1
            layer = l.superlayer
        }
        scene?.displayRequested()
    }

    // MARK: - Layout

    /// Called before a frame draws if `setNeedsLayout()` was called (bounds changes call it).
    /// The default calls `layoutHandler`; subclasses may override.
    open func layoutSublayers() { layoutHandler?(self) }

    /// Lays out sublayers without subclassing (Core Animation's layout manager).
    public var layoutHandler: (@MainActor (Layer) -> Void)?

    // MARK: - Custom content

    /// Draws what this layer shows between its background and its sublayers, in its own
    /// coordinates. Subclasses (text, custom drawing) override it; call `contentDidChange()`
    /// via `setNeedsDisplay()` when what it draws changes.
    open func drawContent(in context: DrawingContext) {}

    /// Marks the custom content as changed so the next frame draws it again.
    public func setNeedsDisplay() { contentDidChange() }

    /// Whether `drawContent` draws anything; lets the flattener skip the call.
    open var hasCustomContent: Bool { false }

}
