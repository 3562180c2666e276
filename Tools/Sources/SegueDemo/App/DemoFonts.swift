import Layers
import SDLHost

/// The demo's faces and where their files are found (`FontLocator`: the assets, then the
/// system's fonts through fontconfig), for the trace's `start` line.
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
}
