import Testing
import WakeLintCore

@testable import WakeLintModel
@testable import WakeLintRules
@testable import WakeLintSwift

/// The loader lexes a Swift file only when it must: when its bytes may hold a suppression command, or it may
/// import what the rules read (HealthKit, BackgroundTasks), whose tree it then keeps for the run. Any other file
/// is lexed and parsed when the index gets to it, and its tree let go.
@Suite struct LoaderResidencyTests {
    static func parse(_ path: String, _ text: String, budgets: TreeBudgets = TreeBudgets()) -> ProjectLoader.ParsedInput
    {
        ProjectLoader.parse(InputFile(displayPath: path, bytes: Array(text.utf8), kind: .swift), budgets: budgets)
    }

    @Test func onlyFilesThatMayMatterAreLexedAndOnlyThoseTheRulesReadKeepTheirTree() throws {
        let plain = Self.parse("Plain.swift", "import UIKit\nfunc f() { g() }\n")
        let health = Self.parse("Health.swift", "import HealthKit\nlet store = HKHealthStore()\n")
        let member = Self.parse("Member.swift", "import struct BackgroundTasks.BGTaskScheduler\nfunc s() {}\n")
        let quiet = Self.parse("Quiet.swift", "// wakelint:disable hk-anchor-lost\nfunc q() {}\n")
        let mention = Self.parse("Mention.swift", "// HealthKit is mentioned, not imported\nfunc m() {}\n")
        for input in [plain, health, member, quiet, mention] {
            #expect(input.swift?.storage.hasTokens == false, "\(input.path)")
        }
        #expect(plain.swift?.storage.hasReadImports == false, "not lexed at all")
        #expect([health, member, quiet, mention].allSatisfy { $0.swift?.storage.hasReadImports == true }, "lexed once")
        #expect(plain.swift?.storage.hasTree == false)
        #expect(mention.swift?.storage.hasTree == false)
        #expect(quiet.swift?.storage.hasTree == false)
        #expect(health.swift?.storage.hasTree == true)
        #expect(member.swift?.storage.hasTree == true)
        #expect(quiet.suppressions.commands.count == 1)
        #expect(plain.suppressions.commands.isEmpty && mention.suppressions.commands.isEmpty)
        // Imports are read when asked, the same either way.
        #expect(plain.swift?.imports == ["UIKit"])
        #expect(mention.swift?.imports == [])
        #expect(plain.swift?.mayImport(anyOf: ["HealthKit"]) == false)
        #expect(mention.swift?.mayImport(anyOf: ["HealthKit"]) == true)
    }

    /// Trees rules read are kept within the lint's budget, first come first kept; the others are made when read.
    @Test func treesBeyondTheKeptBudgetAreNotKept() {
        let text = "import HealthKit\nlet store = HKHealthStore()\n"
        let budgets = TreeBudgets(
            TreeResidency(keptBytes: text.utf8.count * RecentlyMade.treeBytesPerSourceByte, recentBytes: 0))
        let first = Self.parse("First.swift", text, budgets: budgets)
        let second = Self.parse("Second.swift", text, budgets: budgets)
        #expect(first.swift?.storage.hasTree == true)
        #expect(second.swift?.storage.hasTree == false)
        #expect(second.swift?.items.count == 2, "made when read")
        #expect(Self.parse("Third.swift", "func t() {}", budgets: budgets).swift?.items.count == 1)
        #expect(second.swift?.storage.hasTree == false, "and let go like any other")
        #expect(first.swift?.storage.hasTree == true)
    }

    /// A held tree stays, within the kept-tree budget, until released; then it goes like any other.
    @Test func aHeldTreeIsParsedOnceUntilReleased() {
        for keptBytes in [Int.max, 0] {
            let budgets = TreeBudgets(TreeResidency(keptBytes: keptBytes, recentBytes: 0))
            let shared = SwiftFile(
                file: SourceFile(path: "Shared.swift", text: "func shared() { helper() }\n"), budgets: budgets)
            let other = SwiftFile(file: SourceFile(path: "Other.swift", text: "func other() {}\n"), budgets: budgets)
            shared.holdTree()
            _ = shared.items
            _ = other.items  // the last tree made is the only one recent keeps
            _ = shared.items
            #expect(shared.storage.parses == (keptBytes == 0 ? 2 : 1), "kept bytes \(keptBytes)")
            shared.releaseHeldTree()
            _ = other.items
            #expect(!shared.storage.hasTree)
            _ = shared.items
            #expect(shared.storage.parses == (keptBytes == 0 ? 3 : 2), "kept bytes \(keptBytes)")
        }
    }

    /// A file several targets compile is parsed once for all their indexes: its tree is held while they are
    /// built, and let go after.
    @Test func filesSharedByTargetsAreParsedOnceForAllTheirIndexes() {
        let budgets = TreeBudgets(TreeResidency(keptBytes: .max, recentBytes: 0))
        let files = [
            "Shared.swift": "func shared() { helper() }\n", "Model.swift": "struct Model { let id = 1 }\n",
            "App.swift": "func app() { shared() }\n", "Widget.swift": "func widget() { shared() }\n",
        ]
        .sorted { $0.key < $1.key }
        .map { SwiftFile(file: SourceFile(path: $0.key, text: $0.value), budgets: budgets) }
        let (app, model, shared, widget) = (files[0], files[1], files[2], files[3])
        let plans = [
            LintTarget.Plan(name: "App", swiftFiles: [shared, model, app], configurations: [.codeOnly]),
            LintTarget.Plan(name: "Widget", swiftFiles: [widget, model, shared], configurations: [.codeOnly]),
        ]
        let targets = LintTarget.build(plans, facts: nil)
        #expect(targets.map { $0.swift.index.callSites.count } == [2, 2])
        #expect(files.map(\.storage.parses) == [1, 1, 1, 1])
        #expect(files.filter { $0.storage.hasTree }.count <= 1, "held trees let go after")
    }

    /// Targets are built largest first; one holding a worker's share of all the Swift bytes is built alone, so its
    /// index runs on every core, and the rest side by side. The targets come back in plan order.
    @Test func targetsAreBuiltLargestFirstAndADominantOneAlone() {
        func plan(_ name: String, bytes: Int) -> LintTarget.Plan {
            let file = SwiftFile(file: SourceFile(path: "\(name).swift", text: String(repeating: " ", count: bytes)))
            return LintTarget.Plan(name: name, swiftFiles: bytes == 0 ? [] : [file], configurations: [.codeOnly])
        }
        let plans = [
            plan("Widget", bytes: 10), plan("App", bytes: 80), plan("Empty", bytes: 0), plan("Watch", bytes: 10),
        ]
        func schedule(_ plans: [LintTarget.Plan], workers: Int) -> [[Int]] {
            let schedule = LintTarget.BuildSchedule(plans, workers: workers)
            return [schedule.alone, schedule.together]
        }
        #expect(schedule(plans, workers: 2) == [[1], [0, 3, 2]])
        #expect(schedule(plans, workers: 1) == [[], [1, 0, 3, 2]], "on one core no target dominates")
        let even = [plan("A", bytes: 30), plan("B", bytes: 40), plan("C", bytes: 30)]
        #expect(schedule(even, workers: 2) == [[], [1, 0, 2]])
        #expect(LintTarget.build(plans, facts: nil).map(\.name) == ["Widget", "App", "Empty", "Watch"])
    }
}
