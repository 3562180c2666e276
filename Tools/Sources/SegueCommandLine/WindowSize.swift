import ArgumentParser

/// A window size given as `WxH` on a command line (`--window 1024x640`), in points.
///
/// Every executable reads `--window` in points. Pixels follow from the window's scale: a
/// 1024x640-point window at scale 2 is 2048x1280 pixels (`segue-bench` draws at scale 1, where
/// the two are the same numbers).
package struct WindowSize: Equatable, Sendable, ExpressibleByArgument, CustomStringConvertible {
    /// The width in points.
    package var width: Double
    /// The height in points.
    package var height: Double

    /// A size of `width` by `height` points.
    package init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Parses `WxH` ("1024x640", "2560X1600", "800.5x600"); nil unless both numbers are
    /// positive and finite.
    package init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
            width.isFinite, height.isFinite, width > 0, height > 0
        else { return nil }
        self.init(width: width, height: height)
    }

    /// `WxH`, with whole numbers written without a fraction: "1024x640".
    package var description: String { Self.format(width) + "x" + Self.format(height) }

    /// What the help shows as the default: the size as `WxH`.
    package var defaultValueDescription: String { description }

    private static func format(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
