/// Joins and normalizes project-relative paths without touching the file system:
/// `join("Pulse", "../Shared/./A.swift") == "Shared/A.swift"`; a leading `/` or `$(TREE)` is kept.
public enum PathNormalizer {
    public static func join(_ base: String, _ relative: String) -> String {
        if relative.hasPrefix("/") { return normalize(relative) }
        if base.isEmpty { return normalize(relative) }
        if relative.isEmpty { return normalize(base) }
        return normalize(base + "/" + relative)
    }

    public static func normalize(_ path: String) -> String {
        // Most paths are normal already: checked on bytes, they are returned without splitting into Characters.
        isNormal(path) ? path : byComponents(path)
    }

    /// The path's components with `.` dropped and `..` applied (not past a leading `/` or a `$(TREE)`).
    static func byComponents(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            if component == "." { continue }
            if component == "..", let last = components.last, last != "..", !last.hasPrefix("$(") {
                components.removeLast()
                continue
            }
            if component == "..", isAbsolute, components.isEmpty { continue }
            components.append(component)
        }
        let joined = components.joined(separator: "/")
        return isAbsolute ? "/" + joined : joined
    }

    /// Whether `normalize` would return `path` unchanged, read on bytes: ASCII, no empty component (but a leading
    /// `/`), no `.` or `..` component, no trailing `/`. Non-ASCII paths take the Character path.
    static func isNormal(_ path: String) -> Bool {
        // On the string's contiguous bytes when it has them (a native string does), else byte by byte.
        path.utf8.withContiguousStorageIfAvailable(isNormal) ?? isNormal(path.utf8)
    }

    private static func isNormal<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Bool {
        var length = 0
        var dots = 0
        var count = 0
        for byte in bytes {
            guard byte < 0x80 else { return false }
            if byte == UInt8(ascii: "/") {
                if count > 0, length == 0 || (dots == length && length <= 2) { return false }
                length = 0
                dots = 0
            } else {
                length += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
            count += 1
        }
        return count == 0 || (length > 0 && !(dots == length && length <= 2))
    }
}
