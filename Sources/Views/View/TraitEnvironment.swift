import Geometry

/// What has traits and is told when they change (UIKit's `UITraitEnvironment`): views,
/// windows and view controllers.
@MainActor
public protocol TraitEnvironment: AnyObject {
    /// The traits it is drawn with now.
    var traitCollection: TraitCollection { get }
    /// Called after `traitCollection` changed from `previousTraitCollection`.
    func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?)
}
