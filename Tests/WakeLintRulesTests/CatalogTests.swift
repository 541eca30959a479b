import Foundation
import Testing
import WakeLintCore
import _WakeLintGenerator

@testable import WakeLintEngine
@testable import WakeLintModel
@testable import WakeLintRules

/// The catalogue's two halves — `rules/**/*.md` and the `*Rule.swift` implementations — stay joined.
@Suite struct CatalogTests {
    let generator = CatalogGenerator()

    @Test func generatedCatalogueIsFresh() throws {
        for (file, content) in [
            (generator.catalogFile, try generator.catalogContent()),
            (generator.bodiesFile, try generator.bodiesContent()),
        ] {
            let committed = try String(contentsOf: file, encoding: .utf8)
            #expect(content == committed, "\(file.lastPathComponent) is stale: run '\(CatalogGenerator.command)'")
        }
    }

    @Test func generatedRuleListIsFresh() throws {
        let committed = try String(contentsOf: generator.builtInRulesFile, encoding: .utf8)
        #expect(
            try generator.builtInRulesContent() == committed,
            "Sources/WakeLintRules/Generated/BuiltInRules+Generated.swift is stale: run '\(CatalogGenerator.command)'")
    }

    @Test func everyRuleDocParses() throws {
        let paths = try generator.ruleDocumentPaths()
        #expect(!paths.isEmpty)
        for path in paths {
            do {
                _ = try generator.ruleDoc(at: path)
            } catch {
                Issue.record("\(error)")
            }
        }
        #expect(try generator.ruleDocs().count == paths.count)
        #expect(
            RuleCatalog.all.count == paths.count,
            "the embedded catalogue lost a rule doc: run '\(CatalogGenerator.command)'")
    }

    /// The compiled-in manifests are what the docs of the source tree say, and every lookup finds them.
    @Test func embeddedCatalogueIsWhatTheDocsSay() {
        #expect(RuleCatalog.all == SourceRuleDocs.all.map(\.manifest))
        #expect(RuleCatalog.ids == RuleCatalog.all.map(\.id))
        #expect(RuleCatalog.ids == RuleCatalog.ids.sorted() && Set(RuleCatalog.ids).count == RuleCatalog.ids.count)
        for manifest in RuleCatalog.all {
            #expect(RuleCatalog.manifest(manifest.id) == manifest)
            #expect(RuleContext(rule: manifest.id).manifest == manifest)
            #expect(!manifest.body.isEmpty)
        }
        #expect(RuleCatalog.manifest("no-such-rule") == nil)
        #expect(RuleContext(rule: "no-such-rule").manifest == RuleManifest.undocumented("no-such-rule"))
        #expect(PatternLogRule.builtIn.map(\.manifest) == RuleCatalog.all.filter { !$0.logPatterns.isEmpty })
    }

    /// Examples are tests, not part of the binary: adding a trigger and a pass to any doc leaves the typed
    /// catalogue as it was (only the doc text `wakelint explain` prints changes).
    @Test func examplesLeaveTheCatalogueAlone() throws {
        for path in try generator.ruleDocumentPaths() {
            let text = try generator.read(path)
            let edited =
                text
                .replacingOccurrences(of: "\n## Triggers\n", with: "\n## Triggers\n\n```swift\n↓extra()\n```\n")
                .replacingOccurrences(
                    of: "\n## Passes\n", with: "\n## Passes\n\n```swift path=App/Extra.swift\nextra()\n```\n")
            let (before, after) = (
                try RuleDocParser.parse(text, path: path), try RuleDocParser.parse(edited, path: path)
            )
            #expect(after.examples.count == before.examples.count + 2, "\(path)")
            #expect(
                CatalogGenerator.catalogContent([after.manifest]) == CatalogGenerator.catalogContent([before.manifest]),
                "\(path)")
            #expect(after.manifest.logPatterns == before.manifest.logPatterns, "\(path)")
        }
    }

    /// `scope: code` belongs to rules that check targets (`ProjectRule`): it lets them into code a target links.
    @Test func codeScopeIsForProjectRules() {
        let projectRules = Set(BuiltInRules.all.filter { $0 is any ProjectRule.Type }.map { $0.id })
        for manifest in RuleCatalog.all where manifest.scope == .code {
            #expect(
                projectRules.contains(manifest.id), "\(manifest.sourcePath) says 'scope: code' but has no ProjectRule")
        }
        #expect(RuleCatalog.all.contains { $0.scope == .code })
    }

    /// README.md's rules table is the one the generator writes from the docs' severity, inputs and overview.
    @Test func readmeRulesTableIsGenerated() throws {
        let committed = try generator.read("README.md")
        #expect(
            try generator.readmeContent() == committed,
            "README.md's rules table is stale: run '\(CatalogGenerator.command)'")
        #expect(committed.contains("| `bg-task-completion` | error | swift |"))
    }

    /// The rows are rewritten whole: a row for a rule that is gone disappears, one for a new rule appears.
    @Test func readmeTableRowsAreReplacedWhole() throws {
        let docs = try generator.ruleDocs()
        let readme = "# R\n\n" + CatalogGenerator.rulesTableHeader + "| `gone` | info | log | old |\n\nAfter.\n"
        let written = try CatalogGenerator.readmeContent(readme, docs: Array(docs.prefix(1)))
        let id = docs[0].manifest.id
        #expect(!written.contains("`gone`"))
        #expect(written.contains("| `\(id)` | \(docs[0].manifest.severity.rawValue) |"))
        #expect(written.hasSuffix("|\n\nAfter.\n"))
    }

    @Test func idsAndImplementationsMatchOneToOne() throws {
        let documented = Set(RuleCatalog.all.map(\.id))
        let implemented = BuiltInRules.all.map { $0.id }
        // A doc with log-rule fences is implemented by them (run by `PatternLogRule`).
        let declarative = Set(RuleCatalog.all.filter { !$0.logPatterns.isEmpty }.map(\.id))
        #expect(Set(implemented).count == implemented.count, "two implementations share an id")
        for id in Set(implemented).subtracting(documented) {
            Issue.record("rule '\(id)' has an implementation but no rules/<domain>/\(id).md")
        }
        for id in documented.subtracting(implemented).subtracting(declarative) {
            Issue.record(
                "rules doc '\(id)' has no implementation (a *Rule.swift with static let id = \"\(id)\", or a log-rule fence)"
            )
        }
        // A rule that reads code and logs keeps its log state on its own `Log`, under the rule's id.
        for type in BuiltInRules.all where type is any ProjectRule.Type && type is any LogRule.Type {
            Issue.record("\(type) is both a project rule and a log rule: give it a nested Log (ProjectAndLogRule)")
        }
        for case let type as any ProjectAndLogRule.Type in BuiltInRules.all {
            #expect(type.logSide.id == type.id, "\(type)")
            #expect(!(type is any LogRule.Type), "\(type) is both a project rule value and a log rule value")
        }
        // The front matter says where each rule is written, and the generator lists the rules that are only a doc.
        for doc in try generator.ruleDocs() {
            let id = doc.manifest.id
            #expect(
                doc.implementation.contains(.swift) == implemented.contains(id),
                "\(doc.manifest.sourcePath): 'implementation:' \(doc.implementation.contains(.swift) ? "names swift, but no *Rule.swift has this id" : "lacks swift, but a *Rule.swift has this id")"
            )
            #expect(BuiltInRules.documentOnly.contains(id) == (doc.implementation == [.doc]), "\(id)")
        }
        // One log side per rule: code or log-rule fences, never both.
        for type in BuiltInRules.all.logRules where declarative.contains(type.id) {
            Issue.record("rule '\(type.id)' has both a LogRule implementation and log-rule fences")
        }
    }

    /// `rules/healthkit/` docs pair with `Sources/WakeLintRules/HealthKit/`, and so on.
    @Test func implementationsSitInTheirDomainFolder() throws {
        let folders = ["healthkit": "HealthKit", "background-tasks": "BackgroundTasks", "config": "Config"]
        let types = try generator.ruleTypes()
        for ruleType in BuiltInRules.all {
            guard let manifest = RuleCatalog.manifest(ruleType.id) else { continue }
            let typeName = String(describing: ruleType)
            let folder = types.first { $0.type == typeName }?.folder
            #expect(
                folder == folders[manifest.domain],
                "\(typeName) (\(manifest.id)) should live in Sources/WakeLintRules/\(folders[manifest.domain] ?? manifest.domain)/"
            )
        }
    }
}

/// The doc parser rejects malformed rule files with the line and the reason.
@Suite struct RuleDocParserTests {
    private func doc(
        frontMatter: String = "id: x-rule\nseverity: warning\ninputs: swift\nreferences: https://example.com",
        triggers: String = "```swift\n↓foo()\n```", passes: String = "```swift\nbar()\n```"
    ) -> String {
        "---\n\(frontMatter)\n---\n# Title\n\nSummary.\n\n## Rationale\nWhy.\n\n## How to fix\nFix.\n\n## Triggers\n\(triggers)\n\n## Passes\n\(passes)\n"
    }

    private func failure(_ text: String) -> String? {
        do {
            _ = try RuleDocParser.parse(text, path: "rules/healthkit/x-rule.md")
            return nil
        } catch {
            return error.description
        }
    }

    /// `implementation:` says where a rule is written; a built-in doc whose log-rule fences run must say `doc`.
    @Test func implementationIsDeclared() throws {
        let base = "id: x-rule\nseverity: warning\ninputs: log\nreferences: https://example.com"
        let fence = "\n## Log\n```log-rule\nliteral: x\npattern: x\nmessage: x\n```\n"
        func parsed(_ extra: String, body: String = "") throws -> Set<RuleDocReader.Implementation> {
            try RuleDocParser.parse(
                doc(frontMatter: base + extra).replacingOccurrences(
                    of: "\n## Rationale", with: body + "\n## Rationale"),
                path: "rules/healthkit/x-rule.md"
            ).implementation
        }
        #expect(try parsed("") == [.swift])
        #expect(try parsed("\nimplementation: doc", body: fence) == [.doc])
        #expect(try parsed("\nimplementation: swift, doc", body: fence) == [.swift, .doc])
        #expect(
            failure(doc(frontMatter: base + "\nimplementation: yaml"))
                == "rules/healthkit/x-rule.md:6: implementation must list swift, doc or both")
        #expect(
            failure(doc(frontMatter: base + "\nimplementation: doc"))
                == "rules/healthkit/x-rule.md:6: implementation: doc needs a log-rule fence in the doc")
        #expect(
            failure(doc(frontMatter: base).replacingOccurrences(of: "\n## Rationale", with: fence + "\n## Rationale"))
                == "rules/healthkit/x-rule.md:1: a built-in doc whose log-rule fences run says so: add 'implementation: doc' (or 'swift, doc') to the front matter"
        )
    }

    /// `<id>.examples.md` adds its examples after the doc's, each naming its file; it holds no log rules.
    @Test func examplesFileAddsItsExamples() throws {
        let path = "rules/healthkit/x-rule.md"
        let examplesPath = "rules/healthkit/x-rule.examples.md"
        let extra = "# x-rule: more examples\n\nCases.\n\n## Triggers\n\n### named\n```swift\n↓baz()\n```\n"
        let parsed = try RuleDocParser.parse(doc(), path: path, examples: extra, examplesPath: examplesPath)
        #expect(parsed.examples.map(\.expectation) == [.triggers, .passes, .triggers])
        #expect(parsed.examples.map(\.path) == [path, path, examplesPath])
        #expect(parsed.examples[2].name == "named" && parsed.examples[2].line == 7)
        let logRule = "## Passes\n```swift\nbar()\n```\n## More\n```log-rule\nliteral: x\npattern: x\nmessage: x\n```\n"
        #expect(throws: RuleDocParser.Failure.self) {
            try RuleDocParser.parse(doc(), path: path, examples: logRule, examplesPath: examplesPath)
        }
        let unmarked = "## Triggers\n```swift\nbaz()\n```\n"
        #expect(throws: RuleDocParser.Failure.self) {
            try RuleDocParser.parse(doc(), path: path, examples: unmarked, examplesPath: examplesPath)
        }
    }

    @Test func wellFormedDocParses() throws {
        let doc = try RuleDocParser.parse(doc(), path: "rules/healthkit/x-rule.md")
        #expect(doc.manifest.id == "x-rule")
        #expect(doc.manifest.domain == "healthkit")
        #expect(doc.manifest.severity == .warning)
        #expect(doc.manifest.scope == .target)
        #expect(doc.manifest.title == "Title")
        #expect(doc.manifest.summary == "Summary.")
        #expect(doc.examples.map(\.expectation) == [.triggers, .passes])
        #expect(doc.examples[0].files[0].path == "App/Example.swift")
        #expect(doc.examples[0].line == 18)
    }

    @Test func missingFrontMatterKeyIsRejected() {
        #expect(
            failure(doc(frontMatter: "id: x-rule\nseverity: warning\ninputs: swift"))
                == "rules/healthkit/x-rule.md:1: front matter lacks 'references'")
    }

    @Test func triggerWithoutMarkerIsRejected() {
        #expect(
            failure(doc(triggers: "```swift\nfoo()\n```"))
                == "rules/healthkit/x-rule.md:18: triggering example has no '↓' marking where the finding starts")
    }

    @Test func sectionWithoutExampleIsRejected() {
        #expect(failure(doc(passes: "")) == "rules/healthkit/x-rule.md:22: no passing example")
    }

    @Test func idMustMatchFileName() {
        #expect(
            failure(doc(frontMatter: "id: y-rule\nseverity: warning\ninputs: swift\nreferences: r"))?.contains(
                "differs from the file name") == true)
    }

    @Test func unknownSeverityAndInputAreRejected() {
        #expect(
            failure(doc(frontMatter: "id: x-rule\nseverity: fatal\ninputs: swift\nreferences: r"))?.contains(
                "severity must be") == true)
        #expect(
            failure(doc(frontMatter: "id: x-rule\nseverity: info\ninputs: swift, yaml\nreferences: r"))?.contains(
                "unknown input 'yaml'") == true)
    }

    @Test func scopeIsReadFromTheFrontMatter() throws {
        let code = try RuleDocParser.parse(
            doc(frontMatter: "id: x-rule\nseverity: info\ninputs: swift\nreferences: r\nscope: code"),
            path: "rules/healthkit/x-rule.md")
        #expect(code.manifest.scope == .code)
        #expect(
            failure(doc(frontMatter: "id: x-rule\nseverity: info\ninputs: swift\nreferences: r\nscope: project"))
                == "rules/healthkit/x-rule.md:6: scope must be code or target")
    }

    /// Lines are split on bytes: CRLF docs parse like LF ones, non-ASCII text survives.
    @Test func crlfDocParsesLikeLF() throws {
        let text = doc(triggers: "```swift\n↓föö() // é\n```")
        let lf = try RuleDocParser.parse(text, path: "rules/healthkit/x-rule.md")
        let crlf = try RuleDocParser.parse(
            text.replacingOccurrences(of: "\n", with: "\r\n"), path: "rules/healthkit/x-rule.md")
        #expect(crlf == lf)
        #expect(lf.examples[0].files[0].text == "↓föö() // é\n")
    }

    @Test func groupsCollectSeveralFences() throws {
        let triggers =
            "### two files\n```xml path=App/Info.plist\n<key>A</key>↓<true/>\n```\n```swift path=App/A.swift\nfoo()\n```"
        let doc = try RuleDocParser.parse(doc(triggers: triggers), path: "rules/healthkit/x-rule.md")
        #expect(doc.examples[0].name == "two files")
        #expect(doc.examples[0].files.map(\.path) == ["App/Info.plist", "App/A.swift"])
        #expect(doc.examples.map(\.expectation) == [.triggers, .passes], "a group ends with its section")
    }

    /// At run time (`wakelint logs --rules DIR`) a doc's manifest is read without its examples, which only the
    /// generator's tests run: the reader and the parser agree on the manifest.
    @Test func theRuntimeReaderLeavesExamplesUnread() throws {
        let unmarked = doc(triggers: "```swift\nfoo()\n```")
        let manifest = try RuleDocReader.read(unmarked, path: "rules/healthkit/x-rule.md").manifest
        var parsed = try RuleDocParser.parse(doc(), path: "rules/healthkit/x-rule.md").manifest
        parsed.body = manifest.body
        #expect(manifest == parsed)
        #expect(failure(unmarked) != nil)
    }
}
