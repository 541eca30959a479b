/// What `rules/<domain>/<id>.md` says about one rule: identity, default severity, docs and examples.
/// Parsed from the catalogue compiled into the binary (see `RuleCatalog`), never read from disk at run time.
public struct RuleManifest: Sendable, Hashable {
    public var id: RuleID
    /// The folder under `rules/`: `healthkit`, `background-tasks`, `config`.
    public var domain: String
    public var severity: Severity
    public var inputs: [InputKind]
    public var references: [String]
    /// The `# Title` line.
    public var title: String
    /// The first paragraph after the title (SARIF shortDescription, `wakelint rules`).
    public var summary: String
    /// The document after the front matter, as `wakelint explain` prints it.
    public var body: String
    /// `rules/<domain>/<id>.md`, for messages that point back at the doc.
    public var sourcePath: String
    public var examples: [RuleExample]
    /// Declarative log rules (```` ```log-rule ```` fences); empty for rules whose log side, if any, is code.
    public var logPatterns: [LogPattern]

    public init(id: RuleID, domain: String, severity: Severity, inputs: [InputKind], references: [String], title: String,
                summary: String, body: String, sourcePath: String, examples: [RuleExample]) {
        self.id = id
        self.domain = domain
        self.severity = severity
        self.inputs = inputs
        self.references = references
        self.title = title
        self.summary = summary
        self.body = body
        self.sourcePath = sourcePath
        self.examples = examples
        self.logPatterns = []
    }
}

/// One example of a rule's doc: a single fence, or a `### name` group of fences forming a small project.
public struct RuleExample: Sendable, Hashable {
    public enum Expectation: String, Sendable { case triggers, passes }
    public var expectation: Expectation
    public var name: String?
    public var files: [ExampleFile]
    /// Line of the example's first fence in the rule doc.
    public var line: Int
}

/// One fenced block of an example: language, virtual path, text with `↓` markers, skipped mutations.
public struct ExampleFile: Sendable, Hashable {
    public var language: String
    public var path: String
    public var text: String
    /// Mutations this example opts out of (`skip=crlf,string-wrap`).
    public var skippedMutations: Set<String>
    public var line: Int
    /// The severity this example's findings have when it differs from the rule's (`severity=warning`): a rule
    /// whose log side is less certain than its source side, say.
    public var severity: Severity? = nil

    /// Virtual path used when a fence names none.
    public static func defaultPath(language: String) -> String {
        switch language {
        case "swift": "App/Example.swift"
        case "log": "device.log"
        case "entitlements": "App/App.entitlements"
        case "pbxproj": "App.xcodeproj/project.pbxproj"
        case "xcconfig": "Config/App.xcconfig"
        default: "App/Info.plist"
        }
    }
}
