import WakeLintCore

/// What `wakelint explain` prints: the rule's doc with at most `exampleLimit` triggering and passing examples
/// (the doc's first ones), or all of them. An example is one fence, or a `### name` group of fences, as the
/// tests read them.
enum ExplainText {
    static let exampleLimit = 3

    static func render(_ manifest: RuleManifest, allExamples: Bool) -> String {
        var text =
            "\(manifest.id) (\(manifest.severity); inputs: \(manifest.inputs.map(\.rawValue).joined(separator: ", ")))\n"
        let body = manifest.body.trimmingCharacters(in: .whitespacesAndNewlines)
        text += (allExamples ? body : limited(body, id: manifest.id)) + "\n"
        text += "\nReferences:\n" + manifest.references.map { "  \($0)\n" }.joined()
        return text
    }

    /// `body` with each `## Triggers` and `## Passes` section cut to its first `exampleLimit` examples, followed by
    /// a line saying how many more `--all-examples` prints.
    static func limited(_ body: String, id: RuleID) -> String {
        var out: [Substring] = []
        var section: String?
        var examples = 0
        var omitted = 0
        var inFence = false
        var inGroup = false
        var pending: [Substring] = []
        func closeSection() {
            if omitted > 0, let section {
                while out.last?.allSatisfy(\.isWhitespace) == true { out.removeLast() }
                let kind = section == "Triggers" ? "triggering" : "passing"
                let more = "\(omitted) more \(kind) example\(omitted == 1 ? "" : "s")"
                out += ["", "(\(more): wakelint explain \(id) --all-examples)", ""]
            } else {
                out += pending
            }
            pending = []
            examples = 0
            omitted = 0
            inGroup = false
        }
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
            let isFence = line.hasPrefix("```")
            if !inFence, line.hasPrefix("## ") {
                closeSection()
                let name = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces)
                section = name == "Triggers" || name == "Passes" ? name : nil
                out.append(line)
                continue
            }
            guard section != nil else {
                if isFence { inFence.toggle() }
                out.append(line)
                continue
            }
            // A new example starts at a `### ` heading, or at a fence outside any group.
            let starts = !inFence && (line.hasPrefix("### ") || (isFence && !inGroup))
            if !inFence, line.hasPrefix("### ") { inGroup = true }
            if isFence { inFence.toggle() }
            if starts {
                examples += 1
                if examples > exampleLimit { omitted += 1 }
            }
            if examples > exampleLimit {
                pending = []
                continue
            }
            // Prose between examples goes with the example after it, so it is dropped with that example.
            if examples == 0 || inFence || isFence || inGroup {
                out += pending
                pending = []
                out.append(line)
            } else {
                pending.append(line)
            }
        }
        closeSection()
        return out.joined(separator: "\n")
    }
}
