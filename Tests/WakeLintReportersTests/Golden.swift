import Foundation
import Testing

/// Whole-output comparison with `testdata/reporters/<name>`. Machine-specific values are stored as
/// placeholders (`${VERSION}`, `${CWD}`, `${CWD_URI}`). Updating is an explicit opt-in:
/// `WAKELINT_UPDATE_GOLDEN=1 swift test --filter WakeLintReportersTests`.
enum Golden {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("testdata/reporters")

    static var updating: Bool { ProcessInfo.processInfo.environment["WAKELINT_UPDATE_GOLDEN"] == "1" }

    /// Placeholder and value, most specific first so a value containing another is replaced whole.
    static func check(
        _ actual: String, file name: String, placeholders: [(String, String)],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let url = directory.appendingPathComponent(name)
        if updating {
            var stored = actual
            for (placeholder, value) in placeholders where !value.isEmpty {
                stored = stored.replacingOccurrences(of: value, with: placeholder)
            }
            try stored.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let stored = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record(
                "missing golden \(url.path); create it with WAKELINT_UPDATE_GOLDEN=1 swift test --filter WakeLintReportersTests",
                sourceLocation: sourceLocation)
            return
        }
        var expected = stored
        for (placeholder, value) in placeholders {
            expected = expected.replacingOccurrences(of: placeholder, with: value)
        }
        guard actual != expected else { return }
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let line =
            Array(zip(actualLines, expectedLines)).firstIndex { $0 != $1 }
            ?? min(actualLines.count, expectedLines.count)
        Issue.record(
            """
            \(name) differs from the output at line \(line + 1):
              golden: \(line < expectedLines.count ? String(expectedLines[line]) : "<end of file>")
              actual: \(line < actualLines.count ? String(actualLines[line]) : "<end of output>")
            If the change is intended, run WAKELINT_UPDATE_GOLDEN=1 swift test --filter WakeLintReportersTests and review the diff.
            """, sourceLocation: sourceLocation)
    }
}
