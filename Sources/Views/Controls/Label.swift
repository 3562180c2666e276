import Geometry
import Layers

/// Read-only text (UIKit's UILabel): one line by default, or several (`numberOfLines`).
///
/// The text is measured with `textMeasurer` when one is set, otherwise with the window's.
/// One line wider than the bounds is cut at the tail and ends in "…" (`lineBreakMode`). With
/// `numberOfLines` other than 1 the text wraps at spaces (and newlines) to the bounds' width;
/// when it needs more lines than allowed — by `numberOfLines`, or by the bounds' height — the
/// last line shown ends in "…". What is shown is computed once per change of text, font,
/// mode, lines, measurer or bounds size and kept in `displayedLines`, so drawing a frame
/// measures nothing. The size is the model (final) one: a label whose size animates is
/// fitted for where it is going, and measures once, not every frame.
///
/// A label draws itself with `draw(in:)` rather than through a `TextLayer` sublayer: the text
/// box is exactly the label's bounds, so there is no second layer to keep in step with every
/// frame, size and animation of the view, and nothing more to flatten.
///
/// As in UIKit, a label takes no pointer input (`isUserInteractionEnabled` is false): clicks
/// go to the view under it, such as the button it titles.
///
/// Text that cannot be measured (its font missing, say) never shows as a silently empty label:
/// the measurer's error is reported to the window's scene (`Scene.reportFailure`), whose frames
/// then fail with it (TheFrameLoop.md); meanwhile the text counts as zero-sized. A label
/// measured outside a window reports when it moves into one.
@MainActor
open class Label: View {
    /// What happens to the last line shown when the text does not fit (UIKit's
    /// NSLineBreakMode; lines before the last always wrap at words).
    public enum LineBreakMode: Sendable {
        /// One line is cut at the bounds' edge; of several, the last shown simply stops, what
        /// does not fit is not shown.
        case clip
        /// The end of the last line shown is replaced by "…" so that what remains fits.
        case truncateTail
    }

    /// The ellipsis that ends a truncated line.
    public static let ellipsis = "…"

    /// The text shown (`UILabel.text`).
    public var text: String {
        didSet { if text != oldValue { contentChanged() } }
    }

    /// The face and size; 17-point regular by default (`UILabel.font`).
    public var font: Font {
        didSet { if font != oldValue { contentChanged() } }
    }

    /// The colour the text is drawn in; black by default (`UILabel.textColor`).
    public var textColor: Color {
        didSet { if textColor != oldValue { setNeedsDisplay() } }
    }

    /// Where each line sits horizontally in the bounds; vertically the lines are centred
    /// together.
    public var textAlignment: TextStyle.Alignment {
        didSet { if textAlignment != oldValue { setNeedsDisplay() } }
    }

    /// What happens to the last line when the text does not fit; `.truncateTail` by default
    /// (`UILabel.lineBreakMode`).
    public var lineBreakMode: LineBreakMode = .truncateTail {
        didSet { if lineBreakMode != oldValue { contentChanged() } }
    }

    /// The most lines to show: 1 (the default) keeps the text on one line, 0 (or less) allows
    /// as many as the text needs and the bounds' height holds.
    public var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { contentChanged() } }
    }

    /// Measures the text; nil uses the window's. A label with neither shows its whole text and
    /// fits to a zero size.
    public var textMeasurer: (any TextMeasuring)? {
        didSet { if textMeasurer !== oldValue { contentChanged() } }
    }

    /// The cached lines shown and the bounds' size they were computed for.
    private var cachedLines: [String] = []
    private var cachedTruncated = false
    /// The line height the cached lines are drawn with (0 when nothing can measure).
    private var cachedLineHeight = 0.0
    private var cachedSize = Size.zero
    private var cacheIsValid = false
    private var cachedIntrinsicSize: Size?
    /// The last multi-line fit: the width it wrapped at and the size it gave.
    private var cachedFit: (width: Double, size: Size)?
    /// The measurer the caches were computed with (nil: none was available).
    private weak var measuredWith: (any TextMeasuring)?
    /// A measuring error met outside a window, reported when the label moves into one.
    private var unreportedFailure: (any Error)?

    /// Creates a label showing `text`, one line by default.
    public init(
        frame: Rect = .zero, text: String = "", font: Font = .system(size: 17), textColor: Color = .label,
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

    /// The lines as drawn, top to bottom: for one line `text` or its truncated form; for
    /// several, the wrapped lines that fit, the last perhaps truncated. Empty for empty text.
    public var displayedLines: [String] {
        updateDisplayedLinesIfNeeded()
        return cachedLines
    }

    /// The text as drawn, its lines joined by newlines.
    public var displayedText: String { displayedLines.joined(separator: "\n") }

    /// Whether some of the text is not shown (cut short with "…", or left out).
    public var isTruncated: Bool {
        updateDisplayedLinesIfNeeded()
        return cachedTruncated
    }

    /// Whether the text may take several lines.
    private var isMultiline: Bool { numberOfLines != 1 }

    /// The most lines `numberOfLines` allows (nil: no limit).
    private var lineLimit: Int? { numberOfLines > 0 ? numberOfLines : nil }

    // MARK: - Size

    /// The label's natural size (UIKit's `intrinsicContentSize`), rounded up to whole points:
    /// for one line the whole line's size; for several, `sizeThatFits` of the bounds' width
    /// (the lines it wraps to there; each paragraph on one line while the width is zero). Zero
    /// for empty text or when nothing can measure.
    open override var intrinsicContentSize: Size {
        if isMultiline { return fittedSize(width: bounds.width) }
        if let cached = cachedIntrinsicSize { return cached }
        var fitted = Size.zero
        if !text.isEmpty, let measurer = effectiveTextMeasurer,
            let size = measuring({ try measurer.size(of: text, font: font) })
        {
            fitted = Size(width: size.width.rounded(.up), height: size.height.rounded(.up))
        }
        // Not cached without a measurer: one may come with a window.
        if let measurer = effectiveTextMeasurer {
            cachedIntrinsicSize = fitted
            measuredWith = measurer
        }
        return fitted
    }

    /// For one line, the whole line's size whatever `size` is proposed, as UILabel does: a
    /// label sized to fit never truncates. For several, the text wrapped at `size.width` (not
    /// at all when that is zero or infinite): as wide as its widest line and as high as its
    /// lines, at most `numberOfLines` of them; the proposed height is not a limit.
    open override func sizeThatFits(_ size: Size) -> Size {
        isMultiline ? fittedSize(width: size.width) : intrinsicContentSize
    }

    /// The wrapped text's size at `width`, remembered for the last width asked (layout asks
    /// again with the same one).
    private func fittedSize(width: Double) -> Size {
        guard !text.isEmpty, let measurer = effectiveTextMeasurer else { return .zero }
        if let fit = cachedFit, fit.width == width, measuredWith === measurer { return fit.size }
        var lines = wrappedLines(width: width, measurer: measurer)
        if let limit = lineLimit, lines.count > limit { lines.removeLast(lines.count - limit) }
        let widest = lines.map { lineWidth(of: text[$0], measurer: measurer) }.max() ?? 0
        let lineHeight = measuring { try measurer.lineHeight(of: font) } ?? 0
        let size = Size(width: widest.rounded(.up), height: (Double(lines.count) * lineHeight).rounded(.up))
        cachedFit = (width, size)
        measuredWith = measurer
        return size
    }

    /// The first and last lines' baselines at `height`, as `draw(in:)` places the lines
    /// (centred together); for several lines, as many as fit of those its width wraps to.
    override func textBaselines(height: Double) -> (first: Double, last: Double)? {
        guard !text.isEmpty, let measurer = effectiveTextMeasurer,
            let lineHeight = measuring({ try measurer.lineHeight(of: font) }), lineHeight > 0,
            let ascent = measuring({ try measurer.ascent(of: font) })
        else { return nil }
        var lines = 1
        if isMultiline {
            let wrapped = fittedSize(width: bounds.width).height
            lines = max(1, Int((min(wrapped, height) + 0.01) / lineHeight))
        }
        let top = height / 2 - Double(lines) * lineHeight / 2
        return (top + ascent, top + Double(lines - 1) * lineHeight + ascent)
    }

    // MARK: - Layout and drawing

    /// Works out the lines shown for the bounds' width and height, when something changed.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateDisplayedLinesIfNeeded()
    }

    /// Measures again when the label moves into a window that measures text differently, and
    /// reports a measuring error met outside a window to this one.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if let window, let failure = unreportedFailure {
            unreportedFailure = nil
            window.scene.reportFailure(failure)
        }
        // Another window may measure differently; the same measurer again (a page coming
        // back onto the screen) keeps what was measured.
        guard textMeasurer == nil, let measurer = effectiveTextMeasurer, measurer !== measuredWith else { return }
        contentChanged()
    }

    /// True when there is text to draw.
    open override var hasCustomDrawing: Bool { !text.isEmpty }

    /// Draws the lines shown, aligned by `textAlignment` and centred vertically together.
    open override func draw(in context: DrawingContext) {
        let lines = displayedLines
        if lines.count == 1 && !isMultiline {
            guard !lines[0].isEmpty else { return }
            context.draw(lines[0], in: context.bounds, style: textStyle)
            return
        }
        // Each line in a box one line high, the boxes centred together in the bounds.
        let lineHeight = cachedLineHeight
        guard lineHeight > 0 else { return }
        let box = context.bounds
        var y = box.midY - Double(lines.count) * lineHeight / 2
        for line in lines {
            if !line.isEmpty {
                context.draw(line, in: Rect(x: box.minX, y: y, width: box.width, height: lineHeight), style: textStyle)
            }
            y += lineHeight
        }
    }

    // MARK: - Wrapping and truncation

    /// The text or its size changed: the cached lines are stale, and a superview that sizes
    /// this label may want to lay out again (UIKit's `invalidateIntrinsicContentSize`).
    private func contentChanged() {
        // What was measured goes, and a failure met measuring it with it (measured again, the
        // text reports again if it still cannot be measured).
        unreportedFailure = nil
        cacheIsValid = false
        cachedIntrinsicSize = nil
        cachedFit = nil
        setNeedsDisplay()
        setNeedsLayout()
        superview?.setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    private func updateDisplayedLinesIfNeeded() {
        let size = bounds.size
        // One line depends on the width only; several on the height too (how many fit).
        let sizeChanged = size.width != cachedSize.width || (isMultiline && size.height != cachedSize.height)
        guard !cacheIsValid || sizeChanged else { return }
        cachedSize = size
        cacheIsValid = true
        measuredWith = effectiveTextMeasurer
        if isMultiline, let measurer = effectiveTextMeasurer {
            cachedLineHeight = measuring { try measurer.lineHeight(of: font) } ?? 0
        } else {
            cachedLineHeight = 0
        }
        let (lines, truncated) = isMultiline ? fittedLines(in: size) : fittedLine(width: size.width)
        cachedTruncated = truncated
        if lines != cachedLines {
            cachedLines = lines
            setNeedsDisplay()
        }
    }

    /// One line: `text` whole or tail-truncated to `width`.
    private func fittedLine(width: Double) -> (lines: [String], truncated: Bool) {
        guard !text.isEmpty else { return ([], false) }
        let line = truncatedText(text, width: width)
        return ([line], line != text)
    }

    /// Several lines: `text` wrapped at `size.width`, as many lines as `numberOfLines` allows
    /// and `size.height` holds (at least one); when some are left over, the last one shown
    /// takes the rest of the text, tail-truncated (or just stops, with `.clip`).
    private func fittedLines(in size: Size) -> (lines: [String], truncated: Bool) {
        guard !text.isEmpty else { return ([], false) }
        guard let measurer = effectiveTextMeasurer else { return (text.components(separatedBy: "\n"), false) }
        let ranges = wrappedLines(width: size.width, measurer: measurer)
        var shown = ranges.count
        if let limit = lineLimit { shown = min(shown, limit) }
        if let lineHeight = measuring({ try measurer.lineHeight(of: font) }), lineHeight > 0 {
            // A little slack: a height rounded from a whole number of lines holds them.
            shown = min(shown, max(1, Int((size.height + 0.01) / lineHeight)))
        }
        var lines = ranges.prefix(shown).map { String(text[$0]) }
        guard shown < ranges.count else { return (lines, false) }
        if lineBreakMode == .truncateTail {
            // The rest of that line's paragraph, cut to fit with "…", which stays even when
            // it all fits: the hidden lines after it are what the "…" stands for.
            let start = ranges[shown - 1].lowerBound
            let end = text[start...].firstIndex(of: "\n") ?? text.endIndex
            lines[shown - 1] = truncatedText(String(text[start..<end]), width: size.width, forceEllipsis: true)
        }
        return (lines, true)
    }

    /// The line ranges of `text` wrapped at `width` with `measurer`.
    private func wrappedLines(width: Double, measurer: any TextMeasuring) -> [Range<String.Index>] {
        TextWrapper { self.lineWidth(of: $0, measurer: measurer) }.lines(of: text, width: width)
    }

    /// The width of one line; text that cannot be measured (reported: `measuring`) counts as
    /// fitting anywhere.
    private func lineWidth(of line: Substring, measurer: any TextMeasuring) -> Double {
        measuring { try measurer.size(of: String(line), font: font).width } ?? 0
    }

    /// What `measure` gives, or nil when it throws: the error goes to the window's scene
    /// (`Scene.reportFailure`, which fails its frames), or waits for a window if there is none.
    private func measuring<T>(_ measure: () throws -> T) -> T? {
        do {
            return try measure()
        } catch {
            if let window {
                window.scene.reportFailure(error)
            } else if unreportedFailure == nil {
                unreportedFailure = error
            }
            return nil
        }
    }

    /// `string` as it fits in `width`: whole (unless `forceEllipsis`, for a line that stands
    /// for more text than it holds), or the longest prefix (trailing spaces dropped) that
    /// still fits with "…" after it, or nothing if not even "…" fits.
    private func truncatedText(_ string: String, width: Double, forceEllipsis: Bool = false) -> String {
        guard lineBreakMode == .truncateTail, !string.isEmpty, let measurer = effectiveTextMeasurer else {
            return string
        }
        func fits(_ s: String) -> Bool {
            guard let size = measuring({ try measurer.size(of: s, font: font) }) else { return true }
            return size.width <= width
        }
        if !forceEllipsis && fits(string) { return string }
        guard fits(Self.ellipsis) else { return "" }
        if forceEllipsis {
            var whole = Substring(string)
            while let last = whole.last, last.isWhitespace { whole.removeLast() }
            if fits(whole + Self.ellipsis) { return whole + Self.ellipsis }
        }
        // Binary search over whole characters (grapheme clusters are never split): `low`
        // characters plus "…" fit, `high` do not.
        let characters = Array(string)
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
