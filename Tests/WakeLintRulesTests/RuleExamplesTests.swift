import Testing
import WakeLintCore
import _WakeLintGenerator

@testable import WakeLintEngine
@testable import WakeLintModel
@testable import WakeLintRules

extension RuleDoc: CustomTestStringConvertible {
    public var testDescription: String { manifest.id.rawValue }
}

/// The rule docs of the source tree with their examples, sorted by id; a doc that does not parse is left out
/// here and fails `CatalogTests.everyRuleDocParses`.
enum SourceRuleDocs {
    static let all: [RuleDoc] = {
        let generator = CatalogGenerator()
        let paths = (try? generator.ruleDocumentPaths()) ?? []
        return paths.compactMap { path in try? generator.ruleDoc(at: path) }
            .sorted { $0.manifest.id < $1.manifest.id }
    }()
}

/// Every example of every rule doc, with mutations (see `ExampleRunner`). A failure names the doc and
/// the example's line in it.
@Suite struct RuleExamplesTests {
    @Test(arguments: SourceRuleDocs.all)
    func examples(_ doc: RuleDoc) throws {
        let manifest = doc.manifest
        try #require(
            BuiltInRules.all.contains { $0.id == manifest.id } || !manifest.logPatterns.isEmpty,
            "no implementation for \(manifest.sourcePath)")
        for failure in ExampleRunner(doc: doc).run() {
            Issue.record("\(failure)")
        }
    }

    /// A rule doc either shows its fix (a `fixed` fence among the doc's own examples) or says in one line why
    /// there is no automatic fix.
    @Test(arguments: SourceRuleDocs.all)
    func everyDocSaysWhetherItsFindingsAreFixed(_ doc: RuleDoc) {
        let showsFix = doc.examples.contains { $0.path == doc.manifest.sourcePath && !$0.fixedTexts.isEmpty }
        let saysNone = doc.manifest.body.split(separator: "\n").contains { $0.hasPrefix("No automatic fix: ") }
        #expect(showsFix != saysNone, "\(doc.manifest.sourcePath): a fixed fence or a 'No automatic fix:' line")
    }

    @Test func everyDocOfTheCatalogueHasItsExamples() {
        #expect(RuleCatalog.all.count >= 1)
        #expect(SourceRuleDocs.all.map(\.manifest.id) == RuleCatalog.ids)
    }
}

/// The harness itself must be able to fail: a misplaced marker, a passing example that fires, and a rule
/// that fires inside comments are all caught.
@Suite struct ExampleRunnerTests {
    private func failures(triggers: String, passes: String, howToFix: String = "") throws -> [String] {
        let text = """
            ---
            id: hk-background-delivery-entitlement
            severity: error
            inputs: swift
            references: https://example.com
            ---
            # T

            S.

            ## Rationale
            ## How to fix
            \(howToFix)
            ## Triggers
            \(triggers)
            ## Passes
            \(passes)
            """
        let doc = try RuleDocParser.parse(text, path: "rules/healthkit/hk-background-delivery-entitlement.md")
        return ExampleRunner(doc: doc).run().map(\.description)
    }

    /// An app's Info.plist beside the Swift fence, so the entitlement can be judged.
    private func app(_ swift: String) -> String {
        "### app\n```xml path=App/Info.plist\n<key>CFBundleIdentifier</key>\n<string>com.example.app</string>\n```\n```swift\n\(swift)\n```"
    }

    @Test func correctExamplesPass() throws {
        #expect(
            try failures(
                triggers: app("store.↓enableBackgroundDelivery(for: t, frequency: .hourly) { _, _ in }"),
                passes: "```swift\nstore.execute(q)\n```") == [])
    }

    @Test func misplacedMarkerIsCaught() throws {
        let found = try failures(
            triggers: app("↓store.enableBackgroundDelivery(for: t, frequency: .hourly) { _, _ in }"),
            passes: "```swift\nstore.execute(q)\n```")
        #expect(found.count == 4, "the none, crlf, multibyte and binary-plist runs all miss the marker: \(found)")
        #expect(found.first?.contains("missing [App/Example.swift:1:1], unexpected [App/Example.swift:1:7]") == true)
    }

    @Test func firingPassIsCaught() throws {
        let found = try failures(
            triggers: app("store.↓enableBackgroundDelivery(for: t, frequency: .hourly) { _, _ in }"),
            passes: app("store.enableBackgroundDelivery(for: t, frequency: .hourly) { _, _ in }"))
        #expect(
            found.contains {
                $0.hasPrefix("passes example at rules/healthkit/hk-background-delivery-entitlement.md:")
                    && $0.contains(
                        "('app'), mutation 'none': expected findings at [], missing [], unexpected [App/Example.swift:1:7]"
                    )
            })
    }

    /// An example whose entitlement is `<false/>`, with the `fixed` text given.
    private func falseEntitlement(fixed: String?) -> String {
        "### false\n```xml path=App/App.entitlements\n<key>com.apple.developer.healthkit.background-delivery</key>\n<false/>\n```\n"
            + (fixed.map {
                "```xml path=App/App.entitlements fixed\n<key>com.apple.developer.healthkit.background-delivery</key>\n\($0)\n```\n"
            } ?? "")
            + "```swift\nstore.↓enableBackgroundDelivery(for: t, frequency: .hourly) { _, _ in }\n```"
    }

    @Test func theFixedTextIsCompared() throws {
        #expect(
            try failures(triggers: falseEntitlement(fixed: "<true/>"), passes: "```swift\nstore.execute(q)\n```") == [])
        let found = try failures(
            triggers: falseEntitlement(fixed: "<false/>"), passes: "```swift\nstore.execute(q)\n```")
        #expect(found.count == 1)
        #expect(
            found.first?.hasSuffix(
                "('false'), mutation 'none': fixed App/App.entitlements differs from its expected text:\n"
                    + ExampleRunner.plistHeader
                    + "<key>com.apple.developer.healthkit.background-delivery</key>\n<true/>\n"
                    + ExampleRunner.plistFooter)
                == true, "\(found)")
    }

    @Test func aFixInADocThatSaysThereIsNoneIsCaught() throws {
        let found = try failures(
            triggers: falseEntitlement(fixed: nil), passes: "```swift\nstore.execute(q)\n```",
            howToFix: "No automatic fix: a judgement.")
        #expect(
            found == [
                "triggers example at rules/healthkit/hk-background-delivery-entitlement.md:16 ('false'), mutation 'none': App/Example.swift:1:7: the doc says 'No automatic fix' but the finding has one: set 'com.apple.developer.healthkit.background-delivery' to <true/> in 'App/App.entitlements'"
            ])
    }

    @Test func aFixedFenceMustNameAnInputOfATriggeringExample() {
        #expect(throws: RuleDocParser.Failure.self) {
            try failures(
                triggers: falseEntitlement(fixed: nil),
                passes: "### p\n```swift\nstore.execute(q)\n```\n```swift fixed\nstore.execute(q)\n```")
        }
        #expect(throws: RuleDocParser.Failure.self) {
            try failures(
                triggers: "### t\n```swift\n↓f()\n```\n```swift path=Other.swift fixed\ng()\n```",
                passes: "```swift\nstore.execute(q)\n```")
        }
    }
}
