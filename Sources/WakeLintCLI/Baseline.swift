import Foundation
import WakeLintCore

/// Findings a team has accepted, recorded by rule, path and code fingerprint (not line number), so moving
/// code does not resurface them while a new instance of the same problem still shows. Paths are relative to
/// the baseline file's folder, so a baseline written from one folder matches when CI runs from another.
struct Baseline: Codable, Equatable {
    struct Entry: Codable, Hashable, Comparable {
        var rule: String
        var path: String
        var fingerprint: String

        static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.path, lhs.rule, lhs.fingerprint) < (rhs.path, rhs.rule, rhs.fingerprint)
        }
    }

    /// 2: paths relative to the baseline's folder. 1 (still read): paths relative to the directory it was
    /// written from.
    var version = 2
    var findings: [Entry]

    /// Where paths are resolved: the run's current directory, and the folder of the baseline file.
    struct Places {
        var currentDirectory: String
        var baselineFolder: String
    }

    init(_ result: LintResult, places: Places) {
        findings = result.findings.map { Self.entry(for: $0, sources: result.sources, places: places, version: 2) }
            .sorted()
    }

    static func entry(for finding: Finding, sources: [String: SourceFile], places: Places, version: Int) -> Entry {
        var path = finding.location.path
        if version >= 2, path != "<stdin>" {
            path = relative(ConfigurationLoader.absolute(path, places.currentDirectory), to: places.baselineFolder)
        }
        return Entry(
            rule: finding.rule.rawValue, path: path,
            fingerprint: finding.fingerprint(sources: sources, recordedPath: path))
    }

    /// `path` from `folder` (both absolute), with `..` where it lies outside.
    static func relative(_ path: String, to folder: String) -> String {
        let target = path.split(separator: "/")
        let base = folder.split(separator: "/")
        var common = 0
        while common < target.count, common < base.count, target[common] == base[common] { common += 1 }
        let up = Array(repeating: "..", count: base.count - common)
        return (up + target[common...].map(String.init)).joined(separator: "/")
    }

    /// Removes recorded findings, each entry hiding at most one finding (a multiset), so a copy of an
    /// accepted problem is still reported.
    func hiding(from result: LintResult, places: Places) -> LintResult {
        var remaining: [Entry: Int] = [:]
        for entry in findings { remaining[entry, default: 0] += 1 }
        var filtered = result
        filtered.findings = result.findings.filter { finding in
            let entry = Self.entry(for: finding, sources: result.sources, places: places, version: version)
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
        if WakeLintCommand.isFolder(path) {
            throw UsageError.failure(
                "baseline '\(display)' is a folder; name the file --write-baseline wrote", command: command)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw UsageError.failure("baseline file not found: '\(display)'", command: command)
        }
        do {
            let baseline = try JSONDecoder().decode(Baseline.self, from: data)
            guard baseline.version == 1 || baseline.version == 2 else {
                throw UsageError.failure(
                    "baseline '\(display)' has version \(baseline.version); this wakelint reads versions 1 and 2",
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
