import Testing

@testable import WakeLintLogs

@Suite struct DasdDecisionTests {
    static let block = [
        "bgRefresh-com.example.stride.refresh:3F2A10:[",
        "\t{name: LowPowerModePolicy, policyWeight: 5.000, response: {Decision: Must Not Proceed, Score: 0.00, Rationale: [{[lowPowerMode]: Required:0.00, Observed:1.00},]}}",
        "\t{name: ApplicationPolicy, policyWeight: 50.000, response: {Decision: Can Proceed, Score: 0.58}}",
        " ] sumScores:35.2, denominator:48.0, FinalDecision: Must Not Proceed FinalScore: 0.25}",
    ]

    @Test func parsesActivityPoliciesRationaleAndFinalDecision() throws {
        let decision = try #require(DasdDecision.parse(lines: Self.block))
        #expect(decision.activity == "bgRefresh-com.example.stride.refresh" && decision.activityID == "3F2A10")
        #expect(decision.activityKind == .appRefresh(taskIdentifier: "com.example.stride.refresh"))
        #expect(decision.finalDecision == .mustNotProceed && decision.finalScore == 0.25)
        #expect(decision.policies.map(\.policy) == ["LowPowerModePolicy", "ApplicationPolicy"])
        let refusing = try #require(decision.refusingPolicies.first)
        #expect(refusing.weight == 5 && refusing.score == 0)
        #expect(refusing.rationale == "[{[lowPowerMode]: Required:0.00, Observed:1.00},]")
        #expect(refusing.rationaleConditions == ["lowPowerMode"])
        #expect(decision.policies[1].rationale == nil && decision.policies[1].decision == .canProceed)
    }

    @Test func fragmentsWithoutAHeaderStillParse() throws {
        let fragment = try #require(DasdDecision.parse(lines: [" ], FinalDecision: Must Not Proceed}"]))
        #expect(fragment.activity == nil && fragment.finalDecision == .mustNotProceed && fragment.policies.isEmpty)
        #expect(DasdDecision.parse(lines: ["Submitted Activity: bgRefresh-x:3F2A10 at priority 10"]) == nil)
    }

    @Test func activityNamesTellWhatWouldLaunch() {
        #expect(
            DasdActivityKind(activityName: "bgProcessing-com.example.cleanup")
                == .processing(taskIdentifier: "com.example.cleanup"))
        #expect(
            DasdActivityKind(activityName: "com.apple.pushLaunch.com.example.stride")
                == .pushLaunch(bundleIdentifier: "com.example.stride"))
        #expect(!DasdActivityKind(activityName: "com.apple.coreduetd.contextsync").launchesApp)
        #expect(DasdVerdict(text: "Absolutely Must Proceed") == .absolutelyMustProceed)
        #expect(DasdVerdict(text: "Maybe").description == "Maybe")
    }
}

/// `byteRange(of:)` replaces `firstRange(of:)` on the dasd path; it must find the same ranges.
@Suite struct ByteRangeTests {
    @Test func findsTheSameRangeAsCharacterSearch() {
        let lines = [
            "{name: BatteryLevelPolicy, policyWeight: 1.000, response: {Decision: Must Not Proceed, Score: 0.00}}",
            "], FinalDecision: Can Proceed FinalScore: 0.77}", "caf\u{E9} \u{2019} FinalDecision: x", "FinalDecisio",
            "",
            "FFinalDecision:", "{[lowPowerMode]: Required:0.00}",
        ]
        for line in lines {
            for needle in ["FinalDecision:", " FinalScore:", "Decision:", "Rationale:", "{[", "]", "F"] {
                #expect(line.byteRange(of: needle) == line.firstRange(of: needle), "\(needle) in \(line)")
                #expect(
                    line.dropFirst(2).byteRange(of: needle) == line.dropFirst(2).firstRange(of: needle),
                    "\(needle) in \(line)")
            }
        }
        #expect("abc".byteRange(of: "") == "abc".startIndex..<"abc".startIndex)
    }
}
