import WakeLintCore

/// One result that exercises every reporter (SwiftLint's `Canned*ReporterOutput` idea): a Swift finding with a
/// related location, log findings with timestamped evidence under two rules, an info finding whose message needs
/// escaping in every format, and an input problem. Rules are canned too, so goldens do not move when
/// `rules/` grows.
enum Canned {
    static let hardMessage =
        "identifier \"com.example.refresh\" <not listed> & 100% | `BGTaskSchedulerPermittedIdentifiers`, see: key\nsecond line: café ✓"

    static let rules: [RuleManifest] = [
        rule(
            "bg-refresh-identifier", "background-tasks", .info, "Task identifier not in the permitted list",
            "The identifier is not listed under `BGTaskSchedulerPermittedIdentifiers`, so `submit` throws.",
            rationale: "The scheduler refuses identifiers the Info.plist does not list.",
            fix: "Add the identifier to `BGTaskSchedulerPermittedIdentifiers` in Info.plist."),
        rule(
            "bg-task-expired", "background-tasks", .warning, "Background task expired",
            "The system expired the task before it called `setTaskCompleted`.",
            rationale: "An expired task is throttled: the next run comes later, or never.",
            fix: "Set an `expirationHandler` that cancels the work and calls `setTaskCompleted(success: false)`."),
        rule(
            "hk-background-delivery-entitlement", "healthkit", .error, "Background delivery without its entitlement",
            "The app is not signed with the background-delivery entitlement, so HealthKit never wakes it.",
            rationale: "Since iOS 15 the entitlement is mandatory for background delivery.",
            fix:
                "Tick **Background Delivery** under the HealthKit capability:\n\n```xml\n<key>com.apple.developer.healthkit.background-delivery</key>\n<true/>\n```"
        ),
        rule(
            "hk-observer-completion", "healthkit", .warning, "Observer query never calls its completion handler",
            "HealthKit stops waking an app whose observer handler does not call `completionHandler()`.",
            rationale: "Background delivery backs off after three missed completions.",
            fix: "Call `completionHandler()` on every path of the update handler."),
    ]

    static func rule(
        _ id: RuleID, _ domain: String, _ severity: Severity, _ title: String, _ summary: String,
        rationale: String, fix: String
    ) -> RuleManifest {
        let body =
            "# \(title)\n\n\(summary)\n\n## Rationale\n\n\(rationale)\n\n## How to fix\n\n\(fix)\n\n## Triggers\n\n## Passes\n"
        return RuleManifest(
            id: id, domain: domain, severity: severity, inputs: [.swift],
            references: ["https://developer.apple.com/documentation/\(domain)"],
            title: title, summary: summary, body: body, sourcePath: "rules/\(domain)/\(id).md")
    }

    static let swiftSource = SourceFile(
        path: "App/Sync.swift",
        text: """
            import HealthKit

            func start(_ store: HKHealthStore) {
                /* “steps” */ store.enableBackgroundDelivery(for: steps, frequency: .hourly) { _, _ in }
            }

            """)
    static let plistSource = SourceFile(
        path: "App/Info.plist",
        text: """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>UIBackgroundModes</key>
            \t<array><string>processing</string></array>
            \t<key>BGTaskSchedulerPermittedIdentifiers</key>
            \t<array>
            \t\t<string>com.example.other</string>
            \t</array>
            </dict>
            </plist>

            """)

    static let swiftFinding = Finding(
        rule: "hk-background-delivery-entitlement", severity: .error,
        message: "enableBackgroundDelivery needs com.apple.developer.healthkit.background-delivery",
        location: SourceLocation(path: "App/Sync.swift", line: 4, column: 29), input: .swift,
        related: [
            RelatedLocation(
                SourceLocation(path: "App/App.entitlements", line: 5, column: 3), "the key is <false/> here")
        ])

    static let result = LintResult(
        findings: [
            swiftFinding,
            Finding(
                rule: "bg-task-expired", severity: .warning,
                message: "task com.example.refresh expired before setTaskCompleted",
                location: SourceLocation(path: "device.log", line: 3, column: 1), input: .log,
                evidence: [
                    EvidenceLine(line: 3, text: "2026-11-30 09:15:02.120 dasd[88]: Submitted com.example.refresh"),
                    EvidenceLine(line: 9, text: "2026-11-30 09:15:32.500 dasd[88]: com.example.refresh expired"),
                ]),
            Finding(
                rule: "hk-background-delivery-entitlement", severity: .error,
                message: "HealthKit refused background delivery: the entitlement is missing",
                location: SourceLocation(path: "device.log", line: 14, column: 1), input: .log,
                evidence: [
                    EvidenceLine(
                        line: 14,
                        text:
                            "2026-11-30 09:16:00.000 healthd[42]: Missing com.apple.developer.healthkit.background-delivery entitlement."
                    )
                ]),
            Finding(
                rule: "bg-refresh-identifier", severity: .info, message: hardMessage,
                location: SourceLocation(path: "App/Info.plist", line: 8, column: 3), input: .plist,
                fix: Fix(
                    description: "add 'com.example.refresh' to 'BGTaskSchedulerPermittedIdentifiers'",
                    edits: [
                        TextEdit(
                            path: "App/Info.plist", line: 9, column: 1, endLine: 9, endColumn: 1,
                            replacement: "\t\t<string>com.example.refresh</string>\n")
                    ])),
        ],
        problems: [
            InputProblem(path: "Config/Bad, copy.plist", message: "malformed property list: unexpected <dict> at 1:1")
        ],
        filesRead: 4,
        sources: [swiftSource.path: swiftSource, plistSource.path: plistSource])
}
