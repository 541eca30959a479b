import Foundation
import WakeLintCore

/// Finds and reads `.wakelint.yml`: the file named by `--config`, else the first one found from the
/// linted path upward. A missing `--config` file or a malformed configuration is a usage error (exit 2).
enum ConfigurationLoader {
    static let fileName = ".wakelint.yml"
    static let maximumSize = 1024 * 1024

    static func load(
        explicit: String?, searchingFrom start: String, currentDirectory: String,
        command: Command
    ) throws(UsageError) -> Configuration {
        try read(explicit: explicit, searchingFrom: start, currentDirectory: currentDirectory, command: command)
            .configuration
    }

    /// The configuration and the text it was parsed from (nil when no file applies).
    struct Loaded {
        var configuration: Configuration
        var text: String?
    }

    static func read(
        explicit: String?, searchingFrom start: String, currentDirectory: String,
        command: Command
    ) throws(UsageError) -> Loaded {
        let path: String
        if let explicit {
            path = absolute(explicit, currentDirectory)
            guard FileManager.default.fileExists(atPath: path) else {
                throw UsageError.failure("configuration file not found: '\(explicit)'", command: command)
            }
        } else if let found = search(from: absolute(start, currentDirectory)) {
            path = found
        } else {
            return Loaded(configuration: Configuration(directory: currentDirectory), text: nil)
        }
        let display = explicit ?? relative(path, to: currentDirectory)
        // A FIFO would block the read and a device (a link to /dev/zero) would never end it.
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw UsageError.failure("cannot read configuration '\(display)': not a regular file", command: command)
        }
        guard info.st_size <= maximumSize else {
            throw UsageError.failure("cannot read configuration '\(display)': over the 1 MiB limit", command: command)
        }
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
        else {
            throw UsageError.failure("cannot read configuration '\(display)' as UTF-8 text", command: command)
        }
        do {
            let configuration = try Configuration.parse(
                text, path: display, directory: (path as NSString).deletingLastPathComponent)
            return Loaded(configuration: configuration, text: text)
        } catch {
            throw UsageError.failure("invalid configuration: \(error.description)", command: command)
        }
    }

    /// The nearest `.wakelint.yml` in `start` (or its folder, for a file) and its parents.
    static func search(from start: String) -> String? {
        var isDirectory: ObjCBool = false
        var directory = URL(fileURLWithPath: start).standardizedFileURL
        if !FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) || !isDirectory.boolValue
        {
            directory.deleteLastPathComponent()
        }
        while true {
            let candidate = directory.appendingPathComponent(fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { return nil }
            directory = parent
        }
    }

    static func absolute(_ path: String, _ currentDirectory: String) -> String {
        path.hasPrefix("/")
            ? path : URL(fileURLWithPath: currentDirectory).appendingPathComponent(path).standardizedFileURL.path
    }

    static func relative(_ path: String, to directory: String) -> String {
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}
