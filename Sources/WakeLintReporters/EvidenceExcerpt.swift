import WakeLintCore

/// Evidence as people read it: a line longer than `limit` characters is cut to `limit`, around its focus (what
/// the rule matched) or from its start, with `…` where text was left out.
enum EvidenceExcerpt {
    static let limit = 300
    /// How much of the kept text comes before the focus, so the quote shows what led up to it.
    static let lead = 100

    static func text(_ line: EvidenceLine, limit: Int = limit) -> String {
        let text = line.text
        guard text.count > limit else { return text }
        let characters = Array(text)
        var focus = 0
        if let offset = line.focus, offset > 0 {
            focus = String(decoding: text.utf8.prefix(offset), as: UTF8.self).count
        }
        // Room for the text between the ellipses: one fewer character for each end that is cut.
        var start = max(0, focus - lead)
        var end = min(characters.count, start + limit - (start > 0 ? 2 : 1))
        if end == characters.count {
            start = max(0, characters.count - (limit - 1))
            end = characters.count
        }
        return (start > 0 ? "…" : "") + String(characters[start..<end]) + (end < characters.count ? "…" : "")
    }
}
