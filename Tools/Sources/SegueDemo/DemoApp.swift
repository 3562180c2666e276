import Animation
import Foundation
import Geometry
import Layers
import Navigation
import SDLHost
import Views

/// Starts the demo: the window through `Application`, the one-call entry every app uses
/// (`DemoAppDelegate`); a recorded tour and the showcase's one frame (--record) too, offscreen
/// on a manual clock stepped frame by frame (`RecordingAppDelegate`).
@MainActor
enum DemoApp {
    /// Runs the demo the command line asks for (`DemoOptions`, checked already); returns the
    /// exit status.
    static func main(_ options: DemoOptions) throws -> Int32 {
        if options.listPages {
            for line in PageCatalog(settings: DemoSettings(), images: .placeholder).listing { print(line) }
            return 0
        }
        // The folder for the frames exists and takes files before SDL starts.
        if let directory = options.recordDirectory { try RecordFolder.prepare(directory) }
        if options.recordDirectory != nil || (options.showcase && options.headless) {
            try record(options)
            return 0
        }
        var environment = ProcessInfo.processInfo.environment
        // --appearance decides over the desktop's light or dark (Application follows it live).
        if let appearance = options.appearance {
            environment[DesktopAppearance.environmentVariable] = appearance.description
        }
        // --headless: SDL's offscreen driver, 600 frames, then the app ends as if closed.
        if options.headless { environment[Application.headlessFramesVariable] = "600" }
        let status = Application.run(DemoAppDelegate.self, environment: environment)
        if status != 0, !options.headless, environment["DISPLAY"] == nil, environment["WAYLAND_DISPLAY"] == nil {
            // The library's message names no flag of ours; the demo offers its own.
            FileHandle.standardError.write(Data("  (or run the demo with --headless to draw offscreen)\n".utf8))
        }
        return status
    }

    /// The demo's pictures, at the window's scale.
    static func loadImages(_ loader: ImageLoader) throws -> DemoImages {
        DemoImages(
            chevron: try loader.load(asset: "Images/chevron-back.png"),
            photo: try loader.load(asset: "Images/sample-photo.png"),
            tabs: DemoTabImages(
                browse: try loader.load(asset: "Images/tab-browse.png"),
                browseSelected: try loader.load(asset: "Images/tab-browse-selected.png"),
                favourites: try loader.load(asset: "Images/tab-favourites.png"),
                favouritesSelected: try loader.load(asset: "Images/tab-favourites-selected.png"),
                profile: try loader.load(asset: "Images/tab-profile.png"),
                profileSelected: try loader.load(asset: "Images/tab-profile-selected.png")))
    }

    /// A recorded tour (--record --tour) or the showcase's one frame, drawn offscreen on a
    /// manual clock through `Application.launchOffscreen`: the same frames on every machine,
    /// written as PNG files.
    static func record(_ options: DemoOptions) throws {
        var environment = ProcessInfo.processInfo.environment
        // A recorded tour is light unless told, with full motion (the settings' switch turns
        // it on): its frames are the same on every machine.
        environment[DesktopAppearance.environmentVariable] = (options.appearance ?? .light).description
        environment["SEGUE_REDUCED_MOTION"] = "0"
        let clock = ManualClock()
        let delegate = RecordingAppDelegate(options: options)
        let application: Application
        do {
            application = try Application.launchOffscreen(delegate, clock: clock, environment: environment)
        } catch {
            // The delegate's own reason (a missing image) says more than "declined".
            throw delegate.launchError ?? error
        }
        guard let navigation = delegate.navigationController, let catalog = delegate.catalog else {
            try recordShowcase(options, application: application, clock: clock)
            return
        }
        guard let directory = options.recordDirectory else { return }
        var recorder = TourRecorder(clock: clock, application: application, directory: directory)
        let written = try (options.tour ?? .navigation).play(
            on: &recorder, navigationController: navigation, catalog: catalog)
        print("segue-demo: recorded \(written) frames into \(directory)")
    }

    /// The foundation's showcase, one layer scene with no navigation, drawn once offscreen
    /// (--showcase --headless [--record DIR]).
    static func recordShowcase(_ options: DemoOptions, application: Application, clock: ManualClock) throws {
        clock.advance(by: 1 / 60)
        let drawn = try application.renderFrameIfNeeded() ? 1 : 0
        if drawn == 1, let directory = options.recordDirectory {
            try PNGWriter.write(try application.hostWindow.readPixels(), to: directory + "/frame-0001.png")
        }
        print("segue-demo: rendered \(drawn) frame(s)")
    }
}

extension DemoImages {
    /// For listing pages without loading anything.
    static var placeholder: DemoImages {
        let pixel = Image(pixels: PixelBuffer(width: 1, height: 1, color: .clear))
        return DemoImages(
            chevron: pixel, photo: pixel,
            tabs: DemoTabImages(
                browse: pixel, browseSelected: pixel, favourites: pixel, favouritesSelected: pixel, profile: pixel,
                profileSelected: pixel))
    }
}
