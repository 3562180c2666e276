// The module an app imports: `import Segue` brings in the six library modules, from the plain
// values up to the SDL host, as `import UIKit` does on iOS. It declares nothing of its own
// (docs/ARCHITECTURE.md). An app's tests add `import SegueTestSupport`. Foundation comes
// too, as with `import UIKit` (`TimeInterval`, `Date`, `URL`), so ported code needs no import
// of its own.

@_exported import Animation
@_exported import Foundation
@_exported import Geometry
@_exported import Layers
@_exported import Navigation
@_exported import SDLHost
@_exported import Views
