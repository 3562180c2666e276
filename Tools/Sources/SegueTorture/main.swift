import Foundation
import SegueCommandLine

// segue-torture: the randomized navigation torture test (README, "Tests"), for long runs
// (build it in release); `TortureOptions` is its command line and `segue-torture --help` says
// which environment variables set it up. It runs the ops in a child process, so that a crash
// is shrunk and reported like a broken invariant. Exit status 0 when every invariant held, 1
// on a broken one or a crash, 2 on a bad option or setting.
//
//   segue-torture                the run, supervised
//   segue-torture --worker       the run in this process (what the supervisor starts)
//   segue-torture --replay FILE  replays a JSON list of ops, then settles (for shrinking)

/// Writes a line at once (unbuffered, so progress shows while a long run goes on).
func say(_ line: String, to handle: FileHandle = .standardOutput) {
    handle.write((line + "\n").data(using: .utf8)!)
}

TortureOptions.mainOrExit()
