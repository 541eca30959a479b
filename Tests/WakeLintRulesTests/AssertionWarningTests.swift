import Testing

@testable import WakeLintEngine
@testable import WakeLintRules

/// UIKit's background-task warnings are read by hand-written matchers; each reads what these regular expressions
/// (UIKit's wording as a pattern) match, on lines that try the edges: quotes, commas, repeats, missing parts.
@Suite struct AssertionWarningTests {
    nonisolated(unsafe) static let created = try! Regex(
        #"Background Task (?<task>\d+) \("?(?<name>.*?)"?\),? was created over 30 seconds ago"#)
    nonisolated(unsafe) static let notEnded = try! Regex(
        #"Background task still not ended after expiration handlers were called:.*?taskID = (?<task>\d+), taskName = (?<name>[^,]+)"#
    )

    static let lines = [
        #"Background Task 7 ("SyncUpload"), was created over 30 seconds ago. In applications running"#,
        #"x Background Task 12 (Called by App, from -[Uploader start]) was created over 30 seconds ago"#,
        #"Background Task 3 (""), was created over 30 seconds ago"#,
        #"Background Task 3 ("a"b"), was created over 30 seconds ago"#,
        #"Background Task 3 (")), was created over 30 seconds ago"#,
        #"Background Task (x) Background Task 9 ("Up"), was created over 30 seconds ago"#,
        #"Background Task 9 ("Up") was created over 30 seconds"#,
        #"Background Task 9 ("Up"),, was created over 30 seconds ago"#,
        #"Background Task 1 ("a"), was created over 30 seconds ago and Background Task 2 ("b"), was created over 30 seconds ago"#,
        #"Background task still not ended after expiration handlers were called: <_UIBackgroundTaskInfo: 0x2>: taskID = 4, taskName = Sync, creationTime = 1"#,
        #"Background task still not ended after expiration handlers were called: taskID = , taskName = A, taskID = 5, taskName = B"#,
        #"Background task still not ended after expiration handlers were called: taskID = 5, taskName = , taskID = 6, taskName = C"#,
        #"Background task still not ended after expiration handlers were called: taskID = 5, taskName = no comma"#,
        #"Background task still not ended after expiration handlers were called. taskID = 5, taskName = A,"#,
        #"Background task still not ended after expiration handlers were called"#,
    ]

    @Test(arguments: lines) func createdWarningReadsWhatThePatternMatches(_ line: String) throws {
        let expected = try Self.created.firstMatch(in: line).map { match in
            (
                String(match["task"]!.substring!), String(match["name"]?.substring ?? ""),
                line.utf8.distance(from: line.startIndex, to: match.range.lowerBound)
            )
        }
        let found = AssertionLeakRule.Log.createdWarning(in: line).map {
            (String($0.task), String($0.name), line.utf8.distance(from: line.startIndex, to: $0.start))
        }
        #expect(found?.0 == expected?.0 && found?.1 == expected?.1 && found?.2 == expected?.2)
    }

    @Test(arguments: lines) func notEndedWarningReadsWhatThePatternMatches(_ line: String) throws {
        let expected = try Self.notEnded.firstMatch(in: line).map { match in
            (
                String(match["task"]!.substring!), String(match["name"]!.substring!),
                line.utf8.distance(from: line.startIndex, to: match.range.lowerBound)
            )
        }
        let found = AssertionLeakRule.Log.notEndedTask(in: line).map {
            (String($0.task), String($0.name), line.utf8.distance(from: line.startIndex, to: $0.start))
        }
        #expect(found?.0 == expected?.0 && found?.1 == expected?.1 && found?.2 == expected?.2)
    }
}
