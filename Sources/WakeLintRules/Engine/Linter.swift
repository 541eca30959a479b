import Dispatch
import WakeLintCore
import WakeLintProject
import WakeLintSwift

/// Lints a project: discovers and parses its files, runs every enabled project rule on every target,
/// applies inline suppressions (reporting the ones that suppress nothing) and configured severities,
/// and returns sorted findings with the input problems met on the way.
public struct Linter: Sendable {
    public var rules: [any ProjectRule.Type]
    public var configuration: Configuration
    /// How much syntax tree a lint holds; what it finds is the same whatever the budgets.
    public var residency: TreeResidency

    public init(rules: [any ProjectRule.Type] = BuiltInRules.all.compactMap { $0 as? any ProjectRule.Type },
                configuration: Configuration = Configuration(directory: "/"), residency: TreeResidency = TreeResidency()) {
        self.rules = rules
        self.configuration = configuration
        self.residency = residency
    }

    /// Result of linting paths on disk; `missingPaths` are paths that do not exist (a usage error).
    public struct PathsResult: Sendable {
        public var result: LintResult
        public var missingPaths: [String]
        /// What was read, for joining logs to the project (`lint --log`).
        public var project: LoadedProject
    }

    /// The project under `paths`, read and parsed, without running rules (`logs --project`).
    public struct LoadedPaths: Sendable {
        public var project: LoadedProject
        /// Problems met while discovering and reading, before parsing.
        public var problems: [InputProblem]
        public var missingPaths: [String]
    }

    /// `progress` hears (files read, files to read) while files are read, for a terminal progress line.
    public func lint(paths: [String], currentDirectory: String,
                     progress: ((_ done: Int, _ total: Int) -> Void)? = nil) -> PathsResult {
        let loaded = load(paths: paths, currentDirectory: currentDirectory, progress: progress)
        return PathsResult(result: lint(loaded.project, problems: loaded.problems), missingPaths: loaded.missingPaths,
                           project: loaded.project)
    }

    public func load(paths: [String], currentDirectory: String,
                     progress: ((_ done: Int, _ total: Int) -> Void)? = nil) -> LoadedPaths {
        let discovery = FileDiscovery(paths: paths, currentDirectory: currentDirectory)
        var problems = discovery.problems
        var inputs: [InputFile] = []
        let files = discovery.files.filter { configuration.includes(relativePath: relativeToConfiguration($0.path)) }
        for (index, file) in files.enumerated() {
            progress?(index, files.count)
            switch InputReader.contents(of: file.path) {
            case .success(let bytes): inputs.append(InputFile(displayPath: file.displayPath, bytes: bytes, kind: file.kind))
            case .failure(let reason): problems.append(InputProblem(path: file.displayPath, message: reason.message))
            }
        }
        // Files a project names outside the linted paths (a shared Info.plist, an xcconfig) are read too.
        let base = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
        let readFile: (String) -> FileRead? = { path in
            let absolute = path.hasPrefix("/") ? path : base + path
            if let bytes = try? InputReader.contents(of: absolute).get() { return FileRead(path: path, bytes: bytes) }
            // Xcode projects live on case-insensitive volumes: `xdrip/Info.plist` opens `xDrip/Info.plist` there.
            guard let found = CaseInsensitivePath.existing(absolute), let bytes = try? InputReader.contents(of: found).get() else { return nil }
            return FileRead(path: path.hasPrefix("/") || !found.hasPrefix(base) ? found : String(found.dropFirst(base.count)), bytes: bytes)
        }
        // Projects a workspace names outside the linted paths join the run like discovered ones.
        var known = Set(inputs.map { PathNormalizer.normalize($0.displayPath) })
        for workspace in discovery.workspaces {
            guard let bytes = try? InputReader.contents(of: workspace.path).get() else { continue }
            var submodules: [(name: String, path: String)]?
            for project in XcodeWorkspace.projectFiles(in: SourceFile(path: workspace.displayPath, bytes: bytes))
            where known.insert(project).inserted {
                if let read = readFile(project) {
                    inputs.append(InputFile(displayPath: PathNormalizer.normalize(read.path), bytes: read.bytes, kind: .pbxproj))
                } else if !project.hasSuffix("Pods/Pods.xcodeproj/project.pbxproj") {
                    // CocoaPods' project appears with `pod install`; it builds the pods, not the app.
                    if submodules == nil { submodules = Self.submodulePaths(beside: workspace.displayPath, readFile: readFile) }
                    let submodule = submodules?.first { PathNormalizer.normalize(project).hasPrefix($0.path + "/") }?.name
                    let why = submodule.map { ": it is in the git submodule '\($0)', which is not checked out (git submodule update --init)" } ?? ""
                    problems.append(InputProblem(path: workspace.displayPath, message: "the workspace names '\(project)', which could not be read\(why)"))
                }
            }
        }
        return LoadedPaths(project: ProjectLoader.load(inputs, residency: residency, readFile: readFile), problems: problems,
                           missingPaths: discovery.missingPaths)
    }

    /// The folder holding `App.xcworkspace`, from the path of its `contents.xcworkspacedata`.
    static func folder(of workspace: String) -> String {
        PathNormalizer.normalize(workspace).split(separator: "/", omittingEmptySubsequences: false).dropLast(2).joined(separator: "/")
    }

    /// The submodules the `.gitmodules` beside a workspace lists: each name as written and its folder as a path
    /// like the projects' (a checkout without `--recursive` leaves those folders empty).
    static func submodulePaths(beside workspace: String, readFile: (String) -> FileRead?) -> [(name: String, path: String)] {
        let folder = folder(of: workspace)
        guard let bytes = readFile(folder.isEmpty ? ".gitmodules" : folder + "/.gitmodules")?.bytes else { return [] }
        return String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline).compactMap { line in
            let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, parts[0] == "path", !parts[1].isEmpty else { return nil }
            return (parts[1], (folder.isEmpty ? "" : folder + "/") + parts[1])
        }
    }

    public func lint(_ inputs: [InputFile], problems: [InputProblem] = []) -> LintResult {
        lint(ProjectLoader.load(inputs, residency: residency), problems: problems)
    }

    func lint(_ project: LoadedProject, problems: [InputProblem]) -> LintResult {
        // Rules read the shared, immutable model and write only their own context, so they run side by side;
        // findings are gathered in rule order (and sorted later), so the result does not depend on scheduling.
        let enabled = rules.filter { configuration.isEnabled($0.id) }
        let perRule = UnsafeResultBuffer<[Finding]>(count: enabled.count)
        DispatchQueue.concurrentPerform(iterations: enabled.count) { position in
            let ruleType = enabled[position]
            var context = RuleContext(rule: ruleType.id)
            let rule = ruleType.init()
            let judgesCodeAlone = context.manifest.scope == .code
            for target in project.targets where judgesCodeAlone || !target.isCodeOnly {
                let before = context.findings.count
                rule.check(target, in: &context)
                // Code a target only links may keep a finding from being raised, but raises only those that rest on
                // the code alone (`LintTarget.owns`, `RuleScope.code`).
                if !target.linkedLibraryFiles.isEmpty && !judgesCodeAlone {
                    context.keepFindings(after: before, where: target.owns)
                }
            }
            perRule[position] = context.findings
        }
        let findings = perRule.values.flatMap { $0 ?? [] }
        var kept = SuppressionFilter(suppressions: project.suppressions)
            .apply(to: Array(Set(findings)), ranRules: Set(rules.map { $0.id }), configuration: configuration)
        for index in kept.indices {
            kept[index].severity = configuration.severity(for: kept[index].rule, default: kept[index].severity)
        }
        return LintResult(findings: kept, problems: problems + project.problems,
                          filesRead: project.fileCount, sources: project.sources)
    }

    private func relativeToConfiguration(_ path: String) -> String {
        let base = configuration.directory.hasSuffix("/") ? configuration.directory : configuration.directory + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}

/// Drops suppressed findings and reports each `wakelint:disable` that suppressed nothing
/// (`superfluous-suppression`), judging only commands about rules that ran.
struct SuppressionFilter {
    var suppressions: [String: Suppressions]

    func apply(to findings: [Finding], ranRules: Set<RuleID>, configuration: Configuration) -> [Finding] {
        var used: [String: Set<Int>] = [:]
        var kept: [Finding] = []
        for finding in findings {
            if let file = suppressions[finding.location.path],
               let index = file.suppressingCommand(finding.rule, line: finding.location.line) {
                used[finding.location.path, default: []].insert(index)
            } else {
                kept.append(finding)
            }
        }
        let superfluous = SuperfluousSuppressionRule.id
        guard configuration.isEnabled(superfluous) else { return kept }
        var context = RuleContext(rule: superfluous)
        for (path, file) in suppressions {
            for (index, command) in file.commands.enumerated() where command.disables && !(used[path]?.contains(index) ?? false) {
                // A command about rules that did not run cannot be judged; one about this rule never is.
                let judged = command.rules.isEmpty || !command.rules.isDisjoint(with: ranRules.filter(configuration.isEnabled))
                guard judged, !command.rules.contains(superfluous) else { continue }
                let input = InputKind(path: path) ?? .swift
                context.report(SuperfluousSuppressionRule.message(for: command), at: command.location, input: input)
            }
        }
        let reported = context.findings.filter { finding in
            !(suppressions[finding.location.path]?.suppresses(superfluous, line: finding.location.line) ?? false)
        }
        return kept + reported
    }
}

extension RuleManifest {
    /// Stand-in for a rule whose doc is missing; `CatalogTests` makes sure no shipped rule needs it.
    static func undocumented(_ id: RuleID) -> RuleManifest {
        RuleManifest(id: id, domain: "", severity: .warning, inputs: [], references: [], title: id.rawValue,
                     summary: "", body: "", sourcePath: "")
    }
}
