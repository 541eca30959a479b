import Testing
import WakeLintCore

@testable import WakeLintProject

@Suite struct BuildSettingsResolverTests {
    /// A resolver from `NAME = value` lines, each line one assignment, lowest first, all at the target level.
    static func resolver(_ lines: [String], conditions: [String: String] = [:]) -> BuildSettingsResolver {
        let assignments = lines.map { line in
            let (key, value) =
                line.firstRange(of: " = ").map { (String(line[..<$0.lowerBound]), String(line[$0.upperBound...])) }
                ?? (String(line.dropLast(2)), "")
            return BuildSettingAssignment(
                setting: BuildSetting(key: key, value: .string(value)), level: .target, path: "t")
        }
        return BuildSettingsResolver(assignments: assignments, conditionValues: conditions)
    }

    @Test func referencesInheritedAndOverrides() {
        let settings = Self.resolver([
            "TARGET_NAME = My App", "PRODUCT_NAME = $(TARGET_NAME)", "FLAGS = -a", "FLAGS = $(inherited) -b",
            "FLAGS = ${FLAGS} -c", "ID = com.example.$(PRODUCT_NAME:rfc1034identifier)", "LATE = $(EARLY)",
            "EARLY = early",
            "EMPTY_INHERIT = $(inherited)x",
        ])
        #expect(settings.resolve("PRODUCT_NAME")?.value == "My App")
        #expect(settings.resolve("FLAGS")?.value == "-a -b -c")
        #expect(settings.resolve("ID")?.value == "com.example.My-App")
        // Order of definition does not matter for plain references: the final value of EARLY is used.
        #expect(settings.resolve("LATE")?.value == "early")
        #expect(settings.resolve("EMPTY_INHERIT")?.value == "x")
        #expect(settings.resolve("NOT_SET") == nil)
        #expect(settings.names.contains("FLAGS"))
    }

    @Test func unresolvableReferencesStayVisible() {
        let settings = Self.resolver([
            "PATH_A = $(SRCROOT)/${MISSING}/$(MISSING)", "BAD_OP = $(PATH_A:frobnicate)", "OPEN = $(NOT_CLOSED",
        ])
        let path = settings.resolve("PATH_A")
        #expect(path?.value == "$(SRCROOT)/${MISSING}/$(MISSING)")
        #expect(path?.unresolvedReferences == ["SRCROOT", "MISSING"])
        #expect(settings.resolve("BAD_OP")?.unresolvedReferences == ["SRCROOT", "MISSING", "PATH_A:frobnicate"])
        #expect(settings.resolve("OPEN")?.value == "$(NOT_CLOSED")
    }

    @Test func nestedNamesAndOperators() {
        let settings = Self.resolver([
            "CONFIGURATION = Debug", "SUFFIX_Debug = .debug", "SUFFIX_Release = ", "ID = app$(SUFFIX_$(CONFIGURATION))",
            "FILE = /a/b/Info.plist", "NUMERIC = 2fast",
        ])
        #expect(settings.resolve("ID")?.value == "app.debug")
        #expect(
            settings.expand("$(FILE:file) $(FILE:dir) $(FILE:base) $(FILE:suffix) $(FILE:upper)").value
                == "Info.plist /a/b/ Info .plist /A/B/INFO.PLIST")
        #expect(
            settings.expand("$(NUMERIC:c99extidentifier) $(NUMERIC:lower) $(UNSET:default=fallback) $(FILE:default=x)")
                .value
                == "_2fast 2fast $(UNSET:default=fallback) /a/b/Info.plist")
        #expect(settings.expand("$(SUFFIX_Release:default=none)").value == "none")
        #expect(settings.expand("$(SUFFIX_Release:default=$(CONFIGURATION):upper)").value == "DEBUG")
        #expect(settings.expand("a\\ b $(FILE:quote)").value == "a\\ b /a/b/Info.plist")
    }

    @Test func conditionsSelectByParameter() {
        let lines = [
            "FLAGS = -base", "FLAGS[sdk=iphonesimulator*] = $(inherited) -sim",
            "FLAGS[sdk=iphoneos*][arch=arm64] = $(inherited) -device",
        ]
        #expect(
            Self.resolver(lines, conditions: ["sdk": "iphonesimulator17.2"]).resolve("FLAGS")?.value == "-base -sim")
        #expect(
            Self.resolver(lines, conditions: ["sdk": "iphoneos", "arch": "arm64"]).resolve("FLAGS")?.value
                == "-base -device")
        #expect(Self.resolver(lines, conditions: ["sdk": "iphoneos"]).resolve("FLAGS")?.value == "-base")
        #expect(Self.resolver(lines).resolve("FLAGS")?.value == "-base")
        let winner = Self.resolver(lines, conditions: ["sdk": "iphonesimulator"]).resolve("FLAGS")?.assignment.setting
            .key
        #expect(winner == "FLAGS[sdk=iphonesimulator*]")
    }

    @Test(arguments: [
        ("iphoneos*", "iphoneos17.0", true), ("iphoneos*", "iphonesimulator", false), ("*", "", true),
        ("a?c", "abc", true), ("a*b*c", "aXXbYYc", true), ("a*b*c", "aXXbYY", false), ("", "x", false),
    ])
    func globPatterns(pattern: String, text: String, expected: Bool) {
        #expect(GlobPattern.matches(pattern, text) == expected)
    }

    @Test func cyclesAreLeftUnresolved() {
        let settings = Self.resolver(["A = x$(B)", "B = y$(A)", "SELF = $(SELF) more", "C = $(C:upper)"])
        #expect(settings.resolve("A")?.value == "xy$(A)")
        #expect(settings.resolve("A")?.unresolvedReferences == ["A"])
        // A setting naming itself means `$(inherited)`: here there is nothing below.
        #expect(settings.resolve("SELF")?.value == " more")
        #expect(settings.resolve("C")?.value == "")
    }

    @Test func exponentialDefinitionsAreCutNotExpanded() {
        // V0 = xx, V1 = $(V0)$(V0), … V40 would be 2^41 characters.
        var lines = ["V0 = xx"]
        for level in 1...40 { lines.append("V\(level) = $(V\(level - 1))$(V\(level - 1))") }
        let value = Self.resolver(lines).resolve("V40")
        #expect(value?.isTruncated == true)
        #expect(value?.value.utf8.count == BuildSettingsResolver.maximumValueLength)
    }

    @Test func longReferenceChainsStopAtTheDepthLimit() {
        var lines = (0..<1_000).map { "R\($0) = $(R\($0 + 1))" }
        lines.append("R1000 = end")
        let value = Self.resolver(lines).resolve("R0")
        #expect(value?.unresolvedReferences.count == 1)
        #expect(value?.value.hasPrefix("$(R") == true)
        #expect(Self.resolver(Array(lines.suffix(50))).resolve("R951")?.value == "end")
    }
}

@Suite struct ProjectBuildSettingsTests {
    static func settings(target name: String, configuration: String, conditions: [String: String] = [:])
        throws -> (BuildSettingsResolver, [InputProblem])
    {
        let file = try fixture("pbxproj/Pulse.xcodeproj/project.pbxproj")
        let project = try XcodeProject.read(file).get()
        let target = try #require(project.target(named: name))
        return project.buildSettings(for: target, configuration: configuration, conditions: conditions) { path in
            // Paths come back in the project file's terms: "pbxproj/Config/App.xcconfig".
            try? fixture(path)
        }
    }

    @Test func projectNameAndSourceRootComeFromThePath() throws {
        let project = try XcodeProject.read(try fixture("pbxproj/Pulse.xcodeproj/project.pbxproj")).get()
        #expect(project.name == "Pulse")
        #expect(project.sourceRoot == "pbxproj")
        let nested = try XcodeProject.read(
            SourceFile(
                path: "/work/App/My App.xcodeproj/project.pbxproj",
                text: """
                    { objects = { P = { isa = PBXProject; projectDirPath = "../Sources"; }; }; rootObject = P; }
                    """)
        ).get()
        #expect(nested.name == "My App")
        #expect(nested.sourceRoot == "/work/Sources")
    }

    @Test func targetSettingsStackOverXCConfigsAndProject() throws {
        let (settings, problems) = try Self.settings(target: "Pulse", configuration: "Debug")
        #expect(problems.isEmpty)
        let identifier = try #require(settings.resolve("PRODUCT_BUNDLE_IDENTIFIER"))
        #expect(identifier.value == "com.example.pulse")
        #expect(identifier.assignment.level == .target)
        #expect(identifier.assignment.path == "pbxproj/Pulse.xcodeproj/project.pbxproj")
        #expect(settings.resolve("APP_GROUP")?.value == "group.com.example.pulse")
        #expect(settings.resolve("INFOPLIST_FILE")?.value == "Pulse/Info.plist")
        #expect(settings.resolve("SWIFT_VERSION")?.value == "6.0")
        let team = try #require(settings.resolve("DEVELOPMENT_TEAM"))
        #expect(team.value == "ABCDE12345")
        #expect(team.assignment.level == .targetXCConfig)
        #expect(team.assignment.path == "pbxproj/Config/Base.xcconfig")
        #expect(team.assignment.setting.location(in: try fixture("pbxproj/Config/Base.xcconfig"))?.line == 3)
        #expect(settings.resolve("HELPER_URL")?.value == "https:")
        let assets = try #require(settings.resolve("ASSET_PATH"))
        #expect(assets.value == "pbxproj/$(UNDEFINED_FOLDER)/Assets")
        #expect(assets.unresolvedReferences == ["UNDEFINED_FOLDER"])
        #expect(settings.resolve("CONFIGURATION")?.value == "Debug")
        #expect(settings.resolve("INFOPLIST_KEY_UIBackgroundModes")?.value == "fetch")
        #expect(settings.path(of: "INFOPLIST_FILE") == "pbxproj/Pulse/Info.plist")
        #expect(settings.path(of: "CODE_SIGN_ENTITLEMENTS") == "pbxproj/Pulse/Pulse.entitlements")
        #expect(settings.path(of: "NOT_A_SETTING") == nil)
    }

    @Test func pathsJoinTheSourceRootUnlessAbsolute() {
        let settings = BuildSettingsResolverTests.resolver([
            "SRCROOT = .", "A = App/Info.plist", "B = /abs/x.plist", "C = $(SRCROOT)/../C.plist", "D = $(NOPE)/d",
            "E = ",
        ])
        #expect(
            ["A", "B", "C", "D", "E"].map { settings.path(of: $0) } == [
                "App/Info.plist", "/abs/x.plist", "../C.plist", "$(NOPE)/d", nil,
            ])
    }

    /// Linted through a relative path, the project's folder is relative too: a value built on `$(SRCROOT)` (even
    /// through another setting) already holds it and is not joined to it again, while a relative value is, also
    /// when its first folder has the root's name.
    @Test func pathsBuiltOnTheSourceRootAreNotJoinedTwice() {
        let settings = BuildSettingsResolverTests.resolver([
            "SRCROOT = Apps/Relay", "PROJECT_DIR = Apps/Relay", "SOURCE_ROOT = Apps/Relay",
            "CONFIG_DIR = $(SRCROOT)/Config",
            "A = $(SRCROOT)/App/Info.plist", "B = App/Info.plist", "C = $(PROJECT_DIR)/../Shared/Info.plist",
            "D = Relay/Info.plist", "E = ${SOURCE_ROOT}/x.plist", "F = $(CONFIG_DIR)/App.entitlements",
            "G = /abs/x.plist",
        ])
        #expect(
            ["A", "B", "C", "D", "E", "F", "G"].map { settings.path(of: $0) } == [
                "Apps/Relay/App/Info.plist", "Apps/Relay/App/Info.plist", "Apps/Shared/Info.plist",
                "Apps/Relay/Relay/Info.plist",
                "Apps/Relay/x.plist", "Apps/Relay/Config/App.entitlements", "/abs/x.plist",
            ])
    }

    @Test func inheritedFlagsFollowIncludesAndConditions() throws {
        let (simulator, _) = try Self.settings(
            target: "Pulse", configuration: "Debug", conditions: ["sdk": "iphonesimulator17.0"])
        #expect(simulator.resolve("OTHER_SWIFT_FLAGS")?.value == "-DBASE -warnings-as-errors -DSIM_BASE -DSIMULATOR")
        let (device, _) = try Self.settings(
            target: "Pulse", configuration: "Debug", conditions: ["sdk": "iphoneos17.0"])
        #expect(device.resolve("OTHER_SWIFT_FLAGS")?.value == "-DBASE -warnings-as-errors")
        // Release has no target xcconfig: the project's Shared.xcconfig is the only file below.
        let (release, _) = try Self.settings(
            target: "Pulse", configuration: "Release", conditions: ["sdk": "iphoneos17.0"])
        #expect(release.resolve("OTHER_SWIFT_FLAGS")?.value == "-DBASE -warnings-as-errors")
        #expect(release.resolve("OTHER_SWIFT_FLAGS")?.assignment.level == .projectXCConfig)
        #expect(release.resolve("GCC_PREPROCESSOR_DEFINITIONS") == nil)
        let (projectDebug, _) = try Self.settings(target: "PulseTests", configuration: "Debug")
        #expect(projectDebug.resolve("GCC_PREPROCESSOR_DEFINITIONS")?.value == "DEBUG=1 ")
    }

    @Test func xcodeDefinedVariablesExpand() throws {
        let (watch, _) = try Self.settings(target: "Pulse Watch App", configuration: "Release")
        #expect(watch.resolve("PRODUCT_NAME")?.value == "Pulse Watch App")
        #expect(
            watch.expand("$(BUNDLE_ID_PREFIX).$(PRODUCT_NAME:rfc1034identifier)").value == "com.example.Pulse-Watch-App"
        )
        #expect(
            watch.expand("$(SRCROOT)|$(PROJECT_DIR)|$(PROJECT_NAME)|$(TARGET_NAME)|$(PROJECT_FILE_PATH)").value
                == "pbxproj|pbxproj|Pulse|Pulse Watch App|pbxproj/Pulse.xcodeproj")
        // The older spellings Corona-Warn-App's entitlements path uses (`${PROJECT}/Resources/ENA.entitlements`).
        #expect(watch.expand("${PROJECT}/$(TARGETNAME)").value == "Pulse/Pulse Watch App")
        let (widget, _) = try Self.settings(target: "PulseWidgetExtension", configuration: "Debug")
        // `$(inherited).widget` with nothing below: the classic empty-prefix mistake stays visible.
        #expect(widget.resolve("PRODUCT_BUNDLE_IDENTIFIER")?.value == ".widget")
        let (tests, _) = try Self.settings(target: "PulseTests", configuration: "Debug")
        #expect(
            tests.resolve("BUNDLE_LOADER")?.value
                == "$(BUILT_PRODUCTS_DIR)/Pulse.app/$(BUNDLE_EXECUTABLE_FOLDER_PATH)/Pulse")
        #expect(
            tests.resolve("BUNDLE_LOADER")?.unresolvedReferences == [
                "BUILT_PRODUCTS_DIR", "BUNDLE_EXECUTABLE_FOLDER_PATH",
            ])
    }

    @Test func missingXCConfigIsAProblem() throws {
        let file = try fixture("pbxproj/Pulse.xcodeproj/project.pbxproj")
        let project = try XcodeProject.read(file).get()
        let target = try #require(project.target(named: "Pulse"))
        let (settings, problems) = project.buildSettings(for: target, configuration: "Debug") { _ in nil }
        #expect(
            problems.map(\.message) == [
                "configuration 'Debug' is based on 'pbxproj/Config/Shared.xcconfig', which was not found",
                "configuration 'Debug' is based on 'pbxproj/Config/App.xcconfig', which was not found",
            ])
        #expect(settings.resolve("PRODUCT_BUNDLE_IDENTIFIER")?.value == "com.example.pulse")
    }

    /// Before `pod install` the Pods xcconfigs do not exist; they never hold what the checks read, so their
    /// absence is no problem, while an app's own missing xcconfig still is.
    @Test func missingCocoaPodsXCConfigIsNotAProblem() throws {
        let file = SourceFile(
            path: "App.xcodeproj/project.pbxproj",
            text: """
                {
                objects = {
                P = { isa = PBXProject; buildConfigurationList = L; mainGroup = G; targets = ( T ); };
                L = { isa = XCConfigurationList; buildConfigurations = ( PD ); };
                PD = { isa = XCBuildConfiguration; name = Debug; baseConfigurationReference = OWN; buildSettings = { }; };
                G = { isa = PBXGroup; children = ( OWN, PODS ); sourceTree = "<group>"; };
                OWN = { isa = PBXFileReference; path = Config/App.xcconfig; sourceTree = "<group>"; };
                PODS = { isa = PBXFileReference; path = "Pods/Target Support Files/Pods-App/Pods-App.debug.xcconfig"; sourceTree = "<group>"; };
                T = { isa = PBXNativeTarget; name = App; buildConfigurationList = TL; productType = "com.apple.product-type.application"; };
                TL = { isa = XCConfigurationList; buildConfigurations = ( TD ); };
                TD = { isa = XCBuildConfiguration; name = Debug; baseConfigurationReference = PODS; buildSettings = { INFOPLIST_FILE = "App/Info.plist"; }; };
                };
                rootObject = P;
                }
                """)
        let project = try XcodeProject.read(file).get()
        let target = try #require(project.target(named: "App"))
        let (settings, problems) = project.buildSettings(for: target, configuration: "Debug") { _ in nil }
        #expect(
            problems.map(\.message) == ["configuration 'Debug' is based on 'Config/App.xcconfig', which was not found"])
        // A template beside the missing file says what to do.
        let template = SourceFile(path: "Config/App.xcconfig.template", text: "API_KEY = \n")
        let (_, hinted) = project.buildSettings(for: target, configuration: "Debug") {
            $0 == template.path ? template : nil
        }
        #expect(
            hinted.map(\.message) == [
                "configuration 'Debug' is based on 'Config/App.xcconfig', which was not found (a '.template' copy of it is beside it: make the file from that)"
            ])
        #expect(settings.resolve("INFOPLIST_FILE")?.value == "App/Info.plist")
    }

    /// Flutter's `Generated.xcconfig`, written by `flutter pub get`, is included by the checked-in Debug and
    /// Release xcconfigs (the CocoaPods one optionally); missing, it is no problem, while another missing include
    /// still is.
    @Test func missingFlutterGeneratedXCConfigIsNotAProblem() {
        let debug = SourceFile(
            path: "example/ios/Flutter/Debug.xcconfig",
            text: """
                #include? "Pods/Target Support Files/Pods-Runner/Pods-Runner.debug.xcconfig"
                #include "Generated.xcconfig"
                #include "Secrets.xcconfig"
                """)
        let macos = SourceFile(
            path: "example/macos/Flutter/Flutter-Debug.xcconfig",
            text: "#include \"ephemeral/Flutter-Generated.xcconfig\"\n")
        let expansion = XCConfigExpansion(XCConfigReader.read(debug), loadConfig: { _ in nil })
        #expect(
            expansion.problems.map(\.message) == [
                "line 3: included file 'example/ios/Flutter/Secrets.xcconfig' not found"
            ])
        #expect(XCConfigExpansion(XCConfigReader.read(macos), loadConfig: { _ in nil }).problems.isEmpty)
    }
}
