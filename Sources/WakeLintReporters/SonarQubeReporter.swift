import WakeLintCore

/// SonarQube's generic issue import format (10.3 and later, `sonar.externalIssuesReportPaths`): `rules` holds each
/// rule that has an issue (engine `wakelint`, Clean Code attribute LOGICAL, impact on RELIABILITY of severity
/// HIGH / MEDIUM / LOW for error / warning / info, plus the deprecated type BUG and severity CRITICAL / MAJOR /
/// INFO), `issues` one per finding with its message, file and line, related locations as secondary locations.
/// Locations carry lines only: SonarQube rejects a report whose column lies outside its line, and counts columns
/// differently. Each input problem is an issue of rule `input-problem` on line 1 of its file.
public struct SonarQubeReporter: Reporter {
    public static let identifier = "sonarqube"
    static let engine = "wakelint"
    static let problemRule = "input-problem"

    public var rules: [RuleManifest]
    /// How `filePath` names a file (relative to the linted root when one is given).
    public var paths: ReportedPaths

    public init(rules: [RuleManifest] = RuleCatalog.all, paths: ReportedPaths = ReportedPaths(currentDirectory: "/")) {
        self.rules = rules
        self.paths = paths
    }

    public func report(_ result: LintResult) -> String {
        let manifests = Dictionary(rules.map { ($0.id.rawValue, $0) }, uniquingKeysWith: { first, _ in first })
        // A rule's severity is its findings' highest, so a rule whose severity a config raised is not understated.
        var severities: [String: Severity] = [:]
        for finding in result.findings {
            severities[finding.rule.rawValue] = max(severities[finding.rule.rawValue] ?? .info, finding.severity)
        }
        var ruleObjects: [OrderedJSON] = severities.keys.sorted().map { id in
            Self.rule(
                id: id, name: manifests[id]?.title ?? id, description: manifests[id]?.summary ?? id,
                severity: severities[id]!)
        }
        if !result.problems.isEmpty {
            ruleObjects.append(
                Self.rule(
                    id: Self.problemRule, name: "Input that could not be read",
                    description: "wakelint could not read this file, so the rules that need it did not run on it.",
                    severity: .warning))
        }
        var issues: [OrderedJSON] = result.findings.map { finding in
            var members: [(String, OrderedJSON)] = [
                ("ruleId", .string(finding.rule.rawValue)),
                (
                    "primaryLocation",
                    Self.location(finding.message, paths.path(finding.location.path), finding.location.line)
                ),
            ]
            if !finding.related.isEmpty {
                members.append(
                    (
                        "secondaryLocations",
                        .array(
                            finding.related.map {
                                Self.location($0.message, paths.path($0.location.path), $0.location.line)
                            })
                    ))
            }
            return .object(members)
        }
        for problem in result.problems {
            issues.append(
                .object([
                    ("ruleId", .string(Self.problemRule)),
                    ("primaryLocation", Self.location(problem.message, paths.path(problem.path), 1)),
                ]))
        }
        return OrderedJSON.object([("rules", .array(ruleObjects)), ("issues", .array(issues))]).rendered() + "\n"
    }

    static func rule(id: String, name: String, description: String, severity: Severity) -> OrderedJSON {
        let (impact, legacy): (String, String) =
            switch severity {
            case .error: ("HIGH", "CRITICAL")
            case .warning: ("MEDIUM", "MAJOR")
            case .info: ("LOW", "INFO")
            }
        return .object([
            ("id", .string(id)),
            ("name", .string(name)),
            ("description", .string(description)),
            ("engineId", .string(engine)),
            ("cleanCodeAttribute", .string("LOGICAL")),
            ("type", .string("BUG")),
            ("severity", .string(legacy)),
            (
                "impacts",
                .array([.object([("softwareQuality", .string("RELIABILITY")), ("severity", .string(impact))])])
            ),
        ])
    }

    /// A location on a whole line; an unknown line (0) is line 1.
    static func location(_ message: String, _ path: String, _ line: Int) -> OrderedJSON {
        .object([
            ("message", .string(message)),
            ("filePath", .string(path)),
            ("textRange", .object([("startLine", .int(max(line, 1)))])),
        ])
    }
}
