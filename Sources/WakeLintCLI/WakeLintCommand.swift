import Foundation
import WakeLintCore
import WakeLintEngine
import WakeLintLogs
import WakeLintModel
import WakeLintProject
import WakeLintReporters
import WakeLintRules

/// The `wakelint` command line: parse, run the verb, report, and choose the exit status.
public enum WakeLintCommand {
    public static func run(_ arguments: [String], in environment: CommandEnvironment) -> CommandResult {
        let invocation: Invocation
        do {
            invocation = try Invocation.parse(arguments)
        } catch {
            return failure(error)
        }
        if invocation.showsOverview {
            return CommandResult(standardOutput: Help.overview, standardError: "", status: 0)
        }
        if invocation.help {
            return CommandResult(standardOutput: Help.text(for: invocation.command), standardError: "", status: 0)
        }

        switch invocation.command {
        case .version:
            return CommandResult(standardOutput: "wakelint \(WakeLintVersion.current)\n", standardError: "", status: 0)
        case .rules:
            return CommandResult(standardOutput: RuleTable.render(RuleCatalog.all), standardError: "", status: 0)
        case .explain:
            return explain(invocation, environment)
        case .lint:
            return lint(invocation, environment)
        case .fix:
            return FixCommand.run(invocation, environment)
        case .logs:
            return logs(invocation, environment)
        case .merge:
            return MergeCommand.run(invocation, environment)
        case .config:
            return config(invocation, environment)
        }
    }

    static func usageFailure(_ message: String, command: Command?) -> CommandResult {
        let hint =
            command.map { "usage: \($0.usage)\nrun 'wakelint \($0.rawValue) --help' for the options" }
            ?? "run 'wakelint --help' for the commands"
        return CommandResult(
            standardOutput: "", standardError: "wakelint: error: \(message)\n\(hint)\n",
            status: CommandResult.usageError)
    }

    /// Exit status 2 with the message; the usage hint only for errors in how the command was typed.
    static func failure(_ error: UsageError) -> CommandResult {
        guard !error.showsUsage else { return usageFailure(error.message, command: error.command) }
        return CommandResult(
            standardOutput: "", standardError: "wakelint: error: \(error.message)\n", status: CommandResult.usageError)
    }

    /// A built-in rule's doc, or one of the user's log rules (`log_rules:`, `--rules`).
    static func explain(_ invocation: Invocation, _ environment: CommandEnvironment) -> CommandResult {
        let id = invocation.operands[0]
        var manifest = RuleCatalog.manifest(RuleID(id))
        if manifest == nil {
            do {
                let configuration = try ConfigurationLoader.load(
                    explicit: invocation.configPath, searchingFrom: ".",
                    currentDirectory: environment.currentDirectory, command: .explain)
                manifest = try userLogRules(configuration, invocation, environment, command: .explain)
                    .first { $0.manifest.id.rawValue == id }?.manifest
            } catch {
                return failure(error)
            }
        }
        guard let manifest else {
            let suggestion = RuleCatalog.all.map(\.id.rawValue).min { editDistance($0, id) < editDistance($1, id) }
            let hint =
                suggestion.map { editDistance($0, id) <= max(3, id.count / 3) ? "; did you mean '\($0)'?" : "" } ?? ""
            return usageFailure("unknown rule '\(id)'\(hint) (list them with 'wakelint rules')", command: .explain)
        }
        return CommandResult(
            standardOutput: ExplainText.render(manifest, allExamples: invocation.allExamples), standardError: "",
            status: 0)
    }

    static func lint(_ invocation: Invocation, _ environment: CommandEnvironment) -> CommandResult {
        let paths = invocation.operands.isEmpty ? ["."] : invocation.operands
        if let unread = unlintedFile(paths, environment, command: .lint) { return unread }
        do {
            let loaded = try ConfigurationLoader.read(
                explicit: invocation.configPath, searchingFrom: paths[0],
                currentDirectory: environment.currentDirectory, command: .lint)
            let configuration = loaded.configuration
            let line = ProgressLine(
                sink: invocation.format == "text" && invocation.output == nil ? environment.progress : nil)
            let linter = Linter(configuration: configuration)
            let identity = CacheIdentity(
                version: environment.cacheVersion ?? "", configuration: configuration, configurationText: loaded.text,
                paths: paths, currentDirectory: environment.currentDirectory)
            let cache = resultCache(invocation, environment)
            // Project files are parsed while files are read unless a stored result will likely spare the lint.
            let discovered = linter.discover(
                paths: paths, currentDirectory: environment.currentDirectory,
                prepareProjects: !(cache?.holdsEntry(for: identity) ?? false)
            ) {
                line.update("wakelint: reading \($0 + 1)/\($1) files")
            }
            line.clear()
            if let missing = discovered.missingPaths.first {
                return usageFailure("no such file or directory: '\(missing)'", command: .lint)
            }
            let (linted, project) = lintOrRecall(
                discovered, linter: linter, cache: cache, identity: identity, environment)
            // A CI gate must not pass on a folder it could not look into (SwiftLint: "No lintable files found").
            if linted.filesRead == 0, !invocation.allowEmpty {
                if let excluded = excludedPath(paths, configuration, environment) {
                    return usageFailure(
                        "'\(excluded.path)' is excluded by '\(configuration.path ?? ".wakelint.yml")' (\(excluded.reason)), so nothing was linted; name a path it includes, or pass --allow-empty to accept that",
                        command: .lint)
                }
                let unread = linted.problems.isEmpty ? "" : " (\(linted.problems.count) could not be read)"
                return usageFailure(
                    "no Swift, plist, entitlements or project files found under \(paths.map { "'\($0)'" }.joined(separator: ", "))\(unread); pass --allow-empty to accept that",
                    command: .lint)
            }
            var result = linted
            if !invocation.logFiles.isEmpty {
                // Log findings join the project: they keep their log line and gain the project places they implicate.
                let logs = try diagnose(invocation.logFiles, configuration, invocation, environment, command: .lint)
                // `project` is set: a run with logs bypasses the cache.
                var joined = logs
                joined.findings = LogProjectJoin(project: project!).relate(logs.findings)
                result = result.merging(joined)
            }
            if let base = invocation.diffBase {
                let changed = try ChangedLines.since(
                    base, paths: paths, currentDirectory: environment.currentDirectory)
                let unfiltered = result.findings.count
                result.findings = result.findings.filter {
                    changed.contains($0, currentDirectory: environment.currentDirectory)
                }
                result.hidden.diff = unfiltered - result.findings.count
            }
            return try finish(result, configuration, invocation, environment)
        } catch {
            return failure(error)
        }
    }

    /// A usage error for the first path that names a file (not a folder) of a kind `lint` and `fix` do not read
    /// (a log, notes, a README), pointing a log to `--log` and `wakelint logs`; nil when every path is lintable.
    static func unlintedFile(_ paths: [String], _ environment: CommandEnvironment, command: Command) -> CommandResult? {
        for path in paths {
            var isDirectory: ObjCBool = false
            let absolute = ConfigurationLoader.absolute(path, environment.currentDirectory)
            guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory), !isDirectory.boolValue,
                InputKind(path: path) == nil
            else { continue }
            return usageFailure(
                "'\(path)' is not a file wakelint \(command.rawValue)s (Swift, Info.plist, entitlements, xcconfig, project.pbxproj); for a device log: 'wakelint logs \(path)', or 'wakelint lint --log \(path) PROJECT'",
                command: command)
        }
        return nil
    }

    /// The first path named on the command line that the configuration's `included` / `excluded` globs leave out,
    /// with the glob that does.
    static func excludedPath(_ paths: [String], _ configuration: Configuration, _ environment: CommandEnvironment)
        -> (path: String, reason: String)?
    {
        let base = configuration.directory.hasSuffix("/") ? configuration.directory : configuration.directory + "/"
        for path in paths {
            let absolute = PathNormalizer.normalize(ConfigurationLoader.absolute(path, environment.currentDirectory))
            guard absolute.hasPrefix(base) else { continue }
            let relative = String(absolute.dropFirst(base.count))
            if let glob = configuration.excluded.first(where: { $0.matches(relative) }) {
                return (path, "excluded: \(glob.pattern)")
            }
            if !configuration.included.isEmpty, !configuration.included.contains(where: { $0.matches(relative) }) {
                return (path, "not under included: \(configuration.included.map(\.pattern).joined(separator: ", "))")
            }
        }
        return nil
    }

    /// The result cache `lint` uses, or nil: with `--no-cache`, with `--log` (the logs are joined to the loaded
    /// project, which a stored result does not hold), or when no version or folder can be named for it.
    static func resultCache(_ invocation: Invocation, _ environment: CommandEnvironment) -> ResultCache? {
        guard !invocation.noCache, invocation.logFiles.isEmpty, environment.cacheVersion != nil else { return nil }
        return ResultCache.directory(
            option: invocation.cachePath, variables: environment.variables,
            currentDirectory: environment.currentDirectory
        ).map(ResultCache.init)
    }

    /// The stored result when `cache` holds one for exactly the files of `discovered`; else a fresh lint, stored
    /// for the next run, with the project it loaded.
    static func lintOrRecall(
        _ discovered: ProjectFiles.Discovered, linter: Linter, cache: ResultCache?, identity: CacheIdentity,
        _ environment: CommandEnvironment
    ) -> (result: LintResult, project: LoadedProject?) {
        if let cached = cache?.result(for: identity, discovered, currentDirectory: environment.currentDirectory) {
            return (cached, nil)
        }
        let reads = FileReadLog()
        let run = linter.lint(discovered, currentDirectory: environment.currentDirectory, readLog: reads)
        environment.keepUntilExit?(run)
        cache?.store(run.result, for: identity, discovered, reads: reads)
        return (run.result, run.project)
    }

    static func logs(_ invocation: Invocation, _ environment: CommandEnvironment) -> CommandResult {
        var operands = invocation.operands
        if operands.isEmpty {
            guard !environment.standardInputIsTerminal else {
                return usageFailure(
                    "no log given: name log files or directories, or pipe a log in ('pbpaste | wakelint logs -')",
                    command: .logs)
            }
            operands = ["-"]
        }
        do {
            let configuration = try ConfigurationLoader.load(
                explicit: invocation.configPath,
                searchingFrom: invocation.projectPath ?? ".",
                currentDirectory: environment.currentDirectory, command: .logs)
            var result = try diagnose(operands, configuration, invocation, environment, command: .logs)
            // As for `lint`: a CI gate must not pass on logs it could not read, or on folders holding none.
            if result.filesRead == 0, !invocation.allowEmpty {
                let unread = result.problems.isEmpty ? "" : " (\(result.problems.count) could not be read)"
                return usageFailure(
                    "no log read from \(operands.map { "'\($0)'" }.joined(separator: ", "))\(unread); a folder is searched for \(LogFiles.extensions.sorted().map { "." + $0 }.joined(separator: ", ")) files; pass --allow-empty to accept that",
                    command: .logs)
            }
            if let projectPath = invocation.projectPath {
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(
                    atPath: ConfigurationLoader.absolute(projectPath, environment.currentDirectory),
                    isDirectory: &isDirectory), !isDirectory.boolValue, InputKind(path: projectPath) != .pbxproj
                {
                    return usageFailure(
                        "--project takes the app's folder (or its .xcodeproj), not a file: '\(projectPath)'",
                        command: .logs)
                }
                let loaded = Linter(configuration: configuration).load(
                    paths: [projectPath], currentDirectory: environment.currentDirectory)
                if let missing = loaded.missingPaths.first {
                    return usageFailure("no such file or directory: '\(missing)'", command: .logs)
                }
                if loaded.project.fileCount == 0 {
                    return usageFailure(
                        "--project '\(projectPath)' holds no Swift, plist, entitlements or project file to link the logs to",
                        command: .logs)
                }
                result.findings = LogProjectJoin(project: loaded.project).relate(result.findings)
                result.problems = (result.problems + loaded.problems + loaded.project.problems).sorted()
                result.sources = loaded.project.sources
            }
            return try finish(result, configuration, invocation, environment)
        } catch {
            return failure(error)
        }
    }

    /// Reads the logs named by `operands` (files, folders, `-`) with every built-in log rule and the
    /// user's own (`--rules`, `log_rules:`), and applies the configuration to the findings.
    static func diagnose(
        _ operands: [String], _ configuration: Configuration, _ invocation: Invocation,
        _ environment: CommandEnvironment, command: Command
    ) throws(UsageError) -> LintResult {
        var readers: [LogReader] = []
        var problems: [InputProblem] = []
        for operand in operands {
            if operand == "-" {
                readers.append(LogReader(fileDescriptor: environment.standardInput, displayPath: "<stdin>"))
                continue
            }
            switch LogFiles.find(operand, currentDirectory: environment.currentDirectory) {
            case .missing:
                throw UsageError(message: "no such file or directory: '\(operand)'", command: command)
            case .found(let files, let skipped):
                readers += files.map { LogReader(path: $0.path, displayPath: $0.displayPath) }
                problems += skipped
            }
        }
        var diagnosis = LogDiagnosis(configuration: configuration)
        diagnosis.patternRules += try userLogRules(configuration, invocation, environment, command: command)
        var result = diagnosis.diagnose(readers)
        result.problems = (result.problems + problems).sorted()
        return result
    }

    /// The user's own log rules: the folders `log_rules:` names (relative to the configuration) and each `--rules`
    /// folder or file (relative to the cwd). A missing one or a broken doc is a usage error.
    static func userLogRules(
        _ configuration: Configuration, _ invocation: Invocation, _ environment: CommandEnvironment, command: Command
    ) throws(UsageError) -> [PatternLogRule] {
        let places =
            configuration.logRuleDirectories.map {
                (
                    ConfigurationLoader.absolute($0.path, configuration.directory),
                    "\(configuration.path ?? ""):\($0.line): \($0.path)", false
                )
            }
            + invocation.logRuleDirectories.map {
                (ConfigurationLoader.absolute($0, environment.currentDirectory), $0, true)
            }
        var rules: [PatternLogRule] = []
        for (absolute, shown, typed) in places {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
                throw UsageError(
                    message: "no such rules directory: '\(shown)'", command: command, showsUsage: typed)
            }
            let loaded: [PatternLogRule]
            do {
                loaded =
                    isDirectory.boolValue
                    ? try PatternLogRule.load(directory: absolute, displayPath: shown)
                    : [try PatternLogRule.load(file: absolute, displayPath: shown)]
            } catch {
                throw UsageError.failure("invalid log rule: \(error)", command: command)
            }
            if let taken = loaded.first(where: { rule in rules.contains { $0.manifest.id == rule.manifest.id } }) {
                throw UsageError.failure(
                    "invalid log rule: \(shown): rule id '\(taken.manifest.id)' is already taken", command: command)
            }
            rules += loaded
        }
        return rules
    }

    /// Baseline (write, then hide), then the report; the exit status follows `--fail-on`, else `fail_on`.
    static func finish(
        _ result: LintResult, _ configuration: Configuration, _ invocation: Invocation,
        _ environment: CommandEnvironment
    ) throws(UsageError) -> CommandResult {
        var result = result
        func places(_ absolute: String) -> Baseline.Places {
            Baseline.Places(
                currentDirectory: environment.currentDirectory,
                baselineFolder: (absolute as NSString).deletingLastPathComponent)
        }
        if let path = invocation.writeBaselinePath {
            let absolute = ConfigurationLoader.absolute(path, environment.currentDirectory)
            let baseline = Baseline(result, places: places(absolute))
            if isFolder(absolute) {
                throw UsageError.failure(
                    "cannot write baseline '\(path)': it is a folder; name the file (for example '\((path as NSString).appendingPathComponent("wakelint-baseline.json"))')",
                    command: invocation.command)
            }
            guard FileManager.default.createFile(atPath: absolute, contents: baseline.encoded()) else {
                throw UsageError.failure(
                    "cannot write baseline '\(path)'\(Self.missingFolder(absolute).map { ": \($0)" } ?? "")",
                    command: invocation.command)
            }
        }
        if let path = invocation.baselinePath {
            let absolute = ConfigurationLoader.absolute(path, environment.currentDirectory)
            let baseline = try Baseline.read(absolute, display: path, command: invocation.command)
            let unfiltered = result.findings.count
            result = baseline.hiding(from: result, places: places(absolute))
            result.hidden.baseline = unfiltered - result.findings.count
        }
        // The HTML report carries the docs of the user's own log rules its findings name, as of the built-in ones.
        let named = Set(result.findings.map(\.rule))
        let own =
            invocation.format == HTMLReporter.identifier && named.contains { RuleCatalog.manifest($0) == nil }
            ? try userLogRules(configuration, invocation, environment, command: invocation.command).map(\.manifest)
            : []
        return report(
            result, invocation, environment, failOn: invocation.failOn ?? configuration.failOn ?? .warning,
            rules: RuleCatalog.all + own)
    }

    static func isFolder(_ absolute: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Says so when the folder a file is to be written in does not exist (or is not a folder).
    static func missingFolder(_ path: String) -> String? {
        let folder = (path as NSString).deletingLastPathComponent
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.isEmpty ? "/" : folder, isDirectory: &isDirectory) {
            return isDirectory.boolValue ? nil : "'\(folder)' is not a folder"
        }
        return "the folder '\(folder)' does not exist"
    }

    static func config(_ invocation: Invocation, _ environment: CommandEnvironment) -> CommandResult {
        if let path = invocation.operands.first,
            !FileManager.default.fileExists(atPath: ConfigurationLoader.absolute(path, environment.currentDirectory))
        {
            return usageFailure("no such file or directory: '\(path)'", command: .config)
        }
        do {
            let configuration = try ConfigurationLoader.load(
                explicit: invocation.configPath, searchingFrom: invocation.operands.first ?? ".",
                currentDirectory: environment.currentDirectory, command: .config)
            return CommandResult(standardOutput: configuration.effectiveDescription(), standardError: "", status: 0)
        } catch {
            return failure(error)
        }
    }

    /// What the run was about: the linted paths, or for `logs` the project, else the first log.
    static func lintedPaths(_ invocation: Invocation) -> [String] {
        if invocation.command == .logs, let project = invocation.projectPath { return [project] }
        return invocation.operands.filter { $0 != "-" }
    }

    static func report(
        _ result: LintResult, _ invocation: Invocation, _ environment: CommandEnvironment,
        failOn: Severity, rules: [RuleManifest] = RuleCatalog.all
    ) -> CommandResult {
        let colored =
            invocation.format == "text" && invocation.output == nil && environment.standardOutputIsTerminal
            && !invocation.noColor && environment.variables["NO_COLOR"] == nil
        guard
            let reporter = Reporters.reporter(
                named: invocation.format, colored: colored, quiet: invocation.quiet,
                version: WakeLintVersion.current,
                currentDirectory: environment.currentDirectory,
                sourceRoot: LintedRoot.of(lintedPaths(invocation), currentDirectory: environment.currentDirectory),
                documentation: invocation.documentationURL.map(RuleDocumentationSite.init(base:)), rules: rules)
        else {
            return usageFailure("unknown format '\(invocation.format)'", command: invocation.command)
        }
        let text = reporter.report(result)
        // An Info.plist or entitlements file that could not be read hides what the rules needed: not a pass.
        let hidden =
            !invocation.allowInputProblems && result.problems.contains { InputProblem.hidesConfiguration($0) != nil }
        let status =
            result.hasFindings(atOrAbove: failOn) || hidden ? CommandResult.findings : CommandResult.clean
        if let output = invocation.output {
            let path = output.hasPrefix("/") ? output : environment.currentDirectory + "/" + output
            if let missing = missingFolder(path) {
                return failure(.failure("cannot write '\(output)': \(missing)", command: invocation.command))
            }
            if isFolder(path) {
                return failure(
                    .failure(
                        "cannot write '\(output)': it is a folder; name the report file (for example '\((output as NSString).appendingPathComponent("wakelint." + (["text": "txt", "markdown": "md", "github": "txt"][invocation.format] ?? invocation.format)))')",
                        command: invocation.command))
            }
            do {
                try text.write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                return failure(
                    .failure("cannot write '\(output)': \(error.localizedDescription)", command: invocation.command))
            }
            return CommandResult(standardOutput: "", standardError: "", status: status)
        }
        return CommandResult(standardOutput: text, standardError: "", status: status)
    }
}

extension InputProblem {
    /// The kind of configuration file the problem left unread (an Info.plist or entitlements file, whose keys the
    /// rules read), or nil for any other problem.
    static func hidesConfiguration(_ problem: InputProblem) -> InputKind? {
        let name = problem.path.split(separator: "/").last.map(String.init) ?? problem.path
        guard let kind = FileDiscovery.kind(ofFileNamed: name), kind == .plist || kind == .entitlements else {
            return nil
        }
        return kind
    }
}
