// With PlainSDLSlideFrame, the only files in Sources/ outside SDLHost that call SDL
// (docs/ARCHITECTURE.md): the baseline measures raw SDL, so it must not go through SDLHost.
import CSDL2
import Geometry
import SDLHost

/// The benchmark's baseline for `static-N`: the same frame (`BenchmarkScenes.staticScene`)
/// drawn with raw SDL calls the way a careful hand-written program would.
///
/// Everything is made once, up front: a white coverage texture of each rounded cell size,
/// tinted per cell with `SDL_SetTextureColorMod`; its border as a ring texture made in the
/// border's colour; every line of text rendered black by SDL_ttf. A frame is a clear, a plain
/// fill per rect, two copies per rounded rect and one per line of text, and the present.
@MainActor
final class PlainSDLStaticFrame {
    /// One cell's drawing, in window pixels.
    private enum Cell {
        case rect(SDL_Rect, Color)
        case rounded(SDL_Rect, Color, shape: Int)
        case text(SDL_Rect, line: Int)
    }

    /// Rounded-rect shapes by size: the fill's mask (white) and the border's ring.
    private struct Shape {
        let fill: OpaquePointer
        let ring: OpaquePointer
    }

    /// The window the frame is drawn in.
    let window: SDLWindow
    private let renderer: OpaquePointer
    private var cells: [Cell] = []
    private var shapes: [Shape] = []
    /// Each line of text ("Row 0" to "Row 49") with its size in pixels.
    private var lines: [(texture: OpaquePointer, width: Int32, height: Int32)] = []

    /// Lays out `count` cells as `staticScene` does and makes every texture they need.
    init(window: SDLWindow, count: Int) throws {
        guard let sdlWindow = SDL_GetWindowFromID(window.windowID), let renderer = SDL_GetRenderer(sdlWindow) else {
            throw Self.failure("SDL_GetRenderer")
        }
        self.window = window
        self.renderer = renderer
        let path = try FontLocator().locate("DejaVuSans").path
        guard let font = TTF_OpenFont(path, 11) else { throw Self.failure("TTF_OpenFont") }
        defer { TTF_CloseFont(font) }
        for n in 0..<50 {
            guard let surface = TTF_RenderUTF8_Blended(font, "Row \(n)", SDL_Color(r: 0, g: 0, b: 0, a: 255)),
                let texture = SDL_CreateTextureFromSurface(renderer, surface)
            else { throw Self.failure("TTF_RenderUTF8_Blended") }
            lines.append((texture, surface.pointee.w, surface.pointee.h))
            SDL_FreeSurface(surface)
        }
        // The layout and colours of `BenchmarkScenes.staticScene`.
        let size = window.size
        let columns = 40
        let cellW = size.width / Double(columns)
        let rows = (count + columns - 1) / columns
        let cellH = size.height / Double(max(rows, 1))
        var shapeIndex: [Int: Int] = [:]
        for i in 0..<count {
            let x = Double(i % columns) * cellW
            let y = Double(i / columns) * cellH
            let h = max(cellH - 2, 2)
            let x0 = Int32(x.rounded())
            let y0 = Int32(y.rounded())
            let rect = SDL_Rect(
                x: x0, y: y0, w: Int32((x + cellW - 2).rounded()) - x0, h: Int32((y + h).rounded()) - y0)
            let hue = Double(i % 7) / 7
            switch i % 3 {
            case 0:
                cells.append(.rect(rect, Color(red: 0.3 + 0.6 * hue, green: 0.5, blue: 0.9 - 0.6 * hue)))
            case 1:
                let key = Int(rect.w) << 16 | Int(rect.h)
                if shapeIndex[key] == nil {
                    shapeIndex[key] = shapes.count
                    let radius = min(6, Double(rect.h) / 2)
                    let fill = try texture(
                        Self.coverage(width: Int(rect.w), height: Int(rect.h), radius: radius, ring: nil),
                        rect, color: .white)
                    let ring = try texture(
                        Self.coverage(width: Int(rect.w), height: Int(rect.h), radius: radius, ring: 1), rect,
                        color: Color(white: 0.2))
                    shapes.append(Shape(fill: fill, ring: ring))
                }
                cells.append(
                    .rounded(rect, Color(red: 0.9, green: 0.4 + 0.5 * hue, blue: 0.3), shape: shapeIndex[key]!))
            default:
                cells.append(.text(rect, line: i % 50))
            }
        }
    }

    isolated deinit {
        for line in lines { SDL_DestroyTexture(line.texture) }
        for shape in shapes {
            SDL_DestroyTexture(shape.fill)
            SDL_DestroyTexture(shape.ring)
        }
    }

    /// Draws the whole frame and presents it.
    func draw() {
        SDL_SetRenderTarget(renderer, nil)
        SDL_RenderSetClipRect(renderer, nil)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255)
        SDL_RenderClear(renderer)
        for cell in cells {
            switch cell {
            case .rect(var rect, let color):
                let c = color.rgba8
                SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, 255)
                SDL_RenderFillRect(renderer, &rect)
            case .rounded(var rect, let color, let index):
                let c = color.rgba8
                let shape = shapes[index]
                SDL_SetTextureColorMod(shape.fill, c.r, c.g, c.b)
                SDL_RenderCopy(renderer, shape.fill, nil, &rect)
                SDL_RenderCopy(renderer, shape.ring, nil, &rect)
            case .text(let cell, let index):
                // Left-aligned, centred vertically, clipped to the cell.
                let line = lines[index]
                let y = cell.y + (cell.h - line.height) / 2
                let top = max(cell.y, y)
                let bottom = min(cell.y + cell.h, y + line.height)
                let w = min(cell.w, line.width)
                guard bottom > top, w > 0 else { continue }
                var source = SDL_Rect(x: 0, y: top - y, w: w, h: bottom - top)
                var target = SDL_Rect(x: cell.x, y: top, w: w, h: bottom - top)
                SDL_RenderCopy(renderer, line.texture, &source, &target)
            }
        }
        SDL_RenderPresent(renderer)
    }

    /// A static, blended texture of `rect`'s size whose alpha is `coverage` in `color`.
    private func texture(_ coverage: [UInt8], _ rect: SDL_Rect, color: Color) throws -> OpaquePointer {
        let c = color.rgba8
        let rgb = UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b)
        let argb = coverage.map { UInt32($0) << 24 | rgb }
        guard
            let texture = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), rect.w, rect.h)
        else { throw Self.failure("SDL_CreateTexture") }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        argb.withUnsafeBytes { _ = SDL_UpdateTexture(texture, nil, $0.baseAddress, rect.w * 4) }
        return texture
    }

    /// The antialiased coverage of a rounded rectangle (or of a ring `ring` pixels wide along
    /// its edge), one byte a pixel: half a pixel of ramp across the edge.
    static func coverage(width: Int, height: Int, radius: Double, ring: Double?) -> [UInt8] {
        func inside(_ px: Double, _ py: Double, _ w: Double, _ h: Double, _ r: Double) -> Double {
            // Signed distance to a rounded rect centred at the origin, negative inside.
            let qx = abs(px) - (w / 2 - r)
            let qy = abs(py) - (h / 2 - r)
            let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
            return min(max(0.5 - (outside + min(max(qx, qy), 0) - r), 0), 1)
        }
        var bytes = [UInt8](repeating: 0, count: width * height)
        let (w, h) = (Double(width), Double(height))
        for y in 0..<height {
            for x in 0..<width {
                let px = Double(x) + 0.5 - w / 2
                let py = Double(y) + 0.5 - h / 2
                var c = inside(px, py, w, h, radius)
                if let ring {
                    c -= inside(px, py, w - 2 * ring, h - 2 * ring, max(radius - ring, 0))
                }
                bytes[y * width + x] = UInt8((max(c, 0) * 255).rounded())
            }
        }
        return bytes
    }

    /// The failure of `call`, with SDL's own explanation.
    private static func failure(_ call: String) -> HostError {
        .sdl(call: call, message: String(cString: SDL_GetError()))
    }
}
