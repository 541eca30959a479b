import WakeLintCore

/// The fixes one pass applies: each finding's fix in finding order, unless one of its edits changes text an
/// earlier chosen fix changes (identical edits, as two findings sharing one repair make, do not conflict).
/// A fix that conflicts waits for the next pass, which lints the edited files again.
struct FixPlan {
    var chosen: [Finding] = []
    var waiting: [Finding] = []
    /// The chosen edits by display path.
    var edits: [String: [TextEdit]] = [:]

    init(_ findings: [Finding]) {
        for finding in findings {
            guard let fix = finding.fix else { continue }
            let conflicts = fix.edits.contains { edit in
                (edits[edit.path] ?? []).contains { $0 != edit && Self.overlap($0, edit) }
            }
            if conflicts {
                waiting.append(finding)
                continue
            }
            chosen.append(finding)
            for edit in fix.edits where !(edits[edit.path] ?? []).contains(edit) {
                edits[edit.path, default: []].append(edit)
            }
        }
    }

    /// Whether two edits change common text, or insert at one place.
    static func overlap(_ a: TextEdit, _ b: TextEdit) -> Bool {
        if a.start == b.start { return true }
        return a.start < b.end && b.start < a.end
    }
}
