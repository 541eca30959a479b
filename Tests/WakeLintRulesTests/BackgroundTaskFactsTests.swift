import Testing
import WakeLintCore
import WakeLintSwift

@testable import WakeLintEngine
@testable import WakeLintModel
@testable import WakeLintRules

/// The facts the BackgroundTasks rules share: identifier resolution, permitted-identifier matching, closest
/// matches, and the wording and related locations of findings where the doc examples cannot pin them.
@Suite struct BackgroundTaskFactsTests {
    static func model(_ sources: [String: String]) -> SwiftModel {
        SwiftModel(
            files: sources.sorted { $0.key < $1.key }.map { SwiftFile(file: SourceFile(path: $0.key, text: $0.value)) })
    }

    static func findings(_ files: [String: String], rule: RuleID) -> [Finding] {
        let inputs = files.sorted { $0.key < $1.key }.map { path, text in
            InputFile(displayPath: path, bytes: Array(text.utf8), kind: InputKind(path: path) ?? .plist)
        }
        return Linter().lint(inputs).findings.filter { $0.rule == rule }
    }

    @Test func identifiersResolveThroughConstantsStaticLetsAndRawValues() {
        let code = BackgroundTaskCode(
            graph: Self.model([
                "a.swift": """
                let globalRefresh = "com.example.global"
                enum TaskID: String {
                    case refresh = "com.example.refresh"
                    case cleanup
                }
                struct Names { static let upload = "com.example.upload" }
                final class AppDelegate {
                    static let inbox = "com.example.inbox"
                    func setUp() {
                        BGTaskScheduler.shared.register(forTaskWithIdentifier: TaskID.refresh.rawValue, using: nil) { _ in }
                        BGTaskScheduler.shared.register(forTaskWithIdentifier: TaskID.cleanup.rawValue, using: nil) { _ in }
                        BGTaskScheduler.shared.register(forTaskWithIdentifier: Names.upload, using: nil) { _ in }
                        BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.inbox, using: nil) { _ in }
                        BGTaskScheduler.shared.register(forTaskWithIdentifier: globalRefresh, using: nil) { _ in }
                        BGTaskScheduler.shared.register(forTaskWithIdentifier: "\\(Bundle.main.bundleIdentifier!).news", using: nil) { _ in }
                        BGTaskScheduler.shared.register(forTaskWithIdentifier: "\\(prefix).dynamic", using: nil) { _ in }
                        BGTaskScheduler.shared.register(forTaskWithIdentifier: kind.identifier, using: nil) { _ in }
                    }
                }
                """
            ]).graph)
        #expect(
            code.registrations.map { $0.identifier?.text } == [
                "com.example.refresh", "cleanup", "com.example.upload", "com.example.inbox", "com.example.global",
                "$(PRODUCT_BUNDLE_IDENTIFIER).news", nil, nil,
            ])
    }

    @Test func aNameWithTwoValuesStaysUnresolved() {
        let code = BackgroundTaskCode(
            graph: Self.model([
                "a.swift": """
                enum A { static let id = "com.example.a" }
                enum B { static let id = "com.example.b" }
                func c() { _ = BGAppRefreshTaskRequest(identifier: id); _ = BGProcessingTaskRequest(identifier: id) }
                """
            ]).graph)
        #expect(code.requests.map(\.kind) == [.appRefresh, .processing])
        #expect(code.requests.allSatisfy { $0.identifier == nil })
    }

    @Test func aLocalOfTheFunctionIsItsValue() {
        let code = BackgroundTaskCode(
            graph: Self.model([
                "a.swift": """
                func a() { let id = "com.example.a"; _ = BGAppRefreshTaskRequest(identifier: id) }
                func b() { let id = "com.example.b"; _ = BGProcessingTaskRequest(identifier: id) }
                """
            ]).graph)
        #expect(code.requests.map { $0.identifier?.text } == ["com.example.a", "com.example.b"])
    }

    @Test func permittedEntriesMatchExactlyByWildcardOrThroughUnexpandedVariables() {
        #expect(PermittedTaskIdentifiers.matches("com.example.refresh", "com.example.refresh"))
        #expect(!PermittedTaskIdentifiers.matches("com.example.refresh", "com.example.Refresh"))
        #expect(PermittedTaskIdentifiers.matches("com.example.export.*", "com.example.export.A1B2"))
        #expect(!PermittedTaskIdentifiers.matches("com.example.export.*", "com.example.exports.A1B2"))
        #expect(PermittedTaskIdentifiers.matches("$(PRODUCT_BUNDLE_IDENTIFIER).refresh", "com.example.refresh"))
        #expect(!PermittedTaskIdentifiers.matches("$(PRODUCT_BUNDLE_IDENTIFIER).refresh", "com.example.cleanup"))
        #expect(!PermittedTaskIdentifiers.matches("$(PRODUCT_BUNDLE_IDENTIFIER).refresh", ".refresh"))
    }

    @Test func closestMatchAllowsTyposAndChangedPrefixesOnly() {
        #expect(
            ClosestMatch.closest(
                to: "com.example.courier.refesh", in: ["com.example.courier.refresh", "com.example.courier.cleanup"])
                == "com.example.courier.refresh")
        #expect(
            ClosestMatch.closest(to: "com.old-name.refresh", in: ["com.example.courier.refresh"])
                == "com.example.courier.refresh")
        #expect(ClosestMatch.closest(to: "com.example.courier.upload", in: ["com.example.courier.settings"]) == nil)
    }

    /// Compound statements (`do`, `if`, …) can carry an empty range from the parser; the extent covers their code.
    @Test func statementExtentsCoverNestedCode() {
        let file = SwiftFile(
            file: SourceFile(
                path: "a.swift", text: "func f() {\n    do {\n        try x()\n    } catch {\n        y()\n    }\n}\n"))
        var extents: [String] = []
        SyntaxWalker.walk(file.items) { node, _ in
            if case .statement(let statement) = node, case .do = statement.kind {
                extents.append(file.text(of: statement.extent))
            }
        }
        #expect(extents.first?.hasPrefix("do {") == true)
        #expect(extents.first?.contains("catch") == true && extents.first?.contains("y()") == true)
    }

    @Test func handlersAreFollowedIntoHelpersAndMethodReferences() {
        let code = BackgroundTaskCode(
            graph: Self.model([
                "a.swift": """
                final class AppDelegate {
                    func setUp() {
                        BGTaskScheduler.shared.register(forTaskWithIdentifier: "a", using: nil) { task in
                            self.handleRefresh(task: task as! BGAppRefreshTask)
                        }
                        BGTaskScheduler.shared.register(forTaskWithIdentifier: "b", using: nil, launchHandler: handleCleanup)
                    }
                    func handleRefresh(task refresh: BGAppRefreshTask) { finish(refresh) }
                    func finish(_ t: BGAppRefreshTask) { t.setTaskCompleted(success: true) }
                    func handleCleanup(_ task: BGTask) {}
                }
                """
            ]).graph)
        let first = code.registrations[0].handler.map { code.bodiesReached(from: $0).map { $0.function ?? "closure" } }
        #expect(first == ["closure", "AppDelegate.handleRefresh(task:)", "AppDelegate.finish(_:)"])
        #expect(code.registrations[1].handler?.function == "AppDelegate.handleCleanup(_:)")
        #expect(code.registrations[1].handler?.taskNames == ["task"])
    }

    /// The path that leaks is inside the closure the work is handed to: the related location is its `return`, not
    /// nothing (the body's end is no place to act on).
    @Test func aLeakInsideAHandedOffClosureIsPointedAt() throws {
        let findings = Self.findings(
            [
                "App/N.swift": """
                import UIKit
                final class Notifier {
                    func handle(_ note: Notification) {
                        let id = UIApplication.shared.beginBackgroundTask(expirationHandler: nil)
                        DispatchQueue.global().async {
                            guard let chat = note.userInfo?["chat"] as? Int else { return }
                            self.show(chat)
                            UIApplication.shared.endBackgroundTask(id)
                        }
                    }
                    func show(_ chat: Int) {}
                }
                """
            ], rule: AssertionLeakRule.id)
        let finding = try #require(findings.first { $0.message.contains("leaves without ending") })
        #expect(finding.location.line == 4)
        #expect(finding.related.map(\.location.line) == [6])
        #expect(finding.related.map(\.location.column) == [68])
    }

    @Test func aDroppingCatchIsNamedAndTheHandledCodesLeftOut() throws {
        let findings = Self.findings(
            [
                "App/S.swift": """
                func schedule(_ request: BGTaskRequest) {
                    do {
                        try BGTaskScheduler.shared.submit(request)
                    } catch let error as BGTaskScheduler.Error where error.code == .unavailable {
                    } catch {
                        print("failed: \\(error)")
                    }
                }
                """
            ], rule: SubmitErrorSwallowedRule.id)
        let finding = try #require(findings.first)
        #expect(finding.location.line == 3)
        #expect(finding.related.map(\.location.line) == [5])
        #expect(finding.message.contains("code 2 tooManyPendingTaskRequests"))
        #expect(finding.message.contains("3 notPermitted"))
        #expect(!finding.message.contains("1 unavailable"))
    }

    @Test func notPermittedNamesTheClosestEntryAndPointsAtIt() throws {
        let findings = Self.findings(
            [
                "App/Info.plist": ExampleRunner.plistHeader + """
                    <key>BGTaskSchedulerPermittedIdentifiers</key>
                    <array>
                        <string>com.example.courier.refresh</string>
                    </array>
                    """ + ExampleRunner.plistFooter,
                "App/S.swift": """
                func schedule() throws {
                    try BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: "com.example.courier.refesh"))
                }
                """,
            ], rule: IdentifierNotPermittedRule.id)
        let finding = try #require(findings.first)
        #expect(finding.message.contains("did you mean 'com.example.courier.refresh'?"))
        #expect(finding.related.first?.location.path == "App/Info.plist")
        #expect(finding.related.first?.location.line == 7)
    }

    /// Which scheduler errors each `catch` takes, read from the parsed patterns: a code named in the pattern or
    /// its `where` clause, a cast or `is` test (any Error and NSError take everything), or everything.
    @Test func catchScopesComeFromTheParsedPatterns() throws {
        let file = SwiftFile(
            file: SourceFile(
                path: "a.swift",
                text: """
                    do { try BGTaskScheduler.shared.submit(request) }
                    catch BGTaskScheduler.Error.notPermitted {}
                    catch let error as NSError where error.code == BGTaskScheduler.Error.Code.unavailable.rawValue {}
                    catch let error as any Error {}
                    catch is CancellationError {}
                    catch .tooManyPendingTaskRequests, .unavailable {}
                    catch let error {}
                    catch {}
                    """))
        guard case .do(let node)? = file.items.first?.kind else {
            Issue.record("no do statement")
            return
        }
        let scopes = node.catches.map { clause -> String in
            switch SubmitErrorSwallowedRule.LossFinder.catchScope(clause.items) {
            case .all: "all"
            case .other: "other"
            case .codes(let codes): "codes \(codes)"
            }
        }
        #expect(scopes == ["codes [3]", "codes [1]", "all", "other", "codes [1, 2]", "all", "all"])
    }
}
