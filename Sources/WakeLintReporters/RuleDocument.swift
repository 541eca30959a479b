import WakeLintCore

/// The parts of a rule document that reporters quote: `## ` sections of the body by heading,
/// and a display name derived from the title.
struct RuleDocument {
    var manifest: RuleManifest

    /// The text under `## <heading>` up to the next `## ` heading, trimmed of blank lines, without ```` ```log-rule ````
    /// fences (the rule's patterns, not text for people). Headings inside fenced blocks do not count.
    func section(_ heading: String) -> String? {
        var collected: [Substring] = []
        var inside = false
        var inFence = false
        var inLogRule = false
        for line in manifest.body.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inFence.toggle()
                if inFence, line.hasPrefix("```log-rule") { inLogRule = true }
                if !inFence, inLogRule {
                    inLogRule = false
                    continue
                }
            }
            if inLogRule { continue }
            if !inFence, line.hasPrefix("## ") {
                if inside { break }
                inside = line.dropFirst(3).trimmed(of: " \t\r") == heading
                continue
            }
            if inside { collected.append(line.hasSuffix("\r") ? line.dropLast() : line) }
        }
        while collected.first?.allSatisfy({ $0 == " " || $0 == "\t" }) == true { collected.removeFirst() }
        while collected.last?.allSatisfy({ $0 == " " || $0 == "\t" }) == true { collected.removeLast() }
        return collected.isEmpty ? nil : collected.joined(separator: "\n")
    }

    /// The first paragraph of `section(heading)`.
    func firstParagraph(_ heading: String) -> String? {
        guard let text = section(heading), let first = text.split(separator: "\n\n").first else { return nil }
        return String(first)
    }

    /// UpperCamelCase name from the title (`Background delivery without its entitlement` →
    /// `BackgroundDeliveryWithoutItsEntitlement`), or from the id when the title has no letters.
    static func upperCamelName(title: String, id: RuleID) -> String {
        func camel(_ text: String) -> String {
            text.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
                .map { $0.prefix(1).uppercased() + $0.dropFirst() }
                .joined()
        }
        let fromTitle = camel(title)
        return fromTitle.isEmpty ? camel(id.rawValue) : fromTitle
    }
}

extension Substring {
    func trimmed(of set: String) -> Substring {
        var text = self
        while let first = text.first, set.contains(first) { text.removeFirst() }
        while let last = text.last, set.contains(last) { text.removeLast() }
        return text
    }
}

/// Counts of a result as people say them: `2 errors, 1 warning` (`, 3 infos` only when there are some),
/// the same words the text reporter uses.
enum SeverityCounts {
    static func phrase(_ result: LintResult) -> String {
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        var parts = [plural(result.count(.error), "error"), plural(result.count(.warning), "warning")]
        let infos = result.count(.info)
        if infos > 0 { parts.append(plural(infos, "info")) }
        return parts.joined(separator: ", ")
    }

    /// What the summary adds in parentheses: `1 input problem; 3 hidden: 2 in the baseline, …`, or nil.
    static func remarks(_ result: LintResult) -> String? {
        let count = result.problems.count
        let parts = [count == 0 ? nil : "\(count) input problem\(count == 1 ? "" : "s")", result.hidden.phrase]
            .compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }
}
