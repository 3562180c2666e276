// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "FileBrowser",
    products: [.executable(name: "file-browser", targets: ["FileBrowser"])],
    // `name:` so that the products below can say `package: "Segue"` whatever the checkout's
    // folder is called: without it SwiftPM names a path dependency after its folder.
    dependencies: [.package(name: "Segue", path: "../..")],
    targets: [
        .executableTarget(name: "FileBrowser", dependencies: [.product(name: "Segue", package: "Segue")]),
        .testTarget(
            name: "FileBrowserTests",
            dependencies: ["FileBrowser", .product(name: "SegueTestSupport", package: "Segue")]),
    ],
    swiftLanguageModes: [.v6]
)
