import CSDL2
import Foundation

/// Wakes the frame loop when the accessibility bus has something to read: one thread blocks in
/// `poll()` on the bus's socket and, when it becomes readable, pushes one SDL event of its own
/// type, then waits until the main thread has read everything (`rearm()`) before polling again.
///
/// Why a thread: the frame loop sleeps in `SDL_WaitEvent`, which cannot wait on another file
/// descriptor, and polling the socket from the loop on a timer would be work on every idle turn.
/// The thread touches nothing but the socket (in `poll`) and SDL's thread-safe event queue;
/// every libdbus call stays on the main thread.
final class DBusSocketWaker: Sendable {
    /// The SDL event type this waker pushes (`SDL_RegisterEvents`).
    let eventType: UInt32
    /// Created at 0 and signalled once before the thread starts: libdispatch traps when a
    /// semaphore is freed with a count below the one it was created with.
    private let rearmed = DispatchSemaphore(value: 0)
    private let stopReader: Int32
    private let stopWriter: Int32

    /// Starts the thread for `fileDescriptor`; nil when SDL has no event type left or no pipe
    /// could be made.
    init?(fileDescriptor: Int32) {
        let type = SDL_RegisterEvents(1)
        guard type != UInt32.max else { return nil }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        eventType = type
        stopReader = ends[0]
        stopWriter = ends[1]
        rearmed.signal()
        let thread = Thread { [self] in watch(fileDescriptor) }
        thread.name = "segue.accessibility-bus"
        thread.start()
    }

    /// The main thread has read what was there: wait for more.
    func rearm() { rearmed.signal() }

    /// Ends the thread.
    func stop() {
        var byte: UInt8 = 1
        _ = write(stopWriter, &byte, 1)
        rearmed.signal()
    }

    private func watch(_ descriptor: Int32) {
        while true {
            rearmed.wait()
            var polled = [
                pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: stopReader, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&polled, 2, -1)
            if ready < 0 && errno == EINTR {
                rearmed.signal()
                continue
            }
            guard ready > 0, polled[1].revents == 0 else { break }
            var event = SDL_Event()
            event.type = eventType
            SDL_PushEvent(&event)
            // A hang-up also wakes the loop once: the main thread then finds the bus gone.
            if polled[0].revents & Int16(POLLHUP | POLLERR) != 0 { break }
        }
        // The pipe stays open: `stop()` may still write to it (a closed pipe would raise
        // SIGPIPE); a bridge stops once per app.
    }
}
