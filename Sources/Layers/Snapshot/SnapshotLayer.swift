import Geometry

/// A layer that draws a `LayerSnapshot` over its bounds: the old content that a layer
/// transition moves, fades or turns away while the layer itself shows the new.
@MainActor
final class SnapshotLayer: Layer {
    let snapshot: LayerSnapshot

    init(snapshot: LayerSnapshot) {
        self.snapshot = snapshot
        super.init()
    }

    override func drawContent(in context: DrawingContext) {
        context.draw(snapshot, in: context.bounds)
    }

    override var hasCustomContent: Bool { true }
}
