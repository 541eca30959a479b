import Testing
import WakeLintCore

@testable import WakeLintEngine
@testable import WakeLintModel
@testable import WakeLintRules
@testable import WakeLintSwift

/// The loader lexes a Swift file only when its bytes may hold a suppression command, and parses none. Every file is
/// parsed when the index gets to it, which reads its imports on the way; a lint holds the trees rules read (by those
/// imports), and those several targets share, until it has linted their targets, and lets the others go.
@Suite struct LoaderResidencyTests {
    static func parse(_ path: String, _ text: String, budgets: TreeBudgets = TreeBudgets()) -> ProjectLoader.ParsedInput
    {
        ProjectLoader.parse(InputFile(displayPath: path, bytes: Array(text.utf8), kind: .swift), budgets: budgets)
    }

    @Test func onlyFilesThatMayHoldASuppressionAreLexedAndNoneIsParsed() throws {
        let plain = Self.parse("Plain.swift", "import UIKit\nfunc f() { g() }\n")
        let health = Self.parse("Health.swift", "import HealthKit\nlet store = HKHealthStore()\n")
        let member = Self.parse("Member.swift", "import struct BackgroundTasks.BGTaskScheduler\nfunc s() {}\n")
        let quiet = Self.parse("Quiet.swift", "// wakelint:disable hk-anchor-lost\nfunc q() {}\n")
        let mention = Self.parse("Mention.swift", "// HealthKit is mentioned, not imported\nfunc m() {}\n")
        for input in [plain, health, member, quiet, mention] {
            #expect(input.swift?.storage.hasTokens == false, "\(input.path)")
        }
        #expect(
            [plain, health, member, mention].allSatisfy { $0.swift?.storage.hasReadImports == false },
            "not lexed at all")
        #expect(quiet.swift?.storage.hasReadImports == true, "lexed once")
        #expect(plain.swift?.storage.hasTree == false)
        #expect(mention.swift?.storage.hasTree == false)
        #expect(quiet.swift?.storage.hasTree == false)
        #expect(health.swift?.storage.hasTree == false)
        #expect(member.swift?.storage.hasTree == false)
        #expect(quiet.suppressions.commands.count == 1)
        #expect(plain.suppressions.commands.isEmpty && mention.suppressions.commands.isEmpty)
        // Imports are read when asked (or when the index parses the file), the same either way.
        #expect(plain.swift?.imports == ["UIKit"])
        #expect(member.swift?.imports == ["BackgroundTasks.BGTaskScheduler"])
        #expect(mention.swift?.imports == [])
        #expect(plain.swift?.mayImport(anyOf: ["HealthKit"]) == false)
        #expect(mention.swift?.mayImport(anyOf: ["HealthKit"]) == true)
    }

    /// A lint holds the trees of the files rules read from indexing until their target is linted, so each is parsed
    /// once; within the kept-tree budget, beyond which such a tree is parsed again when read; and lets them go after.
    @Test func aLintHoldsTheTreesRulesReadWhileItLintsTheirTarget() {
        for keptBytes in [Int.max, 0] {
            let budgets = TreeBudgets(TreeResidency(keptBytes: keptBytes, recentBytes: 0))
            let files = [("Health.swift", FactResidencyTests.health), ("Other.swift", "func other() {}\n")]
                .map { SwiftFile(file: SourceFile(path: $0.0, text: $0.1), budgets: budgets) }
            let project = LoadedProject(
                targets: LintTarget.build(
                    [LintTarget.Plan(name: "App", swiftFiles: files, configurations: [.codeOnly])]),
                problems: [], suppressions: [:], sources: [:], fileCount: 2)
            _ = Linter().lint(project, problems: [])
            #expect((files[0].storage.parses == 1) == (keptBytes == .max), "kept bytes \(keptBytes)")
            #expect(files[1].storage.parses == 1, "a file rules do not read is parsed for the index alone")
            // Other.swift's tree is the last made, the one `RecentlyMade` keeps whatever its budget.
            if keptBytes == .max { #expect(!files[0].storage.hasTree, "let go after") }
        }
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
            targets: LintTarget.build(plans), problems: [], suppressions: [:], sources: [:],
            fileCount: 4)
        _ = Linter().lint(project, problems: [])
        #expect(files.map(\.storage.parses) == [1, 1, 1, 1])
        #expect(files.filter { $0.storage.hasTree }.count <= 1, "held trees let go after")
    }

    /// A target's Swift model is built when first read; released, it goes, and read again it is built again, the
    /// same (parsing is deterministic).
    @Test func aTargetsModelIsBuiltWhenReadAndBuiltAgainTheSameAfterRelease() {
        let files = [
            SwiftFile(file: SourceFile(path: "App.swift", text: "func app() { shared() }\nfunc shared() {}\n")),
            SwiftFile(file: SourceFile(path: "Model.swift", text: "struct Model { func load() { app() } }\n")),
        ]
        let targets = LintTarget.build(
            [LintTarget.Plan(name: "App", swiftFiles: files, configurations: [.codeOnly])])
        let model = targets[0].swift
        #expect(!model.isBuilt, "nothing is built before it is read")
        let sites = model.index.callSites.map { "\($0.calleeName ?? "") \($0.range)" }
        #expect(model.isBuilt)
        model.release()
        #expect(!model.isBuilt)
        #expect(model.index.callSites.map { "\($0.calleeName ?? "") \($0.range)" } == sites)
        #expect(sites.count == 2)
    }

    /// A lint builds the model of each target it lints and lets it go once its rules ran, while other targets are
    /// still to be started; the models of the targets linted last stay, like the result, to the end of the run. A
    /// model built before the lint (by whoever holds the project) stays built.
    @Test func aLintLetsGoOfTheModelsItBuiltWhileOtherTargetsWait() {
        func file(_ name: String, bytes: Int) -> SwiftFile {
            SwiftFile(
                file: SourceFile(
                    path: "\(name).swift", text: "func \(name)() {}" + String(repeating: " ", count: bytes)))
        }
        // App holds most of the bytes, so it is linted alone, first, before the others start.
        let plans = [
            LintTarget.Plan(name: "App", swiftFiles: [file("app", bytes: 800)], configurations: [.codeOnly]),
            LintTarget.Plan(name: "Widget", swiftFiles: [file("widget", bytes: 10)], configurations: [.codeOnly]),
            LintTarget.Plan(name: "Watch", swiftFiles: [file("watch", bytes: 10)], configurations: [.codeOnly]),
        ]
        let project = LoadedProject(
            targets: LintTarget.build(plans), problems: [], suppressions: [:], sources: [:],
            fileCount: 3)
        _ = project.targets[2].swift.index
        _ = Linter().lint(project, problems: [])
        #expect(!project.targets[0].swift.isBuilt, "let go: the others were still to start")
        #expect(project.targets[2].swift.isBuilt, "built before the lint")
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
