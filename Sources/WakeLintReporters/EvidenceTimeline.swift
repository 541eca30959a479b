import WakeLintCore

/// One log's evidence on one time axis, one row per rule: x is the timestamp at the start of each evidence line
/// when every line has one, otherwise the line number in the log.
struct EvidenceTimeline {
    struct Point {
        var x: Int
        var label: String
        var finding: Finding
        var line: EvidenceLine
    }

    var rows: [(rule: RuleID, points: [Point])] = []
    var usesTime = true

    init(findings: [Finding]) {
        let pairs = findings.flatMap { finding in finding.evidence.map { (finding, $0) } }
        let times = pairs.map { EvidenceTime(line: $0.1.text) }
        usesTime = !pairs.isEmpty && times.allSatisfy { $0 != nil }
        var byRule: [RuleID: [Point]] = [:]
        for (index, (finding, line)) in pairs.enumerated() {
            let point =
                usesTime
                ? Point(x: times[index]!.milliseconds, label: times[index]!.text, finding: finding, line: line)
                : Point(x: line.line, label: "line \(line.line)", finding: finding, line: line)
            byRule[finding.rule, default: []].append(point)
        }
        rows = byRule.keys.sorted().map { ($0, byRule[$0]!) }
    }

    private let width = 900, labelWidth = 240, rowHeight = 26, margin = 12

    /// The timeline of the log at `log`, under a heading that names it; empty without evidence.
    func svg(log: String) -> String {
        let points = rows.flatMap(\.points)
        guard let first = points.min(by: { $0.x < $1.x }), let last = points.max(by: { $0.x < $1.x }) else { return "" }
        let plotWidth = width - labelWidth - 2 * margin
        func position(_ x: Int) -> Int {
            guard last.x > first.x else { return labelWidth + plotWidth / 2 }
            return labelWidth + Int((Double(x - first.x) / Double(last.x - first.x) * Double(plotWidth)).rounded())
        }
        let height = rows.count * rowHeight + 2 * rowHeight
        let axis = usesTime ? "time" : "log line"
        var out =
            "<section class=\"timeline\" data-log=\"\(Markup.attribute(log))\">\n<h2>Timeline of <code>\(Markup.escape(log))</code> (\(axis))</h2>\n"
        // Rows and the axis are placed by `transform` alone, so the page's filters can close the gaps they leave.
        out +=
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" data-row-height=\"\(rowHeight)\" role=\"img\" aria-label=\"evidence of \(Markup.attribute(log)) by \(axis), one row per rule\">\n"
        for (index, row) in rows.enumerated() {
            let y = rowHeight * index + rowHeight
            out +=
                "<g class=\"row\" data-rule=\"\(Markup.attribute(row.rule.rawValue))\" transform=\"translate(0,\(y))\">\n"
            out += "<text x=\"0\" y=\"4\">\(Markup.escape(row.rule.rawValue))</text>\n"
            out += "<line x1=\"\(labelWidth)\" y1=\"0\" x2=\"\(labelWidth + plotWidth)\" y2=\"0\" stroke=\"#ccc\"/>\n"
            for point in row.points {
                let tooltip = "\(point.finding.location.path):\(point.line.line): \(EvidenceExcerpt.text(point.line))"
                out +=
                    "<circle class=\"dot \(point.finding.severity)\" data-severity=\"\(point.finding.severity)\" cx=\"\(position(point.x))\" cy=\"0\" r=\"5\"><title>\(Markup.escape(tooltip))</title></circle>\n"
            }
            out += "</g>\n"
        }
        let axisY = rowHeight * rows.count + rowHeight
        out += "<g class=\"axis\" transform=\"translate(0,\(axisY))\">\n"
        out += "<text x=\"\(labelWidth)\" y=\"0\">\(Markup.escape(first.label))</text>\n"
        if last.x > first.x {
            out +=
                "<text x=\"\(labelWidth + plotWidth)\" y=\"0\" text-anchor=\"end\">\(Markup.escape(last.label))</text>\n"
        }
        out += "</g>\n"
        return out + "</svg>\n</section>\n"
    }
}
