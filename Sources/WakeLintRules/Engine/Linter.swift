import WakeLintCore
import WakeLintProject

/// Lints a project: discovers and parses its files, runs every project rule on every target, applies
/// inline suppressions, and returns sorted findings with the input problems met on the way.
public struct Linter: Sendable {
    public var rules: [any ProjectRule.Type]

    public init(rules: [any ProjectRule.Type] = BuiltInRules.all.compactMap { $0 as? any ProjectRule.Type }) {
        self.rules = rules
    }

    /// Result of linting paths on disk; `missingPaths` are paths that do not exist (a usage error).
    public struct PathsResult: Sendable {
        public var result: LintResult
        public var missingPaths: [String]
    }

    public func lint(paths: [String], currentDirectory: String) -> PathsResult {
        let discovery = FileDiscovery(paths: paths, currentDirectory: currentDirectory)
        var problems = discovery.problems
        var inputs: [InputFile] = []
        for file in discovery.files {
            switch InputReader.contents(of: file.path) {
            case .success(let bytes): inputs.append(InputFile(displayPath: file.displayPath, bytes: bytes, kind: file.kind))
            case .failure(let reason): problems.append(InputProblem(path: file.displayPath, message: reason.message))
            }
        }
        return PathsResult(result: lint(inputs, problems: problems), missingPaths: discovery.missingPaths)
    }

    public func lint(_ inputs: [InputFile], problems: [InputProblem] = []) -> LintResult {
        let project = ProjectLoader.load(inputs)
        var findings: [Finding] = []
        for ruleType in rules {
            var context = RuleContext(manifest: RuleCatalog.manifest(ruleType.id) ?? .undocumented(ruleType.id))
            let rule = ruleType.init()
            for target in project.targets {
                rule.check(target, in: &context)
            }
            findings += context.findings
        }
        let kept = findings.filter { finding in
            !(project.suppressions[finding.location.path]?.suppresses(finding.rule, line: finding.location.line) ?? false)
        }
        return LintResult(findings: Array(Set(kept)), problems: problems + project.problems,
                          filesRead: project.fileCount, sources: project.sources)
    }
}

extension RuleManifest {
    /// Stand-in for a rule whose doc is missing; `CatalogTests` makes sure no shipped rule needs it.
    static func undocumented(_ id: RuleID) -> RuleManifest {
        RuleManifest(id: id, domain: "", severity: .warning, inputs: [], references: [], title: id.rawValue,
                     summary: "", body: "", sourcePath: "", examples: [])
    }
}
