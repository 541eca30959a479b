import Foundation
import WakeLintProject

/// The directory reports name files from (SARIF's `%SRCROOT%`, GitLab's and SonarQube's paths): the top of the
/// git work tree that holds the first linted path, else that path's folder — whatever the current directory.
enum LintedRoot {
    static func of(_ paths: [String], currentDirectory: String) -> String {
        let first = ConfigurationLoader.absolute(paths.first ?? ".", currentDirectory)
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: first, isDirectory: &isDirectory)
        let folder = exists && isDirectory.boolValue ? first : (first as NSString).deletingLastPathComponent
        var candidate = PathNormalizer.normalize(folder)
        while true {
            // `.git` is a folder in a clone and a file in a linked work tree or submodule.
            if FileManager.default.fileExists(atPath: candidate + "/.git") { return candidate }
            let parent = (candidate as NSString).deletingLastPathComponent
            if parent == candidate || parent.isEmpty { return PathNormalizer.normalize(folder) }
            candidate = parent
        }
    }
}
