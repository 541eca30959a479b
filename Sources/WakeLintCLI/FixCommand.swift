import Foundation
import WakeLintCore
import WakeLintEngine
import WakeLintRules

/// `wakelint fix`: lints, applies the fixes of the selected findings, lints again while a pass leaves fixes that
/// waited on another's edits, and reports what it changed and what it left, with the reason. `--dry-run` prints
/// the first pass as a unified diff and writes nothing.
enum FixCommand {
    /// Passes before `fix` stops: each applies every fix that does not conflict with another.
    static let passLimit = 4

    struct Outcome {
        var fixed: [Finding] = []
        var diff = ""
        var problems: [InputProblem] = []
        var left: [Finding] = []
        var waiting: [Finding] = []
        var files: Set<String> = []
    }

    static func run(_ invocation: Invocation, _ environment: CommandEnvironment) -> CommandResult {
        let paths = invocation.operands.isEmpty ? ["."] : invocation.operands
        for id in invocation.fixRules where RuleCatalog.manifest(RuleID(id)) == nil {
            return WakeLintCommand.usageFailure(
                "unknown rule '\(id)' in --only (list them with 'wakelint rules')", command: .fix)
        }
        if let unread = WakeLintCommand.unlintedFile(paths, environment, command: .fix) { return unread }
        let selected = Set(invocation.fixRules.map { RuleID($0) })
        func isSelected(_ finding: Finding) -> Bool { selected.isEmpty || selected.contains(finding.rule) }
        do {
            let configuration = try ConfigurationLoader.load(
                explicit: invocation.configPath, searchingFrom: paths[0],
                currentDirectory: environment.currentDirectory, command: .fix)
            let linter = Linter(configuration: configuration)
            var outcome = Outcome()
            for pass in 1...(invocation.dryRun ? 1 : passLimit) {
                let run = linter.lint(paths: paths, currentDirectory: environment.currentDirectory)
                if let missing = run.missingPaths.first {
                    return WakeLintCommand.usageFailure("no such file or directory: '\(missing)'", command: .fix)
                }
                let findings = run.result.findings.filter(isSelected).map { heldBack($0, by: run.result.problems) }
                let plan = FixPlan(findings)
                outcome.left = findings.filter { $0.fix == nil }
                outcome.waiting = plan.waiting
                if pass == 1 { outcome.problems = run.result.problems }
                if plan.chosen.isEmpty { break }
                let failed = apply(plan, dryRun: invocation.dryRun, environment: environment, into: &outcome)
                outcome.fixed += plan.chosen.filter { finding in
                    !finding.fix!.edits.contains { failed.contains($0.path) }
                }
                outcome.left += plan.chosen.filter { finding in finding.fix!.edits.contains { failed.contains($0.path) }
                }
                if plan.waiting.isEmpty || !failed.isEmpty { break }
            }
            return report(outcome, dryRun: invocation.dryRun)
        } catch {
            return WakeLintCommand.failure(error)
        }
    }

    /// The finding without its fix when the fix edits an Info.plist or entitlements file while another file of that
    /// kind could not be read: the unread one may be the file the app is built with, so nothing is edited around it.
    static func heldBack(_ finding: Finding, by problems: [InputProblem]) -> Finding {
        guard let fix = finding.fix else { return finding }
        let kinds = Set(fix.edits.compactMap { InputKind(path: $0.path) }).intersection([.plist, .entitlements])
        guard
            let unread = problems.first(where: { problem in
                InputProblem.hidesConfiguration(problem).map(kinds.contains) == true
                    && !fix.edits.contains { $0.path == problem.path }
            })
        else { return finding }
        var held = finding
        held.fix = nil
        held.unfixedReason =
            "'\(unread.path)' could not be read, so nothing is edited around it; make it readable first"
        return held
    }

    /// Applies the plan's edits file by file (or diffs them); returns the display paths that could not be edited.
    /// A fix is applied whole or not at all: when one of its files cannot be read or edited, its edits to the
    /// other files are dropped too, before anything is written.
    static func apply(
        _ plan: FixPlan, dryRun: Bool, environment: CommandEnvironment, into outcome: inout Outcome
    ) -> Set<String> {
        func absolute(_ path: String) -> String {
            path.hasPrefix("/") ? path : environment.currentDirectory + "/" + path
        }
        var failed: Set<String> = []
        var files: [String: SourceFile] = [:]
        for path in plan.edits.keys.sorted() {
            guard let data = FileManager.default.contents(atPath: absolute(path)) else {
                outcome.problems.append(InputProblem(path: path, message: "cannot be read, so its fixes are left"))
                failed.insert(path)
                continue
            }
            files[path] = SourceFile(path: path, bytes: Array(data))
        }
        var edited: [String: [UInt8]] = [:]
        while true {
            let kept = plan.chosen.filter { finding in !finding.fix!.edits.contains { failed.contains($0.path) } }
            let edits = Dictionary(grouping: kept.flatMap { $0.fix!.edits }, by: \.path)
            edited = [:]
            var failedNow = false
            for (path, fileEdits) in edits.sorted(by: { $0.key < $1.key }) {
                guard let file = files[path] else { continue }
                do {
                    edited[path] = try TextEditApplier.apply(fileEdits, to: file)
                } catch {
                    outcome.problems.append(InputProblem(path: path, message: "its fixes are left: \(error)"))
                    failed.insert(path)
                    failedNow = true
                }
            }
            if !failedNow { break }
        }
        for (path, bytes) in edited.sorted(by: { $0.key < $1.key }) {
            let before = files[path]!.bytes
            if dryRun {
                outcome.diff += UnifiedDiff(path: path, before: before, after: bytes).text
            } else if let problem = write(bytes, to: absolute(path)) {
                outcome.problems.append(InputProblem(path: path, message: problem))
                failed.insert(path)
                continue
            }
            outcome.files.insert(path)
        }
        return failed
    }

    /// Writes the file in place, keeping its permissions; a read-only file (no write permission for anyone) is left
    /// as it is, whoever runs `fix`. Returns why it was not written, or nil.
    static func write(_ bytes: [UInt8], to path: String) -> String? {
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH) == 0 {
            return "is read-only, so its fixes are left; make it writable ('chmod u+w') and run 'wakelint fix' again"
        }
        let descriptor = open(path, O_WRONLY | O_TRUNC)
        guard descriptor >= 0 else {
            return "cannot be written, so its fixes are left: \(String(cString: strerror(errno)))"
        }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else {
                return "could not be written whole, so its fixes are left: \(String(cString: strerror(errno)))"
            }
            written += count
        }
        return nil
    }

    /// The diff (dry run) on standard output, then one line per fix and per finding left, and a summary; exit
    /// status 1 when a file could not be edited, else 0.
    static func report(_ outcome: Outcome, dryRun: Bool) -> CommandResult {
        var lines: [String] = []
        let verb = dryRun ? "would fix" : "fixed"
        for finding in outcome.fixed.sorted() {
            lines.append("\(finding.location): \(verb) [\(finding.rule)] \(finding.fix!.description)")
        }
        for finding in outcome.waiting.sorted() {
            lines.append(
                "\(finding.location): waits [\(finding.rule)] its fix edits text another fix changes; \(dryRun ? "'wakelint fix' applies it in a second pass" : "run 'wakelint fix' again")"
            )
        }
        for finding in outcome.left.sorted() {
            lines.append("\(finding.location): left [\(finding.rule)] \(reason(finding))")
        }
        for problem in outcome.problems.sorted() { lines.append("\(problem.path): problem: \(problem.message)") }
        let count = outcome.fixed.count
        let files = outcome.files.count
        lines.append(
            "wakelint fix: \(verb) \(count) finding\(count == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s"), left \(outcome.left.count + outcome.waiting.count)"
                + (dryRun ? " (dry run: nothing written)" : ""))
        let text = lines.joined(separator: "\n") + "\n"
        let status =
            outcome.problems.contains { $0.message.contains("fixes are left") }
            ? CommandResult.findings : CommandResult.clean
        return dryRun
            ? CommandResult(standardOutput: outcome.diff, standardError: text, status: status)
            : CommandResult(standardOutput: text, standardError: "", status: status)
    }

    /// Why a finding is left: the file its fix edits could not be edited, else why it has no fix (its own reason,
    /// else its doc's "No automatic fix:" line).
    static func reason(_ finding: Finding) -> String {
        if let fix = finding.fix {
            let files = Set(fix.edits.map(\.path)).sorted().map { "'\($0)'" }.joined(separator: ", ")
            return "its fix is not applied: it edits \(files), which could not be edited (see the problem below)"
        }
        if let reason = finding.unfixedReason { return "no fix: " + reason }
        let body = RuleCatalog.manifest(finding.rule)?.body ?? ""
        if let line = body.split(separator: "\n").first(where: { $0.hasPrefix("No automatic fix:") }) {
            let text = line.replacingOccurrences(of: "No automatic fix:", with: "no automatic fix:")
                .trimmingCharacters(in: .whitespaces)
            return text.hasSuffix(".") ? String(text.dropLast()) : text
        }
        return "no automatic fix"
    }
}
