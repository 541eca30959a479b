import WakeLintCore

/// JUnit XML for CI dashboards: one `<testcase>` per rule and file (classname = rule id, name = path) holding a
/// `<failure>` per finding, one passing testcase per catalogue rule without findings whose inputs the run read
/// (every rule when the result does not say what it read), and each unreadable
/// input as a skipped testcase (its checks did not run, yet it never fails the run).
public struct JUnitReporter: Reporter {
    public static let identifier = "junit"
    public var rules: [RuleManifest]

    public init(rules: [RuleManifest] = RuleCatalog.all) {
        self.rules = rules
    }

    /// One `<testcase>` before rendering, so the suite's counts come from the same values as the elements.
    struct TestCase {
        var classname: String
        var name: String
        var failures: [Finding] = []
        var skipped: String?
    }

    func testCases(_ result: LintResult) -> [TestCase] {
        let byRule = Dictionary(grouping: result.findings, by: \.rule)
        // Only rules that could fire on what was read pass: a log run does not pass the Swift rules.
        let applicable = rules.filter { rule in
            result.inputsRead.map { !$0.isDisjoint(with: rule.inputs) } ?? true
        }
        let ruleIDs = Set(applicable.map(\.id)).union(byRule.keys).sorted()
        var cases: [TestCase] = []
        for rule in ruleIDs {
            guard let findings = byRule[rule] else {
                cases.append(TestCase(classname: rule.rawValue, name: "no findings"))
                continue
            }
            let byPath = Dictionary(grouping: findings, by: \.location.path)
            for path in byPath.keys.sorted() {
                cases.append(TestCase(classname: rule.rawValue, name: path, failures: byPath[path]!))
            }
        }
        for problem in result.problems {
            cases.append(TestCase(classname: "input-problem", name: problem.path, skipped: problem.message))
        }
        return cases
    }

    public func report(_ result: LintResult) -> String {
        let cases = testCases(result)
        // `failures` counts failed testcases (the JUnit meaning), not failure elements.
        let counts =
            "tests=\"\(cases.count)\" failures=\"\(cases.count { !$0.failures.isEmpty })\" errors=\"0\" skipped=\"\(cases.count { $0.skipped != nil })\""
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"wakelint\" \(counts)>\n"
        out += "  <testsuite name=\"wakelint\" \(counts)>\n"
        for testCase in cases {
            let open =
                "    <testcase classname=\"\(Markup.attribute(testCase.classname))\" name=\"\(Markup.attribute(testCase.name))\""
            if testCase.failures.isEmpty, testCase.skipped == nil {
                out += open + "/>\n"
                continue
            }
            out += open + ">\n"
            for finding in testCase.failures {
                out += "      <failure type=\"\(finding.severity)\" message=\"\(Markup.attribute(finding.message))\">"
                out += Markup.escape(Self.text(finding)) + "</failure>\n"
            }
            if let skipped = testCase.skipped {
                out += "      <skipped message=\"\(Markup.attribute(skipped))\"/>\n"
            }
            out += "    </testcase>\n"
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    /// Failure text: the location and message, then related locations and evidence, one per line.
    static func text(_ finding: Finding) -> String {
        var lines = ["\(finding.location): \(finding.severity): \(finding.message) [\(finding.rule)]"]
        lines += finding.related.map { "\($0.location): note: \($0.message)" }
        lines += finding.evidence.map { "\(finding.location.path):\($0.line): \($0.text)" }
        return lines.joined(separator: "\n")
    }
}
