import Foundation
import Testing
import WakeLintCore

@testable import WakeLintEngine
@testable import WakeLintRules

/// `Benchmarks/log-literals.txt` is what a grep user would search a log for: every literal `wakelint logs`
/// prefilters on, one per line. `Benchmarks/run.sh` times `grep -c -F -f` with it against `wakelint logs`.
@Suite struct BenchmarkLiteralsTests {
    @Test func theBenchmarkListsEveryLiteralTheLogRulesPrefilterOn() throws {
        let path = LogDiagnosisTests.root.appendingPathComponent("Benchmarks/log-literals.txt").path
        let listed = try String(contentsOfFile: path, encoding: .utf8)
        let diagnosis = LogDiagnosis()
        var literals: [String] = []
        for literal in diagnosis.rules.flatMap({ $0.requiredLiterals })
            + diagnosis.patternRules.flatMap(\.requiredLiterals) + LogRecognition.literals
        where !literals.contains(literal) {
            literals.append(literal)
        }
        let expected = literals.map { $0 + "\n" }.joined()
        #expect(listed == expected, "Benchmarks/log-literals.txt should read:\n\(expected)")
    }
}
