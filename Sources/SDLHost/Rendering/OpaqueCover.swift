import CSDL2

/// Rectangles of a surface (whole pixels) that items drawn later in the frame paint opaquely,
/// and what of an earlier item's box they leave to be seen (MeasuredSDLFacts.md, "Hidden
/// items").
///
/// Only subtractions that leave one rectangle are made: a cover spanning the box's whole height
/// takes a side off it, one spanning its whole width its top or bottom, one containing it all of
/// it. That is exact for what covers pages during navigation (a page beside a page, a sheet
/// over the bottom, a full-window background) and never claims more than is covered.
struct OpaqueCover {
    /// At most this many rectangles are kept; past it a larger one replaces the smallest.
    static let capacity = 8

    private(set) var rects: [SDL_Rect] = []

    init() {
        rects.reserveCapacity(Self.capacity)
    }

    var isEmpty: Bool { rects.isEmpty }

    mutating func removeAll() {
        rects.removeAll(keepingCapacity: true)
    }

    /// Adds an opaque rectangle (an empty one adds nothing).
    mutating func add(_ rect: SDL_Rect) {
        guard rect.w > 0, rect.h > 0 else { return }
        if rects.count < Self.capacity {
            rects.append(rect)
            return
        }
        var smallest = 0
        for index in rects.indices where Self.area(rects[index]) < Self.area(rects[smallest]) {
            smallest = index
        }
        if Self.area(rect) > Self.area(rects[smallest]) { rects[smallest] = rect }
    }

    /// The part of `box` no rectangle covers, as far as it is one rectangle: `box` itself when
    /// nothing can be taken off, empty (zero width) when it is all covered.
    func uncovered(_ box: SDL_Rect) -> SDL_Rect {
        var box = box
        // Each subtraction can make another possible (a side taken off by one cover leaves the
        // rest inside another), so go round until nothing changes; every change shrinks the box.
        var changed = true
        while changed, box.w > 0, box.h > 0 {
            changed = false
            for rect in rects {
                let rest = Self.subtract(rect, from: box)
                if !rest.hasSameBounds(as: box) {
                    box = rest
                    changed = true
                    if box.w <= 0 || box.h <= 0 { break }
                }
            }
        }
        return box.w > 0 && box.h > 0 ? box : SDL_Rect(x: box.x, y: box.y, w: 0, h: 0)
    }

    /// `box` without `cover`, when that is one rectangle; `box` unchanged otherwise.
    static func subtract(_ cover: SDL_Rect, from box: SDL_Rect) -> SDL_Rect {
        let (bx0, by0, bx1, by1) = (box.x, box.y, box.x + box.w, box.y + box.h)
        let (cx0, cy0, cx1, cy1) = (cover.x, cover.y, cover.x + cover.w, cover.y + cover.h)
        guard cx0 < bx1, cx1 > bx0, cy0 < by1, cy1 > by0 else { return box }
        let spansHeight = cy0 <= by0 && cy1 >= by1
        let spansWidth = cx0 <= bx0 && cx1 >= bx1
        if spansHeight && spansWidth { return SDL_Rect(x: bx0, y: by0, w: 0, h: 0) }
        if spansHeight {
            if cx0 <= bx0 { return SDL_Rect(x: cx1, y: by0, w: bx1 - cx1, h: box.h) }
            if cx1 >= bx1 { return SDL_Rect(x: bx0, y: by0, w: cx0 - bx0, h: box.h) }
        }
        if spansWidth {
            if cy0 <= by0 { return SDL_Rect(x: bx0, y: cy1, w: box.w, h: by1 - cy1) }
            if cy1 >= by1 { return SDL_Rect(x: bx0, y: by0, w: box.w, h: cy0 - by0) }
        }
        return box
    }

    private static func area(_ rect: SDL_Rect) -> Int { Int(rect.w) * Int(rect.h) }
}
