import WakeLintCore

/// An `.xcworkspace`'s `contents.xcworkspacedata`: which projects it groups. Read with a small scan of its
/// `<Group location = "…">` / `<FileRef location = "…">` elements; nothing else in the file matters here.
public enum XcodeWorkspace {
    public static let dataFileName = "contents.xcworkspacedata"

    /// The `project.pbxproj` of every `.xcodeproj` the workspace names, in the same terms as `file.path`
    /// (joined to the folder holding the `.xcworkspace`). `group:` and `container:` paths are relative to it,
    /// nested groups add their own location, `absolute:` paths are kept; `self:` and `developer:` are skipped.
    public static func projectFiles(in file: SourceFile) -> [String] {
        var components = file.path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if components.last == dataFileName { components.removeLast() }
        if components.last?.hasSuffix(".xcworkspace") == true { components.removeLast() }
        let folder = components.joined(separator: "/")
        let text = String(decoding: file.bytes, as: UTF8.self)
        var groups: [String] = []
        var projects: [String] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: open)...]
            guard let close = rest.firstIndex(of: ">") else { break }
            let tag = rest[..<close]
            rest = rest[rest.index(after: close)...]
            if tag.hasPrefix("/Group") {
                _ = groups.popLast()
                continue
            }
            let isGroup = tag.hasPrefix("Group")
            let isFile = tag.hasPrefix("FileRef")
            guard isGroup || isFile else { continue }
            let location = attribute("location", in: tag).flatMap { resolve($0, groups: groups, folder: folder) }
            if isGroup, !tag.hasSuffix("/") { groups.append(location ?? groups.last ?? folder) }
            if isFile, let location, location.hasSuffix(".xcodeproj") {
                projects.append(PathNormalizer.join(location, "project.pbxproj"))
            }
        }
        return projects
    }

    private static func attribute(_ name: String, in tag: Substring) -> String? {
        guard let range = tag.firstRange(of: name) else { return nil }
        let after = tag[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\n" || $0 == "\t" }
        guard let quote = after.first, quote == "\"" || quote == "'" else { return nil }
        let value = after.dropFirst().prefix { $0 != quote }
        return String(value).replacingXMLEntities()
    }

    private static func resolve(_ location: String, groups: [String], folder: String) -> String? {
        guard let colon = location.firstIndex(of: ":") else { return nil }
        let scheme = location[..<colon]
        let path = String(location[location.index(after: colon)...])
        switch scheme {
        case "group": return PathNormalizer.join(groups.last ?? folder, path)
        case "container": return PathNormalizer.join(folder, path)
        case "absolute": return PathNormalizer.normalize(path)
        default: return nil
        }
    }
}

extension String {
    /// `&amp;` and friends, as XML attribute values escape them.
    fileprivate func replacingXMLEntities() -> String {
        guard contains("&") else { return self }
        var result = ""
        var rest = Substring(self)
        let entities = ["&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": "\"", "&apos;": "'"]
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            rest = rest[amp...]
            if let (entity, character) = entities.first(where: { rest.hasPrefix($0.key) }) {
                result += character
                rest = rest.dropFirst(entity.count)
            } else {
                result += "&"
                rest = rest.dropFirst()
            }
        }
        return result + rest
    }
}
