/// UIKit's `UINavigationController.Operation` (what a navigation controller's delegate is
/// asked about): the same enum as the transition core's, so there is one name per idea — a
/// stack's transitions are `.push` and `.pop`.
public typealias NavigationOperation = TransitionOperation
