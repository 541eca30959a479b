import WakeLintCore
import WakeLintEngine
import WakeLintModel
import WakeLintProject

/// One configuration's `BGTaskSchedulerPermittedIdentifiers` entries, expanded (`$(PRODUCT_BUNDLE_IDENTIFIER).refresh`
/// → `com.example.app.refresh`), with the matching rules the scheduler applies: exact, case-sensitive strings,
/// and `<prefix>.*` wildcard entries for continued-processing identifiers (https://developer.apple.com/documentation/bundleresources/information-property-list/bgtaskschedulerpermittedidentifiers).
struct PermittedTaskIdentifiers {
    static let key = InfoPlist.Key.permittedTaskIdentifiers

    let configuration: TargetConfiguration
    /// Every string entry of every place the key is set.
    let entries: [ExpandedString]
    /// Where the key is written (first place), for related locations; nil when it is set nowhere.
    let keyLocation: SourceLocation?

    init(_ configuration: TargetConfiguration) {
        self.configuration = configuration
        let values = configuration.infoPlist.values(Self.key)
        entries = values.flatMap { $0.strings ?? [] }
        keyLocation = values.first?.location
    }

    /// The entry that permits `identifier`, if any.
    func entry(permitting identifier: String) -> ExpandedString? {
        entries.first { Self.matches($0.value, identifier) }
    }

    /// `entry` permits `identifier`: the same string, or a wildcard entry whose prefix it extends
    /// (registering the wildcard itself also matches it).
    static func matches(_ entry: String, _ identifier: String) -> Bool {
        if entry == identifier { return true }
        if entry.hasSuffix(".*"), identifier.hasPrefix(entry.dropLast()) { return true }
        // A reference left unexpanded (no project to say what it is) stands for any text: no guessing.
        guard entry.contains("$(") || entry.contains("${") else { return false }
        return matchesWithVariables(Substring(entry), Substring(identifier))
    }

    /// `$(…)`/`${…}` in `pattern` match one or more characters; everything else literally.
    private static func matchesWithVariables(_ pattern: Substring, _ text: Substring) -> Bool {
        guard let start = pattern.firstRange(of: "$(") ?? pattern.firstRange(of: "${") else { return pattern == text }
        let close: Character = pattern[start] == "$(" ? ")" : "}"
        guard let end = pattern[start.upperBound...].firstIndex(of: close) else { return pattern == text }
        let prefix = pattern[..<start.lowerBound]
        guard text.hasPrefix(prefix) else { return false }
        let rest = pattern[pattern.index(after: end)...]
        var index = text.index(text.startIndex, offsetBy: prefix.count)
        while index < text.endIndex {
            index = text.index(after: index)
            if matchesWithVariables(rest, text[index...]) { return true }
        }
        return false
    }

    /// Whether some entry could not be expanded (a variable nobody defines): answers about it may be wrong.
    var hasUnresolvedEntries: Bool { entries.contains { !$0.unresolvedReferences.isEmpty } }
}

/// The candidate closest to `text` when it differs only slightly (a typo, a changed prefix or suffix), for
/// "did you mean" messages.
enum ClosestMatch {
    static func closest(to text: String, in candidates: [String]) -> String? {
        let scored = candidates.filter { $0 != text }.map { ($0, distance(Array(text.utf8), Array($0.utf8))) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        // A few edits, or the same last component under another prefix (`com.old.refresh` vs `com.new.refresh`).
        let allowed = max(2, min(text.utf8.count, best.0.utf8.count) / 4)
        if best.1 <= allowed { return best.0 }
        let last = text.split(separator: ".").last
        return scored.first { $0.0.split(separator: ".").last == last && last != nil }?.0
    }

    /// Levenshtein distance over bytes.
    static func distance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
