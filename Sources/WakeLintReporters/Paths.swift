import WakeLintCore

/// Path forms other tools need: absolute file paths (Xcode jumps only to those) and URI references (SARIF).
enum Paths {
    /// Piped logs have no file; tools that link to files must not invent one.
    static let standardInput = "<stdin>"

    /// `path` made absolute against `directory`, with `.` and `..` components resolved.
    static func absolute(_ path: String, in directory: String) -> String {
        if path == standardInput { return path }
        let joined = path.hasPrefix("/") ? path : directory + "/" + path
        var components: [Substring] = []
        for component in joined.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    /// A relative URI reference for a relative path (RFC 3986: every byte outside the unreserved set and `/`
    /// percent-encoded), or a `file://` URI for an absolute path.
    static func uriReference(_ path: String) -> String {
        path.hasPrefix("/") ? "file://" + percentEncoded(path) : percentEncoded(path)
    }

    /// The `file://` URI of a directory, ending in `/` as SARIF's `originalUriBaseIds` requires.
    static func directoryURI(_ directory: String) -> String {
        let uri = "file://" + percentEncoded(absolute(directory, in: "/"))
        return uri.hasSuffix("/") ? uri : uri + "/"
    }

    static func percentEncoded(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }
}

/// Paths as a report names them: relative to `root` for a file under it, absolute for one outside it; without a
/// root, as the findings give them (relative to the current directory).
public struct ReportedPaths: Sendable {
    public var currentDirectory: String
    public var root: String?

    public init(currentDirectory: String, root: String? = nil) {
        self.currentDirectory = currentDirectory
        self.root = root
    }

    public func path(_ path: String) -> String {
        guard let root, path != Paths.standardInput else { return path }
        let absolute = Paths.absolute(path, in: currentDirectory)
        let base = Paths.absolute(root, in: currentDirectory)
        if absolute == base { return "." }
        let prefix = base == "/" ? "/" : base + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }

    /// The directory relative paths are read against.
    public var base: String { Paths.absolute(root ?? currentDirectory, in: currentDirectory) }
}

/// Where the rule docs are published (a base URL that `rules/<domain>/<id>.md` is appended to), for reports that
/// link each rule to its doc; nil leaves those links out.
public struct RuleDocumentationSite: Sendable, Equatable {
    public var base: String

    public init(base: String) {
        self.base = base.hasSuffix("/") ? String(base.dropLast()) : base
    }

    /// The doc's address, for a rule that ships with wakelint; nil for a team's own rule.
    public func url(for rule: RuleManifest) -> String? {
        guard RuleCatalog.manifest(rule.id) != nil, !rule.sourcePath.hasPrefix("/") else { return nil }
        return base + "/" + Paths.percentEncoded(rule.sourcePath)
    }

    /// The address of wakelint's README, its home page.
    public var home: String { base + "/README.md" }
}
