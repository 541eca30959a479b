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
    public static func reporter(
        named name: String, colored: Bool, quiet: Bool, version: String,
        currentDirectory: String? = nil
    ) -> (any Reporter)? {
        switch name {
        case TextReporter.identifier: TextReporter(colored: colored, quiet: quiet)
        case JSONReporter.identifier: JSONReporter(version: version)
        case SARIFReporter.identifier:
            SARIFReporter(version: version, currentDirectory: currentDirectory ?? processDirectory)
        case GitHubActionsReporter.identifier: GitHubActionsReporter()
        case XcodeReporter.identifier: XcodeReporter(currentDirectory: currentDirectory ?? processDirectory)
        case MarkdownReporter.identifier: MarkdownReporter()
        case HTMLReporter.identifier: HTMLReporter(version: version)
        case JUnitReporter.identifier: JUnitReporter()
        case CheckstyleReporter.identifier: CheckstyleReporter()
        case GitLabCodeQualityReporter.identifier: GitLabCodeQualityReporter()
        case SonarQubeReporter.identifier: SonarQubeReporter()
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
