import Foundation

/// What a text field asks and tells as it edits (UIKit's `UITextFieldDelegate`). Every method
/// is optional: the extension below answers as a field with no delegate does, so a delegate
/// writes only what it needs.
@MainActor
public protocol TextFieldDelegate: AnyObject {
    /// Whether `textField` may start editing (become first responder); true by default.
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    /// `textField` started editing.
    func textFieldDidBeginEditing(_ textField: TextField)
    /// Whether `textField` may stop editing (resign first responder); true by default. A field
    /// whose delegate says no keeps focus through Tab and clicks elsewhere; `endEditing(true)`,
    /// the field leaving the window and a page change end it anyway.
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    /// `textField` stopped editing.
    func textFieldDidEndEditing(_ textField: TextField)
    /// Whether the user's change may happen: `range` (UTF-16, in the text before it) replaced
    /// by `string` ("" for a deletion). Asked before every edit — typing, a composition,
    /// deleting, cutting, pasting, clearing; true by default.
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    /// Whether the clear button may clear the text; true by default.
    func textFieldShouldClear(_ textField: TextField) -> Bool
    /// Return was pressed: true (the default) sends `.editingDidEndOnExit` and lets Return go
    /// on up the responder chain (an alert's default action); false uses it up.
    func textFieldShouldReturn(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
    /// Yes.
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    /// Nothing.
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    /// Yes.
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    /// Nothing.
    public func textFieldDidEndEditing(_ textField: TextField) {}
    /// Yes.
    public func textField(
        _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    /// Yes.
    public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
    /// Yes.
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
}
