import Testing
import WakeLintCore

@testable import WakeLintEngine
@testable import WakeLintModel
@testable import WakeLintRules

@Suite struct BackgroundModeMessageTests {
    /// A watch app listing its workout mode under `UIBackgroundModes` (HealthkitAPI's watch app) is told where the
    /// mode belongs, not to pick an iOS mode; other unknown values keep the general advice.
    @Test func aWatchModeUnderUIBackgroundModesSaysWhereItBelongs() {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>UIBackgroundModes</key><array><string>workout-processing</string><string>health</string></array>
            </dict></plist>
            """
        let result = Linter().lint([InputFile(displayPath: "Watch/Info.plist", bytes: Array(plist.utf8), kind: .plist)])
        #expect(
            result.findings.filter { $0.rule == "bg-background-mode" }.map(\.message) == [
                "'workout-processing' is a WKBackgroundModes value (watchOS), not a UIBackgroundModes one; move it under WKBackgroundModes",
                "'health' is not a UIBackgroundModes value Apple documents; use one of them, such as 'fetch' or 'processing'",
            ])
    }
}
