import Views

/// A container controller's root view: white, named, and laid out by its controller (a tab
/// bar controller's container and bar, a split view's columns or folded stack), which it
/// holds weakly through `layout`.
@MainActor
final class ContainerRootView: View {
    private let layout: @MainActor () -> Void

    init(name: String, layout: @escaping @MainActor () -> Void) {
        self.layout = layout
        super.init(frame: .zero)
        self.name = name
        backgroundColor = .systemBackground
    }

    override func layoutSubviews() { layout() }
}
