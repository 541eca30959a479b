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
}
