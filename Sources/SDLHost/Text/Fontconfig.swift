import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// fontconfig, the system's font catalogue, loaded at run time (`libfontconfig.so.1`, as
/// `DesktopScale` loads libX11): Segue neither links it nor needs its headers to build, and a
/// machine without it still runs on its bundled fonts. Asked only for a font the assets do not
/// hold (`FontLocator`, docs/ARCHITECTURE.md §20).
enum Fontconfig {
    /// The shared library asked for.
    static let libraryName = "libfontconfig.so.1"

    /// What fontconfig answered for a pattern.
    enum Answer: Equatable, Sendable {
        /// The file of the best match, whose family is the one asked for.
        case file(String)
        /// No font matched at all (an empty configuration, no fonts installed).
        case nothing
        /// fontconfig's best match is of another family (it always offers its nearest font).
        case otherFamily(file: String, family: String)
        /// fontconfig could not be asked, and why.
        case unavailable(String)
    }

    // The C functions used (fontconfig.h); FcBool is an int, FcMatchPattern 0, FcResultMatch 0.
    private typealias NameParse = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
    private typealias Substitute = @convention(c) (OpaquePointer?, OpaquePointer?, Int32) -> Int32
    private typealias DefaultSubstitute = @convention(c) (OpaquePointer?) -> Void
    private typealias FontMatch =
        @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutablePointer<Int32>?) ->
        OpaquePointer?
    private typealias GetString =
        @convention(c) (
            OpaquePointer?, UnsafePointer<CChar>?, Int32, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
        ) -> Int32
    private typealias Destroy = @convention(c) (OpaquePointer?) -> Void
    private typealias Initialize = @convention(c) () -> Int32
    private typealias ConfigCreate = @convention(c) () -> OpaquePointer?
    private typealias ParseAndLoad = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int32) -> Int32
    private typealias BuildFonts = @convention(c) (OpaquePointer?) -> Int32

    /// The file fontconfig picks for `pattern` ("DejaVu Sans", "DejaVu Sans:bold"), taken only
    /// when its family is the pattern's (fontconfig compares families ignoring case and blanks,
    /// and so does this). With `configFile` nil the system's configuration is used, which
    /// honours `FONTCONFIG_FILE`; otherwise that file alone configures the search.
    static func match(_ pattern: String, configFile: String? = nil) -> Answer {
        // Not closed again: fontconfig keeps its configuration and caches in the process once
        // loaded, and a second lookup reuses them.
        guard let library = dlopen(libraryName, RTLD_LAZY | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "dlopen failed"
            return .unavailable("\(libraryName) could not be loaded: \(reason)")
        }
        func symbol<T>(_ name: String, as type: T.Type) -> T? {
            dlsym(library, name).map { unsafeBitCast($0, to: type) }
        }
        guard let nameParse = symbol("FcNameParse", as: NameParse.self),
            let substitute = symbol("FcConfigSubstitute", as: Substitute.self),
            let defaultSubstitute = symbol("FcDefaultSubstitute", as: DefaultSubstitute.self),
            let fontMatch = symbol("FcFontMatch", as: FontMatch.self),
            let getString = symbol("FcPatternGetString", as: GetString.self),
            let patternDestroy = symbol("FcPatternDestroy", as: Destroy.self),
            let initialize = symbol("FcInit", as: Initialize.self),
            let configCreate = symbol("FcConfigCreate", as: ConfigCreate.self),
            let parseAndLoad = symbol("FcConfigParseAndLoad", as: ParseAndLoad.self),
            let buildFonts = symbol("FcConfigBuildFonts", as: BuildFonts.self),
            let configDestroy = symbol("FcConfigDestroy", as: Destroy.self)
        else { return .unavailable("\(libraryName) lacks the functions Segue calls") }

        // nil: the library's current configuration (FcInit loads it once per process).
        var config: OpaquePointer?
        if let configFile {
            guard let created = configCreate() else { return .unavailable("FcConfigCreate failed") }
            guard parseAndLoad(created, configFile, 1) != 0, buildFonts(created) != 0 else {
                configDestroy(created)
                return .unavailable("fontconfig could not load the configuration \(configFile)")
            }
            config = created
        } else if initialize() == 0 {
            return .unavailable("fontconfig could not load its configuration")
        }
        defer { if let config { configDestroy(config) } }

        guard let query = nameParse(pattern) else { return .unavailable("fontconfig cannot parse \"\(pattern)\"") }
        defer { patternDestroy(query) }
        _ = substitute(config, query, 0)
        defaultSubstitute(query)
        var result: Int32 = 0
        guard let found = fontMatch(config, query, &result) else { return .nothing }
        defer { patternDestroy(found) }
        func strings(_ object: String) -> [String] {
            var values: [String] = []
            var value: UnsafeMutablePointer<CChar>?
            while getString(found, object, Int32(values.count), &value) == 0, let value {
                values.append(String(cString: value))
            }
            return values
        }
        guard let file = strings("file").first, !file.isEmpty else { return .nothing }
        let families = strings("family")
        let wanted = family(of: pattern)
        if families.contains(where: { sameFamily($0, wanted) }) { return .file(file) }
        return .otherFamily(file: file, family: families.first ?? "")
    }

    /// The family part of a pattern: what comes before its first unescaped `:` (or `-`, which
    /// starts a size).
    static func family(of pattern: String) -> String {
        var family = ""
        var escaped = false
        for character in pattern {
            if escaped {
                family.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == ":" || character == "-" {
                break
            } else {
                family.append(character)
            }
        }
        return family
    }

    /// Whether two family names are the same to fontconfig: equal but for case and blanks.
    static func sameFamily(_ a: String, _ b: String) -> Bool {
        func key(_ s: String) -> String { s.lowercased().filter { !$0.isWhitespace } }
        return key(a) == key(b)
    }
}
