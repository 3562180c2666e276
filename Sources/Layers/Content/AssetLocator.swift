import Foundation

/// Finds the files in `Assets/` (fonts, icons) from `swift run`, `swift test` and an installed
/// binary alike (FontsAndAssets.md). Roots are searched in order:
/// 1. `$SEGUE_ASSETS`;
/// 2. `Assets/` beside the running executable, then `../share/segue` from it (what
///    `scripts/install` lays out: `PREFIX/bin/segue-demo` finds `PREFIX/share/segue/Fonts`);
/// 3. the package's own `Assets/`, found from this source file's path as it was when the
///    library was built (a checkout), unless `SEGUE_NO_BUILD_ASSETS=1` says not to look there
///    (a test of an installed copy that must not reach back into the checkout).
///
/// Fonts that no root holds are looked for among the system's fonts next (SDLHost's
/// `FontLocator`).
public struct AssetLocator: Sendable {
    /// The error thrown when no root holds a requested asset.
    public struct MissingAsset: Error, CustomStringConvertible, Equatable {
        /// The asset's path relative to a root, such as `Fonts/DejaVuSans.ttf`.
        public let name: String
        /// The roots that were searched, in order.
        public let searched: [String]
        /// A message naming the asset and every path tried, and how to point `SEGUE_ASSETS` at it.
        public var description: String {
            "missing asset \"\(name)\"; looked in: " + searched.map { $0 + "/" + name }.joined(separator: ", ")
                + " (set SEGUE_ASSETS to the folder that holds it)"
        }
    }

    /// The environment variable that names an asset folder searched before any other.
    public static let environmentVariable = "SEGUE_ASSETS"
    /// The environment variable that, set to `1`, leaves the build's checkout out of the
    /// search (step 3 above): only `SEGUE_ASSETS` and the folders by the executable count.
    public static let skipBuildAssetsVariable = "SEGUE_NO_BUILD_ASSETS"

    /// The folders searched, in order.
    public let roots: [String]

    /// A locator that searches `roots` in order (tests; apps use
    /// ``standard(environment:sourceFile:)``).
    public init(roots: [String]) {
        self.roots = roots
    }

    /// The search order described above.
    public static func standard(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        sourceFile: String = #filePath
    ) -> AssetLocator {
        var roots: [String] = []
        if let env = environment[environmentVariable], !env.isEmpty { roots.append(env) }
        let exe =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments.first ?? ""
        let exeDir = (exe as NSString).deletingLastPathComponent
        if !exeDir.isEmpty {
            roots.append(exeDir + "/Assets")
            roots.append(
                ((exeDir as NSString).deletingLastPathComponent as NSString).appendingPathComponent("share/segue"))
        }
        if environment[skipBuildAssetsVariable] != "1" {
            // Sources/Layers/Content/AssetLocator.swift -> the package root is four levels up.
            var root = sourceFile as NSString
            for _ in 0..<4 { root = root.deletingLastPathComponent as NSString }
            roots.append(root.appendingPathComponent("Assets"))
        }
        return AssetLocator(roots: roots)
    }

    /// The full path of `name` (for example "Fonts/DejaVuSans.ttf"), or a `MissingAsset` error
    /// that names every place it looked.
    public func path(for name: String) throws -> String {
        for candidate in candidates(for: name) where FileManager.default.isReadableFile(atPath: candidate) {
            return candidate
        }
        throw MissingAsset(name: name, searched: roots)
    }

    /// Every path `path(for:)` tries for `name`, in order.
    public func candidates(for name: String) -> [String] { roots.map { $0 + "/" + name } }
}
