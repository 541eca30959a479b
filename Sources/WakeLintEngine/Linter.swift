import Dispatch
import Foundation
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

    /// The rule that reports unused suppressions, if the rules have one (`FindingFilter`).
    public var suppressionRule: (any SuppressionRule.Type)?
    /// The modules whose code the rules read in the syntax tree after indexing (`import HealthKit`): a lint holds
    /// the trees of files importing them while it lints their targets, and lets other trees go once indexed.
    public var treeModules: [String]

    public init(
        rules: [any ProjectRule.Type], suppressionRule: (any SuppressionRule.Type)?,
        treeModules: [String], configuration: Configuration = Configuration(directory: "/"),
        residency: TreeResidency = TreeResidency()
    ) {
        self.rules = rules
        self.suppressionRule = suppressionRule
        self.treeModules = treeModules
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
            currentDirectory: currentDirectory, residency: residency)
    }

    /// The files under `paths` that the configuration includes, read, with their project files parsed on other
    /// threads unless `prepareProjects` is false: what a lint of the paths starts from
    /// (`lint(_:currentDirectory:readLog:)`).
    public func discover(
        paths: [String], currentDirectory: String, prepareProjects: Bool = true,
        progress: ((_ done: Int, _ total: Int) -> Void)? = nil
    ) -> ProjectFiles.Discovered {
        ProjectFiles.discover(
            paths: paths, currentDirectory: currentDirectory,
            includes: { [configuration] in configuration.includes(relativePath: Self.relative($0, to: configuration)) },
            prepareProjects: prepareProjects, progress: progress)
    }

    /// Lints what `discover` read; `readLog` hears every other file the load reads (see `FileReadLog`).
    public func lint(
        _ discovered: ProjectFiles.Discovered, currentDirectory: String, readLog: FileReadLog? = nil
    ) -> PathsResult {
        let loaded = ProjectFiles.load(
            discovered, currentDirectory: currentDirectory, residency: residency, readLog: readLog)
        return PathsResult(
            result: lint(loaded.project, problems: loaded.problems), missingPaths: loaded.missingPaths,
            project: loaded.project)
    }

    public func lint(_ inputs: [InputFile], problems: [InputProblem] = []) -> LintResult {
        lint(ProjectLoader.load(inputs, residency: residency), problems: problems)
    }

    package func lint(_ project: LoadedProject, problems: [InputProblem]) -> LintResult {
        // Each target's Swift model is built, every rule checks the target, and a model built for the lint is let go
        // while other targets wait to start: memory holds the models of the targets being linted, not every target's.
        // A target holding a worker's share of the Swift bytes is linted alone, its index and its rules on every
        // core; the others side by side, largest first, one per core. Rules read the shared, immutable model and
        // write only their own context. Findings are gathered in rule order, then target order (and sorted later),
        // so the result does not depend on scheduling. Disabled rules run too, so the report can say how many
        // findings the configuration hides.
        let targets = project.targets
        let builtBefore = targets.map(\.swift.isBuilt)
        let rules = self.rules
        let contexts = UnsafeResultBuffer<[RuleContext]>(count: targets.count)
        let progress = HeldTrees(targets, treeModules: treeModules)
        @Sendable func lint(_ position: Int, rulesSideBySide: Bool) {
            let target = targets[position]
            progress.start()
            target.swift.build()
            // The target's facts live while its rules run.
            let facts = FactCache()
            if rulesSideBySide {
                let checked = UnsafeResultBuffer<RuleContext>(count: rules.count)
                DispatchQueue.concurrentPerform(iterations: rules.count) {
                    checked[$0] = Self.check(target, rules[$0], facts: facts)
                }
                contexts[position] = checked.values.map { $0! }
            } else {
                contexts[position] = rules.map { Self.check(target, $0, facts: facts) }
            }
            // The models of the last targets are left to the end of the run, as the result is: freeing them would
            // free nothing another target could use.
            if !builtBefore[position], progress.targetsToStart > 0 { target.swift.release() }
            progress.done(with: position)
        }
        let schedule = Schedule(swiftBytes: targets.map(\.swift.sourceBytes), workers: SwiftModel.workers)
        for position in schedule.alone { lint(position, rulesSideBySide: true) }
        DispatchQueue.concurrentPerform(iterations: schedule.together.count) {
            lint(schedule.together[$0], rulesSideBySide: false)
        }
        var findings: [Finding] = []
        for rule in rules.indices {
            // A place a rule reports once (a setting several targets share) keeps the first target's finding.
            var placesReported: Set<String> = []
            for position in targets.indices {
                findings += contexts[position]![rule].findings(droppingPlacesIn: &placesReported)
            }
        }
        let kept = FindingFilter(
            configuration: configuration, suppressions: project.suppressions, suppressionRule: suppressionRule
        )
        .filter(Array(Set(findings)), ranRules: Set(rules.map { $0.id }))
        return LintResult(
            findings: kept.findings, problems: problems + project.problems,
            filesRead: project.fileCount, sources: project.sources, hidden: kept.hidden,
            inputsRead: project.inputKinds)
    }

    /// The rule's context after checking the target.
    private static func check(_ target: LintTarget, _ ruleType: any ProjectRule.Type, facts: FactCache) -> RuleContext {
        var context = RuleContext(rule: ruleType.id, facts: facts)
        let judgesCodeAlone = context.manifest.scope == .code
        guard judgesCodeAlone || !target.isCodeOnly else { return context }
        ruleType.init().check(target, in: &context)
        context.releaseFacts()
        // A finding that rests on the target (`RuleScope.target`) and sits in code the target only links is
        // placed at the target's own call that runs that code, or dropped when none does.
        if !target.linkedLibraryFiles.isEmpty && !judgesCodeAlone
            && context.findings.contains(where: { !target.owns($0) })
        {
            let calls = LinkedCodeCalls(target)
            context.replaceFindings { target.owns($0) ? $0 : calls.relocate($0) }
        }
        return context
    }

    /// What a lint has still to do: the targets not started yet, and the files whose trees it holds while it needs
    /// them: those the rules read (importing one of `treeModules`), read again after indexing, and those several targets
    /// compile, which are parsed once for all their indexes. Each tree is held from when it is first made until the
    /// last target that compiles the file is linted, within the lint's kept-tree budget (`TreeResidency.keptBytes`).
    private final class HeldTrees: @unchecked Sendable {
        private let lock = NSLock()
        /// Per target, the held files it compiles, by position in `files`.
        private let filesOfTarget: [[Int]]
        private let files: [SwiftFile]
        /// Per file, the targets still to be linted that compile it.
        private var targetsLeft: [Int]

        init(_ targets: [LintTarget], treeModules: [String]) {
            var positionByPath: [String: Int] = [:]
            var files: [SwiftFile] = []
            var counts: [Int] = []
            var filesOfTarget: [[Int]] = []
            for target in targets {
                var positions: [Int] = []
                var seen: Set<Int> = []
                for file in target.swift.files {
                    let path = file.source.file.path
                    let position =
                        positionByPath[path]
                        ?? {
                            positionByPath[path] = files.count
                            files.append(file)
                            counts.append(0)
                            return files.count - 1
                        }()
                    if seen.insert(position).inserted {
                        positions.append(position)
                        counts[position] += 1
                    }
                }
                filesOfTarget.append(positions)
            }
            // A file that may import what the rules read is held once its tree is made, if its imports say so.
            let mayBeRead = files.map { $0.mayImport(anyOf: treeModules) }
            self.files = files
            self.filesOfTarget = filesOfTarget.map { $0.filter { counts[$0] > 1 || mayBeRead[$0] } }
            targetsLeft = counts
            unstarted = targets.count
            for (position, file) in files.enumerated() {
                if counts[position] > 1 {
                    file.holdTree()
                } else if mayBeRead[position] {
                    file.holdTree(if: { imports in Self.imports(imports, anyOf: treeModules) })
                }
            }
        }

        /// How many targets are not started yet.
        private var unstarted: Int

        /// Whether `imports` names one of `modules` or a submodule of one (`import struct BackgroundTasks.BGTask`).
        static func imports(_ imports: [String], anyOf modules: [String]) -> Bool {
            imports.contains { name in modules.contains { name == $0 || name.hasPrefix($0 + ".") } }
        }

        var targetsToStart: Int {
            lock.lock()
            defer { lock.unlock() }
            return unstarted
        }

        func start() {
            lock.lock()
            unstarted -= 1
            lock.unlock()
        }

        /// Lets go of the held trees of the files no target left to lint compiles.
        func done(with target: Int) {
            lock.lock()
            var released: [SwiftFile] = []
            for position in filesOfTarget[target] {
                targetsLeft[position] -= 1
                if targetsLeft[position] == 0 { released.append(files[position]) }
            }
            lock.unlock()
            for file in released { file.releaseHeldTree() }
        }
    }

    /// The order targets are linted in: by Swift bytes, largest first, so no large target starts last and leaves
    /// the other cores idle; a target holding at least a worker's share of all bytes is linted alone, before the
    /// others, on every core.
    package struct Schedule: Equatable {
        /// Positions of the targets linted one after another, each on every core.
        package var alone: [Int]
        /// Positions of the targets linted side by side, in the order they are started.
        package var together: [Int]

        package init(swiftBytes bytes: [Int], workers: Int) {
            let order = bytes.indices.sorted { bytes[$0] != bytes[$1] ? bytes[$0] > bytes[$1] : $0 < $1 }
            let total = bytes.reduce(0, +)
            let dominant = order.prefix { bytes[$0] > 0 && bytes[$0] * max(workers, 1) >= total }
            alone = Array(dominant)
            together = Array(order.dropFirst(dominant.count))
        }
    }

    /// `path` relative to the configuration file's folder, as its globs are written.
    private static func relative(_ path: String, to configuration: Configuration) -> String {
        let base = configuration.directory.hasSuffix("/") ? configuration.directory : configuration.directory + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}

extension RuleManifest {
    /// Stand-in for a rule whose doc is missing; `CatalogTests` makes sure no shipped rule needs it.
    package static func undocumented(_ id: RuleID) -> RuleManifest {
        RuleManifest(
            id: id, domain: "", severity: .warning, inputs: [], references: [], title: id.rawValue,
            summary: "", body: "", sourcePath: "")
    }
}
