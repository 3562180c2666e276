import CSDL2

extension SDL_Rect {
    /// True when `other` has the same origin and size (SDL's rectangle is a C struct, not
    /// `Equatable`).
    func hasSameBounds(as other: SDL_Rect) -> Bool {
        x == other.x && y == other.y && w == other.w && h == other.h
    }
}
