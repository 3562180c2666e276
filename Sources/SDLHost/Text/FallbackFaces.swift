import CSDL2
import Layers

/// The faces that draw the characters a font lacks, as desktop toolkits find them (Pango,
/// Qt): a line is split into runs by the first face that has each grapheme cluster, the
/// font's own first, then the fallback faces the system offered for it before, then a new one
/// the system is asked for (`SystemFonts.fallback`: fontconfig's best face for the font's
/// pattern with a `charset` of the cluster). Emoji and other text are asked for apart, so that
/// emoji get a colour face. What was found is kept per font name and kind, what was not per
/// character: a frame asks nothing twice (FontsAndAssets.md, "Fallback faces"). Each face
/// found and each character no face has is told once to the `segue.text` logger.
@MainActor
final class FallbackFaces {
    /// A font and a kind of character it lacks.
    private struct KindKey: Hashable {
        let name: String
        let emoji: Bool
    }

    /// A fallback face opened at a size.
    private struct HandleKey: Hashable {
        let face: SystemFonts.Face
        let points: Int32
    }

    /// An open fallback face.
    private struct OpenFace {
        let handle: OpaquePointer
        /// A face of fixed-size bitmaps, which SDL_ttf cannot size: its largest strike is open.
        let isFixedSize: Bool
    }

    let systemFonts: SystemFonts
    /// The fallback faces found for a font and kind, in the order found.
    private var found: [KindKey: [SystemFonts.Face]] = [:]
    /// The characters no face was found for.
    private var unfound: [KindKey: Set<Character>] = [:]
    /// Each fallback face opened at a size; nil when SDL_ttf could not open it.
    private var handles: [HandleKey: OpenFace?] = [:]

    /// Where the faces found and the characters missed are told.
    let diagnostics: TextDiagnostics

    init(systemFonts: SystemFonts, diagnostics: TextDiagnostics = .renderer) {
        self.systemFonts = systemFonts
        self.diagnostics = diagnostics
    }

    /// The runs of `text` in `font`, whose own face is `primary`; nil when that face has every
    /// character (or no other face has the ones it lacks): the line is drawn as one run, as
    /// without fallback. A character that no face has stays in the font's own face, as its
    /// box.
    func runs(of text: String, font: Font, primary: OpaquePointer) -> [TextRun]? {
        guard !Self.provides(primary, every: text.unicodeScalars) else { return nil }
        let own = TextFace(handle: primary, scale: 1)
        var runs: [TextRun] = []
        var start = text.startIndex
        var current = own
        for index in text.indices {
            let face = self.face(for: text[index], font: font, primary: primary) ?? own
            guard !face.isSame(as: current) else { continue }
            if index > start { runs.append(TextRun(text: String(text[start..<index]), face: current)) }
            start = index
            current = face
        }
        runs.append(TextRun(text: String(text[start...]), face: current))
        return runs.count == 1 && runs[0].face.isSame(as: own) ? nil : runs
    }

    /// The fallback face for `character` in `font`; nil for the font's own face.
    private func face(for character: Character, font: Font, primary: OpaquePointer) -> TextFace? {
        let scalars = character.unicodeScalars.filter { !Self.isIgnorable($0) }
        guard !Self.provides(primary, every: scalars) else { return nil }
        let key = KindKey(name: font.name, emoji: Self.isEmoji(character))
        let points = FontCache.points(font)
        for face in found[key] ?? [] {
            if let open = open(face, points: points), Self.provides(open.handle, every: scalars) {
                return textFace(open, primary: primary)
            }
        }
        guard unfound[key]?.contains(character) != true else { return nil }
        if let face = systemFonts.fallback(Array(scalars), FontLocator.systemPattern(for: font.name), key.emoji),
            found[key]?.contains(face) != true, let open = open(face, points: points),
            Self.provides(open.handle, every: scalars)
        {
            found[key, default: []].append(face)
            let kind = key.emoji ? "emoji" : "text"
            diagnostics.log(
                .info,
                "font \(font.name) lacks \(Self.describe(character)); using \(face.family) (\(face.path)) for its \(kind)"
            )
            return textFace(open, primary: primary)
        }
        unfound[key, default: []].insert(character)
        diagnostics.log(
            .notice, "no font has \(Self.describe(character)) for \(font.name); it is drawn as the font's box")
        return nil
    }

    /// A character and its code points, as in a log line: `世 (U+4E16)`.
    static func describe(_ character: Character) -> String {
        let points = character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
        return "\(character) (\(points.joined(separator: " ")))"
    }

    /// The face `face` of its file at `points`, opened once (a failure too).
    private func open(_ face: SystemFonts.Face, points: Int32) -> OpenFace? {
        let key = HandleKey(face: face, points: points)
        if let known = handles[key] { return known }
        var opened: OpenFace?
        if let handle = TTF_OpenFontIndex(face.path, points, face.index) {
            // A bitmap face keeps its strike's height at any size; SDL_ttf then takes the size
            // as the index of a strike, clamped: a large one selects the largest strike.
            let height = TTF_FontHeight(handle)
            _ = TTF_SetFontSize(handle, points * 2 + 1)
            let isFixedSize = TTF_FontHeight(handle) == height
            _ = TTF_SetFontSize(handle, isFixedSize ? Int32(Int16.max) : points)
            opened = OpenFace(handle: handle, isFixedSize: isFixedSize)
        }
        handles[key] = .some(opened)
        return opened
    }

    /// `open` as a run's face: a fixed-size face scaled to the line height of `primary`.
    private func textFace(_ open: OpenFace, primary: OpaquePointer) -> TextFace {
        guard open.isFixedSize else { return TextFace(handle: open.handle, scale: 1) }
        let height = max(1, TTF_FontHeight(open.handle))
        return TextFace(handle: open.handle, scale: Double(TTF_FontHeight(primary)) / Double(height))
    }

    /// Whether `handle` has a glyph for every scalar but the ignorable ones: the one scan a
    /// line makes when its font has every character.
    static func provides<Scalars: Sequence<Unicode.Scalar>>(_ handle: OpaquePointer, every scalars: Scalars) -> Bool {
        for scalar in scalars where TTF_GlyphIsProvided32(handle, scalar.value) == 0 && !isIgnorable(scalar) {
            return false
        }
        return true
    }

    /// Scalars no face needs to have: controls, joiners, variation selectors (Unicode's
    /// default-ignorable code points), drawn by shaping or not at all.
    static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isDefaultIgnorableCodePoint || scalar.properties.generalCategory == .control
    }

    /// Whether a cluster is an emoji to draw as one: emoji presentation by default, or asked for
    /// with U+FE0F, or a keycap.
    static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        if scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x20E3 }) { return true }
        return scalars.first?.properties.isEmojiPresentation ?? false
    }

    isolated deinit {
        for case .some(let open) in handles.values { TTF_CloseFont(open.handle) }
    }
}
