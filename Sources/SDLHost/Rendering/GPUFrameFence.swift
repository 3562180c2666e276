import CSDL2

/// Keeps the CPU at most one frame ahead of an OpenGL renderer's GPU: after presenting a
/// frame it waits until the GPU has finished the one before (a GL fence).
///
/// A swap chain that waits for vertical blank does this by itself; an offscreen surface (SDL's
/// offscreen driver) does not, and Mesa's llvmpipe then falls dozens of frames behind, which
/// the next frame that draws into a texture and then samples it waits for all at once: the
/// interactive pop's frame that rasterizes a page took 0.4–2 s (README, "Benchmarks").
@MainActor
final class GPUFrameFence {
    private typealias FenceSync = @convention(c) (UInt32, UInt32) -> OpaquePointer?
    private typealias ClientWaitSync = @convention(c) (OpaquePointer?, UInt32, UInt64) -> UInt32
    private typealias DeleteSync = @convention(c) (OpaquePointer?) -> Void
    private typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?

    private struct Functions {
        let fenceSync: FenceSync
        let clientWaitSync: ClientWaitSync
        let deleteSync: DeleteSync
    }

    /// nil until the first frame (the renderer's context is current then), and for good when
    /// the context has no sync objects.
    private var functions: Functions?
    private var checked = false
    private var previous: OpaquePointer?

    /// True once a frame found the context's sync objects: the CPU is being held back.
    var isActive: Bool { functions != nil }

    /// Call right after `SDL_RenderPresent`, while the renderer's GL context is current.
    func framePresented() {
        if !checked {
            checked = true
            functions = Self.syncFunctions()
        }
        guard let functions else { return }
        let fence = functions.fenceSync(0x9117, 0)  // GL_SYNC_GPU_COMMANDS_COMPLETE
        if let previous {
            // GL_SYNC_FLUSH_COMMANDS_BIT; a second at most, so a lost GPU cannot hang the loop.
            _ = functions.clientWaitSync(previous, 0x1, 1_000_000_000)
            functions.deleteSync(previous)
        }
        previous = fence
    }

    /// The sync functions when the current context has them: OpenGL 3.2 or `GL_ARB_sync`,
    /// OpenGL ES 3.0.
    private static func syncFunctions() -> Functions? {
        guard let getString = SDL_GL_GetProcAddress("glGetString"),
            let versionText = unsafeBitCast(getString, to: GetString.self)(0x1F02)  // GL_VERSION
        else { return nil }
        let version = String(cString: versionText)
        let isES = version.hasPrefix("OpenGL ES")
        let numbers = version.drop { !$0.isNumber }.prefix { $0.isNumber || $0 == "." }.split(separator: ".")
        let major = numbers.first.flatMap { Int($0) } ?? 0
        let minor = numbers.dropFirst().first.flatMap { Int($0) } ?? 0
        let hasSync =
            isES ? major >= 3 : (major, minor) >= (3, 2) || SDL_GL_ExtensionSupported("GL_ARB_sync") == SDL_TRUE
        guard hasSync, let fence = SDL_GL_GetProcAddress("glFenceSync"),
            let wait = SDL_GL_GetProcAddress("glClientWaitSync"),
            let delete = SDL_GL_GetProcAddress("glDeleteSync")
        else { return nil }
        return Functions(
            fenceSync: unsafeBitCast(fence, to: FenceSync.self),
            clientWaitSync: unsafeBitCast(wait, to: ClientWaitSync.self),
            deleteSync: unsafeBitCast(delete, to: DeleteSync.self))
    }
}
