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

    /// A target's Swift model is built when first read; released, it goes, and read again it is built again, the
    /// same (parsing is deterministic).
    @Test func aTargetsModelIsBuiltWhenReadAndBuiltAgainTheSameAfterRelease() {
        let files = [
            SwiftFile(file: SourceFile(path: "App.swift", text: "func app() { shared() }\nfunc shared() {}\n")),
            SwiftFile(file: SourceFile(path: "Model.swift", text: "struct Model { func load() { app() } }\n")),
        ]
        let targets = LintTarget.build(
            [LintTarget.Plan(name: "App", swiftFiles: files, configurations: [.codeOnly])], facts: nil)
        let model = targets[0].swift
        #expect(!model.isBuilt, "nothing is built before it is read")
        let sites = model.index.callSites.map { "\($0.calleeName ?? "") \($0.range)" }
        #expect(model.isBuilt)
        model.release()
        #expect(!model.isBuilt)
        #expect(model.index.callSites.map { "\($0.calleeName ?? "") \($0.range)" } == sites)
        #expect(sites.count == 2)
    }

    /// A lint builds the models of the targets it lints and lets each go after its rules ran; a model built before
    /// the lint (by whoever holds the project) stays built.
    @Test func aLintLetsGoOfTheModelsItBuilt() {
        let inputs = [
            InputFile(displayPath: "App.swift", bytes: Array("func app() {}\n".utf8), kind: .swift),
            InputFile(displayPath: "Package.swift", bytes: Array("// swift-tools-version:5.9\n".utf8), kind: .swift),
        ]
        let linter = Linter()
        let project = ProjectLoader.load(inputs, facts: CodeFacts.make)
        #expect(project.targets.allSatisfy { !$0.swift.isBuilt })
        _ = linter.lint(project, problems: [])
        #expect(project.targets.allSatisfy { !$0.swift.isBuilt })
        _ = project.targets[0].swift.index
        _ = linter.lint(project, problems: [])
        #expect(project.targets[0].swift.isBuilt)
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

    /// A file several targets compile is parsed once for all their indexes: a lint holds its tree until the last of
    /// them is linted, and lets it go after.
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
        let project = LoadedProject(
            targets: LintTarget.build(plans, facts: CodeFacts.make), problems: [], suppressions: [:], sources: [:],
            fileCount: 4)
        _ = Linter().lint(project, problems: [])
        #expect(files.map(\.storage.parses) == [1, 1, 1, 1])
        #expect(files.filter { $0.storage.hasTree }.count <= 1, "held trees let go after")
    }

    /// Targets are linted largest first; one holding a worker's share of all the Swift bytes is linted alone, so its
    /// index and rules run on every core, and the rest side by side.
    @Test func targetsAreLintedLargestFirstAndADominantOneAlone() {
        func schedule(_ bytes: [Int], workers: Int) -> [[Int]] {
            let schedule = Linter.Schedule(swiftBytes: bytes, workers: workers)
            return [schedule.alone, schedule.together]
        }
        // Widget, App, an empty target, Watch.
        #expect(schedule([10, 80, 0, 10], workers: 2) == [[1], [0, 3, 2]])
        #expect(schedule([10, 80, 0, 10], workers: 1) == [[], [1, 0, 3, 2]], "on one core no target dominates")
        #expect(schedule([30, 40, 30], workers: 2) == [[], [1, 0, 2]])
    }
}
