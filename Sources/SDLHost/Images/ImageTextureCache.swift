import CSDL2
import Layers

/// One texture per live `Image`: images are compared by identity, and a texture is kept for
/// as long as its image lives (weak references, swept now and then).
@MainActor
final class ImageTextureCache {
    private struct Entry {
        weak var image: Image?
        let texture: SDLTexture
    }

    private let window: SDLWindow
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var scratch: [UInt32] = []

    init(window: SDLWindow) {
        self.window = window
    }

    var count: Int { entries.count }

    func texture(for image: Image) throws -> SDLTexture {
        let id = ObjectIdentifier(image)
        // A dead image's address may be reused by a new one: check identity, not just the id.
        if let entry = entries[id], entry.image === image { return entry.texture }
        let pixels = image.pixels
        let texture = try SDLTexture(window: window, width: pixels.width, height: pixels.height, target: false)
        scratch.removeAll(keepingCapacity: true)
        scratch.reserveCapacity(pixels.width * pixels.height)
        var opaque = true
        pixels.bytes.withUnsafeBufferPointer { bytes in
            for i in stride(from: 0, to: bytes.count, by: 4) {
                let a = UInt32(bytes[i + 3])
                if a != 255 { opaque = false }
                scratch.append(a << 24 | UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2]))
            }
        }
        try scratch.withUnsafeBytes { raw in
            try texture.update(argb: raw.baseAddress!, rowLength: pixels.width)
        }
        texture.isOpaque = opaque
        entries[id] = Entry(image: image, texture: texture)
        return texture
    }

    /// Destroys the textures of images that no longer exist.
    func sweep() {
        guard entries.values.contains(where: { $0.image == nil }) else { return }
        entries = entries.filter { $0.value.image != nil }
    }

    func removeAll() {
        entries.removeAll()
    }
}
