import Foundation
import Testing

@testable import WakeLintCLI

/// Where a suppression may stand: on the finding's own line, or, for a finding whose related place is a key of an
/// entitlements file or Info.plist, beside that key; and a `disable:this all` that hides nothing is reported.
@Suite struct SuppressionPlaceTests {
    let scratch: ScratchDemo
    var root: URL { scratch.root }
    static let entitlements = "Demo/StepSync/StepSync.entitlements"
    static let store = "Demo/StepSync/StepStore.swift"

    init() throws {
        scratch = try ScratchDemo(named: "suppression-place")
    }

    func edit(_ path: String, replacing old: String, with new: String) throws {
        let url = root.appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains(old))
        try text.replacingOccurrences(of: old, with: new).write(to: url, atomically: true, encoding: .utf8)
    }

    /// Each finding as `path:line rule`.
    func findings(_ arguments: [String]) throws -> [String] {
        let output = scratch.run(arguments + ["--format", "json"]).standardOutput
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        return try #require(object["findings"] as? [[String: Any]]).map {
            "\($0["path"]!):\($0["line"]!) \($0["rule"]!)"
        }
    }

    @Test func anEntitlementFindingIsSuppressedBesideItsKey() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try findings(["lint", "Demo"]) == ["\(Self.store):24 hk-background-delivery-entitlement"])
        try edit(
            Self.entitlements,
            replacing: "\t<key>com.apple.developer.healthkit.background-delivery</key>\n\t<false/>",
            with:
                "\t<!-- wakelint:disable:next hk-background-delivery-entitlement - the watch app delivers -->\n\t<key>com.apple.developer.healthkit.background-delivery</key>\n\t<false/>"
        )
        let result = scratch.run(["lint", "Demo"])
        #expect(result.standardOutput == "0 errors, 0 warnings in 4 files (1 hidden: 1 suppressed inline)\n")
        #expect(result.status == 0)
    }

    @Test func aSuppressionBesideAnotherKeyStaysSuperfluous() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try edit(
            Self.entitlements, replacing: "\t<key>com.apple.developer.healthkit</key>",
            with:
                "\t<!-- wakelint:disable:next hk-background-delivery-entitlement -->\n\t<key>com.apple.developer.healthkit</key>"
        )
        #expect(
            try findings(["lint", "Demo"]) == [
                "\(Self.store):24 hk-background-delivery-entitlement", "\(Self.entitlements):5 superfluous-suppression",
            ])
    }

    @Test func aDisableThisAllThatHidesNothingIsReported() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try edit(
            Self.store, replacing: "import HealthKit\n", with: "import HealthKit // wakelint:disable:this all\n")
        #expect(
            try findings(["lint", "Demo"]) == [
                "\(Self.store):1 superfluous-suppression", "\(Self.store):24 hk-background-delivery-entitlement",
            ])
        // Another command may still hide the report.
        try edit(
            Self.store, replacing: "import HealthKit // wakelint:disable:this all\n",
            with: "// wakelint:disable:next superfluous-suppression\nimport HealthKit // wakelint:disable:this all\n")
        #expect(try findings(["lint", "Demo"]) == ["\(Self.store):25 hk-background-delivery-entitlement"])
    }
}
