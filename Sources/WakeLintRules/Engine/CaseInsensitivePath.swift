import Foundation

/// The file an absolute path names on a case-insensitive volume, found on a case-sensitive one: each component
/// matched without regard to letter case, when exactly one entry of its folder fits.
enum CaseInsensitivePath {
    static func existing(_ absolute: String) -> String? {
        guard absolute.hasPrefix("/") else { return nil }
        var current = ""
        for component in absolute.split(separator: "/").map(String.init) {
            let folder = current.isEmpty ? "/" : current
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
            let matches = entries.contains(component) ? [component] : entries.filter { $0.lowercased() == component.lowercased() }
            guard matches.count == 1 else { return nil }
            current += "/" + matches[0]
        }
        return current == absolute ? nil : current
    }
}
