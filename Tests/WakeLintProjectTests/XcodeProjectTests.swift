import Testing
import WakeLintCore

@testable import WakeLintProject

@Suite struct XcodeProjectTests {
    static func project() throws -> (XcodeProject, SourceFile) {
        let file = try fixture("pbxproj/Pulse.xcodeproj/project.pbxproj")
        return (try XcodeProject.read(file).get(), file)
    }

    /// One line per target and configuration: what the linter needs from a project at a glance.
    static func outline(_ project: XcodeProject) -> String {
        var lines = [
            "project objectVersion=\(project.objectVersion ?? "-") default=\(project.defaultConfigurationName ?? "-")"
        ]
        func configurations(_ list: [BuildConfiguration], indent: String) {
            for configuration in list {
                let base = configuration.baseConfiguration.map { " base=\($0.resolvedPath ?? "?")" } ?? ""
                lines.append("\(indent)\(configuration.name)\(base) settings=\(configuration.settings.count)")
            }
        }
        configurations(project.configurations, indent: "  ")
        for target in project.targets {
            lines.append(
                "target '\(target.name)' \(target.productType) default=\(target.defaultConfigurationName ?? "-")")
            configurations(target.configurations, indent: "  ")
            lines.append("  swift: " + target.swiftSources.map { $0.resolvedPath ?? "?" }.joined(separator: ", "))
            for folder in target.synchronizedFolders {
                lines.append(
                    "  folder \(folder.resolvedPath ?? "?") except \(folder.membershipExceptions(for: target.id))")
            }
            let dependencies = target.dependencyIDs.compactMap { id in project.targets.first { $0.id == id }?.name }
            if !dependencies.isEmpty { lines.append("  depends on \(dependencies)") }
        }
        return lines.joined(separator: "\n")
    }

    /// Merge leftovers: an object written twice alike is read as one, with no issue; written twice differently,
    /// the first is used and the issue names both lines.
    @Test func repeatedObjectsAreReadOnce() throws {
        let file = try fixture("pbxproj/Pulse.xcodeproj/project.pbxproj")
        var lines = String(decoding: file.bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        let index = try #require(lines.firstIndex { $0.contains("A10000000000000000000001 ") })
        let (original, _) = try Self.project()

        var alike = lines
        alike.insert(lines[index].replacingOccurrences(of: "; };", with: ";\n\t\t};"), at: index + 1)
        let read = try XcodeProject.read(SourceFile(path: file.path, text: alike.joined(separator: "\n"))).get()
        #expect(Self.outline(read) == Self.outline(original))
        #expect(read.issues == original.issues)

        lines.insert(
            lines[index].replacingOccurrences(of: "F10000000000000000000001", with: "F10000000000000000000002"),
            at: index + 1)
        let conflicting = SourceFile(path: file.path, text: lines.joined(separator: "\n"))
        let problems = try XcodeProject.read(conflicting).get().issues.map { $0.inputProblem(in: conflicting).message }
        #expect(
            problems.contains(
                "line \(index + 2): 'A10000000000000000000001' is written again with a different value (first on line \(index + 1)); the first is used"
            ))
        #expect(
            try XcodeProject.read(conflicting).get().targets.map(\.swiftSources.count)
                == original.targets.map(\.swiftSources.count))
    }

    @Test func readsTargetsConfigurationsSourcesAndFolders() throws {
        let (project, _) = try Self.project()
        #expect(project.issues.isEmpty)
        #expect(
            Self.outline(project) == """
                project objectVersion=77 default=Release
                  Debug base=Config/Shared.xcconfig settings=9
                  Release base=Config/Shared.xcconfig settings=7
                target 'Pulse' application default=Release
                  Debug base=Config/App.xcconfig settings=14
                  Release settings=12
                  swift: Pulse/PulseApp.swift, Pulse/Health/HealthObserver.swift, Pulse/Background/BackgroundScheduler.swift, Shared/Shared.swift, /Users/dev/Shared/Secrets.swift
                  depends on ["PulseWidgetExtension", "Pulse Watch App"]
                target 'PulseWidgetExtension' appExtension default=Release
                  Debug settings=8
                  Release settings=8
                  swift: PulseWidget/PulseWidget.swift, Shared/Shared.swift
                target 'Pulse Watch App' application default=Release
                  Debug settings=9
                  Release settings=9
                  swift: \("")
                  folder Pulse Watch App except ["Info.plist", "Preview Content/PreviewData.swift"]
                target 'PulseTests' unitTest default=Release
                  Debug settings=4
                  Release settings=4
                  swift: PulseTests/PulseTests.swift
                """)
    }

    @Test func buildSettingsKeepTheirTextAndPositions() throws {
        let (project, file) = try Self.project()
        let app = try #require(project.target(named: "Pulse"))
        let debug = try #require(app.configuration(named: "Debug"))
        let modes = try #require(debug["INFOPLIST_KEY_UIBackgroundModes"])
        #expect(modes.value == .string("fetch"))
        #expect(modes.location(in: file)?.description == "pbxproj/Pulse.xcodeproj/project.pbxproj:427:5")
        #expect(file.text(try #require(modes.valueRange)) == "fetch")
        #expect(debug["PRODUCT_NAME"]?.value == .string("$(TARGET_NAME)"))
        #expect(file.text(try #require(debug["PRODUCT_NAME"]?.valueRange)) == "\"$(TARGET_NAME)\"")
        #expect(
            debug["INFOPLIST_KEY_NSHealthShareUsageDescription"]?.text
                == "Pulse reads your heart rate to spot \"trends\".")
        #expect(debug["LD_RUNPATH_SEARCH_PATHS"]?.value == .list(["$(inherited)", "@executable_path/Frameworks"]))
        #expect(debug["LD_RUNPATH_SEARCH_PATHS"]?.text == "$(inherited) @executable_path/Frameworks")
        // A conditional setting is kept apart from the unconditional lookup.
        #expect(debug["OTHER_SWIFT_FLAGS"] == nil)
        let conditional = try #require(debug.settings(named: "OTHER_SWIFT_FLAGS").first)
        #expect(conditional.key == "OTHER_SWIFT_FLAGS[sdk=iphonesimulator*]")
        #expect(conditional.conditions == [BuildSettingCondition(parameter: "sdk", pattern: "iphonesimulator*")])
        #expect(app.configuration(named: "Release")?["INFOPLIST_KEY_UIBackgroundModes"] == nil)
    }

    @Test func watchAppsAreRecognisedByTheirSDK() throws {
        let (project, _) = try Self.project()
        let watch = try #require(project.target(named: "Pulse Watch App"))
        #expect(project.writtenSetting("SDKROOT", target: watch, configuration: "Debug")?.text == "watchos")
        let app = try #require(project.target(named: "Pulse"))
        // Not written on the target: the project level answers.
        #expect(project.writtenSetting("SDKROOT", target: app, configuration: "Release")?.text == "iphoneos")
        #expect(project.writtenSetting("SDKROOT", target: app, configuration: "Profile") == nil)
        #expect(app.productType.isApplication && !app.productType.isTest)
    }

    @Test func fileReferencesResolveThroughEverySourceTree() throws {
        let (project, _) = try Self.project()
        let byName = Dictionary(project.fileReferences.values.map { ($0.displayName + " " + $0.isa, $0) }) { first, _ in
            first
        }
        #expect(
            byName["WidgetKit.framework PBXFileReference"]?.resolvedPath
                == "$(SDKROOT)/System/Library/Frameworks/WidgetKit.framework")
        #expect(byName["Pulse.app PBXFileReference"]?.resolvedPath == "$(BUILT_PRODUCTS_DIR)/Pulse.app")
        #expect(byName["Pulse.entitlements PBXFileReference"]?.resolvedPath == "Pulse/Pulse.entitlements")
        #expect(byName["Frameworks PBXGroup"]?.resolvedPath == "")
        #expect(byName["Background PBXGroup"]?.resolvedPath == "Pulse")
        #expect(byName["Pulse Watch App PBXFileSystemSynchronizedRootGroup"]?.resolvedPath == "Pulse Watch App")
        #expect(project.objects.count == 73)
        #expect(project.objects[project.projectID]?.isa == "PBXProject")
    }

    @Test func synchronizedFolderMembershipFollowsTheExceptions() throws {
        let (project, _) = try Self.project()
        let watch = try #require(project.target(named: "Pulse Watch App"))
        let app = try #require(project.target(named: "Pulse"))
        let folder = try #require(watch.synchronizedFolders.first)
        #expect(folder.includes("ContentView.swift", in: watch))
        #expect(folder.includes("Background/Refresh.swift", in: watch))
        #expect(!folder.includes("Info.plist", in: watch))
        #expect(!folder.includes("Preview Content/PreviewData.swift", in: watch))
        #expect(folder.includes("Preview Content/Other.swift", in: watch))
        // The iOS app does not list the folder, and has no exception adding files from it.
        #expect(!folder.includes("ContentView.swift", in: app))
        #expect(
            project.synchronizedFolders[folder.id]?.exceptions.map(\.isa) == [
                "PBXFileSystemSynchronizedBuildFileExceptionSet"
            ])
        // For a target that does not list the folder, an exception adds the file (and folder contents) instead.
        var widget = try #require(project.target(named: "PulseWidgetExtension"))
        widget.id = "W"
        var shared = folder
        shared.exceptions = [
            SynchronizedFolderExceptionSet(
                id: "E", isa: "PBXFileSystemSynchronizedBuildFileExceptionSet",
                targetID: "W", buildPhaseID: nil, membershipExceptions: ["Shared/"])
        ]
        #expect(shared.includes("Shared/Model.swift", in: widget))
        #expect(!shared.includes("SharedModel.swift", in: widget))
    }

    /// Xcode 16 projects with synchronized folders name an xcconfig by its folder and its path inside it;
    /// INFOPLIST_FILE set there is read, so Info.plist keys are not reported missing.
    @Test func baseConfigurationsInsideSynchronizedFolders() throws {
        let file = SourceFile(
            path: "App.xcodeproj/project.pbxproj",
            text: """
                {
                objectVersion = 77;
                objects = {
                P = { isa = PBXProject; buildConfigurationList = L; mainGroup = G; targets = ( T ); };
                L = { isa = XCConfigurationList; buildConfigurations = ( PD ); };
                PD = { isa = XCBuildConfiguration; name = Debug; buildSettings = { }; };
                G = { isa = PBXGroup; children = ( Cfg, Src ); sourceTree = "<group>"; };
                Cfg = { isa = PBXFileSystemSynchronizedRootGroup; path = xcconfig; sourceTree = "<group>"; };
                Src = { isa = PBXGroup; children = ( ); path = Sources; sourceTree = "<group>"; };
                T = { isa = PBXNativeTarget; name = App; buildConfigurationList = TL; productType = "com.apple.product-type.application"; };
                TL = { isa = XCConfigurationList; buildConfigurations = ( TD, TR ); };
                TD = { isa = XCBuildConfiguration; name = Debug; baseConfigurationReferenceAnchor = Cfg; baseConfigurationReferenceRelativePath = App_target.xcconfig; buildSettings = { }; };
                TR = { isa = XCBuildConfiguration; name = Release; baseConfigurationReferenceAnchor = GONE; baseConfigurationReferenceRelativePath = App_target.xcconfig; buildSettings = { }; };
                };
                rootObject = P;
                }
                """)
        let project = try XcodeProject.read(file).get()
        let target = try #require(project.target(named: "App"))
        #expect(
            target.configurations.map { $0.baseConfiguration?.resolvedPath ?? "-" } == [
                "xcconfig/App_target.xcconfig", "-",
            ])
        #expect(
            project.issues.map { "\($0.location(in: file)?.line ?? 0): \($0)" } == [
                "13: configuration TR is based on a file in missing folder GONE"
            ])
        let xcconfig = SourceFile(path: "xcconfig/App_target.xcconfig", text: "INFOPLIST_FILE = Sources/Info.plist\n")
        let settings = project.buildSettings(for: target, configuration: "Debug") {
            $0.hasSuffix("App_target.xcconfig") ? xcconfig : nil
        }
        #expect(settings.problems.isEmpty)
        #expect(settings.resolver.resolve("INFOPLIST_FILE")?.value == "Sources/Info.plist")
    }

    @Test func danglingReferencesBecomeIssuesWithPositions() throws {
        let file = SourceFile(
            path: "project.pbxproj",
            text: """
                {
                objects = {
                P = { isa = PBXProject; buildConfigurationList = L; mainGroup = G; targets = ( T, MISSING ); };
                L = { isa = XCConfigurationList; buildConfigurations = ( C ); };
                C = { isa = XCBuildConfiguration; name = Debug; baseConfigurationReference = NOFILE; buildSettings = { A = { x = 1; }; B = 2; }; };
                G = { isa = PBXGroup; children = ( F, H ); sourceTree = "<group>"; };
                H = { isa = PBXGroup; children = ( G ); path = loop; sourceTree = "<group>"; };
                F = { isa = PBXFileReference; path = a.swift; sourceTree = "<group>"; };
                O = { isa = PBXFileReference; path = orphan.swift; sourceTree = "<group>"; };
                T = { isa = PBXNativeTarget; name = App; buildPhases = ( S ); productType = "com.apple.product-type.application"; };
                S = { isa = PBXSourcesBuildPhase; files = ( BF1, BF2 ); };
                BF1 = { isa = PBXBuildFile; fileRef = F; };
                BF2 = { isa = PBXBuildFile; fileRef = GONE; };
                N = { fileRef = F; };
                Y = { isa = PBXGroup; children = ( Z ); sourceTree = "<group>"; };
                Z = { isa = PBXGroup; children = ( Y ); sourceTree = "<group>"; };
                X = ( not, a, dictionary );
                };
                rootObject = P;
                }
                """)
        let project = try XcodeProject.read(file).get()
        #expect(
            project.issues.map { "\($0.location(in: file)?.line ?? 0): \($0)" } == [
                "14: object N has no 'isa'",
                "17: object X is not a dictionary",
                "15: group cycle through Y",
                "5: build setting 'A' is neither a string nor a list",
                "5: configuration C is based on missing file reference NOFILE",
                "10: target 'App' has no buildConfigurationList",
                "13: build file BF2 refers to missing file reference GONE",
                "3: PBXProject P refers to missing object MISSING in 'targets'",
            ])
        #expect(
            project.issues.first?.inputProblem(in: file)
                == InputProblem(path: "project.pbxproj", message: "line 14: object N has no 'isa'"))
        #expect(project.target(named: "App")?.swiftSources.map(\.resolvedPath) == ["a.swift"])
        #expect(project.configurations.first?.settings.map(\.key) == ["B"])
        #expect(project.fileReferences["O"]?.resolvedPath == nil)
        #expect(project.fileReferences["H"]?.resolvedPath == "loop")
        #expect(project.fileReferences["Y"]?.resolvedPath == nil)
    }

    @Test(arguments: [
        ("( a, b )", "line 1: the root of a project.pbxproj must be a dictionary"),
        ("{ rootObject = P; }", "line 1: no 'objects' dictionary"),
        ("{ objects = {}; }", "line 1: no 'rootObject'"),
        ("{ objects = { P = { isa = PBXGroup; }; };\n rootObject = P; }", "line 2: rootObject P is not a PBXProject"),
        ("{ objects = {", "line 1: '{' opened on line 1 is never closed"),
    ])
    func unusableProjectsAreProblems(input: String, expected: String) {
        let result = XcodeProject.read(SourceFile(path: "project.pbxproj", text: input))
        #expect(result.failureDescription == expected)
    }

    @Test(arguments: [
        ("com.apple.product-type.application", XcodeProductType.application),
        ("com.apple.product-type.app-extension", .appExtension),
        ("com.apple.product-type.application.watchapp2", .watchApp),
        ("com.apple.product-type.watchkit2-extension", .watchExtension),
        ("com.apple.product-type.application.watchapp2-container", .watchAppContainer),
        ("com.apple.product-type.framework", .framework),
        ("com.apple.product-type.bundle.ui-testing", .uiTest),
        ("com.example.custom", .other("com.example.custom")),
    ])
    func productTypes(identifier: String, expected: XcodeProductType) {
        #expect(XcodeProductType(identifier: identifier) == expected)
    }

    @Test(arguments: [
        ("Pulse", "../Shared/./A.swift", "Shared/A.swift"),
        ("", "a//b/", "a/b"),
        ("/Users/x", "../../../y", "/y"),
        ("$(SDKROOT)", "../lib", "$(SDKROOT)/../lib"),
        ("a", "/abs/file", "/abs/file"),
        ("", "../outside", "../outside"),
    ])
    func pathsNormalize(base: String, relative: String, expected: String) {
        #expect(PathNormalizer.join(base, relative) == expected)
    }

    /// Paths already normal come back as they are, read on bytes; any other goes through components, and both
    /// ways agree.
    @Test(arguments: [
        "", "/", "a", "/a/b.swift", "a/b/", "a//b", "./a", "a/.", "a/..", "../a", "/..", "a/.../b", ".a/b.",
        "$(SRCROOT)/../x", "é/./b", "Sources/App/View+Extension.swift", "//", "a/b/../../c",
    ])
    func normalPathsAreReturnedAsTheyAre(path: String) {
        let byComponents = PathNormalizer.byComponents(path)
        #expect(PathNormalizer.normalize(path) == byComponents)
        if PathNormalizer.isNormal(path) { #expect(byComponents == path) }
    }
}

extension Result where Failure == PlistProblem {
    var failureDescription: String? {
        if case .failure(let problem) = self { return problem.description }
        return nil
    }
}

@Suite struct XcodeWorkspaceTests {
    @Test func projectsAreResolvedThroughGroupsAndContainers() {
        let file = SourceFile(
            path: "Apps/Family.xcworkspace/contents.xcworkspacedata",
            text: """
                <?xml version="1.0" encoding="UTF-8"?>
                <Workspace version = "1.0">
                   <FileRef location = "group:Phone/Phone.xcodeproj"></FileRef>
                   <FileRef location = "self:"></FileRef>
                   <Group location = "container:../Shared" name = "Shared">
                      <FileRef location = "group:Sync/Sync.xcodeproj"></FileRef>
                      <FileRef location = "group:Notes.md"></FileRef>
                   </Group>
                   <Group name = "Plain">
                      <FileRef location = "group:Watch &amp; Phone.xcodeproj"></FileRef>
                   </Group>
                   <FileRef location = "absolute:/opt/Kit/Kit.xcodeproj"></FileRef>
                </Workspace>
                """)
        #expect(
            XcodeWorkspace.projectFiles(in: file) == [
                "Apps/Phone/Phone.xcodeproj/project.pbxproj", "Shared/Sync/Sync.xcodeproj/project.pbxproj",
                "Apps/Watch & Phone.xcodeproj/project.pbxproj", "/opt/Kit/Kit.xcodeproj/project.pbxproj",
            ])
    }
}
