import Foundation
import SegueCommandLine

/// `--version` prints `SegueVersion.current`: it must be the version CHANGELOG.md names first
/// (its newest release; an "Unreleased" section above it, Keep a Changelog's, names none).
struct SegueVersionTests {
    /// The repository's root: four folders up from this file (Tools/Tests/SegueCommandLineTests).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    func testTheVersionIsTheChangelogsNewest() throws {
        let changelog = Self.root.appendingPathComponent("CHANGELOG.md")
        guard let text = try? String(contentsOf: changelog, encoding: .utf8) else {
            // No changelog yet: the first version.
            expectEqual(SegueVersion.current, "0.1.0")
            return
        }
        let heading = try require(
            text.split(separator: "\n").first { $0.hasPrefix("## ") && !$0.contains("Unreleased") },
            "CHANGELOG.md has no \"## \" heading of a release")
        let newest = try require(
            heading.firstMatch(of: /\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?/), "no version in \"\(heading)\"")
        expectEqual(String(newest.output.0), SegueVersion.current, "CHANGELOG.md's first heading: \(heading)")
    }

    func testTheVersionIsSemantic() {
        expectNotNil(SegueVersion.current.wholeMatch(of: /\d+\.\d+\.\d+/))
    }
}
