import Testing

@testable import WakeLintCore

@Suite struct YAMLSubsetReaderTests {
    private func dump(_ value: YAMLValue) -> String {
        switch value {
        case .scalar(let text, let line): "\(text)@\(line)"
        case .sequence(let items, _): "[" + items.map(dump).joined(separator: ", ") + "]"
        case .mapping(let entries, _):
            "{" + entries.map { "\($0.key)@\($0.line): \(dump($0.value))" }.joined(separator: ", ") + "}"
        }
    }

    private func read(_ text: String) throws -> String { dump(try YAMLSubsetReader.read(text)) }

    private func failure(_ text: String) -> String? {
        do {
            _ = try YAMLSubsetReader.read(text)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func blockAndFlowForms() throws {
        let text = """
            # wakelint
            disabled_rules:
              - hk-a   # trailing comment
              - "hk-b"
            excluded: [Pods, 'Generated/**', "a # not a comment"]
            severity: {hk-c: error, hk-d: info}
            rules:
              hk-e:
                max: 3
            fail_on: warning
            empty:
            """
        #expect(
            try read(text)
                == "{disabled_rules@2: [hk-a@3, hk-b@4], excluded@5: [Pods@5, Generated/**@5, a # not a comment@5], severity@6: {hk-c@6: error@6, hk-d@6: info@6}, rules@7: {hk-e@8: {max@9: 3@9}}, fail_on@10: warning@10, empty@11: @11}"
        )
    }

    @Test func sequenceAtKeyIndentationAndQuotes() throws {
        #expect(try read("only_rules:\n- a\n- 'it''s'\n- \"q\\\"x\"\n") == "{only_rules@1: [a@2, it's@3, q\"x@4]}")
        #expect(try read("") == "{}")
        #expect(try read("---\na: 1\n") == "{a@2: 1@2}")
    }

    @Test func outsideTheSubsetIsAnErrorWithItsLine() {
        #expect(
            failure("a: &anchor 1\n")
                == "line 1: '&' (anchors, aliases, tags, block scalars) is outside the supported YAML subset")
        #expect(
            failure("a: |\n  text\n")
                == "line 1: '|' (anchors, aliases, tags, block scalars) is outside the supported YAML subset")
        #expect(failure("a: 1\na: 2\n") == "line 2: duplicate key 'a'")
        #expect(failure("a:\n\t- x\n") == "line 2: tabs are not allowed for indentation")
        #expect(failure("a: [1, 2\n") == "line 1: flow list is not closed with ']'")
        #expect(failure("a: 1\n---\nb: 2\n") == "line 2: only one YAML document is supported")
        #expect(failure("a: 1\n    b: 2\n") == "line 2: unexpected indentation")
        #expect(failure("just text\n") == "line 1: expected 'key: value'")
        #expect(failure("a: 'open\n") == "line 1: quoted string is not closed")
    }

    /// The reader recurses once per level; a limit, not the stack, ends hostile nesting.
    @Test func nestingIsLimitedTo64Levels() throws {
        let flow = { (depth: Int) in
            "a: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n"
        }
        #expect(failure(flow(64)) == nil)
        #expect(failure(flow(65)) == "line 1: nesting deeper than 64 levels")
        #expect(failure(flow(100_000)) == "line 1: nesting deeper than 64 levels")
        #expect(
            failure("a: " + String(repeating: "{b: ", count: 100_000) + "\n") == "line 1: nesting deeper than 64 levels"
        )
        let block = { (depth: Int) in
            (0..<depth).map { String(repeating: " ", count: $0) + "k\($0):" }.joined(separator: "\n") + " x\n"
        }
        #expect(try read(block(64)).hasPrefix("{k0@1: {k1@2: "))
        #expect(failure(block(65)) == "line 65: nesting deeper than 64 levels")
        #expect(failure(block(3_000)) == "line 65: nesting deeper than 64 levels")
    }
}

@Suite struct GlobTests {
    @Test func segmentsStarsAndPrefixes() {
        #expect(Glob("Pods").matches("Pods/Alamofire/AF.swift"))
        #expect(!Glob("Pods").matches("App/Pods.swift"))
        #expect(Glob("**/Generated").matches("App/Sources/Generated/Strings.swift"))
        #expect(Glob("App/*.swift").matches("App/Sync.swift"))
        #expect(!Glob("App/*.swift").matches("App/Sub/Sync.swift"))
        #expect(Glob("App/**/*.swift").matches("App/Sub/Deep/Sync.swift"))
        #expect(Glob("./Tests/").matches("Tests/A.swift"))
        #expect(Glob("S?nc").matches("Sync"))
        #expect(!Glob("S?nc").matches("Synnc"))
    }
}

@Suite struct ConfigurationTests {
    let known: Set<RuleID> = ["hk-background-delivery-entitlement", "superfluous-suppression", "bg-x"]

    private func parse(_ text: String) throws(Configuration.Failure) -> Configuration {
        try Configuration.parse(text, path: ".wakelint.yml", directory: "/repo", knownRules: known)
    }

    private func failure(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func everyKeyApplies() throws {
        let configuration = try parse(
            """
            disabled_rules: [bg-x]
            excluded: [Pods]
            included: [App]
            severity:
              hk-background-delivery-entitlement: warning
            fail_on: error
            """)
        #expect(!configuration.isEnabled("bg-x"))
        #expect(configuration.isEnabled("superfluous-suppression"))
        #expect(configuration.severity(for: "hk-background-delivery-entitlement", default: .error) == .warning)
        #expect(configuration.failOn == .error)
        #expect(configuration.includes(relativePath: "App/A.swift"))
        #expect(!configuration.includes(relativePath: "Pods/A.swift"))
        #expect(!configuration.includes(relativePath: "Other/A.swift"))
        let only = try parse("only_rules: [bg-x]")
        #expect(only.isEnabled("bg-x") && !only.isEnabled("superfluous-suppression"))
    }

    @Test func mistakesAreErrorsWithFileAndLine() {
        #expect(
            failure("disabled_rule: [bg-x]")
                == ".wakelint.yml:1: unknown key 'disabled_rule'; known keys are disabled_rules, only_rules, included, excluded, severity, fail_on, rules, log_rules"
        )
        #expect(
            failure("fail_on: error\ndisabled_rules:\n  - hk-background-delivery-entitlment")
                == ".wakelint.yml:3: unknown rule 'hk-background-delivery-entitlment'; did you mean 'hk-background-delivery-entitlement'?"
        )
        #expect(failure("severity: {bg-x: fatal}") == ".wakelint.yml:1: expected a severity (error, warning or info)")
        #expect(failure("rules:\n  bg-x:\n    max: 3\n") == ".wakelint.yml:3: rule 'bg-x' has no option 'max'")
        #expect(failure("- a\n- b\n") == ".wakelint.yml:1: the configuration must be a mapping of keys")
        #expect(
            failure("only_rules: [bg-x]\ndisabled_rules: [bg-x]")
                == ".wakelint.yml:1: use either only_rules or disabled_rules, not both")
        #expect(failure("excluded: {a: b}") == ".wakelint.yml:1: expected a list, found a mapping")
    }

    @Test func applyDropsDisabledAndOverridesSeverity() throws {
        let configuration = try parse("disabled_rules: [bg-x]\nseverity: {superfluous-suppression: warning}")
        let location = SourceLocation(path: "a", line: 1, column: 1)
        let findings = [
            Finding(rule: "bg-x", severity: .error, message: "m", location: location, input: .log),
            Finding(rule: "superfluous-suppression", severity: .info, message: "m", location: location, input: .swift),
        ]
        #expect(
            configuration.apply(to: findings).map { "\($0.rule):\($0.severity)" } == ["superfluous-suppression:warning"]
        )
    }
}
