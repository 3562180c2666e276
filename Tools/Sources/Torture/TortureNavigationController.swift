import Navigation

/// A navigation controller the torture app presents as a card; its number keeps its pages
/// apart from those of the ones presented before it.
@MainActor
final class TortureNavigationController: NavigationController {
    let generation: Int

    init(root: ViewController, name: String, generation: Int) {
        self.generation = generation
        super.init(rootViewController: root, name: name)
    }
}
