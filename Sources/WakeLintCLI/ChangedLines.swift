import Foundation
import WakeLintCore

/// Lines changed since a git revision (`git diff --unified=0 REF`), for `--diff` review mode, in the repository
/// of each linted path; files git does not track (new, not yet added) count as changed throughout.
struct ChangedLines {
    /// Absolute path → changed line numbers on the new side. A pure deletion marks the lines around it.
    var lines: [String: Set<Int>] = [:]
    /// Absolute paths of files git does not track: every line is new.
    var untracked: Set<String> = []

    /// The changes since `base` in every repository holding one of `paths`; a path in no repository is a usage
    /// error naming it, and a base the clone lacks says how to fetch it.
    static func since(_ base: String, paths: [String], currentDirectory: String) throws(UsageError) -> ChangedLines {
        var roots: [String] = []
        for path in paths {
            let absolute = ConfigurationLoader.absolute(path, currentDirectory)
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory)
            let folder = exists && isDirectory.boolValue ? absolute : (absolute as NSString).deletingLastPathComponent
            guard
                let root = try? git(["rev-parse", "--show-toplevel"], in: folder)
                    .trimmingCharacters(in: .whitespacesAndNewlines), !root.isEmpty
            else {
                throw UsageError(
                    message: "--diff: '\(path)' is not in a git repository, so no lines can be told changed",
                    command: .lint)
            }
            if !roots.contains(root) { roots.append(root) }
        }
        var changed = ChangedLines()
        for root in roots {
            let diff: String
            do {
                // Fixed prefixes and unquoted non-ASCII names whatever the user's git configuration says.
                diff = try git(
                    [
                        "-c", "core.quotePath=false", "diff", "--unified=0", "--no-color", "--no-ext-diff",
                        "--no-renames", "--src-prefix=a/", "--dst-prefix=b/", base, "--",
                    ], in: root)
            } catch {
                let missing = (try? git(["rev-parse", "--verify", "--quiet", base + "^{commit}"], in: root)) == nil
                guard missing else { throw error }
                let isShallow =
                    (try? git(["rev-parse", "--is-shallow-repository"], in: root))?
                    .trimmingCharacters(in: .whitespacesAndNewlines) == "true"
                let branch = base.split(separator: "/").dropFirst().joined(separator: "/")
                let fetch =
                    base.contains("/")
                    ? "git fetch \(base.split(separator: "/")[0]) \(branch)" : "git fetch origin \(base)"
                throw UsageError.failure(
                    "--diff: the revision '\(base)' is not in \(isShallow ? "this shallow clone" : "the repository at '\(root)'"); fetch it first ('\(fetch) --depth=100', or check out with 'fetch-depth: 0' in actions/checkout)",
                    command: .lint)
            }
            let other = ChangedLines(diff: diff, root: root)
            changed.lines.merge(other.lines) { $0.union($1) }
            let untracked = (try? git(["ls-files", "--others", "--exclude-standard", "-z"], in: root)) ?? ""
            for name in untracked.split(separator: "\0") where !name.isEmpty {
                changed.untracked.insert(root + "/" + name)
            }
        }
        return changed
    }

    init() {}

    init(diff: String, root: String) {
        var current: String?
        // Headers come between a `diff --git` line and the file's first hunk; an added line `++ x` is no header.
        var inHeader = false
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("diff --git ") {
                inHeader = true
                current = nil
            } else if inHeader, line.hasPrefix("+++ ") {
                let name = Self.headerName(line.dropFirst(4))
                current =
                    name == "/dev/null" ? nil : root + "/" + (name.hasPrefix("b/") ? String(name.dropFirst(2)) : name)
            } else if line.hasPrefix("@@"), let current {
                inHeader = false
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

    /// The file name of a `+++` header as git writes it: in C-style quotes (octal bytes, `\"`, `\t`…) when it
    /// holds a quote, a backslash or a control character, else as is, followed by a tab when it holds a space.
    static func headerName(_ header: Substring) -> String {
        guard header.hasPrefix("\""), header.count >= 2 else {
            return String(header.hasSuffix("\t") ? header.dropLast() : header)
        }
        var bytes: [UInt8] = []
        let rest = Array(header.utf8.dropFirst())
        var index = 0
        while index < rest.count, rest[index] != UInt8(ascii: "\"") {
            guard rest[index] == UInt8(ascii: "\\"), index + 1 < rest.count else {
                bytes.append(rest[index])
                index += 1
                continue
            }
            let escaped = rest[index + 1]
            if (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(escaped), index + 3 < rest.count {
                bytes.append(rest[(index + 1)...(index + 3)].reduce(0) { $0 &* 8 &+ ($1 &- UInt8(ascii: "0")) })
                index += 4
                continue
            }
            let named: [UInt8: UInt8] = [
                UInt8(ascii: "a"): 0x07, UInt8(ascii: "b"): 0x08, UInt8(ascii: "t"): 0x09, UInt8(ascii: "n"): 0x0A,
                UInt8(ascii: "v"): 0x0B, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "r"): 0x0D,
            ]
            bytes.append(named[escaped] ?? escaped)
            index += 2
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A finding is in review when it sits on a changed line, or one of its related places does or lies
    /// in another changed file (an identifier removed from Info.plist breaks an unchanged `submit`). A related
    /// place in the finding's own file counts by its line only, so any edit elsewhere in that file does not
    /// bring the finding back.
    func contains(_ finding: Finding, currentDirectory: String) -> Bool {
        func absolute(_ path: String) -> String { ConfigurationLoader.absolute(path, currentDirectory) }
        if untracked.contains(absolute(finding.location.path)) { return true }
        if lines[absolute(finding.location.path)]?.contains(finding.location.line) == true { return true }
        return finding.related.contains { related in
            if untracked.contains(absolute(related.location.path)) { return true }
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
