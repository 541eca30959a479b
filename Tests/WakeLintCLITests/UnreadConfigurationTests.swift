import Foundation
import Testing
import WakeLintCore

@testable import WakeLintCLI

/// An entitlements file or Info.plist that cannot be read is not a missing one: the findings that rest on it say so,
/// `fix` edits nothing around it, and the run is not a pass (exit 1) unless `--allow-problems` says it may be.
@Suite struct UnreadConfigurationTests {
    let scratch: ScratchDemo
    var root: URL { scratch.root }
    static let entitlements = "Demo/StepSync/StepSync.entitlements"

    init() throws {
        scratch = try ScratchDemo(named: "unread-config")
    }

    /// The entitlements file as Xcode would never write it but a script might: UTF-16.
    func saveEntitlementsAsUTF16() throws {
        let url = root.appendingPathComponent(Self.entitlements)
        let text = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "UTF-8", with: "UTF-16")
        try #require(text.data(using: .utf16)).write(to: url)
    }

    func json(_ arguments: [String]) throws -> [String: Any] {
        let output = scratch.run(arguments + ["--format", "json"]).standardOutput
        return try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    }

    @Test func findingsRestingOnAnUnreadEntitlementsFileSaySo() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try saveEntitlementsAsUTF16()
        let findings = try #require(try json(["lint", "Demo"])["findings"] as? [[String: Any]])
        let doubt =
            "'\(Self.entitlements)' could not be read (see its input problem), so this may be a false alarm"
        #expect(
            findings.map { "\($0["rule"]!): \($0["message"]!)" } == [
                "hk-healthkit-entitlement: 'HKHealthStore' is used but no entitlements file sets 'com.apple.developer.healthkit'; add the HealthKit capability in Signing & Capabilities; \(doubt)",
                "hk-background-delivery-entitlement: 'enableBackgroundDelivery' fails with errorAuthorizationDenied: no entitlements file sets 'com.apple.developer.healthkit.background-delivery'; enable HealthKit > Background Delivery in Signing & Capabilities; \(doubt)",
            ])
        let related = try #require(findings.last?["related"] as? [[String: Any]])
        #expect(
            related.map { "\($0["path"]!):\($0["line"]!): \($0["message"]!)" } == [
                "\(Self.entitlements):1: this entitlements file could not be read, so whether it sets 'com.apple.developer.healthkit.background-delivery' is not known"
            ])
    }

    /// With the Info.plist unread too, the folder still describes an app: the entitlement findings stay, saying why.
    @Test func anAppWhosePlistsAreAllUnreadIsStillJudged() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try saveEntitlementsAsUTF16()
        try scratch.write("Demo/StepSync/Info.plist", "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n")
        let findings = try #require(try json(["lint", "Demo"])["findings"] as? [[String: Any]])
        #expect(
            findings.map { "\($0["rule"]!)" } == ["hk-healthkit-entitlement", "hk-background-delivery-entitlement"])
        #expect(findings.allSatisfy { ($0["message"] as? String)?.hasSuffix("so this may be a false alarm") == true })
    }

    @Test func fixEditsNothingAroundAnUnreadEntitlementsFile() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try saveEntitlementsAsUTF16()
        let result = scratch.run(["fix", "--dry-run", "Demo"])
        #expect(result.standardOutput == "")
        #expect(
            result.standardError.contains(
                "Demo/StepSync/StepStore.swift:24:21: left [hk-background-delivery-entitlement] no fix: '\(Self.entitlements)' could not be read; make it a UTF-8 XML or binary property list first\n"
            ))
    }

    /// A fix that edits one Info.plist while another could not be read is held back.
    @Test func aFixBesideAnUnreadFileOfItsKindIsHeldBack() {
        let fix = Fix(
            description: "add 'processing'",
            edits: [TextEdit(path: "App/Info.plist", line: 3, column: 1, endLine: 3, endColumn: 1, replacement: "x")])
        let finding = Finding(
            rule: "bg-background-mode", severity: .error, message: "m",
            location: SourceLocation(path: "App/A.swift", line: 1, column: 1),
            input: .swift, fix: fix)
        let unreadPlist = InputProblem(path: "Widget/Info.plist", message: "malformed property list: empty file")
        let held = FixCommand.heldBack(finding, by: [unreadPlist])
        #expect(held.fix == nil)
        #expect(
            held.unfixedReason
                == "'Widget/Info.plist' could not be read, so nothing is edited around it; make it readable first")
        let otherKind = InputProblem(path: "App/App.entitlements", message: "malformed property list: empty file")
        #expect(FixCommand.heldBack(finding, by: [otherKind]).fix == fix)
        let swift = InputProblem(path: "App/Blob.swift", message: "binary file, not Swift source; skipped")
        #expect(FixCommand.heldBack(finding, by: [swift]).fix == fix)
    }

    @Test func anUnreadInfoPlistIsNotAPassUnlessAllowed() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let url = root.appendingPathComponent(Self.entitlements)
        try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "<false/>", with: "<true/>")
            .write(to: url, atomically: true, encoding: .utf8)
        #expect(scratch.run(["lint", "Demo"]).status == 0)
        try scratch.write("Demo/StepSync/Info.plist", "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n")
        let result = scratch.run(["lint", "Demo"])
        #expect(result.status == 1)
        #expect(
            result.standardOutput.hasPrefix(
                "Demo/StepSync/Info.plist: input problem: malformed property list: "))
        #expect(scratch.run(["lint", "--allow-problems", "Demo"]).status == 0)
        #expect(scratch.run(["lint", "--fail-on", "error", "Demo"]).status == 1)
    }
}
