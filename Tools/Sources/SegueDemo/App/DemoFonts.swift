import Layers
import SDLHost

/// The demo's faces and where their files are found (`FontLocator`: the assets, then the
/// system's fonts through fontconfig), for the trace's `start` line and a note when the
/// system's font stands in for a missing asset.
enum DemoFonts {
    /// The font names the demo draws with: the regular and bold system faces.
    static let names = [Font.system(size: 17).name, Font.boldSystem(size: 17).name]

    /// Each face's file, or the error that will fail the first frame needing it.
    static func locate(
        with locator: FontLocator = FontLocator()
    ) -> [(name: String, result: Result<FontLocator.FontFile, FontLocator.NotFound>)] {
        names.map { name in
            do throws(FontLocator.NotFound) {
                return (name, .success(try locator.locate(name)))
            } catch {
                return (name, .failure(error))
            }
        }
    }

    /// One line per face not taken from the assets: which system file stands in for it.
    static func notes(_ files: [(name: String, result: Result<FontLocator.FontFile, FontLocator.NotFound>)])
        -> [String]
    {
        files.compactMap { name, result in
            guard case .success(let file) = result, case .system(let pattern) = file.source else { return nil }
            return "font \(name) is not among the assets; using \(file.path) (fontconfig, \"\(pattern)\")"
        }
    }
}
