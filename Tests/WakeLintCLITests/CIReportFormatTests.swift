import Foundation
import Testing
import WakeLintCore

@testable import WakeLintCLI

/// `--format checkstyle|gitlab|sonarqube` from the command line: the broken demo's every finding is in the report
/// and the run exits 1; the fixed demo gives an empty report and exit 0.
@Suite struct CIReportFormatTests {
    func run(_ arguments: [String]) -> CommandResult { CommandTests().run(arguments) }

    /// How many findings a report holds, counted by the element or key each format gives a finding.
    static let marker = ["checkstyle": "<error ", "gitlab": "\"check_name\":", "sonarqube": "\"primaryLocation\":"]

    @Test(arguments: ["checkstyle", "gitlab", "sonarqube"])
    func brokenDemoReportsEveryFindingAndFixedDemoNone(format: String) throws {
        let json = run(["lint", "--format", "json", "testdata/projects/StepSyncDemo"])
        let expected = json.standardOutput.components(separatedBy: "{\"rule\":").count - 1
        #expect(expected > 0)
        let broken = run(["lint", "--format", format, "testdata/projects/StepSyncDemo"])
        #expect(broken.status == 1)
        #expect(broken.standardOutput.components(separatedBy: Self.marker[format]!).count - 1 == expected)
        let fixed = run(["lint", "--format", format, "testdata/projects/StepSyncDemo-fixed"])
        #expect(fixed.status == 0)
        #expect(!fixed.standardOutput.contains(Self.marker[format]!))
        #expect(!fixed.standardOutput.isEmpty)
    }
}
