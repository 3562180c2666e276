import Geometry

/// The demo's command line.
struct DemoOptions: Equatable {
    var windowSize = Size(width: 1024, height: 640)
    var headless = false
    var recordDirectory: String?
    var frames = 1
    var showHelp = false

    static let usage = """
        usage: segue-demo [--window WxH] [--headless [--record DIR] [--frames N]]
          --window WxH    window size in points (default 1024x640)
          --headless      draw with SDL's offscreen driver: no display needed
          --record DIR    with --headless, write each rendered frame to DIR/frame-0001.png ...
          --frames N      with --headless, render at most N frames (default 1)
        """

    struct Invalid: Error, CustomStringConvertible {
        let description: String
    }

    init() {}

    init(arguments: [String]) throws {
        var args = arguments[...]
        while let arg = args.popFirst() {
            switch arg {
            case "--window":
                guard let value = args.popFirst() else { throw Invalid(description: "--window needs WxH") }
                let parts = value.split(separator: "x").compactMap { Double($0) }
                guard parts.count == 2, parts[0] >= 100, parts[1] >= 100 else {
                    throw Invalid(description: "--window takes WxH of at least 100x100, got \"\(value)\"")
                }
                windowSize = Size(width: parts[0], height: parts[1])
            case "--headless": headless = true
            case "--record":
                guard let dir = args.popFirst() else { throw Invalid(description: "--record needs a directory") }
                recordDirectory = dir
            case "--frames":
                guard let value = args.popFirst(), let n = Int(value), n > 0 else {
                    throw Invalid(description: "--frames needs a positive number")
                }
                frames = n
            case "-h", "--help": showHelp = true
            default: throw Invalid(description: "unknown argument \"\(arg)\"")
            }
        }
        if recordDirectory != nil && !headless {
            throw Invalid(description: "--record works with --headless only")
        }
    }
}
