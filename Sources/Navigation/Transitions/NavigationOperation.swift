/// Which way a navigation transition goes (UINavigationController.Operation).
public enum NavigationOperation: String, Sendable, Hashable {
    case push, pop
}
