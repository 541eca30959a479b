import Testing

@testable import WakeLintLogs

@Suite struct LiteralPrefilterTests {
    static let literals = ["BGTaskSchedulerErrorDomain", "couldn't be completed", "\"(null)\"", "<BGAppRefreshTask"]

    /// Raw lines, each paired with whether its normalised text holds a literal.
    static let cases: [(String, Bool)] = [
        ("Error Domain=BGTaskSchedulerErrorDomain Code=3 \"(null)\"", true),
        ("The operation couldn’t be completed.", true),
        ("Code=1 &quot;(null)&quot;", true),
        ("&lt;BGAppRefreshTask: com.example.refresh&gt;", true),
        ("BGTask\u{1B}[31mSchedulerErrorDomain", true),
        ("BGTask\u{00}SchedulerErrorDomain", true),
        ("\u{FEFF}couldn't be completed", true),
        ("BGTaskScheduler registered", false),
        ("nothing to see here", false),
    ]

    @Test func neverMissesALineWhoseNormalisedTextHasALiteral() {
        let prefilter = LiteralPrefilter(literals: Self.literals)
        for (raw, expected) in Self.cases {
            let bytes = Array(raw.utf8)
            let normalised = LineNormalizer.text(of: bytes)
            #expect(prefilter.matches(normalised) == expected, "\(raw)")
            let candidate = bytes.withUnsafeBufferPointer { prefilter.mayMatch($0) }
            #expect(candidate || !expected, "missed: \(raw)")
        }
    }

    @Test func rejectsCleanLinesWithoutLiterals() {
        let prefilter = LiteralPrefilter(literals: Self.literals)
        #expect(!Array("dasd: Submitted Activity".utf8).withUnsafeBufferPointer { prefilter.mayMatch($0) })
    }

    @Test func caseInsensitiveMatchingFoldsASCII() {
        let prefilter = LiteralPrefilter(literals: ["finaldecision"], caseInsensitive: true)
        #expect(Array("], FinalDecision: Must Not Proceed}".utf8).withUnsafeBufferPointer { prefilter.mayMatch($0) })
        #expect(!Array("], Final Decision".utf8).withUnsafeBufferPointer { prefilter.mayMatch($0) })
    }

    @Test func noLiteralsMeansEveryLineIsACandidate() {
        #expect(Array("x".utf8).withUnsafeBufferPointer { LiteralPrefilter(literals: []).mayMatch($0) })
        #expect(Array("x".utf8).withUnsafeBufferPointer { LiteralPrefilter(literals: ["a", ""]).mayMatch($0) })
    }
}
