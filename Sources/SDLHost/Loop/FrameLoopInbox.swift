import CSDL2
import Synchronization

/// Work handed to a frame loop from other threads (a desktop setting read by a monitor's
/// thread): kept under a lock, the loop woken with an SDL event, and run on the loop's thread
/// before its next frame (`FrameLoop.inbox`): the loop looks at its inbox every turn, so the
/// work runs even if another loop of the process took the wake event.
public final class FrameLoopInbox: Sendable {
    private let pending = Mutex<[@Sendable @MainActor () -> Void]>([])

    /// The `user.code` of the SDL event that wakes the loop for it.
    static let wakeCode: Int32 = 0x5E6E

    /// An empty inbox.
    public init() {}

    /// Runs `work` on the loop's thread before its next frame; callable from any thread.
    public func post(_ work: @escaping @Sendable @MainActor () -> Void) {
        pending.withLock { $0.append(work) }
        var event = SDL_Event()
        event.type = SDL_USEREVENT.rawValue
        event.user.code = Self.wakeCode
        SDL_PushEvent(&event)
    }

    /// Runs what was posted, in order.
    @MainActor
    func runPending() {
        let work = pending.withLock { queued -> [@Sendable @MainActor () -> Void] in
            defer { queued.removeAll() }
            return queued
        }
        for item in work { item() }
    }
}
