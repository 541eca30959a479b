import Foundation
import WakeLintCore

/// Lines changed since a git revision (`git diff --unified=0 REF`), for `--diff` review mode.
struct ChangedLines {
    /// Absolute path → changed line numbers on the new side. A pure deletion marks the lines around it.
    var lines: [String: Set<Int>] = [:]

    static func since(_ base: String, currentDirectory: String) throws(UsageError) -> ChangedLines {
        let root = try git(["rev-parse", "--show-toplevel"], in: currentDirectory)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let diff = try git(
            ["diff", "--unified=0", "--no-color", "--no-ext-diff", "--no-renames", base, "--"], in: root)
        return ChangedLines(diff: diff, root: root)
    }

    init(diff: String, root: String) {
        var current: String?
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("+++ ") {
                let name = line.dropFirst(4)
                current =
                    name == "/dev/null"
                    ? nil : root + "/" + (name.hasPrefix("b/") ? String(name.dropFirst(2)) : String(name))
            } else if line.hasPrefix("@@"), let current {
                // @@ -a,b +c,d @@ : d lines from c changed; d == 0 is a deletion after line c.
                guard let plus = line.split(separator: " ").first(where: { $0.hasPrefix("+") }) else { continue }
                let parts = plus.dropFirst().split(separator: ",")
                let start = Int(parts[0]) ?? 0
                let count = parts.count > 1 ? Int(parts[1]) ?? 1 : 1
                if count == 0 {
                    lines[current, default: []].formUnion([max(start, 1), start + 1])
                } else {
                    lines[current, default: []].formUnion(start..<(start + count))
                }
            }
        }
    }

    /// A finding is in review when it sits on a changed line, or one of its related places does or lies
    /// in another changed file (an identifier removed from Info.plist breaks an unchanged `submit`). A related
    /// place in the finding's own file counts by its line only, so any edit elsewhere in that file does not
    /// bring the finding back.
    func contains(_ finding: Finding, currentDirectory: String) -> Bool {
        func absolute(_ path: String) -> String { ConfigurationLoader.absolute(path, currentDirectory) }
        if lines[absolute(finding.location.path)]?.contains(finding.location.line) == true { return true }
        return finding.related.contains { related in
            let changed = lines[absolute(related.location.path)]
            return related.location.path == finding.location.path
                ? changed?.contains(related.location.line) == true : changed != nil
        }
    }

    private static func git(_ arguments: [String], in directory: String) throws(UsageError) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw UsageError.failure("--diff needs git: \(error.localizedDescription)", command: .lint)
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let reason =
                errorText.split(separator: "\n").first.map(String.init) ?? "git \(arguments.first ?? "") failed"
            throw UsageError.failure("--diff: \(reason)", command: .lint)
        }
        return String(decoding: data, as: UTF8.self)
    }
}
