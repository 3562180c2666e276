import Animation
import Foundation
import Geometry
import Layers
import SDLHost

/// Opens the demo window (or an offscreen one with --headless) and runs its frame loop.
@MainActor
enum DemoApp {
    static func main(arguments: [String]) -> Int32 {
        let options: DemoOptions
        do {
            options = try DemoOptions(arguments: arguments)
        } catch {
            printError("\(error)\n\(DemoOptions.usage)")
            return 2
        }
        if options.showHelp {
            print(DemoOptions.usage)
            return 0
        }
        do {
            try run(options)
            return 0
        } catch {
            printError("\(error)")
            return 1
        }
    }

    static func run(_ options: DemoOptions) throws {
        let platform = try SDLPlatform(headless: options.headless)
        let window = try SDLWindow(platform: platform, title: "Segue", size: options.windowSize)
        let renderer = try SDLRenderer(window: window)
        let images = ImageLoader(platform: platform)
        let photo = try images.load(asset: "Images/sample-photo.png")
        let chevron = try images.load(asset: "Images/chevron-back@2x.png")
        // A headless run steps a manual clock one frame at a time, so its frames are the same
        // on every machine; a window runs on real time.
        let manualClock = ManualClock()
        let clock: any Clock = options.headless ? manualClock : MonotonicClock()
        let scene = Scene(size: window.size, clock: clock)
        ShowcaseScene.build(in: scene, photo: photo, chevron: chevron)
        let loop = FrameLoop(window: window, renderer: renderer, source: scene)
        if options.headless {
            let drawn = try loop.runHeadless(
                maxFrames: options.frames, frameDirectory: options.recordDirectory,
                beforeFrame: { _ in manualClock.advance(by: 1 / 60) })
            print("segue-demo: rendered \(drawn) frame(s)" + (options.recordDirectory.map { " into \($0)" } ?? ""))
        } else {
            let line = "segue-demo: window open, \(Int(window.size.width))x\(Int(window.size.height))\n"
            FileHandle.standardOutput.write(line.data(using: .utf8)!)
            try loop.run()
        }
    }

    static func printError(_ message: String) {
        FileHandle.standardError.write(("segue-demo: " + message + "\n").data(using: .utf8)!)
    }
}
