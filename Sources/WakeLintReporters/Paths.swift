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
