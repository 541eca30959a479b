import WakeLintCore

/// A diagnosis to paste into a pull-request comment or a QA ticket: a summary line, then one section per rule
/// (most severe first) with the rule's summary, a table of locations, log evidence, how to fix and references,
/// and — when the evidence carries timestamps — a timeline of the log lines that matter, in time order.
/// The report fits a GitHub comment (`limit` UTF-16 units): what does not fit is counted in a closing line.
public struct MarkdownReporter: Reporter {
    public static let identifier = "markdown"
    /// GitHub's limit for a comment body, in characters as JavaScript counts them (UTF-16 code units).
    public static let gitHubCommentLimit = 65_536
    public var rules: [RuleManifest]
    public var limit: Int

    public init(rules: [RuleManifest] = RuleCatalog.all, limit: Int = gitHubCommentLimit) {
        self.rules = rules
        self.limit = limit
    }

    /// Room left in the report, kept back for the closing line that says what was left out.
    struct Budget {
        var remaining: Int
        var findingsLeftOut = 0
        var problemsLeftOut = 0
        var timelineLeftOut = false

        /// Takes `text`'s room and returns true when it fits.
        mutating func take(_ text: String) -> Bool {
            let size = text.utf16.count
            guard size <= remaining else { return false }
            remaining -= size
            return true
        }
    }

    static let closingRoom = 400

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
        var budget = Budget(remaining: limit - Self.closingRoom)
        _ = budget.take(out)
        for (rule, findings) in groups {
            out += section(rule: rule, manifest: manifests[rule], findings: findings, budget: &budget)
        }
        let timeline = timeline(result.findings)
        if budget.take(timeline) { out += timeline } else { budget.timelineLeftOut = true }
        if !result.problems.isEmpty {
            let head =
                "\n### Input problems\n\nThese inputs could not be read, so their checks did not run.\n\n| File | Problem |\n| --- | --- |\n"
            if budget.take(head) {
                out += head
                for (index, problem) in result.problems.enumerated() {
                    let row = "| \(Self.cell(problem.path)) | \(Self.cell(problem.message)) |\n"
                    guard budget.take(row) else {
                        budget.problemsLeftOut = result.problems.count - index
                        break
                    }
                    out += row
                }
            } else {
                budget.problemsLeftOut = result.problems.count
            }
        }
        return out + Self.closing(budget)
    }

    /// The line that says what did not fit, or nothing when everything did.
    static func closing(_ budget: Budget) -> String {
        var parts: [String] = []
        if budget.findingsLeftOut > 0 {
            parts.append("\(budget.findingsLeftOut) finding\(budget.findingsLeftOut == 1 ? "" : "s")")
        }
        if budget.problemsLeftOut > 0 {
            parts.append("\(budget.problemsLeftOut) input problem\(budget.problemsLeftOut == 1 ? "" : "s")")
        }
        if budget.timelineLeftOut { parts.append("the timeline") }
        guard !parts.isEmpty else { return "" }
        return
            "\n**Cut to fit a GitHub comment (\(gitHubCommentLimit) characters): \(parts.joined(separator: ", ")) not shown.** `--format html` or `--format json` has everything.\n"
    }

    /// A rule's section with as many of its findings as the budget holds (all of them, or the first ones and a
    /// line counting the rest); nothing when not even the first fits.
    private func section(rule: RuleID, manifest: RuleManifest?, findings: [Finding], budget: inout Budget) -> String {
        let severities = Severity.allCases.reversed().filter { severity in findings.contains { $0.severity == severity }
        }
        var head = "\n### \(Self.inline(manifest?.title ?? rule.rawValue))\n\n"
        head += "`\(rule)` · \(severities.map(\.rawValue).joined(separator: ", "))\n\n"
        if let summary = manifest?.summary, !summary.isEmpty { head += summary + "\n\n" }
        head += "| Location | Message |\n| --- | --- |\n"
        var tail = ""
        if let manifest {
            if let fix = RuleDocument(manifest: manifest).section("How to fix") {
                tail += "\n#### How to fix\n\n\(fix)\n"
            }
            if !manifest.references.isEmpty {
                tail += "\n#### References\n\n" + manifest.references.map { "- <\($0)>\n" }.joined()
            }
        }
        tail += "\nMore: `wakelint explain \(rule)`\n"
        // Room for the line counting findings left out, should there be any.
        let note = "\n(\(findings.count) more findings of this rule not shown)\n"
        guard budget.take(head + tail + note) else {
            budget.findingsLeftOut += findings.count
            return ""
        }
        var rows = ""
        var evidence = ""
        var shown = 0
        for finding in findings {
            var message = Self.cell(finding.message)
            for related in finding.related {
                message += "<br>↳ \(Self.cell(related.location.description)): \(Self.cell(related.message))"
            }
            let row = "| \(Self.cell(finding.location.description)) | \(message) |\n"
            var quote = ""
            if !finding.evidence.isEmpty {
                quote = "\nEvidence for \(Self.inline(finding.location.description)):\n\n"
                let lines = finding.evidence.map { "\($0.line): \(EvidenceExcerpt.text($0))" }
                quote += Self.fenced(lines.joined(separator: "\n"), language: "log")
            }
            guard budget.take(row + quote) else { break }
            rows += row
            evidence += quote
            shown += 1
        }
        budget.remaining += note.utf16.count
        let leftOut = findings.count - shown
        if shown == 0 {
            budget.remaining += (head + tail).utf16.count
            budget.findingsLeftOut += findings.count
            return ""
        }
        budget.findingsLeftOut += leftOut
        let counted =
            leftOut > 0 ? "\n(\(leftOut) more finding\(leftOut == 1 ? "" : "s") of this rule not shown)\n" : ""
        _ = budget.take(counted)
        return head + rows + counted + evidence + tail
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
