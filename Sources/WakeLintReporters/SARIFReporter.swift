import WakeLintCore

/// SARIF 2.1.0 for code-scanning services: one run, each catalogue rule a result names as a `reportingDescriptor`,
/// one result per finding, input problems as tool execution notifications.
/// Paths are relative to `%SRCROOT%`: the linted root when the caller gives one (else the current directory). SARIF 2.1.0 knows no UTF-8 column kind,
/// so wakelint's UTF-8 columns are converted to UTF-16 code units (SARIF's default, what GitHub and editors
/// read) from the source line; a column that cannot be converted is left out rather than misplaced.
public struct SARIFReporter: Reporter {
    public static let identifier = "sarif"
    public static let schemaURI =
        "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    static let sourceRoot = "%SRCROOT%"
    /// Named by version so a future change of recipe can live beside this one without breaking baselines.
    static let fingerprintKey = "wakelintFingerprint/v1"

    public var version: String
    public var currentDirectory: String
    public var rules: [RuleManifest]
    /// wakelint's home page for `tool.driver.informationUri`: given, or the published docs' README; else left out.
    public var informationURI: String?
    /// The linted root that `%SRCROOT%` names; nil means the current directory.
    public var sourceRoot: String?
    /// Where the rule docs are published, for each rule's `helpUri`.
    public var documentation: RuleDocumentationSite?

    public init(
        version: String, currentDirectory: String, rules: [RuleManifest] = RuleCatalog.all,
        informationURI: String? = nil, sourceRoot: String? = nil, documentation: RuleDocumentationSite? = nil
    ) {
        self.version = version
        self.currentDirectory = currentDirectory
        self.rules = rules
        self.informationURI = informationURI ?? documentation?.home
        self.sourceRoot = sourceRoot
        self.documentation = documentation
    }

    var paths: ReportedPaths { ReportedPaths(currentDirectory: currentDirectory, root: sourceRoot) }

    public func report(_ result: LintResult) -> String {
        let named = Set(result.findings.map(\.rule))
        let listed = rules.filter { named.contains($0.id) }
        let ruleIndex = Dictionary(
            listed.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        var occurrences: [String: Int] = [:]
        let results: [OrderedJSON] = result.findings.map { finding in
            let base = Self.fingerprint(of: finding, sources: result.sources)
            occurrences[base, default: 0] += 1
            return resultObject(
                finding, ruleIndex: ruleIndex[finding.rule], fingerprint: "\(base):\(occurrences[base]!)",
                sources: result.sources)
        }
        var driver: [(String, OrderedJSON)] = [("name", .string("wakelint")), ("version", .string(version))]
        if let informationURI { driver.append(("informationUri", .string(informationURI))) }
        driver.append(("rules", .array(listed.map(descriptor))))
        let hidden: OrderedJSON = .object(result.hidden.causes.map { ($0.key, .int($0.count)) })
        let invocation: OrderedJSON = .object([
            ("executionSuccessful", .bool(true)),
            (
                "toolExecutionNotifications",
                .array(
                    result.problems.map { notification($0.path, $0.message, level: "warning") }
                        + result.notes.map { notification($0.path, $0.message, level: "note") })
            ),
            // Findings the run found but does not report (`--diff`, baseline, inline suppressions, disabled rules).
            ("properties", .object([("hidden", hidden)])),
        ])
        let run: OrderedJSON = .object([
            ("tool", .object([("driver", .object(driver))])),
            ("invocations", .array([invocation])),
            (
                "originalUriBaseIds",
                .object([(Self.sourceRoot, .object([("uri", .string(Paths.directoryURI(paths.base)))]))])
            ),
            ("columnKind", .string("utf16CodeUnits")),
            ("results", .array(results)),
        ])
        let log: OrderedJSON = .object([
            ("$schema", .string(Self.schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ])
        return log.rendered() + "\n"
    }

    static func fingerprint(of finding: Finding, sources: [String: SourceFile]) -> String {
        finding.fingerprint(sources: sources)
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    /// `help` is the summary and how to fix (the whole doc would repeat itself in every upload); `helpUri` is the
    /// rule's published doc, or without one the first page the rule stands on.
    private func descriptor(_ rule: RuleManifest) -> OrderedJSON {
        let document = RuleDocument(manifest: rule)
        let pointer = "The full documentation: `wakelint explain \(rule.id)` (\(rule.sourcePath) in wakelint)."
        var help = rule.summary
        if let fix = document.section("How to fix") { help += "\n\n## How to fix\n\n" + fix }
        help += "\n\n" + pointer
        var members: [(String, OrderedJSON)] = [
            ("id", .string(rule.id.rawValue)),
            ("name", .string(RuleDocument.upperCamelName(title: rule.title, id: rule.id))),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            // The rationale's first paragraph; the whole document is one `wakelint explain` away.
            (
                "fullDescription",
                .object([("text", .string(document.firstParagraph("Rationale") ?? rule.summary))])
            ),
        ]
        if let reference = documentation?.url(for: rule)
            ?? rule.references.first(where: { $0.hasPrefix("https://") || $0.hasPrefix("http://") })
        {
            members.append(("helpUri", .string(reference)))
        }
        return .object(
            members + [
                // The how-to-fix once, in Markdown; the plain text only points to it.
                ("help", .object([("text", .string(rule.summary + "\n\n" + pointer)), ("markdown", .string(help))])),
                ("defaultConfiguration", .object([("level", .string(Self.level(rule.severity)))])),
                (
                    "properties",
                    .object([("tags", .array([.string(rule.domain)])), ("documentation", .string(rule.sourcePath))])
                ),
            ])
    }

    private func resultObject(_ finding: Finding, ruleIndex: Int?, fingerprint: String, sources: [String: SourceFile])
        -> OrderedJSON
    {
        var members: [(String, OrderedJSON)] = [("ruleId", .string(finding.rule.rawValue))]
        if let ruleIndex { members.append(("ruleIndex", .int(ruleIndex))) }
        members += [
            ("level", .string(Self.level(finding.severity))),
            ("message", .object([("text", .string(finding.message))])),
            ("locations", .array([.object([("physicalLocation", physicalLocation(finding.location, sources))])])),
        ]
        if !finding.related.isEmpty {
            members.append(
                (
                    "relatedLocations",
                    .array(
                        finding.related.enumerated().map { index, related in
                            .object([
                                ("id", .int(index + 1)),
                                ("physicalLocation", physicalLocation(related.location, sources)),
                                ("message", .object([("text", .string(related.message))])),
                            ])
                        })
                ))
        }
        members.append(("partialFingerprints", .object([(Self.fingerprintKey, .string(fingerprint))])))
        if let fix = finding.fix { members.append(("fixes", .array([fixObject(fix, sources)]))) }
        var properties: [(String, OrderedJSON)] = [("input", .string(finding.input.rawValue))]
        if !finding.evidence.isEmpty {
            // The log lines that prove a log finding; a property bag keeps them beside the result for any viewer.
            properties.append(
                (
                    "evidence",
                    .array(
                        finding.evidence.map {
                            .object([("line", .int($0.line)), ("text", .string($0.text))])
                        })
                ))
        }
        members.append(("properties", .object(properties)))
        return .object(members)
    }

    /// A SARIF fix: per file, its replacements, each a deleted region (empty for an insertion) and the
    /// inserted text.
    private func fixObject(_ fix: Fix, _ sources: [String: SourceFile]) -> OrderedJSON {
        var paths: [String] = []
        for edit in fix.edits where !paths.contains(edit.path) { paths.append(edit.path) }
        let changes = paths.map { path in
            OrderedJSON.object([
                ("artifactLocation", artifactLocation(path)),
                (
                    "replacements",
                    .array(
                        fix.edits.filter { $0.path == path }.map { edit in
                            let file = sources[path]
                            let region: [(String, OrderedJSON)] = [
                                ("startLine", .int(edit.line)),
                                ("startColumn", .int(Self.utf16Column(edit.start, in: file) ?? edit.column)),
                                ("endLine", .int(edit.endLine)),
                                ("endColumn", .int(Self.utf16Column(edit.end, in: file) ?? edit.endColumn)),
                            ]
                            return .object([
                                ("deletedRegion", .object(region)),
                                ("insertedContent", .object([("text", .string(edit.replacement))])),
                            ])
                        })
                ),
            ])
        }
        return .object([
            ("description", .object([("text", .string(fix.description))])), ("artifactChanges", .array(changes)),
        ])
    }

    private func notification(_ path: String, _ message: String, level: String) -> OrderedJSON {
        .object([
            ("level", .string(level)),
            ("message", .object([("text", .string(message))])),
            (
                "locations",
                .array([
                    .object([("physicalLocation", .object([("artifactLocation", artifactLocation(path))]))])
                ])
            ),
        ])
    }

    private func physicalLocation(_ location: SourceLocation, _ sources: [String: SourceFile]) -> OrderedJSON {
        var region: [(String, OrderedJSON)] = [("startLine", .int(max(1, location.line)))]
        if let column = Self.utf16Column(location, in: sources[location.path]) {
            region.append(("startColumn", .int(column)))
        }
        return .object([("artifactLocation", artifactLocation(location.path)), ("region", .object(region))])
    }

    /// The 1-based UTF-16 column of a UTF-8 column: column 1 is the same in every unit; any other needs the line.
    static func utf16Column(_ location: SourceLocation, in file: SourceFile?) -> Int? {
        guard location.column > 1 else { return location.column == 1 ? 1 : nil }
        guard let file, let range = file.lineRange(location.line), location.column - 1 <= range.count else {
            return nil
        }
        let prefix = String(
            decoding: file.bytes[range.lowerBound..<range.lowerBound + location.column - 1], as: UTF8.self)
        return prefix.utf16.count + 1
    }

    private func artifactLocation(_ reported: String) -> OrderedJSON {
        let path = paths.path(reported)
        if path.hasPrefix("/") { return .object([("uri", .string(Paths.uriReference(path)))]) }
        return .object([("uri", .string(Paths.uriReference(path))), ("uriBaseId", .string(Self.sourceRoot))])
    }
}
