import WakeLintCore

#if canImport(Foundation)
    import Foundation
#endif

/// One output format. Reporters are pure: a result and the catalogue in, text out.
public protocol Reporter: Sendable {
    static var identifier: String { get }
    func report(_ result: LintResult) -> String
}

/// Every output format by its `--format` name.
public enum Reporters {
    public static let all: [String] = [
        TextReporter.identifier, JSONReporter.identifier, SARIFReporter.identifier, GitHubActionsReporter.identifier,
        XcodeReporter.identifier, MarkdownReporter.identifier, HTMLReporter.identifier, JUnitReporter.identifier,
        CheckstyleReporter.identifier, GitLabCodeQualityReporter.identifier,
        SonarQubeReporter.identifier,
    ]

    /// `currentDirectory` anchors the formats that need absolute paths (xcode, sarif); nil means the process's.
    /// `sourceRoot` is the linted root that sarif, gitlab and sonarqube name files from (nil: as findings give them);
    /// `documentation` is where the rule docs are published, for the formats that link to them; `rules` are the
    /// docs the html report quotes (the built-in ones, and the user's own log rules).
    public static func reporter(
        named name: String, colored: Bool, quiet: Bool, version: String,
        currentDirectory: String? = nil, sourceRoot: String? = nil, documentation: RuleDocumentationSite? = nil,
        rules: [RuleManifest] = RuleCatalog.all
    ) -> (any Reporter)? {
        let paths = ReportedPaths(currentDirectory: currentDirectory ?? processDirectory, root: sourceRoot)
        return switch name {
        case TextReporter.identifier: TextReporter(colored: colored, quiet: quiet)
        case JSONReporter.identifier: JSONReporter(version: version)
        case SARIFReporter.identifier:
            SARIFReporter(
                version: version, currentDirectory: currentDirectory ?? processDirectory, sourceRoot: sourceRoot,
                documentation: documentation)
        case GitHubActionsReporter.identifier: GitHubActionsReporter()
        case XcodeReporter.identifier: XcodeReporter(currentDirectory: currentDirectory ?? processDirectory)
        case MarkdownReporter.identifier: MarkdownReporter()
        case HTMLReporter.identifier: HTMLReporter(version: version, rules: rules, documentation: documentation)
        case JUnitReporter.identifier: JUnitReporter()
        case CheckstyleReporter.identifier: CheckstyleReporter()
        case GitLabCodeQualityReporter.identifier: GitLabCodeQualityReporter(paths: paths)
        case SonarQubeReporter.identifier: SonarQubeReporter(paths: paths)
        default: nil
        }
    }

    private static var processDirectory: String {
        #if canImport(Foundation)
            FileManager.default.currentDirectoryPath
        #else
            "/"
        #endif
    }
}
