/// The version of Segue and its three executables: what `--version` prints.
///
/// The one place it is written; `CHANGELOG.md`'s newest `## ` heading names the same version
/// (`SegueCommandLineTests` checks that the two agree).
package enum SegueVersion {
    /// The version, as `MAJOR.MINOR.PATCH`.
    package static let current = "0.1.0"
}
