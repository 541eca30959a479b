/// What `rules/<domain>/<id>.md` says about one rule: identity, default severity, scope, docs and log rules.
/// The built-in rules' manifests are compiled into the binary (`RuleCatalog.all`); a user's log-rule doc is
/// read by `RuleDocReader`. A doc's examples are not part of its manifest: they are tests, read by the generator.
public struct RuleManifest: Sendable, Hashable {
    public var id: RuleID
    /// The folder under `rules/`: `healthkit`, `background-tasks`, `config`.
    public var domain: String
    public var severity: Severity
    public var inputs: [InputKind]
    /// What the rule's findings rest on (front matter `scope:`, `target` when absent).
    public var scope: RuleScope
    public var references: [String]
    /// The `# Title` line.
    public var title: String
    /// The first paragraph after the title (SARIF shortDescription, `wakelint rules`).
    public var summary: String
    /// The document after the front matter, as `wakelint explain` prints it.
    public var body: String
    /// `rules/<domain>/<id>.md`, for messages that point back at the doc.
    public var sourcePath: String
    /// Declarative log rules (```` ```log-rule ```` fences); empty for rules whose log side, if any, is code.
    public var logPatterns: [LogPattern]

    public init(
        id: RuleID, domain: String, severity: Severity, inputs: [InputKind], scope: RuleScope = .target,
        references: [String], title: String, summary: String, body: String, sourcePath: String,
        logPatterns: [LogPattern] = []
    ) {
        self.id = id
        self.domain = domain
        self.severity = severity
        self.inputs = inputs
        self.scope = scope
        self.references = references
        self.title = title
        self.summary = summary
        self.body = body
        self.sourcePath = sourcePath
        self.logPatterns = logPatterns
    }
}

/// What a rule's findings rest on, from the doc's front matter (`scope: code`).
public enum RuleScope: String, Sendable, Hashable, CaseIterable {
    /// The target as a whole: its Info.plist, entitlements and launch as well as its code. Such findings are
    /// raised only in targets that run the code, never in the code of a framework a target merely links.
    case target
    /// The code alone (the paths through a handler, an error thrown away): the findings also hold in the code
    /// of the frameworks a target links (`LintTarget.linkedLibraryFiles`) and in code no target runs
    /// (`LintTarget.isCodeOnly`).
    case code
}
