import Testing
import WakeLintCore
@testable import WakeLintRules

extension RuleManifest: @retroactive CustomTestStringConvertible {
    public var testDescription: String { id.rawValue }
}

/// Every example of every rule doc, with mutations (see `ExampleRunner`). A failure names the doc and
/// the example's line in it.
@Suite struct RuleExamplesTests {
    @Test(arguments: RuleCatalog.all)
    func examples(_ manifest: RuleManifest) throws {
        let rule = try #require(BuiltInRules.all.first { $0.id == manifest.id }, "no implementation for \(manifest.sourcePath)")
        for failure in ExampleRunner(manifest: manifest, rule: rule).run() {
            Issue.record("\(manifest.sourcePath): \(failure)")
        }
    }

    @Test func catalogIsNotEmpty() {
        #expect(RuleCatalog.all.count >= 1)
    }
}
