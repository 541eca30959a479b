import Foundation
import Testing
import WakeLintCore

@testable import WakeLintReporters

/// Every format renders the canned result; each output is compared whole with its golden file.
@Suite struct GoldenReporterTests {
    static let version = WakeLintVersion.current
    static let cwd = FileManager.default.currentDirectoryPath
    static let placeholders = [("${CWD_URI}", Paths.directoryURI(cwd)), ("${CWD}", cwd), ("${VERSION}", version)]

    func check(_ reporter: some Reporter, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let name = type(of: reporter).identifier
        try Golden.check(
            reporter.report(Canned.result), file: "\(name).golden", placeholders: Self.placeholders,
            sourceLocation: sourceLocation)
    }

    @Test func sarif() throws {
        try check(SARIFReporter(version: Self.version, currentDirectory: Self.cwd, rules: Canned.rules))
    }

    @Test func github() throws { try check(GitHubActionsReporter()) }

    @Test func xcode() throws { try check(XcodeReporter(currentDirectory: Self.cwd)) }

    @Test func markdown() throws { try check(MarkdownReporter(rules: Canned.rules)) }

    @Test func html() throws { try check(HTMLReporter(version: Self.version, rules: Canned.rules)) }

    @Test func junit() throws { try check(JUnitReporter(rules: Canned.rules)) }

    @Test func checkstyle() throws { try check(CheckstyleReporter()) }

    @Test func gitlab() throws { try check(GitLabCodeQualityReporter()) }

    @Test func sonarqube() throws { try check(SonarQubeReporter(rules: Canned.rules)) }

    @Test func everyFormatIsRegisteredAndBuildable() {
        #expect(
            Reporters.all == [
                "text", "json", "sarif", "github", "xcode", "markdown", "html", "junit", "checkstyle", "gitlab",
                "sonarqube",
            ])
        for name in Reporters.all {
            let reporter = Reporters.reporter(
                named: name, colored: false, quiet: false, version: "1", currentDirectory: "/tmp")
            #expect(reporter.map { type(of: $0).identifier } == name)
        }
        #expect(Reporters.reporter(named: "yaml", colored: false, quiet: false, version: "1") == nil)
    }
}
