import WakeLintCore

/// One self-contained HTML page (inline style and script, nothing fetched): findings with source excerpts,
/// filters by rule and severity, a timeline of log evidence drawn as inline SVG, and input problems.
public struct HTMLReporter: Reporter {
    public static let identifier = "html"
    public var version: String
    public var rules: [RuleManifest]
    /// Source lines shown on each side of a finding's line.
    public var contextLines = 2

    public init(version: String, rules: [RuleManifest] = RuleCatalog.all) {
        self.version = version
        self.rules = rules
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
        out += EvidenceTimeline(findings: result.findings).svg()
        out += "<main>\n"
        // Most severe first; within a severity, in the result's order (path and line).
        let ordered = result.findings.enumerated().sorted {
            ($0.element.severity, $1.offset) > ($1.element.severity, $0.offset)
        }
        for (_, finding) in ordered {
            out += article(finding, manifest: manifests[finding.rule], sources: result.sources)
        }
        if result.findings.isEmpty { out += "<p class=\"empty\">No findings.</p>\n" }
        out += "</main>\n"
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

    private func article(_ finding: Finding, manifest: RuleManifest?, sources: [String: SourceFile]) -> String {
        let title = manifest?.title
        let severity = finding.severity.rawValue
        var out =
            "<article class=\"finding \(severity)\" data-rule=\"\(Markup.attribute(finding.rule.rawValue))\" data-severity=\"\(severity)\">\n"
        out +=
            "<h2><span class=\"badge\">\(severity)</span> <code>\(Markup.escape(finding.location.description))</code> \(Markup.escape(finding.message))</h2>\n"
        out += "<p class=\"rule\"><code>\(Markup.escape(finding.rule.rawValue))</code>"
        if let title { out += " · \(Markup.escape(title))" }
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
                    "<li><code>\(Markup.escape(related.location.description))</code> \(Markup.escape(related.message))</li>\n"
            }
            out += "</ul>\n"
        }
        if let manifest, let fix = RuleDocument(manifest: manifest).section("How to fix") {
            out += "<details class=\"fix\" open><summary>How to fix</summary>\n\(Self.markdown(fix))</details>\n"
        }
        return out + "</article>\n"
    }

    /// The little Markdown rule docs use in a section: paragraphs, fenced code, `code`, **bold**, [text](url).
    static func markdown(_ text: String) -> String {
        var out = ""
        var paragraph: [Substring] = []
        var fence: [Substring]?
        func flush() {
            guard !paragraph.isEmpty else { return }
            out += "<p>" + inline(paragraph.joined(separator: " ")) + "</p>\n"
            paragraph = []
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if let lines = fence {
                    out += "<pre>" + Markup.escape(lines.joined(separator: "\n")) + "</pre>\n"
                    fence = nil
                } else {
                    flush()
                    fence = []
                }
            } else if fence != nil {
                fence!.append(line)
            } else if line.allSatisfy(\.isWhitespace) {
                flush()
            } else {
                paragraph.append(line)
            }
        }
        if let lines = fence { out += "<pre>" + Markup.escape(lines.joined(separator: "\n")) + "</pre>\n" }
        flush()
        return out
    }

    /// Inline Markdown of one paragraph: code spans first (their text stays literal), then bold and links.
    private static func inline(_ text: String) -> String {
        var out = ""
        for (index, part) in text.split(separator: "`", omittingEmptySubsequences: false).enumerated() {
            if index % 2 == 1 {
                out += "<code>" + Markup.escape(String(part)) + "</code>"
                continue
            }
            var escaped = Markup.escape(String(part))
            while let open = escaped.range(of: "**"),
                let close = escaped.range(of: "**", range: open.upperBound..<escaped.endIndex)
            {
                let inner = escaped[open.upperBound..<close.lowerBound]
                escaped.replaceSubrange(open.lowerBound..<close.upperBound, with: "<strong>\(inner)</strong>")
            }
            out += escaped
        }
        return out
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
        .filters label{margin-right:1em}.finding{border-left:4px solid #888;padding:.4em .8em;margin:.8em 0;background:#f6f6f8}\
        .finding.error{border-color:#d70015}.finding.warning{border-color:#c98a00}.finding.info{border-color:#0071e3}\
        .badge{text-transform:uppercase;font-size:11px;font-weight:600}.rule{color:#555;margin:.2em 0}\
        pre{background:#fff;padding:.5em;overflow-x:auto;tab-size:4}.ln{display:inline-block;min-width:3em;color:#999;user-select:none}\
        .hit{background:#fff3c4;display:inline-block;min-width:100%}.timeline text{font:11px ui-monospace,Menlo,monospace}\
        pre.evidence{white-space:pre-wrap;overflow-wrap:anywhere}.evidence .line{display:block;padding-left:3em;text-indent:-3em}\
        .fix summary{cursor:pointer;font-weight:600}.fix p{margin:.3em 0}.notes li.unrecognised{color:#d70015;font-weight:600}\
        .dot.error{fill:#d70015}.dot.warning{fill:#c98a00}.dot.info{fill:#0071e3}.problems li{margin:.2em 0}
        """

    /// The filters show the findings, and the timeline's rows and dots, of the chosen rule and severity; the
    /// timeline's remaining rows move up so no gap is left, and it hides when none remains. `#rule=…&severity=…`
    /// in the address presets them.
    static let script = """
        (function(){var r=document.getElementById('filter-rule'),s=document.getElementById('filter-severity');\
        function apply(){var rule=r.value,sev=s.value;\
        document.querySelectorAll('article[data-rule]').forEach(function(e){\
        var ok=(!rule||e.getAttribute('data-rule')===rule)&&(!sev||e.getAttribute('data-severity')===sev);\
        e.style.display=ok?'':'none';});\
        var svg=document.querySelector('.timeline svg');if(!svg)return;\
        var h=+svg.getAttribute('data-row-height'),n=0;\
        svg.querySelectorAll('g.row').forEach(function(g){var any=false;\
        g.querySelectorAll('circle[data-severity]').forEach(function(c){\
        var ok=!sev||c.getAttribute('data-severity')===sev;c.style.display=ok?'':'none';any=any||ok;});\
        var ok=any&&(!rule||g.getAttribute('data-rule')===rule);g.style.display=ok?'':'none';\
        if(ok){n++;g.setAttribute('transform','translate(0,'+(n*h)+')');}});\
        svg.querySelector('g.axis').setAttribute('transform','translate(0,'+((n+1)*h)+')');\
        var height=(n+2)*h;svg.setAttribute('height',height);svg.setAttribute('viewBox','0 0 '+svg.getAttribute('width')+' '+height);\
        svg.parentNode.style.display=n?'':'none';}\
        var q=new URLSearchParams(location.hash.slice(1));\
        if(q.get('rule'))r.value=q.get('rule');if(q.get('severity'))s.value=q.get('severity');\
        r.addEventListener('change',apply);s.addEventListener('change',apply);apply();})();
        """
}
