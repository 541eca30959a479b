import WakeLintCore

/// A diagnosis to paste into a pull-request comment or a QA ticket: a summary line, then one section per rule
/// (most severe first) with the rule's summary, a table of locations, log evidence, how to fix and references,
/// and — when the evidence carries timestamps — a timeline of the log lines that matter, in time order.
public struct MarkdownReporter: Reporter {
    public static let identifier = "markdown"
    public var rules: [RuleManifest]

    public init(rules: [RuleManifest] = RuleCatalog.all) {
        self.rules = rules
    }

    public func report(_ result: LintResult) -> String {
        var out = "## wakelint\n\n"
        out += result.findings.isEmpty ? "No findings" : "**\(SeverityCounts.phrase(result))**"
        out += SeverityCounts.remarks(result).map { " (\(Self.inline($0)))\n" } ?? "\n"
        if !result.notes.isEmpty {
            out += "\n" + result.notes.map { "- \(Self.inline($0.path)): \(Self.inline($0.message))\n" }.joined()
        }

        let manifests = Dictionary(rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let groups = Dictionary(grouping: result.findings, by: \.rule).sorted { lhs, rhs in
            let (left, right) = (lhs.value.map(\.severity).max()!, rhs.value.map(\.severity).max()!)
            return left != right ? left > right : lhs.key < rhs.key
        }
        for (rule, findings) in groups {
            out += "\n" + section(rule: rule, manifest: manifests[rule], findings: findings)
        }
        out += timeline(result.findings)
        if !result.problems.isEmpty {
            out +=
                "\n### Input problems\n\nThese inputs could not be read, so their checks did not run.\n\n| File | Problem |\n| --- | --- |\n"
            for problem in result.problems {
                out += "| \(Self.cell(problem.path)) | \(Self.cell(problem.message)) |\n"
            }
        }
        return out
    }

    private func section(rule: RuleID, manifest: RuleManifest?, findings: [Finding]) -> String {
        let severities = Severity.allCases.reversed().filter { severity in findings.contains { $0.severity == severity }
        }
        var out = "### \(Self.inline(manifest?.title ?? rule.rawValue))\n\n"
        out += "`\(rule)` · \(severities.map(\.rawValue).joined(separator: ", "))\n\n"
        if let summary = manifest?.summary, !summary.isEmpty { out += summary + "\n\n" }
        out += "| Location | Message |\n| --- | --- |\n"
        for finding in findings {
            var message = Self.cell(finding.message)
            for related in finding.related {
                message += "<br>↳ \(Self.cell(related.location.description)): \(Self.cell(related.message))"
            }
            out += "| \(Self.cell(finding.location.description)) | \(message) |\n"
        }
        for finding in findings where !finding.evidence.isEmpty {
            out += "\nEvidence for \(Self.inline(finding.location.description)):\n\n"
            let lines = finding.evidence.map { "\($0.line): \($0.text)" }
            out += Self.fenced(lines.joined(separator: "\n"), language: "log")
        }
        if let manifest {
            if let fix = RuleDocument(manifest: manifest).section("How to fix") {
                out += "\n#### How to fix\n\n\(fix)\n"
            }
            if !manifest.references.isEmpty {
                out += "\n#### References\n\n" + manifest.references.map { "- <\($0)>\n" }.joined()
            }
        }
        out += "\nMore: `wakelint explain \(rule)`\n"
        return out
    }

    /// The timestamped evidence of every log finding, oldest first (at most `timelineLimit` rows).
    private func timeline(_ findings: [Finding]) -> String {
        var rows: [(time: EvidenceTime, path: String, line: EvidenceLine, rule: RuleID)] = []
        for finding in findings where finding.input == .log {
            for line in finding.evidence {
                if let time = EvidenceTime(line: line.text) {
                    rows.append((time, finding.location.path, line, finding.rule))
                }
            }
        }
        guard !rows.isEmpty else { return "" }
        rows.sort { ($0.time.milliseconds, $0.path, $0.line.line) < ($1.time.milliseconds, $1.path, $1.line.line) }
        var out = "\n### Timeline\n\n| Time | Rule | Log line |\n| --- | --- | --- |\n"
        for row in rows.prefix(Self.timelineLimit) {
            var text = Substring(row.line.text.drop { $0 == " " || $0 == "\t" })
            var time = row.time.text
            if text.hasPrefix(time) {
                text = text.dropFirst(time.count)
                // A zone right after the time (`+0100`) belongs to the time column.
                if let sign = text.first, sign == "+" || sign == "-", text.dropFirst().prefix(4).allSatisfy(\.isNumber),
                    text.count >= 5
                {
                    time += String(text.prefix(5))
                    text = text.dropFirst(5)
                }
                text = text.drop { $0 == " " }
            }
            let shown = text.count > 160 ? String(text.prefix(159)) + "…" : String(text)
            out +=
                "| \(Self.cell(time)) | `\(row.rule)` | \(Self.cell("\(row.path):\(row.line.line)")) \(Self.cell(shown)) |\n"
        }
        if rows.count > Self.timelineLimit {
            out += "\n(\(rows.count - Self.timelineLimit) more lines in the evidence above)\n"
        }
        return out
    }

    static let timelineLimit = 50

    /// A table cell: one line, `|` and backticks escaped, and `<`/`&` as entities so nothing becomes HTML.
    static func cell(_ text: String) -> String { escape(text, inTable: true) }

    /// Running text (headings, lead-ins): like a cell, but `|` needs no escape outside tables.
    static func inline(_ text: String) -> String { escape(text, inTable: false) }

    private static func escape(_ text: String, inTable: Bool) -> String {
        var out = ""
        for character in text {
            switch character {
            case "|" where inTable: out += "\\|"
            case "`": out += "\\`"
            case "\\": out += "\\\\"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "\n", "\r\n", "\r": out += "<br>"
            default: out.append(character)
            }
        }
        return out
    }

    /// A fenced block whose fence is longer than any run of backticks inside, so evidence cannot close it early.
    static func fenced(_ text: String, language: String) -> String {
        var longest = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return "\(fence)\(language)\n\(text)\n\(fence)\n"
    }
}
