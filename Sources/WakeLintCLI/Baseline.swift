import Foundation
import WakeLintCore

/// Findings a team has accepted, recorded by rule, path and code fingerprint (not line number), so moving
/// code does not resurface them while a new instance of the same problem still shows.
struct Baseline: Codable, Equatable {
    struct Entry: Codable, Hashable, Comparable {
        var rule: String
        var path: String
        var fingerprint: String

        static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.path, lhs.rule, lhs.fingerprint) < (rhs.path, rhs.rule, rhs.fingerprint)
        }
    }

    var version = 1
    var findings: [Entry]

    init(_ result: LintResult) {
        findings = result.findings.map { Self.entry(for: $0, sources: result.sources) }.sorted()
    }

    static func entry(for finding: Finding, sources: [String: SourceFile]) -> Entry {
        Entry(
            rule: finding.rule.rawValue, path: finding.location.path, fingerprint: finding.fingerprint(sources: sources)
        )
    }

    /// Removes recorded findings, each entry hiding at most one finding (a multiset), so a copy of an
    /// accepted problem is still reported.
    func hiding(from result: LintResult) -> LintResult {
        var remaining: [Entry: Int] = [:]
        for entry in findings { remaining[entry, default: 0] += 1 }
        var filtered = result
        filtered.findings = result.findings.filter { finding in
            let entry = Self.entry(for: finding, sources: result.sources)
            guard let count = remaining[entry], count > 0 else { return true }
            remaining[entry] = count - 1
            return false
        }
        return filtered
    }

    func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return (try? encoder.encode(self)) ?? Data()
    }

    static func read(_ path: String, display: String, command: Command) throws(UsageError) -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw UsageError.failure("baseline file not found: '\(display)'", command: command)
        }
        do {
            let baseline = try JSONDecoder().decode(Baseline.self, from: data)
            guard baseline.version == 1 else {
                throw UsageError.failure(
                    "baseline '\(display)' has version \(baseline.version); this wakelint reads version 1",
                    command: command)
            }
            return baseline
        } catch let error as UsageError {
            throw error
        } catch {
            throw UsageError.failure(
                "baseline '\(display)' is not a wakelint baseline (JSON with version and findings)",
                command: command)
        }
    }
}
