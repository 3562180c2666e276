import CSDL2

/// Runs of one line placed one after another on one baseline, in pixels: what
/// `TTFTextMeasurer` measures and `SDLRenderer` draws for a line that needs fallback faces
/// (FontsAndAssets.md, "Fallback faces"). A run is as wide and as tall as SDL_ttf sizes
/// it (`TTF_SizeUTF8`, the size it renders), its baseline its face's ascent below its top; a
/// scaled face's numbers are scaled and rounded. The line is as tall as the highest ascent plus
/// the deepest descent.
struct TextRunLayout {
    /// Where one run goes, in pixels from the line's top-left corner.
    struct Placement {
        let x: Int
        let y: Int
        let width: Int
        let height: Int
    }

    let placements: [Placement]
    let width: Int
    let height: Int

    /// Lays out `runs`; throws when SDL_ttf cannot size one.
    init(_ runs: [TextRun]) throws {
        var sizes: [(width: Int, height: Int, ascent: Int)] = []
        sizes.reserveCapacity(runs.count)
        var ascent = 0
        var descent = 0
        for run in runs {
            var w: Int32 = 0
            var h: Int32 = 0
            guard TTF_SizeUTF8(run.face.handle, run.text, &w, &h) == 0 else { throw HostError.sdl("TTF_SizeUTF8") }
            let size = (
                width: Self.scaled(w, run.face.scale), height: Self.scaled(h, run.face.scale),
                ascent: Self.scaled(TTF_FontAscent(run.face.handle), run.face.scale)
            )
            sizes.append(size)
            ascent = max(ascent, size.ascent)
            descent = max(descent, size.height - size.ascent)
        }
        var x = 0
        placements = sizes.map { size in
            defer { x += size.width }
            return Placement(x: x, y: ascent - size.ascent, width: size.width, height: size.height)
        }
        width = x
        height = ascent + descent
    }

    /// `value` pixels of a face scaled by `scale`, rounded.
    static func scaled(_ value: Int32, _ scale: Double) -> Int {
        scale == 1 ? Int(value) : Int((Double(value) * scale).rounded())
    }
}
