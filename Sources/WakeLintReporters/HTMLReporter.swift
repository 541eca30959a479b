import WakeLintCore

/// One self-contained HTML page (inline style and script, nothing fetched): findings with source excerpts,
/// filters by rule and severity, a timeline of log evidence drawn as inline SVG, and input problems.
public struct HTMLReporter: Reporter {
    public static let identifier = "html"
    public var version: String
    public var rules: [RuleManifest]
    /// Source lines shown on each side of a finding's line.
    public var contextLines = 2
    /// Where the rule docs are published (`--docs-url`); without it, or for a team's own rule, the doc's path is
    /// shown as text beside the summary of the doc the page carries.
    public var documentation: RuleDocumentationSite?
    /// Lines of a fix's diff shown before the rest is left to `wakelint fix --dry-run`.
    public var diffLineLimit = 60

    public init(
        version: String, rules: [RuleManifest] = RuleCatalog.all, documentation: RuleDocumentationSite? = nil
    ) {
        self.version = version
        self.rules = rules
        self.documentation = documentation
    }

    public func report(_ result: LintResult) -> String {
        let manifests = Dictionary(rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let ruleIDs = Array(Set(result.findings.map(\.rule))).sorted()
        var out = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>wakelint report</title>
            <style>\(Self.style)</style>
            </head>
            <body>
            <header>
            <h1>wakelint report</h1>
            <p class="summary">\(Markup.escape(SeverityCounts.phrase(result))) in \(result.filesRead) file\(result.filesRead == 1 ? "" : "s")\(SeverityCounts.remarks(result).map { " (" + Markup.escape($0) + ")" } ?? "") · wakelint \(Markup.escape(version))</p>
            <form class="filters">
            <label>Rule <select id="filter-rule"><option value="">all rules</option>
            """
        out += "\n"
        for id in ruleIDs {
            out += "<option value=\"\(Markup.attribute(id.rawValue))\">\(Markup.escape(id.rawValue))</option>\n"
        }
        out +=
            "</select></label>\n<label>Severity <select id=\"filter-severity\"><option value=\"\">all severities</option>\n"
        for severity in Severity.allCases.reversed() {
            out += "<option value=\"\(severity)\">\(severity)</option>\n"
        }
        out += "</select></label>\n</form>\n"
        if !result.notes.isEmpty {
            out += "<ul class=\"notes\">\n"
            for note in result.notes {
                out +=
                    "<li\(note.unrecognised ? " class=\"unrecognised\"" : "")><code>\(Markup.escape(note.path))</code> \(Markup.escape(note.message))</li>\n"
            }
            out += "</ul>\n"
        }
        out += "</header>\n"
        // Most severe first; within a severity, in the result's order (path and line).
        let ordered = result.findings.enumerated().sorted {
            ($0.element.severity, $1.offset) > ($1.element.severity, $0.offset)
        }.map(\.element)
        out += summaries(ordered, manifests: manifests)
        if let metricKit = result.metricKit { out += MetricKitChart(aggregate: metricKit).html() }
        for (path, findings) in Self.logsWithEvidence(result.findings) {
            out += EvidenceTimeline(findings: findings).svg(log: path)
        }
        out += "<main>\n"
        for (index, finding) in ordered.enumerated() {
            out += article(finding, number: index + 1, manifest: manifests[finding.rule], sources: result.sources)
        }
        if result.findings.isEmpty { out += "<p class=\"empty\">No findings.</p>\n" }
        out += "</main>\n"
        out += documents(ruleIDs.compactMap { manifests[$0] })
        if !result.problems.isEmpty {
            out += "<section class=\"problems\">\n<h2>Input problems</h2>\n<ul>\n"
            for problem in result.problems {
                out += "<li><code>\(Markup.escape(problem.path))</code> \(Markup.escape(problem.message))</li>\n"
            }
            out += "</ul>\n</section>\n"
        }
        out += "<script>\(Self.script)</script>\n</body>\n</html>\n"
        return out
    }

    /// The findings with log evidence, by the log they were found in, in path order.
    static func logsWithEvidence(_ findings: [Finding]) -> [(path: String, findings: [Finding])] {
        let withEvidence = findings.filter { !$0.evidence.isEmpty }
        let byLog = Dictionary(grouping: withEvidence, by: \.location.path)
        return byLog.keys.sorted().map { ($0, byLog[$0]!) }
    }

    /// Two tables: findings by rule (most severe rule first; its count filters the page to it) and by file (each
    /// file links to its first finding), with a column per severity.
    private func summaries(_ ordered: [Finding], manifests: [RuleID: RuleManifest]) -> String {
        guard !ordered.isEmpty else { return "" }
        func cells(_ findings: [Finding]) -> String {
            Severity.allCases.reversed().map { severity in
                let count = findings.count { $0.severity == severity }
                return "<td class=\"n \(severity)\">\(count == 0 ? "" : String(count))</td>"
            }.joined()
        }
        let header = "<th class=\"n\">errors</th><th class=\"n\">warnings</th><th class=\"n\">infos</th>"
        var out = "<section class=\"summaries\">\n<table class=\"by-rule\">\n<caption>By rule</caption>\n"
        out += "<tr><th>rule</th>\(header)<th class=\"n\">all</th></tr>\n"
        var byRule: [RuleID: [Finding]] = [:]
        var rulesInOrder: [RuleID] = []
        for finding in ordered {
            if byRule[finding.rule] == nil { rulesInOrder.append(finding.rule) }
            byRule[finding.rule, default: []].append(finding)
        }
        for rule in rulesInOrder {
            let findings = byRule[rule]!
            let id = Markup.attribute(rule.rawValue)
            let title = manifests[rule].map { " <span class=\"title\">\(Markup.escape($0.title))</span>" } ?? ""
            out +=
                "<tr><td>\(Self.ruleLink(rule, documented: manifests[rule] != nil))\(title)</td>\(cells(findings))<td class=\"n\"><a href=\"#rule=\(id)\" title=\"show only these findings\">\(findings.count)</a></td></tr>\n"
        }
        out += "</table>\n<table class=\"by-file\">\n<caption>By file</caption>\n"
        out += "<tr><th>file</th>\(header)<th class=\"n\">all</th></tr>\n"
        var byFile: [String: (first: Int, findings: [Finding])] = [:]
        for (index, finding) in ordered.enumerated() {
            byFile[finding.location.path, default: (index + 1, [])].findings.append(finding)
        }
        for path in byFile.keys.sorted() {
            let (first, findings) = byFile[path]!
            out +=
                "<tr><td><a href=\"#finding-\(first)\"><code>\(Markup.escape(path))</code></a></td>\(cells(findings))<td class=\"n\">\(findings.count)</td></tr>\n"
        }
        return out + "</table>\n</section>\n"
    }

    private func article(_ finding: Finding, number: Int, manifest: RuleManifest?, sources: [String: SourceFile])
        -> String
    {
        let severity = finding.severity.rawValue
        let id = Markup.attribute(finding.rule.rawValue)
        var out =
            "<article class=\"finding \(severity)\" id=\"finding-\(number)\" data-rule=\"\(id)\" data-severity=\"\(severity)\">\n"
        out +=
            "<h2><span class=\"badge\">\(severity)</span> <code>\(Markup.escape(finding.location.description))</code> \(MarkdownHTML.inline(finding.message))</h2>\n"
        out += "<p class=\"rule\">\(Self.ruleLink(finding.rule, documented: manifest != nil))"
        if let manifest { out += " · \(Markup.escape(manifest.title))" }
        out += " · <code>wakelint explain \(Markup.escape(finding.rule.rawValue))</code></p>\n"
        if finding.input != .log, let file = sources[finding.location.path], finding.location.line <= file.lineCount {
            out += excerpt(file, line: finding.location.line)
        }
        if !finding.evidence.isEmpty {
            // One block per log line, so a long line wraps under its own text, not under the line number.
            out += "<pre class=\"evidence\">"
            out += finding.evidence.map {
                "<span class=\"line\"><span class=\"ln\">\($0.line)</span>\(Markup.escape(EvidenceExcerpt.text($0)))</span>"
            }.joined()
            out += "</pre>\n"
        }
        if !finding.related.isEmpty {
            out += "<ul class=\"related\">\n"
            for related in finding.related {
                out +=
                    "<li><code>\(Markup.escape(related.location.description))</code> \(MarkdownHTML.inline(related.message))</li>\n"
            }
            out += "</ul>\n"
        }
        if let fix = finding.fix {
            out +=
                "<details class=\"diff\" open><summary>Fix: \(MarkdownHTML.inline(fix.description)) (<code>wakelint fix</code> applies it)</summary>\n"
            if let diff = Self.diff(fix, sources: sources) {
                out += diffBlock(diff)
            } else {
                let files = Array(Set(fix.edits.map(\.path))).sorted().map { "<code>\(Markup.escape($0))</code>" }
                out +=
                    "<p>It edits \(files.joined(separator: ", ")); <code>wakelint fix --dry-run</code> shows the diff.</p>\n"
            }
            out += "</details>\n"
        } else if let reason = finding.unfixedReason {
            out += "<p class=\"unfixed\">No automatic fix: \(MarkdownHTML.inline(reason))</p>\n"
        }
        if let manifest, let fix = RuleDocument(manifest: manifest).section("How to fix") {
            out += "<details class=\"fix\" open><summary>How to fix</summary>\n\(MarkdownHTML.blocks(fix))</details>\n"
        }
        return out + "</article>\n"
    }

    /// The fix as `wakelint fix --dry-run` prints it, one unified diff per file it edits, from the files the run
    /// read; nil when one of them was not read or its edits no longer apply. Each group of edits close enough to
    /// share a hunk is diffed with its context alone, so a page of many fixes in one long file costs what the
    /// fixes touch.
    static func diff(_ fix: Fix, sources: [String: SourceFile]) -> String? {
        var out = ""
        for (path, edits) in Dictionary(grouping: fix.edits, by: \.path).sorted(by: { $0.key < $1.key }) {
            guard let file = sources[path] else { return nil }
            let sorted = edits.sorted()
            guard sorted.first!.line >= 1, sorted.allSatisfy({ $0.endLine <= file.lineCount }) else {
                guard let after = try? TextEditApplier.apply(edits, to: file) else { return nil }
                out += UnifiedDiff(path: path, before: file.bytes, after: after).text
                continue
            }
            // Groups whose context cannot touch: whole-file hunks join changes up to 2 × context lines apart.
            var groups: [[TextEdit]] = []
            for edit in sorted {
                if let last = groups.last?.map(\.endLine).max(), edit.line <= last + 2 * UnifiedDiff.context + 1 {
                    groups[groups.count - 1].append(edit)
                } else {
                    groups.append([edit])
                }
            }
            var shift = 0
            var text = ""
            for group in groups {
                let first = group.map(\.line).min()!
                let last = group.map(\.endLine).max()!
                let lines = max(1, first - UnifiedDiff.context)...min(file.lineCount, last + UnifiedDiff.context)
                let start = Int(file.lineStarts[lines.lowerBound - 1])
                let end =
                    lines.upperBound < file.lineStarts.count
                    ? Int(file.lineStarts[lines.upperBound]) : file.bytes.count
                let part = SourceFile(path: path, bytes: Array(file.bytes[start..<end]))
                let shifted = group.map { edit in
                    var edit = edit
                    edit.line -= lines.lowerBound - 1
                    edit.endLine -= lines.lowerBound - 1
                    return edit
                }
                guard let after = try? TextEditApplier.apply(shifted, to: part) else { return nil }
                let hunks = UnifiedDiff(
                    path: path, before: part.bytes, after: after, firstLine: lines.lowerBound,
                    firstNewLine: lines.lowerBound + shift
                ).text
                // Every group's diff names the file; the file's diff names it once.
                if !hunks.isEmpty {
                    text +=
                        text.isEmpty
                        ? hunks
                        : String(hunks.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)[2])
                }
                shift += after.count { $0 == 0x0A } - part.bytes.count { $0 == 0x0A }
            }
            out += text
        }
        return out.isEmpty ? nil : out
    }

    /// A diff with its removed, added, hunk and header lines marked, cut after `diffLineLimit` lines; a line is cut
    /// as log evidence is.
    private func diffBlock(_ diff: String) -> String {
        let lines = diff.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        var out = "<pre class=\"diff\">"
        for line in lines.prefix(diffLineLimit) {
            let kind =
                line.hasPrefix("+++") || line.hasPrefix("---")
                ? "file"
                : line.hasPrefix("@@") ? "hunk" : line.hasPrefix("+") ? "add" : line.hasPrefix("-") ? "del" : "same"
            out +=
                "<span class=\"\(kind)\">\(Markup.escape(EvidenceExcerpt.text(EvidenceLine(line: 0, text: String(line)))))</span>"
        }
        if lines.count > diffLineLimit {
            out +=
                "<span class=\"more\">… \(lines.count - diffLineLimit) more lines: <code>wakelint fix --dry-run</code> prints them all</span>"
        }
        return out + "</pre>\n"
    }

    /// The rule's id, linked to its doc further down the page when the page carries it.
    static func ruleLink(_ rule: RuleID, documented: Bool) -> String {
        let code = "<code>\(Markup.escape(rule.rawValue))</code>"
        return documented ? "<a href=\"#doc-\(Markup.attribute(rule.rawValue))\">\(code)</a>" : code
    }

    /// Each rule that has findings: its summary, rationale and the pages it stands on, with its doc's place.
    private func documents(_ manifests: [RuleManifest]) -> String {
        guard !manifests.isEmpty else { return "" }
        var out = "<section class=\"docs\">\n<h2>Rules</h2>\n"
        for manifest in manifests {
            let document = RuleDocument(manifest: manifest)
            let id = manifest.id.rawValue
            out += "<section class=\"doc\" id=\"doc-\(Markup.attribute(id))\" data-rule=\"\(Markup.attribute(id))\">\n"
            out += "<h3><code>\(Markup.escape(id))</code> · \(Markup.escape(manifest.title))</h3>\n"
            out += MarkdownHTML.blocks(manifest.summary)
            // The rationale's first paragraph, as SARIF's fullDescription; the whole doc is linked below it.
            if let rationale = document.firstParagraph("Rationale") { out += MarkdownHTML.blocks(rationale) }
            let references = manifest.references.map { MarkdownHTML.inline($0) }
            if !references.isEmpty {
                out += "<p class=\"references\">References: \(references.joined(separator: " · "))</p>\n"
            }
            let path = Markup.escape(manifest.sourcePath)
            let place =
                documentation?.url(for: manifest).map { "<a href=\"\(Markup.attribute($0))\">\(path)</a>" }
                ?? "<code>\(path)</code>\(RuleCatalog.manifest(manifest.id) == nil ? "" : " in wakelint")"
            out +=
                "<p class=\"doc-link\">The whole doc: \(place) · <code>wakelint explain \(Markup.escape(id))</code></p>\n"
            out += "</section>\n"
        }
        return out + "</section>\n"
    }

    private func excerpt(_ file: SourceFile, line: Int) -> String {
        let lines = max(1, line - contextLines)...min(file.lineCount, line + contextLines)
        let rendered = lines.map { number in
            let text = "<span class=\"ln\">\(number)</span>\(Markup.escape(file.lineText(number)))"
            return number == line ? "<span class=\"hit\">\(text)</span>" : text
        }
        return "<pre class=\"excerpt\">" + rendered.joined(separator: "\n") + "</pre>\n"
    }

    static let style = """
        body{font:14px/1.45 -apple-system,system-ui,sans-serif;margin:0 auto;max-width:980px;padding:1em;color:#1d1d1f}\
        h1{font-size:1.4em}h2{font-size:1em;margin:.2em 0}code,pre{font:12px/1.4 ui-monospace,Menlo,monospace}\
        a{color:#0058b0}.filters label{margin-right:1em}\
        .finding{border-left:4px solid #888;padding:.4em .8em;margin:.8em 0;background:#f6f6f8}\
        .finding.error{border-color:#d70015}.finding.warning{border-color:#c98a00}.finding.info{border-color:#0071e3}\
        .badge{text-transform:uppercase;font-size:11px;font-weight:600}.rule{color:#555;margin:.2em 0}\
        pre{background:#fff;padding:.5em;overflow-x:auto;tab-size:4}.ln{display:inline-block;min-width:3em;color:#999;user-select:none}\
        .hit{background:#fff3c4;display:inline-block;min-width:100%}.timeline text{font:11px ui-monospace,Menlo,monospace}\
        pre.evidence{white-space:pre-wrap;overflow-wrap:anywhere}.evidence .line{display:block;padding-left:4.5em;text-indent:-4.5em}\
        .evidence .ln{min-width:4.5em;text-indent:0}.fix summary,.diff summary{cursor:pointer;font-weight:600}.fix p{margin:.3em 0}\
        pre.diff span{display:block}pre.diff .add{background:#e6ffec}pre.diff .del{background:#ffebe9}\
        pre.diff .hunk{color:#6e40c9}pre.diff .file{color:#555;font-weight:600}pre.diff .more{color:#555;font-style:italic}\
        .notes li.unrecognised{color:#d70015;font-weight:600}.unfixed{color:#555}\
        .summaries{display:flex;flex-wrap:wrap;gap:1.5em;align-items:flex-start;margin:.8em 0}\
        .summaries table{border-collapse:collapse}.summaries caption{text-align:left;font-weight:600;padding-bottom:.2em}\
        .summaries td,.summaries th{padding:.1em .5em;border-bottom:1px solid #e5e5ea;text-align:left}\
        .summaries .n{text-align:right}.summaries .title{color:#555}td.n.error{color:#d70015}td.n.warning{color:#9a6a00}\
        .docs .doc{border-top:1px solid #e5e5ea;padding:.2em 0}.docs h3{font-size:1em;margin:.4em 0}.docs p{margin:.3em 0}\
        .dot.error{fill:#d70015}.dot.warning{fill:#c98a00}.dot.info{fill:#0071e3}.problems li{margin:.2em 0}\
        .metrickit svg .bar{fill:#c98a00}.metrickit svg text{font-size:12px}.metrickit .peak,.metrickit .axis{fill:#666}
        """

    /// The filters show the findings, and each timeline's rows and dots, of the chosen rule and severity; a
    /// timeline's remaining rows move up so no gap is left, and it hides when none remains. `#rule=…&severity=…`
    /// in the address presets them, also when a link of the page sets it.
    static let script = """
        (function(){var r=document.getElementById('filter-rule'),s=document.getElementById('filter-severity');\
        function apply(){var rule=r.value,sev=s.value;\
        document.querySelectorAll('article[data-rule],section.doc[data-rule]').forEach(function(e){\
        if(e.tagName==='SECTION'){e.style.display=!rule||e.getAttribute('data-rule')===rule?'':'none';return;}\
        var ok=(!rule||e.getAttribute('data-rule')===rule)&&(!sev||e.getAttribute('data-severity')===sev);\
        e.style.display=ok?'':'none';});\
        document.querySelectorAll('.timeline svg').forEach(function(svg){\
        var h=+svg.getAttribute('data-row-height'),n=0;\
        svg.querySelectorAll('g.row').forEach(function(g){var any=false;\
        g.querySelectorAll('circle[data-severity]').forEach(function(c){\
        var ok=!sev||c.getAttribute('data-severity')===sev;c.style.display=ok?'':'none';any=any||ok;});\
        var ok=any&&(!rule||g.getAttribute('data-rule')===rule);g.style.display=ok?'':'none';\
        if(ok){n++;g.setAttribute('transform','translate(0,'+(n*h)+')');}});\
        svg.querySelector('g.axis').setAttribute('transform','translate(0,'+((n+1)*h)+')');\
        var height=(n+2)*h;svg.setAttribute('height',height);svg.setAttribute('viewBox','0 0 '+svg.getAttribute('width')+' '+height);\
        svg.parentNode.style.display=n?'':'none';});}\
        function preset(){if(location.hash.indexOf('=')<0)return;var q=new URLSearchParams(location.hash.slice(1));\
        r.value=q.get('rule')||'';s.value=q.get('severity')||'';apply();}\
        r.addEventListener('change',apply);s.addEventListener('change',apply);\
        window.addEventListener('hashchange',preset);preset();apply();})();
        """
}
