/// An image view is not an element by default (UIKit's UIImageView); given a label it
/// reads as an image.
extension ImageView: AccessibilityDefaultsProviding {
    /// An image, not read until labelled.
    public var defaultAccessibility: AccessibilityDefaults { AccessibilityDefaults(traits: .image) }
}
