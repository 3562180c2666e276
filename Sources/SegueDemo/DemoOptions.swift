import Geometry
import SDLHost

/// The demo's command line.
struct DemoOptions: Equatable {
    var windowSize = Size(width: 1024, height: 640)
    var stack = ["menu"]
    /// A catalog page presented over the stack at launch.
    var present: String?
    var listPages = false
    var trace = false
    var headless = false
    var recordDirectory: String?
    /// The tour --record plays (nil: the navigation tour).
    var tour: DemoTour?
    var showcase = false
    var showHelp = false
    /// --renderer; nil: what SEGUE_RENDERER says, else automatic.
    var renderer: RendererRequest?
    /// --scale, pixels per point; nil: SEGUE_SCALE, else the platform's or the desktop's.
    var scale: Double?

    static let usage = """
        usage: segue-demo [--window WxH] [--stack NAME,NAME,...] [--present NAME] [--trace]
                          [--headless --record DIR [--tour navigation|presentation]] [--list-pages]
                          [--showcase] [--renderer software|opengl|opengles2|auto] [--scale S]
          --window WxH        window size in points (default 1024x640)
          --stack A,B,...     open with these pages on the stack, first at the bottom (default: menu)
          --present NAME      open with the page NAME presented over the stack: full screen, or the
                              page's own style (the present-* pages: card, fade mask, ...)
          --list-pages        print the pages, one per line: the name (what --stack and --present take),
                              then the title and what the page shows; and exit
          --trace             write one JSON object per line to stdout: input, frame, transition,
                              lifecycle events, each with "t" in seconds since launch
          --headless          draw with SDL's offscreen driver: no display needed
          --record DIR        with --headless: play a scripted tour (a push, a drag back, a cancelled
                              drag) and write every frame to DIR/frame-0001.png ...
          --tour NAME         with --record: navigation (the default) or presentation (a card rises
                              over the dimmed stack; a short drag down is cancelled, a long one
                              dismisses it)
          --showcase          show the foundation's layer showcase instead of the navigation demo
          --renderer NAME     draw with SDL's software renderer, opengl or opengles2; auto (the
                              default, or SEGUE_RENDERER) takes a GPU renderer where there is a GPU
          --scale S           pixels per point, 0.5 to 4 (default: SEGUE_SCALE, else the desktop's:
                              GDK_SCALE or Xft.dpi / 96); --window stays in points
        keys: Alt+Left or the mouse's back button go back; Escape closes a presented page;
              F1 shows frame times (ms) and the frame rate (fps)
        environment: SEGUE_REDUCED_MOTION=1 (or 0) turns reduced motion on (or off) at launch,
              whatever the desktop says (GNOME's enable-animations); Settings switches it live
        """

    struct Invalid: Error, CustomStringConvertible {
        let description: String
    }

    init() {}

    init(arguments: [String]) throws {
        var args = arguments[...]
        func value(_ flag: String) throws -> String {
            guard let v = args.popFirst(), !v.hasPrefix("--") else {
                throw Invalid(description: "\(flag) needs a value")
            }
            return v
        }
        while let arg = args.popFirst() {
            switch arg {
            case "--window":
                let v = try value(arg)
                let parts = v.split(separator: "x").compactMap { Double($0) }
                guard parts.count == 2, parts[0] >= 200, parts[1] >= 200 else {
                    throw Invalid(description: "--window takes WxH of at least 200x200, got \"\(v)\"")
                }
                windowSize = Size(width: parts[0], height: parts[1])
            case "--stack":
                stack = try value(arg).split(separator: ",").map(String.init)
                guard !stack.isEmpty else { throw Invalid(description: "--stack needs at least one page") }
            case "--present": present = try value(arg)
            case "--list-pages": listPages = true
            case "--trace": trace = true
            case "--headless": headless = true
            case "--record": recordDirectory = try value(arg)
            case "--tour":
                let v = try value(arg)
                guard let chosen = DemoTour(rawValue: v) else {
                    let names = DemoTour.allCases.map(\.rawValue).joined(separator: ", ")
                    throw Invalid(description: "--tour takes one of \(names), got \"\(v)\"")
                }
                tour = chosen
            case "--showcase": showcase = true
            case "--renderer":
                let v = try value(arg)
                guard let request = RendererRequest(name: v) else {
                    throw Invalid(description: "--renderer takes software, opengl, opengles2 or auto, got \"\(v)\"")
                }
                renderer = request
            case "--scale":
                let v = try value(arg)
                guard let parsed = DesktopScale.parse(v) else {
                    throw Invalid(description: "--scale takes a number from 0.5 to 4, got \"\(v)\"")
                }
                scale = parsed
            case "-h", "--help": showHelp = true
            default: throw Invalid(description: "unknown argument \"\(arg)\"")
            }
        }
        if recordDirectory != nil && !headless {
            throw Invalid(description: "--record works with --headless only")
        }
        if tour != nil && recordDirectory == nil {
            throw Invalid(description: "--tour works with --record only")
        }
    }
}
