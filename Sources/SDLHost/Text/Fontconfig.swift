import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// fontconfig, the system's font catalogue, loaded at run time (`libfontconfig.so.1`, as
/// `DesktopScale` loads libX11): Segue neither links it nor needs its headers to build, and a
/// machine without it still runs on its bundled fonts. Asked for a font the assets do not hold
/// (`FontLocator`) and for the faces that draw the characters a font lacks (`FallbackFaces`),
/// FontsAndAssets.md.
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
    private typealias GetInteger =
        @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int32, UnsafeMutablePointer<Int32>?) -> Int32
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
        let found: Session.Found
        switch Session.bestMatch(pattern, configFile: configFile) {
        case .failure(let why): return .unavailable(why.reason)
        case .success(nil): return .nothing
        case .success(let match?): found = match
        }
        guard !found.file.isEmpty else { return .nothing }
        let wanted = family(of: pattern)
        if found.families.contains(where: { sameFamily($0, wanted) }) { return .file(found.file) }
        return .otherFamily(file: found.file, family: found.families.first ?? "")
    }

    /// The face fontconfig sorts first for `scalars` in a font like `pattern` ("DejaVu Sans:bold"):
    /// the pattern with a `charset` holding the characters (fontconfig ranks coverage above
    /// family) and, for `emoji`, the emoji language `und-zsye`, which the standard configuration
    /// maps to the colour emoji fonts. Nil when fontconfig cannot be asked or offers no file; the
    /// face may still lack the characters (fontconfig always offers its nearest font), which the
    /// caller checks.
    static func fallback(
        for scalars: [Unicode.Scalar], like pattern: String, emoji: Bool, configFile: String? = nil
    ) -> SystemFonts.Face? {
        guard !scalars.isEmpty else { return nil }
        let charset = scalars.map { String($0.value, radix: 16) }.joined(separator: " ")
        let query = pattern + ":charset=" + charset + (emoji ? ":lang=und-zsye" : "")
        guard case .success(let found?) = Session.bestMatch(query, configFile: configFile), !found.file.isEmpty
        else { return nil }
        return SystemFonts.Face(path: found.file, index: found.index, family: found.families.first ?? "")
    }

    /// Why fontconfig could not be asked.
    private struct Unavailable: Error {
        let reason: String
    }

    /// One question to fontconfig: the library, its functions and a configuration.
    private enum Session {
        /// What fontconfig's best match holds.
        struct Found {
            let file: String
            let index: Int
            let families: [String]
        }

        /// fontconfig's best match for `pattern`, nil when it has no font at all.
        static func bestMatch(_ pattern: String, configFile: String?) -> Result<Found?, Unavailable> {
            // Not closed again: fontconfig keeps its configuration and caches in the process once
            // loaded, and a second lookup reuses them.
            guard let library = dlopen(libraryName, RTLD_LAZY | RTLD_LOCAL) else {
                let reason = dlerror().map { String(cString: $0) } ?? "dlopen failed"
                return .failure(Unavailable(reason: "\(libraryName) could not be loaded: \(reason)"))
            }
            func symbol<T>(_ name: String, as type: T.Type) -> T? {
                dlsym(library, name).map { unsafeBitCast($0, to: type) }
            }
            guard let nameParse = symbol("FcNameParse", as: NameParse.self),
                let substitute = symbol("FcConfigSubstitute", as: Substitute.self),
                let defaultSubstitute = symbol("FcDefaultSubstitute", as: DefaultSubstitute.self),
                let fontMatch = symbol("FcFontMatch", as: FontMatch.self),
                let getString = symbol("FcPatternGetString", as: GetString.self),
                let getInteger = symbol("FcPatternGetInteger", as: GetInteger.self),
                let patternDestroy = symbol("FcPatternDestroy", as: Destroy.self),
                let initialize = symbol("FcInit", as: Initialize.self),
                let configCreate = symbol("FcConfigCreate", as: ConfigCreate.self),
                let parseAndLoad = symbol("FcConfigParseAndLoad", as: ParseAndLoad.self),
                let buildFonts = symbol("FcConfigBuildFonts", as: BuildFonts.self),
                let configDestroy = symbol("FcConfigDestroy", as: Destroy.self)
            else { return .failure(Unavailable(reason: "\(libraryName) lacks the functions Segue calls")) }

            // nil: the library's current configuration (FcInit loads it once per process).
            var config: OpaquePointer?
            if let configFile {
                guard let created = configCreate() else {
                    return .failure(Unavailable(reason: "FcConfigCreate failed"))
                }
                guard parseAndLoad(created, configFile, 1) != 0, buildFonts(created) != 0 else {
                    configDestroy(created)
                    return .failure(
                        Unavailable(reason: "fontconfig could not load the configuration \(configFile)"))
                }
                config = created
            } else if initialize() == 0 {
                return .failure(Unavailable(reason: "fontconfig could not load its configuration"))
            }
            defer { if let config { configDestroy(config) } }

            guard let query = nameParse(pattern) else {
                return .failure(Unavailable(reason: "fontconfig cannot parse \"\(pattern)\""))
            }
            defer { patternDestroy(query) }
            _ = substitute(config, query, 0)
            defaultSubstitute(query)
            var result: Int32 = 0
            guard let found = fontMatch(config, query, &result) else { return .success(nil) }
            defer { patternDestroy(found) }
            func strings(_ object: String) -> [String] {
                var values: [String] = []
                var value: UnsafeMutablePointer<CChar>?
                while getString(found, object, Int32(values.count), &value) == 0, let value {
                    values.append(String(cString: value))
                }
                return values
            }
            var index: Int32 = 0
            if getInteger(found, "index", 0, &index) != 0 { index = 0 }
            return .success(Found(file: strings("file").first ?? "", index: Int(index), families: strings("family")))
        }
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
