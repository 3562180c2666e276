import CSDL2

/// A face a stretch of text is drawn with: the font's own, or a fallback face that has
/// characters the font lacks (`FallbackFaces`, FontsAndAssets.md, "Fallback faces").
struct TextFace {
    /// The open SDL_ttf font.
    let handle: OpaquePointer
    /// What its rasterizations are scaled by: 1, but for a face of fixed-size bitmaps (a colour
    /// emoji font's single strike), which is scaled to the line height of the font it stands in
    /// for.
    let scale: Double

    /// Whether two faces are the same open font.
    func isSame(as other: TextFace) -> Bool { handle == other.handle }
}

/// A stretch of one line of text drawn with one face: whole grapheme clusters.
struct TextRun {
    /// The run's characters.
    let text: String
    /// The face that has them.
    let face: TextFace
}
