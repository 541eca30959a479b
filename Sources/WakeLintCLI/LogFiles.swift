import Foundation
import WakeLintCore
import WakeLintProject

/// The logs named on the command line: a file as given, or every log-like file under a directory
/// (an unpacked sysdiagnose, a folder of QA attachments).
enum LogFiles {
    static let extensions: Set<String> = ["log", "txt", "crash", "ips", "json", "ndjson", "synced"]

    struct File {
        var path: String
        var displayPath: String
    }

    enum Found {
        case missing
        case found([File], skipped: [InputProblem])
    }

    static func find(_ operand: String, currentDirectory: String) -> Found {
        let absolute = operand.hasPrefix("/") ? operand : currentDirectory + "/" + operand
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else { return .missing }
        guard isDirectory.boolValue else { return .found([File(path: absolute, displayPath: operand)], skipped: []) }
        var files: [File] = []
        var skipped: [InputProblem] = []
        var visited: Set<String> = []
        walk(
            absolute, display: operand.hasSuffix("/") ? String(operand.dropLast()) : operand, files: &files,
            skipped: &skipped, visited: &visited)
        return .found(files.sorted { $0.displayPath < $1.displayPath }, skipped: skipped)
    }

    private static func walk(
        _ directory: String, display: String, files: inout [File], skipped: inout [InputProblem],
        visited: inout Set<String>
    ) {
        let real = URL(fileURLWithPath: directory).resolvingSymlinksInPath().path
        guard visited.insert(real).inserted else {
            skipped.append(
                InputProblem(path: display, message: "symbolic link loop: directory already visited; skipped"))
            return
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
            skipped.append(InputProblem(path: display, message: "cannot read directory"))
            return
        }
        for name in names.sorted() where !FileDiscovery.skippedDirectories.contains(name) {
            let path = directory + "/" + name
            let shown = display + "/" + name
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                walk(path, display: shown, files: &files, skipped: &skipped, visited: &visited)
            } else if let dot = name.lastIndex(of: "."),
                extensions.contains(name[name.index(after: dot)...].lowercased())
            {
                // Found by walking, a FIFO would block the run and a device would never end it; a pipe
                // named on the command line (`<(…)`, `/dev/stdin`) is still read, as asked.
                var info = stat()
                guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
                    skipped.append(InputProblem(path: shown, message: "not a regular file; skipped"))
                    continue
                }
                files.append(File(path: path, displayPath: shown))
            }
        }
    }
}
