import Foundation
import Testing
import WakeLintCore

@testable import WakeLintEngine
@testable import WakeLintModel
@testable import WakeLintRules
@testable import WakeLintSwift

/// Facts kept while a target's rules run (`HealthKitCode.Facts`, `BackgroundTaskCode`) hold their nodes by file, not by tree:
/// a tree the lint did not keep is let go once read, and what the rules find is the same whatever the budgets.
@Suite struct FactResidencyTests {
    static let health = """
        import HealthKit
        final class Sync {
            let store = HKHealthStore()
            func start() {
                let steps = HKQuantityType(.stepCount)
                store.enableBackgroundDelivery(for: steps, frequency: .immediate) { _, _ in }
                let query = HKObserverQuery(sampleType: steps, predicate: nil) { _, completion, error in
                    guard error == nil else { return }
                    completion()
                }
                store.execute(query)
            }
        }
        """
    static let tasks = """
        import BackgroundTasks
        final class Refresher {
            func register() {
                BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.refresh", using: nil) { task in
                    task.setTaskCompleted(success: true)
                }
                BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.clean", using: nil, launchHandler: clean)
            }
            func clean(_ task: BGTask) { task.setTaskCompleted(success: true) }
            func schedule() {
                let request = BGAppRefreshTaskRequest(identifier: "com.example.refresh")
                try? BGTaskScheduler.shared.submit(request)
            }
        }
        """

    /// Whether the tree `read` returns outlives making another file's tree, when the lint keeps none but the last.
    static func treeIsLetGo(_ read: () -> SyntaxTree?, other: SwiftFile) -> Bool {
        weak let tree = read()
        #expect(tree != nil)
        _ = other.items
        return tree == nil
    }

    @Test func factsDoNotHoldTheTreesTheyWereReadFrom() throws {
        let budgets = TreeBudgets(.minimal)
        let files = [("Health.swift", Self.health), ("Tasks.swift", Self.tasks), ("Other.swift", "func other() {}")]
            .map { SwiftFile(file: SourceFile(path: $0.0, text: $0.1), budgets: budgets) }
        for file in files { _ = file.readCommentsAndImports() }
        let target = LintTarget(name: "App", swiftFiles: files, configurations: [.codeOnly])
        let facts = FactCache()
        let healthKit = facts.fact(HealthKitCode.Facts.self, of: target)
        let backgroundTasks = facts.fact(BackgroundTaskCode.self, of: target)
        let other = files[2]

        let delivery = try #require(healthKit.deliveries.first)
        #expect(Self.treeIsLetGo({ delivery.typeExpression.flat?.tree }, other: other))
        guard case .closure(let handler, _)? = healthKit.observers.first?.handler else {
            Issue.record("no observer handler")
            return
        }
        #expect(handler.body.count == 2)
        #expect(Self.treeIsLetGo({ handler.body[0].flat?.tree }, other: other))
        let registrations = backgroundTasks.registrations
        #expect(registrations.count == 2)
        for registration in registrations {
            let body = try #require(registration.handler?.statements.first)
            #expect(Self.treeIsLetGo({ body.flat?.tree }, other: other), "\(registration.location)")
        }
        let submit = try #require(backgroundTasks.submits.first?.request)
        #expect(Self.treeIsLetGo({ submit.flat?.tree }, other: other))
        // Read again, the nodes are those they were.
        #expect(files[0].text(of: delivery.typeExpression.range) == "steps")
        if case .identifier("steps") = delivery.typeExpression.kind {
        } else {
            Issue.record("\(delivery.typeExpression.kind)")
        }
        #expect(files[1].text(of: submit.range) == "request")
    }

    /// Every testdata project and rule fixture, linted keeping every tree and keeping none but the last made:
    /// the same findings and problems, whole.
    static var projects: [String] {
        let projects =
            (try? FileManager.default.contentsOfDirectory(
                atPath: AnnotatedFixtureTests.root.path + "/testdata/projects")) ?? []
        return projects.sorted().map { "testdata/projects/" + $0 }
            + AnnotatedFixtureTests.cases.map { "testdata/rules/" + $0 }
    }

    @Test(arguments: projects)
    func lintsTheSameWhateverTheBudgets(path: String) {
        let root = AnnotatedFixtureTests.root.path
        let roomy = Linter(residency: TreeResidency(keptBytes: .max, recentBytes: .max)).lint(
            paths: [path], currentDirectory: root)
        let tight = Linter(residency: .minimal).lint(paths: [path], currentDirectory: root)
        if path.hasPrefix("testdata/projects/") && !path.hasSuffix("-fixed") { #expect(!roomy.result.findings.isEmpty) }
        #expect(tight.result.findings == roomy.result.findings)
        #expect(tight.result.problems == roomy.result.problems)
    }

    /// Project files parsed while discovery reads them, or later by the loader: the same lint, whole.
    @Test(arguments: projects)
    func lintsTheSameWhetherProjectFilesArePreparedOrNot(path: String) {
        let root = AnnotatedFixtureTests.root.path
        let linter = Linter()
        let prepared = linter.discover(paths: [path], currentDirectory: root)
        let unprepared = linter.discover(paths: [path], currentDirectory: root, prepareProjects: false)
        #expect(unprepared.projects.isEmpty)
        #expect(prepared.projects.isEmpty == !prepared.inputs.contains { $0.kind == .pbxproj })
        let first = linter.lint(prepared, currentDirectory: root).result
        let second = linter.lint(unprepared, currentDirectory: root).result
        #expect(first.findings == second.findings)
        #expect(first.problems == second.problems)
    }

    @Test func theFixturesAreThere() {
        #expect(Self.projects.count > 40)
    }
}
