import Foundation

/// What a text view asks and tells as it edits (UIKit's `UITextViewDelegate`). Every method is
/// optional: the extension below answers as a view with no delegate does.
@MainActor
public protocol TextViewDelegate: AnyObject {
    /// Whether `textView` may start editing; true by default.
    func textViewShouldBeginEditing(_ textView: TextView) -> Bool
    /// `textView` started editing.
    func textViewDidBeginEditing(_ textView: TextView)
    /// Whether `textView` may stop editing; true by default.
    func textViewShouldEndEditing(_ textView: TextView) -> Bool
    /// `textView` stopped editing.
    func textViewDidEndEditing(_ textView: TextView)
    /// Whether the user's change may happen: `range` (UTF-16) replaced by `text`; true by
    /// default.
    func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text.
    func textViewDidChange(_ textView: TextView)
    /// The selection (or the caret) moved.
    func textViewDidChangeSelection(_ textView: TextView)
}

extension TextViewDelegate {
    /// Yes.
    public func textViewShouldBeginEditing(_ textView: TextView) -> Bool { true }
    /// Nothing.
    public func textViewDidBeginEditing(_ textView: TextView) {}
    /// Yes.
    public func textViewShouldEndEditing(_ textView: TextView) -> Bool { true }
    /// Nothing.
    public func textViewDidEndEditing(_ textView: TextView) {}
    /// Yes.
    public func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    { true }
    /// Nothing.
    public func textViewDidChange(_ textView: TextView) {}
    /// Nothing.
    public func textViewDidChangeSelection(_ textView: TextView) {}
}
