import Geometry
import Layers

/// One line of read-only text (UIKit's UILabel with `numberOfLines = 1`).
///
/// The text is measured with `textMeasurer` when one is set, otherwise with the window's.
/// When it is wider than the bounds it is cut at the tail and ends in "…" (`lineBreakMode`);
/// the shortened string is computed once per change of text, font, mode, measurer or bounds
/// width and kept in `displayedText`, so drawing a frame measures nothing. The width is the
/// model (final) one: a label whose size animates is truncated for where it is going, and
/// measures once, not every frame.
///
/// A label draws itself with `draw(in:)` rather than through a `TextLayer` sublayer: the text
/// box is exactly the label's bounds, so there is no second layer to keep in step with every
/// frame, size and animation of the view, and nothing more to flatten.
///
/// As in UIKit, a label takes no pointer input (`isUserInteractionEnabled` is false): clicks
/// go to the view under it, such as the button it titles.
@MainActor
open class Label: View {
    /// What happens to text wider than the bounds (UIKit's NSLineBreakMode, single line).
    public enum LineBreakMode: Sendable {
        /// The line is cut at the bounds' edge.
        case clip
        /// The end of the line is replaced by "…" so that what remains fits.
        case truncateTail
    }

    /// The ellipsis that ends a truncated line.
    public static let ellipsis = "…"

    public var text: String {
        didSet { if text != oldValue { contentChanged() } }
    }

    public var font: Font {
        didSet { if font != oldValue { contentChanged() } }
    }

    public var textColor: Color {
        didSet { if textColor != oldValue { setNeedsDisplay() } }
    }

    /// Where the line sits horizontally in the bounds; vertically it is centred.
    public var textAlignment: TextStyle.Alignment {
        didSet { if textAlignment != oldValue { setNeedsDisplay() } }
    }

    public var lineBreakMode: LineBreakMode = .truncateTail {
        didSet { if lineBreakMode != oldValue { contentChanged() } }
    }

    /// Measures the text; nil uses the window's. A label with neither shows its whole text and
    /// fits to a zero size.
    public var textMeasurer: (any TextMeasuring)? {
        didSet { if textMeasurer !== oldValue { contentChanged() } }
    }

    /// The cached shortened line and the inputs it was computed for.
    private var cachedDisplayedText = ""
    private var cachedWidth = 0.0
    private var cacheIsValid = false
    private var cachedIntrinsicSize: Size?
    /// The measurer the caches were computed with (nil: none was available).
    private weak var measuredWith: (any TextMeasuring)?

    public init(
        frame: Rect = .zero, text: String = "", font: Font = .system(size: 17), textColor: Color = .black,
        textAlignment: TextStyle.Alignment = .left
    ) {
        self.text = text
        self.font = font
        self.textColor = textColor
        self.textAlignment = textAlignment
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// The style the line is drawn with.
    public var textStyle: TextStyle { TextStyle(font: font, color: textColor, alignment: textAlignment) }

    /// The measurer in use: `textMeasurer`, else the window's.
    public var effectiveTextMeasurer: (any TextMeasuring)? { textMeasurer ?? window?.textMeasurer }

    /// The line as drawn: `text`, or its truncated form when it does not fit the bounds' width.
    public var displayedText: String {
        updateDisplayedTextIfNeeded()
        return cachedDisplayedText
    }

    /// Whether the text is shortened to fit.
    public var isTruncated: Bool { displayedText != text }

    // MARK: - Size

    /// The size of the whole line, rounded up to whole points: the label's natural size
    /// (UIKit's `intrinsicContentSize`). Zero for empty text or when nothing can measure.
    public var intrinsicContentSize: Size {
        if let cached = cachedIntrinsicSize { return cached }
        var fitted = Size.zero
        if !text.isEmpty, let measurer = effectiveTextMeasurer, let size = try? measurer.size(of: text, font: font) {
            fitted = Size(width: size.width.rounded(.up), height: size.height.rounded(.up))
        }
        // Not cached without a measurer: one may come with a window.
        if let measurer = effectiveTextMeasurer {
            cachedIntrinsicSize = fitted
            measuredWith = measurer
        }
        return fitted
    }

    /// The whole line's size whatever `size` is proposed, as UILabel does for one line: a
    /// label sized to fit never truncates.
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    // MARK: - Layout and drawing

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateDisplayedTextIfNeeded()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        // Another window may measure differently; the same measurer again (a page coming
        // back onto the screen) keeps what was measured.
        guard textMeasurer == nil, let measurer = effectiveTextMeasurer, measurer !== measuredWith else { return }
        contentChanged()
    }

    open override var hasCustomDrawing: Bool { !text.isEmpty }

    open override func draw(in context: DrawingContext) {
        let line = displayedText
        guard !line.isEmpty else { return }
        context.draw(line, in: context.bounds, style: textStyle)
    }

    // MARK: - Truncation

    /// The text or its size changed: the cached line is stale, and a superview that sizes
    /// this label may want to lay out again (UIKit's `invalidateIntrinsicContentSize`).
    private func contentChanged() {
        cacheIsValid = false
        cachedIntrinsicSize = nil
        setNeedsDisplay()
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    private func updateDisplayedTextIfNeeded() {
        let width = bounds.width
        guard !cacheIsValid || width != cachedWidth else { return }
        cachedWidth = width
        cacheIsValid = true
        measuredWith = effectiveTextMeasurer
        let line = fittedText(width: width)
        if line != cachedDisplayedText {
            cachedDisplayedText = line
            setNeedsDisplay()
        }
    }

    /// `text` as it fits in `width`: whole, or the longest prefix (trailing spaces dropped)
    /// that still fits with "…" after it, or nothing if not even "…" fits.
    private func fittedText(width: Double) -> String {
        guard lineBreakMode == .truncateTail, !text.isEmpty, let measurer = effectiveTextMeasurer else {
            return text
        }
        func fits(_ s: String) -> Bool {
            guard let size = try? measurer.size(of: s, font: font) else { return true }
            return size.width <= width
        }
        if fits(text) { return text }
        guard fits(Self.ellipsis) else { return "" }
        // Binary search over whole characters (grapheme clusters are never split): `low`
        // characters plus "…" fit, `high` do not.
        let characters = Array(text)
        var low = 0
        var high = characters.count
        while high - low > 1 {
            let mid = (low + high) / 2
            if fits(String(characters[..<mid]) + Self.ellipsis) { low = mid } else { high = mid }
        }
        var kept = characters[..<low]
        while let last = kept.last, last.isWhitespace { kept.removeLast() }
        return String(kept) + Self.ellipsis
    }
}
