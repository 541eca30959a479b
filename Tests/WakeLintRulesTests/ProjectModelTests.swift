import Foundation
import Testing
import WakeLintCore
import WakeLintProject
import WakeLintSwift

@testable import WakeLintEngine
@testable import WakeLintModel
@testable import WakeLintRules

/// The project model rules see: targets × configurations with their Info.plist (file + generated keys),
/// entitlements, bundle identifier and Swift files, resolved as Xcode resolves them.
@Suite struct ProjectModelTests {
    /// A small project: one object per line, one target per entry, `[configuration: [setting: value]]`.
    static func pbxproj(
        _ targets: [(name: String, type: String, sources: [String], settings: [String: [String: String]])],
        files: [String], dependencies: [String: [String]] = [:]
    ) -> String {
        func quoted(_ value: String) -> String { "\"\(value.replacingOccurrences(of: "\"", with: "\\\""))\"" }
        var lines = ["// !$*UTF8*$!", "{", "\tobjects = {"]
        lines.append(
            "\t\tP1 = {isa = PBXProject; mainGroup = G1; buildConfigurationList = PL; targets = (\(targets.indices.map { "T\($0)" }.joined(separator: ", "))); };"
        )
        lines.append(
            "\t\tG1 = {isa = PBXGroup; children = (\(files.indices.map { "F\($0)" }.joined(separator: ", "))); sourceTree = \"<group>\"; };"
        )
        for (index, file) in files.enumerated() {
            lines.append(
                "\t\tF\(index) = {isa = PBXFileReference; path = \(quoted(file)); sourceTree = \"<group>\"; };")
        }
        lines.append("\t\tPL = {isa = XCConfigurationList; buildConfigurations = (PD, PR); };")
        lines.append("\t\tPD = {isa = XCBuildConfiguration; name = Debug; buildSettings = { }; };")
        lines.append("\t\tPR = {isa = XCBuildConfiguration; name = Release; buildSettings = { }; };")
        for (index, target) in targets.enumerated() {
            let buildFiles = target.sources.map { "B\(index)_\(files.firstIndex(of: $0)!)" }
            let needed = (dependencies[target.name] ?? []).compactMap { name in targets.firstIndex { $0.name == name } }
            lines.append(
                "\t\tT\(index) = {isa = PBXNativeTarget; name = \(quoted(target.name)); productType = \(quoted(target.type)); buildConfigurationList = L\(index); buildPhases = (S\(index)); dependencies = (\(needed.map { "DEP\(index)_\($0)" }.joined(separator: ", "))); };"
            )
            for other in needed {
                lines.append("\t\tDEP\(index)_\(other) = {isa = PBXTargetDependency; target = T\(other); };")
            }
            lines.append(
                "\t\tS\(index) = {isa = PBXSourcesBuildPhase; files = (\(buildFiles.joined(separator: ", "))); };")
            for source in target.sources {
                let file = files.firstIndex(of: source)!
                lines.append("\t\tB\(index)_\(file) = {isa = PBXBuildFile; fileRef = F\(file); };")
            }
            lines.append("\t\tL\(index) = {isa = XCConfigurationList; buildConfigurations = (D\(index), R\(index)); };")
            for (id, name) in [("D", "Debug"), ("R", "Release")] {
                let settings = (target.settings[name] ?? [:]).sorted { $0.key < $1.key }.map {
                    " \($0.key) = \(quoted($0.value));"
                }.joined()
                lines.append(
                    "\t\t\(id)\(index) = {isa = XCBuildConfiguration; name = \(name); buildSettings = {\(settings) }; };"
                )
            }
        }
        lines += ["\t};", "\trootObject = P1;", "}"]
        return lines.joined(separator: "\n")
    }

    static let app = "com.apple.product-type.application"

    static func input(_ path: String, _ text: String) -> InputFile {
        InputFile(displayPath: path, bytes: Array(text.utf8), kind: InputKind(path: path) ?? .plist)
    }

    static func plist(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\(body)\n</dict>\n</plist>\n"
    }

    /// A missing key in an Info.plist that could not be read is a doubt, never a fact: every finding that
    /// depends on it says so, and its note says what could not be checked instead of "this Info.plist has no".
    @Test func keysOfAnUnreadInfoPlistAreDoubtsNotFacts() throws {
        let settings = ["INFOPLIST_FILE": "App/Info.plist"]
        let project = Self.pbxproj(
            [("App", Self.app, ["App/Sync.swift"], ["Debug": settings, "Release": settings])], files: ["App/Sync.swift"]
        )
        let result = Linter().lint([
            Self.input("App.xcodeproj/project.pbxproj", project),
            Self.input(
                "App/Sync.swift",
                """
                import BackgroundTasks
                func schedule() {
                    BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.sync", using: nil) { task in task.setTaskCompleted(success: true) }
                    do { try BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: "com.example.sync")) } catch { print(error) }
                }
                """),
        ])
        let infoPlistFindings = result.findings.filter {
            ["bg-identifier-not-permitted", "bg-background-mode"].contains($0.rule.rawValue)
        }
        #expect(Set(infoPlistFindings.map(\.rule.rawValue)) == ["bg-identifier-not-permitted", "bg-background-mode"])
        for finding in infoPlistFindings {
            #expect(
                finding.message.hasSuffix("which wakelint could not read, so this may be a false alarm"),
                "\(finding.rule): \(finding.message)")
            #expect(!finding.related.contains { $0.message.hasPrefix("this Info.plist has no") }, "\(finding.rule)")
        }
    }

    @Test func generatedKeysFollowXcodesAllowList() throws {
        let settings = [
            "GENERATE_INFOPLIST_FILE": "YES",
            "INFOPLIST_KEY_NSHealthShareUsageDescription": "Reads $(PRODUCT_NAME) steps",
            "INFOPLIST_KEY_UIBackgroundModes": "fetch", "PRODUCT_NAME": "Stride",
        ]
        let project = Self.pbxproj([("App", Self.app, [], ["Debug": settings, "Release": settings])], files: [])
        let loaded = ProjectLoader.load([Self.input("App.xcodeproj/project.pbxproj", project)])
        let configuration = try #require(loaded.targets.first?.configurations.first)
        #expect(configuration.name == "Debug")
        #expect(configuration.infoPlist.value("NSHealthShareUsageDescription")?.string?.value == "Reads Stride steps")
        #expect(configuration.infoPlist.value("UIBackgroundModes") == nil)
        #expect(
            Set(configuration.infoPlistKeySettings.map(\.name)) == [
                "INFOPLIST_KEY_NSHealthShareUsageDescription", "INFOPLIST_KEY_UIBackgroundModes",
            ])
        #expect(
            configuration.infoPlistKeySettings.allSatisfy {
                $0.location.path == "App.xcodeproj/project.pbxproj" && $0.location.line == 12
            })
    }

    @Test func nothingIsGeneratedWithoutGenerateInfoPlistFile() throws {
        let settings = ["INFOPLIST_KEY_NSHealthShareUsageDescription": "Reads steps"]
        let project = Self.pbxproj([("App", Self.app, [], ["Debug": settings, "Release": settings])], files: [])
        let loaded = ProjectLoader.load([Self.input("App.xcodeproj/project.pbxproj", project)])
        #expect(loaded.targets.first?.configurations.first?.infoPlist.value("NSHealthShareUsageDescription") == nil)
    }

    @Test func plistStringsAndBundleIdentifiersAreExpandedPerConfiguration() throws {
        let project = Self.pbxproj(
            [
                (
                    "App", Self.app, [],
                    [
                        "Debug": [
                            "INFOPLIST_FILE": "App/Info.plist", "PRODUCT_BUNDLE_IDENTIFIER": "com.example.app.debug",
                        ],
                        "Release": [
                            "INFOPLIST_FILE": "App/Info.plist", "PRODUCT_BUNDLE_IDENTIFIER": "com.example.app",
                        ],
                    ]
                )
            ], files: ["App/Info.plist"])
        let info = Self.plist(
            """
            <key>CFBundleIdentifier</key><string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
            <key>BGTaskSchedulerPermittedIdentifiers</key><array><string>$(PRODUCT_BUNDLE_IDENTIFIER).refresh</string></array>
            """)
        let loaded = ProjectLoader.load([
            Self.input("App.xcodeproj/project.pbxproj", project), Self.input("App/Info.plist", info),
        ])
        let configurations = try #require(loaded.targets.first?.configurations)
        #expect(configurations.map(\.bundleIdentifier) == ["com.example.app.debug", "com.example.app"])
        let identifiers = configurations.map {
            $0.infoPlist.value("BGTaskSchedulerPermittedIdentifiers")?.strings?.map(\.value)
        }
        #expect(identifiers == [["com.example.app.debug.refresh"], ["com.example.app.refresh"]])
        let written = try #require(
            configurations.first?.infoPlist.value("BGTaskSchedulerPermittedIdentifiers")?.strings?.first)
        #expect(written.written == "$(PRODUCT_BUNDLE_IDENTIFIER).refresh")
        #expect(written.location == SourceLocation(path: "App/Info.plist", line: 5, column: 54))
    }

    @Test func entitlementsAreChosenPerConfiguration() throws {
        let project = Self.pbxproj(
            [
                (
                    "App", Self.app, ["App/Sync.swift"],
                    [
                        "Debug": ["CODE_SIGN_ENTITLEMENTS": "App/Debug.entitlements"], "Release": [:],
                    ]
                )
            ], files: ["App/Sync.swift", "App/Debug.entitlements"])
        let loaded = ProjectLoader.load([
            Self.input("App.xcodeproj/project.pbxproj", project), Self.input("App/Sync.swift", "let x = 1\n"),
            Self.input("App/Debug.entitlements", Self.plist("<key>com.apple.developer.healthkit</key><true/>")),
        ])
        let target = try #require(loaded.targets.first)
        #expect(target.swiftSources.map(\.file.path) == ["App/Sync.swift"])
        #expect(target.configurations.map { $0.entitlements.isTrue("com.apple.developer.healthkit") } == [true, false])
        #expect(target.configurations[1].entitlements.reference == nil)
    }

    /// The parsed files answer for a path in another letter case, and list the Swift files under a folder, with
    /// the files added after the first question counted too.
    @Test func parsedFilesKeepTheirPathIndexesAsFilesAreAdded() throws {
        let budgets = TreeBudgets(TreeResidency())
        func parsed(_ path: String, _ kind: InputKind = .swift) -> ProjectLoader.ParsedInput {
            ProjectLoader.parse(
                InputFile(displayPath: path, bytes: Array("let x = 1\n".utf8), kind: kind), budgets: budgets)
        }
        var files = ParsedFiles(budgets: budgets) { _ in nil }
        files.add(parsed("App/Sources/A.swift"))
        files.add(parsed("App/Info.plist", .plist))
        #expect(files.file(at: "app/sources/a.swift", kind: .swift)?.path == "App/Sources/A.swift")
        #expect(files.swiftFiles(under: "App/Sources").map(\.path) == ["App/Sources/A.swift"])
        files.add(parsed("App/Sources/0.swift"))
        files.add(parsed("App/Sources/Z.swift"))
        files.add(parsed("App/Sources/B.plist", .plist))
        #expect(
            files.swiftFiles(under: "App/Sources").map(\.path) == [
                "App/Sources/0.swift", "App/Sources/A.swift", "App/Sources/Z.swift",
            ])
        #expect(files.file(at: "APP/SOURCES/Z.SWIFT", kind: .swift)?.path == "App/Sources/Z.swift")
        // Two files that differ only in letter case: neither is the one meant.
        files.add(parsed("App/sources/a.swift"))
        #expect(files.file(at: "APP/SOURCES/A.SWIFT", kind: .swift) == nil)
    }

    @Test func filesOutsideTheInputsAreReadOnceAndMissingOnesStayVisible() throws {
        let settings = [
            "INFOPLIST_FILE": "../Shared/Info.plist", "CODE_SIGN_ENTITLEMENTS": "$(SIGNING)/App.entitlements",
        ]
        let project = Self.pbxproj([("App", Self.app, [], ["Debug": settings, "Release": settings])], files: [])
        let reads = Counter()
        let loaded = ProjectLoader.load([Self.input("App/App.xcodeproj/project.pbxproj", project)]) { path in
            reads.paths.append(path)
            return path == "Shared/Info.plist"
                ? FileRead(
                    path: path,
                    bytes: Array(Self.plist("<key>UIBackgroundModes</key><array><string>fetch</string></array>").utf8))
                : nil
        }
        #expect(reads.paths == ["Shared/Info.plist"])
        let configuration = try #require(loaded.targets.first?.configurations.last)
        #expect(configuration.infoPlist.value("UIBackgroundModes")?.strings?.map(\.value) == ["fetch"])
        #expect(configuration.entitlements.reference?.state == .unresolved(references: ["SIGNING"]))
        #expect(configuration.entitlements.doubt?.contains("may be a false alarm") == true)
        #expect(loaded.problems.contains { $0.message.contains("'$(SIGNING)'") })
    }

    @Test func testTargetsAndFrameworksAreNotLinted() {
        let project = Self.pbxproj(
            [
                ("App", Self.app, [], [:]), ("AppTests", "com.apple.product-type.bundle.unit-test", [], [:]),
                ("Kit", "com.apple.product-type.framework", [], [:]),
                ("Widget", "com.apple.product-type.app-extension", [], [:]),
            ], files: [])
        let loaded = ProjectLoader.load([Self.input("App.xcodeproj/project.pbxproj", project)])
        #expect(loaded.targets.map(\.name) == ["App", "Widget"])
    }

    static let framework = "com.apple.product-type.framework"

    /// An app's code includes the frameworks and libraries of the project it depends on, through frameworks
    /// that depend on frameworks; an extension's does not (background work is an app feature), nor does a
    /// framework only the tests link, which is judged alone instead. A file both compile stays the app's own.
    @Test func appsIncludeTheCodeOfTheFrameworksTheyDependOn() {
        let files = [
            "App/AppDelegate.swift", "Kit/Sync.swift", "Kit/Shared.swift", "Core/Log.swift", "DebugKit/Cleanup.swift",
            "Widget/Provider.swift",
        ]
        let project = Self.pbxproj(
            [
                ("App", Self.app, ["App/AppDelegate.swift", "Kit/Shared.swift"], [:]),
                ("Kit", Self.framework, ["Kit/Sync.swift", "Kit/Shared.swift"], [:]),
                ("Core", "com.apple.product-type.library.static", ["Core/Log.swift"], [:]),
                ("DebugKit", Self.framework, ["DebugKit/Cleanup.swift"], [:]),
                ("AppTests", "com.apple.product-type.bundle.unit-test", [], [:]),
                ("Widget", "com.apple.product-type.app-extension", ["Widget/Provider.swift"], [:]),
            ], files: files,
            dependencies: [
                "App": ["Kit", "Widget"], "Kit": ["Core"], "AppTests": ["App", "DebugKit"], "Widget": ["Kit"],
            ])
        let loaded = ProjectLoader.load(
            [Self.input("App.xcodeproj/project.pbxproj", project)] + files.map { Self.input($0, "func f() {}") })
        #expect(loaded.targets.map(\.name) == ["App", "Widget", "DebugKit"])
        #expect(
            loaded.targets.map { $0.swift.files.map(\.source.file.path) } == [
                ["App/AppDelegate.swift", "Kit/Shared.swift", "Kit/Sync.swift", "Core/Log.swift"],
                ["Widget/Provider.swift"],
                ["DebugKit/Cleanup.swift"],
            ])
        #expect(loaded.targets.map(\.isCodeOnly) == [false, false, true])
        #expect(loaded.targets.first?.linkedLibraryFiles == ["Kit/Sync.swift", "Core/Log.swift"])
    }

    /// A framework no app links is judged only as far as its files are among the linted ones: CocoaPods' project
    /// (reached through a development pod's `_Pods.xcodeproj` link) names the pods under the skipped `Pods/`, which
    /// are third-party code and are not read from disk for it.
    @Test func frameworksNoAppLinksAreJudgedOnlyFromTheLintedFiles() {
        let project = Self.pbxproj(
            [
                ("Alamofire", Self.framework, ["Pods/Alamofire/Session.swift"], [:]),
                ("Kit", Self.framework, ["Kit/Sync.swift"], [:]),
            ],
            files: ["Pods/Alamofire/Session.swift", "Kit/Sync.swift"])
        let reads = Counter()
        let loaded = ProjectLoader.load([
            Self.input("_Pods.xcodeproj/project.pbxproj", project), Self.input("Kit/Sync.swift", "func f() {}"),
        ]) { path in
            reads.paths.append(path)
            return FileRead(path: path, bytes: Array("func g() {}".utf8))
        }
        #expect(loaded.targets.map(\.name) == ["Kit"])
        #expect(loaded.targets.map(\.isCodeOnly) == [true])
        #expect(reads.paths.isEmpty)
    }

    /// Beside an Xcode project, a Swift package's `Sources` that no target compiles is one target judged on its
    /// code alone (the innermost package holding each file); its tests, its manifest, files of the package a
    /// target does compile, and Swift files outside any target or package are not linted.
    @Test func packageSourcesNoTargetCompilesAreJudgedAlone() {
        let files = [
            "Example/App/AppDelegate.swift", "Package.swift", "Sources/Pulse/Observer.swift",
            "Sources/Pulse/Shared.swift",
            "Tests/PulseTests/ObserverTests.swift", "Legacy/Old.swift",
            "Plugins/Lint/Package.swift", "Plugins/Lint/Sources/Lint/Main.swift",
        ]
        let project = Self.pbxproj(
            [("App", Self.app, ["App/AppDelegate.swift", "../Sources/Pulse/Shared.swift"], [:])],
            files: ["App/AppDelegate.swift", "../Sources/Pulse/Shared.swift"])
        let loaded = ProjectLoader.load(
            [Self.input("Example/App.xcodeproj/project.pbxproj", project)]
                + files.map { path in
                    Self.input(
                        path,
                        path == "Package.swift"
                            ? #"let package = Package(name: "PulseKit", targets: [])"# : "func f() {}")
                })
        #expect(loaded.targets.map(\.name) == ["App", "PulseKit", "Lint"])
        #expect(loaded.targets.map(\.isCodeOnly) == [false, true, true])
        #expect(
            loaded.targets.map { $0.swift.files.map(\.source.file.path) } == [
                ["Example/App/AppDelegate.swift", "Sources/Pulse/Shared.swift"], ["Sources/Pulse/Observer.swift"],
                ["Plugins/Lint/Sources/Lint/Main.swift"],
            ])
        #expect(loaded.targets.allSatisfy { !$0.isCodeOnly || !$0.describesAppBundle })
    }

    /// A framework's code counts as present for the app (its registration is a registration) and is checked by
    /// the rules that judge code alone (the swallowed `submit` error) where it is; a finding that depends on the
    /// app's Info.plist (an identifier it does not permit) is placed at the app's own call that runs that code,
    /// with the framework's call as the first related place.
    @Test(arguments: [true, false])
    func linkedFrameworkCodeGetsTheFindingsThatRestOnCodeAlone(_ inFramework: Bool) throws {
        let settings = ["INFOPLIST_FILE": "App/Info.plist"]
        let scheduler = inFramework ? "Kit/Scheduler.swift" : "App/Scheduler.swift"
        let project = Self.pbxproj(
            [
                (
                    "App", Self.app, inFramework ? ["App/AppDelegate.swift"] : ["App/AppDelegate.swift", scheduler],
                    ["Debug": settings, "Release": settings]
                ),
                ("Kit", Self.framework, inFramework ? [scheduler] : [], [:]),
            ], files: ["App/AppDelegate.swift", scheduler], dependencies: ["App": ["Kit"]])
        let result = Linter().lint([
            Self.input("App.xcodeproj/project.pbxproj", project),
            Self.input(
                "App/Info.plist",
                Self.plist(
                    """
                    <key>BGTaskSchedulerPermittedIdentifiers</key><array><string>com.example.sync</string><string>com.example.cleanup</string></array>
                    <key>UIBackgroundModes</key><array><string>fetch</string></array>
                    """)),
            Self.input(
                "App/AppDelegate.swift",
                """
                import UIKit
                @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        Scheduler.shared.register()
                        return true
                    }
                }
                """),
            Self.input(
                scheduler,
                """
                import BackgroundTasks
                public final class Scheduler {
                    public static let shared = Scheduler()
                    public func register() {
                        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.sync", using: nil) { task in
                            self.schedule()
                            task.setTaskCompleted(success: true)
                        }
                        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.other", using: nil) { task in
                            task.setTaskCompleted(success: true)
                        }
                    }
                    func schedule() {
                        try? BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: "com.example.sync"))
                    }
                }
                """),
        ])
        let placed = result.findings.map { "\($0.rule.rawValue) \($0.location.path)" }.sorted()
        #expect(
            placed
                == (inFramework
                    ? [
                        "bg-identifier-not-permitted App/AppDelegate.swift",
                        "bg-identifier-unregistered App/Info.plist",
                        "bg-submit-error-swallowed Kit/Scheduler.swift",
                    ]
                    : [
                        "bg-identifier-not-permitted App/Scheduler.swift", "bg-identifier-unregistered App/Info.plist",
                        "bg-submit-error-swallowed App/Scheduler.swift",
                    ]))
        if inFramework {
            let moved = try #require(result.findings.first { $0.rule == "bg-identifier-not-permitted" })
            #expect(moved.location.line == 4)
            #expect(moved.related.first?.location.path == "Kit/Scheduler.swift")
            #expect(moved.related.first?.location.line == 9, "the registration of com.example.other")
        }
    }

    @Test(arguments: ["{ objects = { ", "// !$*UTF8*$!\n{ objects = (1, 2); rootObject = X; }", "\u{0}\u{1}binary"])
    func malformedProjectsAreProblemsAndTheImplicitTargetRemains(_ text: String) throws {
        let loaded = ProjectLoader.load([
            Self.input("App.xcodeproj/project.pbxproj", text), Self.input("App/Sync.swift", "let x = 1\n"),
        ])
        #expect(loaded.problems.contains { $0.path == "App.xcodeproj/project.pbxproj" })
        let target = try #require(loaded.targets.first)
        #expect(target.isImplicit && target.swiftSources.count == 1)
    }

    /// Every prefix of a real project (truncated downloads, merge accidents) loads without a crash and is
    /// reported as a problem of that file, while linting goes on with the implicit target.
    @Test func truncatedProjectsNeverCrash() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let path = root.appendingPathComponent("testdata/projects/StrideFamily/Stride.xcodeproj/project.pbxproj").path
        let bytes = try #require(FileManager.default.contents(atPath: path).map { [UInt8]($0) })
        for length in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 97)) {
            let loaded = ProjectLoader.load([
                InputFile(
                    displayPath: "Stride.xcodeproj/project.pbxproj", bytes: Array(bytes[..<length]), kind: .pbxproj)
            ])
            #expect(
                loaded.problems.contains { $0.path == "Stride.xcodeproj/project.pbxproj" }, "prefix of \(length) bytes")
            #expect(loaded.targets.map(\.isImplicit) == [true])
        }
    }

    @Test func malformedXCConfigLinesAreProblems() {
        let loaded = ProjectLoader.load([Self.input("Config/App.xcconfig", "GOOD = 1\nthis line has no equals sign\n")])
        #expect(
            loaded.problems.contains { $0.path == "Config/App.xcconfig" && $0.message.hasPrefix("malformed xcconfig") })
    }

    @Test func withoutAProjectEveryFileFormsOneTarget() throws {
        let loaded = ProjectLoader.load([
            Self.input("A/Info.plist", Self.plist("")), Self.input("B/App.entitlements", Self.plist("")),
            Self.input("A/S.swift", ""),
        ])
        let target = try #require(loaded.targets.first)
        #expect(loaded.targets.count == 1 && target.isImplicit && target.configurations.count == 1)
        #expect(target.configurations[0].name == nil)
        #expect(
            target.infoPlists.map(\.path) == ["A/Info.plist"]
                && target.entitlements.map(\.path) == ["B/App.entitlements"])
    }
}

/// Records the paths a `readFile` closure was asked for.
private final class Counter: @unchecked Sendable {
    var paths: [String] = []
}
