/// The kind of keyboard a text input wants (UIKit's `UIKeyboardType`). Kept for code written
/// for UIKit; a desktop keyboard is always the same, so Segue ignores it.
public enum KeyboardType: Sendable {
    /// The default keyboard; ASCII-capable; numbers and punctuation; digits; a phone number's; a
    /// name and phone number's; an email address's; a decimal number's; a Twitter message's; a
    /// web search's; ASCII-capable digits.
    case `default`, asciiCapable, numbersAndPunctuation, numberPad, phonePad, namePhonePad, emailAddress,
        decimalPad, twitter, webSearch, asciiCapableNumberPad
    /// A URL's (UIKit's `.URL`, named in lower camel case here as the project's style asks).
    case url
}
