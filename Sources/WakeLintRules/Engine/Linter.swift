import Dispatch
import WakeLintCore
import WakeLintModel
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

    public init(
        rules: [any ProjectRule.Type] = BuiltInRules.all.compactMap { $0 as? any ProjectRule.Type },
        configuration: Configuration = Configuration(directory: "/"), residency: TreeResidency = TreeResidency()
    ) {
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
    public typealias LoadedPaths = ProjectFiles.Loaded

    /// `progress` hears (files read, files to read) while files are read, for a terminal progress line.
    public func lint(
        paths: [String], currentDirectory: String,
        progress: ((_ done: Int, _ total: Int) -> Void)? = nil
    ) -> PathsResult {
        let loaded = load(paths: paths, currentDirectory: currentDirectory, progress: progress)
        return PathsResult(
            result: lint(loaded.project, problems: loaded.problems), missingPaths: loaded.missingPaths,
            project: loaded.project)
    }

    public func load(
        paths: [String], currentDirectory: String,
        progress: ((_ done: Int, _ total: Int) -> Void)? = nil
    ) -> LoadedPaths {
        ProjectFiles.load(
            discover(paths: paths, currentDirectory: currentDirectory, progress: progress),
            currentDirectory: currentDirectory, residency: residency, facts: CodeFacts.make)
    }

    /// The files under `paths` that the configuration includes, read but not parsed: what a lint of the paths
    /// starts from (`lint(_:currentDirectory:readLog:)`).
    public func discover(
        paths: [String], currentDirectory: String,
        progress: ((_ done: Int, _ total: Int) -> Void)? = nil
    ) -> ProjectFiles.Discovered {
        ProjectFiles.discover(
            paths: paths, currentDirectory: currentDirectory,
            includes: { [configuration] in configuration.includes(relativePath: Self.relative($0, to: configuration)) },
            progress: progress)
    }

    /// Lints what `discover` read; `readLog` hears every other file the load reads (see `FileReadLog`).
    public func lint(
        _ discovered: ProjectFiles.Discovered, currentDirectory: String, readLog: FileReadLog? = nil
    ) -> PathsResult {
        let loaded = ProjectFiles.load(
            discovered, currentDirectory: currentDirectory, residency: residency, facts: CodeFacts.make,
            readLog: readLog)
        return PathsResult(
            result: lint(loaded.project, problems: loaded.problems), missingPaths: loaded.missingPaths,
            project: loaded.project)
    }

    public func lint(_ inputs: [InputFile], problems: [InputProblem] = []) -> LintResult {
        lint(ProjectLoader.load(inputs, residency: residency, facts: CodeFacts.make), problems: problems)
    }

    func lint(_ project: LoadedProject, problems: [InputProblem]) -> LintResult {
        // Rules read the shared, immutable model and write only their own context, so they run side by side;
        // findings are gathered in rule order (and sorted later), so the result does not depend on scheduling.
        // Disabled rules run too, so the report can say how many findings the configuration hides.
        let enabled = rules
        let perRule = UnsafeResultBuffer<[Finding]>(count: enabled.count)
        DispatchQueue.concurrentPerform(iterations: enabled.count) { position in
            let ruleType = enabled[position]
            var context = RuleContext(rule: ruleType.id)
            let rule = ruleType.init()
            let judgesCodeAlone = context.manifest.scope == .code
            for target in project.targets where judgesCodeAlone || !target.isCodeOnly {
                let before = context.findings.count
                rule.check(target, in: &context)
                // A finding that rests on the target (`RuleScope.target`) and sits in code the target only links is
                // placed at the target's own call that runs that code, or dropped when none does.
                if !target.linkedLibraryFiles.isEmpty && !judgesCodeAlone
                    && context.findings[before...].contains(where: { !target.owns($0) })
                {
                    let calls = LinkedCodeCalls(target)
                    context.replaceFindings(after: before) { target.owns($0) ? $0 : calls.relocate($0) }
                }
            }
            perRule[position] = context.findings
        }
        let findings = perRule.values.flatMap { $0 ?? [] }
        let kept = FindingFilter(configuration: configuration, suppressions: project.suppressions)
            .filter(Array(Set(findings)), ranRules: Set(rules.map { $0.id }))
        return LintResult(
            findings: kept.findings, problems: problems + project.problems,
            filesRead: project.fileCount, sources: project.sources, hidden: kept.hidden,
            inputsRead: project.inputKinds)
    }

    /// `path` relative to the configuration file's folder, as its globs are written.
    private static func relative(_ path: String, to configuration: Configuration) -> String {
        let base = configuration.directory.hasSuffix("/") ? configuration.directory : configuration.directory + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}

extension RuleManifest {
    /// Stand-in for a rule whose doc is missing; `CatalogTests` makes sure no shipped rule needs it.
    static func undocumented(_ id: RuleID) -> RuleManifest {
        RuleManifest(
            id: id, domain: "", severity: .warning, inputs: [], references: [], title: id.rawValue,
            summary: "", body: "", sourcePath: "")
    }
}
