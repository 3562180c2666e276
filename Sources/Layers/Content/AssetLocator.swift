import Foundation

/// Finds the files in `Assets/` (fonts, icons) from `swift run`, `swift test` and an installed
/// binary alike. Roots are searched in order:
/// 1. `$SEGUE_ASSETS`;
/// 2. `Assets/` beside the running executable, then `../share/segue/Assets` (an install);
/// 3. the package's own `Assets/`, found from this source file's path (a checkout).
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
        if let env = environment["SEGUE_ASSETS"], !env.isEmpty { roots.append(env) }
        let exe =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments.first ?? ""
        let exeDir = (exe as NSString).deletingLastPathComponent
        if !exeDir.isEmpty {
            roots.append(exeDir + "/Assets")
            roots.append(
                ((exeDir as NSString).deletingLastPathComponent as NSString).appendingPathComponent(
                    "share/segue/Assets"))
        }
        // Sources/Layers/Content/AssetLocator.swift -> the package root is four levels up.
        var root = sourceFile as NSString
        for _ in 0..<4 { root = root.deletingLastPathComponent as NSString }
        roots.append(root.appendingPathComponent("Assets"))
        return AssetLocator(roots: roots)
    }

    /// The full path of `name` (for example "Fonts/DejaVuSans.ttf"), or a `MissingAsset` error
    /// that names every place it looked.
    public func path(for name: String) throws -> String {
        for root in roots {
            let candidate = root + "/" + name
            if FileManager.default.isReadableFile(atPath: candidate) { return candidate }
        }
        throw MissingAsset(name: name, searched: roots)
    }
}
