import ArgumentParser
import Geometry
@_spi(SegueTools) import SDLHost
import SegueCommandLine

/// The demo's command line (swift-argument-parser). Every value is checked here, page names
/// against the catalog included, before SDL starts: a bad one exits 2 with one line and the
/// usage (`parseCommandLine()`).
struct DemoOptions: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "segue-demo",
        abstract: "Segue's navigation demo: a menu of pages, each showing a feature.",
        discussion: """
            Keys: Alt+Left or the mouse's back button go back; Escape closes a presented page; \
            Tab and Shift+Tab move the keyboard focus, the arrows move it in a list or a tab bar, \
            Enter and Space press what has it; F1 shows frame times (ms) and the frame rate (fps).

            Environment: SEGUE_REDUCED_MOTION=1 (or 0) turns reduced motion on (or off) at launch, \
            whatever the desktop says (GNOME's enable-animations), and Settings switches it live; \
            SEGUE_RENDERER chooses the renderer and SEGUE_SCALE the scale when the options do not; \
            SEGUE_ASSETS is the folder of the images and fonts; SEGUE_ACCESSIBILITY=1 (or --accessibility) \
            exports the window to screen readers over AT-SPI whatever the desktop says.

            With no display and no --headless it exits 1 (SDL would otherwise draw into its \
            offscreen driver unseen). A bad command line exits 2.
            """,
        version: SegueVersion.current)

    @Option(
        name: .customLong("window"),
        help: ArgumentHelp("The window's size in points (at scale 2 a point is two pixels).", valueName: "WxH"))
    var window = WindowSize(width: 1024, height: 640)

    @Option(
        name: .customLong("stack"),
        help: ArgumentHelp(
            "Open with these pages on the stack, first at the bottom (names from --list-pages).",
            valueName: "name,name,..."))
    var pageList = PageList(names: ["menu"])

    @Option(
        help: ArgumentHelp(
            "Open with this page presented over the stack, without animation: full screen, or the page's own"
                + " style (present-card is a card, present-fade fades).", valueName: "name"))
    var present: String?

    @Flag(
        help: """
            Print the pages, one per line: the name (what --stack and --present take), then the title and \
            what the page shows; and exit.
            """)
    var listPages = false

    @Flag(
        help: """
            Write one JSON object per line to standard output: start, input, frame, transition and \
            lifecycle events, each with "t" in seconds since launch.
            """)
    var trace = false

    @Flag(help: "Draw with SDL's offscreen driver: no display needed.")
    var headless = false

    @Flag(
        help: """
            Export the pages to screen readers over AT-SPI even when the desktop has no assistive \
            technology on (SEGUE_ACCESSIBILITY=1 does the same; =0 keeps it off).
            """)
    var accessibility = false

    @Option(
        name: .customLong("record"),
        help: ArgumentHelp(
            "With --headless: play a scripted tour (a push, a drag back, a cancelled drag) and write every frame"
                + " to folder/frame-0001.png ... (with --showcase: its one frame).", valueName: "folder"))
    var recordDirectory: String?

    /// The tour --record plays (nil: the navigation tour).
    @Option(
        help: ArgumentHelp(
            "With --record: navigation (the default); presentation (a card rises over the dimmed stack; a short"
                + " drag down is cancelled, a long one dismisses it); tabs (the tab page, its detail page opened,"
                + " a back-drag held at 300 points, then cancelled); settings (the settings page, Reduce motion"
                + " switched on); split (the split page, a section chosen, a back-drag held at 240 points; at"
                + " less than 720 points wide folded into one stack); choices (the Animator row's page, Cube"
                + " chosen); page-stack; cube-flip; reduced-motion; handle-pop (the app's own interaction"
                + " controller); alongside (a colour animated alongside the transitions); large-titles (the"
                + " menu's large title folded and pulled, the long list pushed and dragged back); forward (Alt+Left,"
                + " then Alt+Right); keyboard-focus (Tab round the Fuller bars page); toolbar (its items hide and"
                + " show the bar and the toolbar); list-scroll (the long list scrolled under a still pointer).",
            valueName: "name"))
    var tour: DemoTour?

    @Flag(help: "Show the foundation's layer showcase alone (no navigation).")
    var showcase = false

    /// --renderer; nil: what SEGUE_RENDERER says, else automatic.
    @Option(
        help: ArgumentHelp(
            "Draw with SDL's software renderer, opengl or opengles2; auto (the default, or SEGUE_RENDERER) takes"
                + " the GPU's renderer where there is a GPU.", valueName: "name"),
        transform: DemoOptions.parseRenderer)
    var renderer: RendererRequest?

    /// --scale, pixels per point; nil: SEGUE_SCALE, else the platform's or the desktop's.
    @Option(
        help: ArgumentHelp(
            "Pixels per point, 0.5 to 4 (default: SEGUE_SCALE, else the desktop's: GDK_SCALE, or Xft.dpi / 96"
                + " rounded to a quarter); --window stays in points.", valueName: "S"),
        transform: DemoOptions.parseScale)
    var scale: Double?

    /// --appearance; nil: SEGUE_APPEARANCE, else the desktop's, followed live (light in a
    /// recorded tour).
    @Option(
        help: ArgumentHelp(
            "light or dark, whatever the desktop says (default: SEGUE_APPEARANCE, else the desktop's color-scheme,"
                + " followed while the demo runs).", valueName: "style"),
        transform: DemoOptions.parseAppearance)
    var appearance: UserInterfaceStyle?

    /// The window's size in points.
    var windowSize: Size { Size(width: window.width, height: window.height) }

    /// The pages on the stack at launch, bottom first.
    var stack: [String] { pageList.names }

    mutating func validate() throws {
        guard window.width >= 200, window.height >= 200 else {
            throw ValidationError("--window takes WxH of at least 200x200 points, got \(window)")
        }
        if recordDirectory != nil && !headless {
            throw ValidationError("--record works with --headless only")
        }
        if tour != nil && recordDirectory == nil {
            throw ValidationError("--tour works with --record only")
        }
        let (stack, present) = (self.stack, self.present)
        do {
            try MainActor.assumeIsolated { try PageCatalog.check(stack: stack, present: present) }
        } catch {
            throw ValidationError("\(error)")
        }
    }

    func run() throws {
        let status = try MainActor.assumeIsolated { try DemoApp.main(self) }
        if status != 0 { throw ExitCode(status) }
    }

    /// The command line this process was started with, which `main` checked before SDL started
    /// (the defaults, should it somehow not parse).
    static func fromCommandLine() -> DemoOptions {
        (try? parse(Array(CommandLine.arguments.dropFirst()))) ?? DemoOptions()
    }

    static func parseAppearance(_ text: String) throws -> UserInterfaceStyle {
        guard let style = UserInterfaceStyle(name: text) else { throw ValidationError("takes light or dark") }
        return style
    }

    static func parseRenderer(_ text: String) throws -> RendererRequest {
        guard let request = RendererRequest(name: text) else {
            throw ValidationError("takes software, opengl, opengles2 or auto")
        }
        return request
    }

    static func parseScale(_ text: String) throws -> Double {
        guard let scale = DesktopScale.parse(text) else { throw ValidationError("takes a number from 0.5 to 4") }
        return scale
    }
}

/// `--stack`'s value: page names, comma-separated.
struct PageList: Equatable, ExpressibleByArgument {
    var names: [String]

    init(names: [String]) { self.names = names }

    init?(argument: String) {
        let names = argument.split(separator: ",").map(String.init)
        guard !names.isEmpty else { return nil }
        self.names = names
    }

    var defaultValueDescription: String { names.joined(separator: ",") }
}

extension DemoTour: ExpressibleByArgument {}
