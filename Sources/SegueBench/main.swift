import Foundation
import Geometry
import SDLHost

/// segue-bench [--frames N] [--warmup N] [--only NAME]
/// Prints one JSON object per scenario and line: scenario, layers, frames, p50_ms, p99_ms,
/// max_ms (and mean_ms, width, height). Build with -c release for numbers worth quoting.
@MainActor
func runBenchmarks() -> Int32 {
    var frames = 300
    var warmup = 30
    var only: String?
    var args = CommandLine.arguments.dropFirst()
    while let arg = args.popFirst() {
        switch arg {
        case "--frames": frames = Int(args.popFirst() ?? "") ?? frames
        case "--warmup": warmup = Int(args.popFirst() ?? "") ?? warmup
        case "--only": only = args.popFirst()
        case "-h", "--help":
            print(
                "usage: segue-bench [--frames N] [--warmup N] [--only static-100|static-1000|static-5000|slide|slide-plain-sdl]"
            )
            return 0
        default:
            FileHandle.standardError.write("segue-bench: unknown argument \(arg)\n".data(using: .utf8)!)
            return 2
        }
    }
    do {
        let platform = try SDLPlatform(headless: true)
        let window = try SDLWindow(platform: platform, title: "segue-bench", size: Size(width: 1280, height: 800))
        let renderer = try SDLRenderer(window: window)
        let run = BenchmarkRun(window: window, renderer: renderer, frames: frames, warmup: warmup)
        let scenarios: [(String, () throws -> Void)] = [
            ("static-100", { try run.staticScene(count: 100) }),
            ("static-1000", { try run.staticScene(count: 1000) }),
            ("static-5000", { try run.staticScene(count: 5000) }),
            ("slide", { try run.slide() }),
            ("slide-plain-sdl", { try run.plainSDLSlide() }),
        ]
        for (name, body) in scenarios where only == nil || only == name {
            try body()
        }
        _ = platform
        return 0
    } catch {
        FileHandle.standardError.write("segue-bench: \(error)\n".data(using: .utf8)!)
        return 1
    }
}

exit(MainActor.assumeIsolated { runBenchmarks() })
