import Foundation

/// The file an absolute path names on a case-insensitive volume, found on a case-sensitive one: each component
/// matched without regard to letter case, when exactly one entry of its folder fits.
package enum CaseInsensitivePath {
    package static func existing(_ absolute: String) -> String? {
        guard absolute.hasPrefix("/") else { return nil }
        var current = ""
        for component in absolute.split(separator: "/").map(String.init) {
            // A component spelled as on disk needs no listing (a project's missing files would otherwise list `/`,
            // the home folder and every folder down to the file, for each file).
            if FileManager.default.fileExists(atPath: current + "/" + component) {
                current += "/" + component
                continue
            }
            let folder = current.isEmpty ? "/" : current
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
            let matches =
                entries.contains(component) ? [component] : entries.filter { $0.lowercased() == component.lowercased() }
            guard matches.count == 1 else { return nil }
            current += "/" + matches[0]
        }
        return current == absolute ? nil : current
    }
}
