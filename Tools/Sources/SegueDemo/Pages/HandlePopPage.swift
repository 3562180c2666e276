import Geometry
import Layers
import Navigation
import Views

/// A page that an app-written interaction controller pops (`HandleDragInteraction`): a drag
/// down on its handle drops the page away with its own animator (`DropAwayAnimator`), following
/// the pointer; the back button and the back-drag still pop it the usual way.
@MainActor
final class HandlePopPage: DemoPage, OwnPopTransition {
    private let handle = GrabHandleView()
    private var interaction: HandleDragInteraction?

    init(catalog: PageCatalog) {
        super.init(
            name: "handle-pop", title: "Own interaction",
            note: "The app's own interaction controller (a PercentDrivenInteractiveTransition subclass with its"
                + " own pan): drag the handle down and the page drops away under the pointer. Let go past a third"
                + " of the height, or flick down, and it goes back; otherwise it returns.", catalog: catalog)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        handle.name = "handle"
        column.add(handle, height: 120)
        interaction = HandleDragInteraction(handle: handle, page: self)
    }

    var ownPop: (animator: any AnimatedTransitioning, interaction: any InteractiveTransitioning)? {
        guard let interaction, interaction.isDragging else { return nil }
        return (DropAwayAnimator(), interaction)
    }
}
