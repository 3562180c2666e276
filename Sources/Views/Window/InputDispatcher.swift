/// CONTRACT STUB: replaced by the dispatch implementation.
@MainActor
final class InputDispatcher {
    unowned let window: Window
    init(window: Window) { self.window = window }
}
