import Layers

/// Finds the file of a font (`Font.name`, such as "DejaVuSans"), so that text never goes
/// missing in silence (FontsAndAssets.md). The search, in order:
/// 1. `Fonts/<name>.ttf` in each of the assets' roots (`AssetLocator`: `SEGUE_ASSETS` or the
///    roots given, then beside the executable and `../share/segue`, then the build's
///    checkout);
/// 2. the system's fonts (`SystemFonts`, fontconfig by default), asked for the font's family
///    (`systemPattern(for:)`: "DejaVu Sans", "DejaVu Sans:bold"); its answer counts only when
///    it is that family.
///
/// When neither has it, `locate(_:)` throws a `NotFound` that names the font, every path tried
/// and what the system said.
public struct FontLocator: Sendable {
    /// A font's file and where it was found.
    public struct FontFile: Sendable, Equatable {
        /// Where a font file came from.
        public enum Source: Sendable, Equatable {
            /// One of the assets' roots.
            case assets
            /// The system's fonts, asked with this fontconfig pattern.
            case system(pattern: String)
        }

        /// The file's path.
        public let path: String
        /// Where it was found.
        public let source: Source

        /// A file at `path`, found in `source`.
        public init(path: String, source: Source) {
            self.path = path
            self.source = source
        }
    }

    /// The error thrown when neither the assets nor the system have a font.
    public struct NotFound: Error, CustomStringConvertible, Equatable {
        /// The font's name (`Font.name`), such as "DejaVuSans-Bold".
        public let name: String
        /// The asset paths tried, in order.
        public let searched: [String]
        /// The fontconfig pattern the system was asked for, such as "DejaVu Sans:bold".
        public let systemPattern: String
        /// Why the system gave nothing, such as `fontconfig found nothing for "DejaVu Sans"`.
        public let systemAnswer: String

        /// Creates the error for `name`.
        public init(name: String, searched: [String], systemPattern: String, systemAnswer: String) {
            self.name = name
            self.searched = searched
            self.systemPattern = systemPattern
            self.systemAnswer = systemAnswer
        }

        /// Names the font, every path tried and what the system said, and how to fix it.
        public var description: String {
            let paths = searched.isEmpty ? "no asset folder" : searched.joined(separator: ", ")
            return "no font \"\(name)\": not among the assets (looked for \(paths)), and \(systemAnswer)"
                + " (set SEGUE_ASSETS to a folder holding Fonts/\(name).ttf,"
                + " or install the fonts of the family \"\(Fontconfig.family(of: systemPattern))\")"
        }
    }

    /// Where the assets are.
    public let assets: AssetLocator
    /// How the system's fonts are asked.
    public let systemFonts: SystemFonts

    /// A locator that searches `assets`, then `systemFonts`.
    public init(assets: AssetLocator = .standard(), systemFonts: SystemFonts = .fontconfig()) {
        self.assets = assets
        self.systemFonts = systemFonts
    }

    /// The file of the font `name`: the assets' `Fonts/<name>.ttf`, else the system's font
    /// of its family; `NotFound` when neither has one.
    public func locate(_ name: String) throws(NotFound) -> FontFile {
        let asset = "Fonts/\(name).ttf"
        if let path = try? assets.path(for: asset) { return FontFile(path: path, source: .assets) }
        let pattern = Self.systemPattern(for: name)
        switch systemFonts.find(pattern) {
        case .file(let path):
            return FontFile(path: path, source: .system(pattern: pattern))
        case .none(let reason):
            throw NotFound(
                name: name, searched: assets.candidates(for: asset), systemPattern: pattern, systemAnswer: reason)
        }
    }

    /// The bundled fonts' families, by file name.
    static let bundledPatterns = ["DejaVuSans": "DejaVu Sans", "DejaVuSans-Bold": "DejaVu Sans:bold"]

    /// The fontconfig pattern for a font file's base name: the bundled fonts' own families
    /// ("DejaVuSans" → "DejaVu Sans", "DejaVuSans-Bold" → "DejaVu Sans:bold"); for another
    /// name, what comes before its last `-` as the family and what follows as the style
    /// ("Inter-SemiBold" → "Inter:style=SemiBold"). fontconfig ignores case and blanks in
    /// family names, so "DejaVuSans" is "DejaVu Sans" to it.
    public static func systemPattern(for name: String) -> String {
        if let known = bundledPatterns[name] { return known }
        // ':', '-' and '\' mean something in a pattern; a family name has them escaped.
        func escaped(_ s: Substring) -> String {
            s.reduce(into: "") { out, c in
                if c == ":" || c == "-" || c == "\\" || c == "," { out.append("\\") }
                out.append(c)
            }
        }
        guard let dash = name.lastIndex(of: "-"), dash != name.startIndex, name.index(after: dash) != name.endIndex
        else { return escaped(Substring(name)) }
        return escaped(name[..<dash]) + ":style=" + escaped(name[name.index(after: dash)...])
    }
}

/// How a `FontLocator` asks the system for a font that the assets do not hold, and for the
/// faces that draw the characters a font lacks (FontsAndAssets.md, "Fallback faces").
public struct SystemFonts: Sendable {
    /// What the system answered for a font.
    public enum Answer: Sendable, Equatable {
        /// The font's file.
        case file(String)
        /// Nothing usable, and why: a phrase that completes "no font … not among the assets,
        /// and …", such as `fontconfig found nothing for "DejaVu Sans"`.
        case none(reason: String)
    }

    /// A face in a font file: the face that draws characters another font lacks.
    public struct Face: Sendable, Equatable, Hashable {
        /// The file's path.
        public let path: String
        /// The face's index in the file (a `.ttc` collection holds several; 0 otherwise).
        public let index: Int
        /// Its family name, such as "WenQuanYi Micro Hei".
        public let family: String

        /// The face `index` of the file at `path`, of `family`.
        public init(path: String, index: Int = 0, family: String) {
            self.path = path
            self.index = index
            self.family = family
        }
    }

    /// Asks for the font a fontconfig pattern describes.
    let find: @Sendable (_ pattern: String) -> Answer
    /// Asks for a face that has `scalars`, for text in the font `pattern` describes, emoji
    /// (`emoji` true: colour faces preferred) or not; nil when there is none to ask.
    let fallback: @Sendable (_ scalars: [Unicode.Scalar], _ pattern: String, _ emoji: Bool) -> Face?

    /// Asks the system with `find`, which gets a fontconfig pattern ("DejaVu Sans:bold"), and
    /// for the faces of characters a font lacks with `fallback`, which gets the characters, the
    /// font's pattern and whether they are emoji (none by default: such characters are drawn as
    /// the font's boxes); for tests and for apps with a font catalogue of their own.
    public init(
        find: @escaping @Sendable (_ pattern: String) -> Answer,
        fallback: @escaping @Sendable (_ scalars: [Unicode.Scalar], _ pattern: String, _ emoji: Bool) -> Face? = {
            _, _, _ in nil
        }
    ) {
        self.find = find
        self.fallback = fallback
    }

    /// fontconfig (`libfontconfig.so.1`, loaded at run time) with the system's configuration,
    /// which honours `FONTCONFIG_FILE`, or with `configFile` alone. Its best match counts only
    /// when it is the family asked for: another family, or no font at all, is "nothing". The
    /// faces for characters a font lacks are its best match for the font's pattern with a
    /// `charset` of those characters (`Fontconfig.fallback`).
    public static func fontconfig(configFile: String? = nil) -> SystemFonts {
        SystemFonts(
            find: { pattern in
                switch Fontconfig.match(pattern, configFile: configFile) {
                case .file(let path):
                    return .file(path)
                case .nothing:
                    return .none(reason: "fontconfig found nothing for \"\(pattern)\"")
                case .otherFamily(let file, let family):
                    return .none(
                        reason:
                            "fontconfig found nothing for \"\(pattern)\" (its nearest font, \(file), is \"\(family)\")")
                case .unavailable(let why):
                    return .none(reason: "fontconfig could not be asked for \"\(pattern)\": \(why)")
                }
            },
            fallback: { scalars, pattern, emoji in
                Fontconfig.fallback(for: scalars, like: pattern, emoji: emoji, configFile: configFile)
            })
    }

    /// Never asks: only the assets' fonts are used, and characters they lack are drawn as
    /// their boxes.
    public static var none: SystemFonts {
        SystemFonts { _ in .none(reason: "the system's fonts were not searched") }
    }
}
