import WakeLintCore

extension XcodeProject {
    /// The settings stack of one target in one configuration, ready to resolve: Xcode-defined values
    /// (TARGET_NAME, PROJECT_NAME, CONFIGURATION, SRCROOT/PROJECT_DIR/SOURCE_ROOT, PRODUCT_NAME default),
    /// the project's xcconfig (includes expanded) and settings, then the target's xcconfig and settings.
    /// `load` receives paths in the same terms as `path` (joined with `sourceRoot`) and returns nil when missing.
    /// `conditions` gives `sdk`/`arch` for `[sdk=…]` settings; `config` is set to `configuration`.
    public func buildSettings(
        for target: XcodeTarget, configuration: String, conditions: [String: String] = [:],
        load: (String) -> SourceFile?
    ) -> (resolver: BuildSettingsResolver, problems: [InputProblem]) {
        buildSettings(
            of: target, configuration: configuration, conditions: conditions,
            loadConfig: { load($0).map(XCConfigReader.read) })
    }

    /// Like `buildSettings(for:configuration:conditions:load:)` with xcconfig files already read (each read once
    /// by a caller that keeps them).
    public func buildSettings(
        of target: XcodeTarget, configuration: String, conditions: [String: String] = [:],
        loadConfig load: (String) -> XCConfigFile?
    ) -> (resolver: BuildSettingsResolver, problems: [InputProblem]) {
        let root = sourceRoot.isEmpty ? "." : sourceRoot
        let builtIns: [(String, String)] = [
            ("TARGET_NAME", target.name), ("PROJECT_NAME", name), ("CONFIGURATION", configuration),
            ("SRCROOT", root), ("PROJECT_DIR", root), ("SOURCE_ROOT", root),
            ("PROJECT_FILE_PATH", PathNormalizer.join(root, "\(name).xcodeproj")), ("PRODUCT_NAME", "$(TARGET_NAME)"),
            // Older spellings swift-build still defines (Settings.swift): `${PROJECT}/Resources/App.entitlements`.
            ("PROJECT", "$(PROJECT_NAME)"), ("TARGETNAME", "$(TARGET_NAME)"),
        ]
        var assignments = builtIns.map {
            BuildSettingAssignment(setting: BuildSetting(key: $0.0, value: .string($0.1)), level: .builtIn, path: "")
        }
        var problems: [InputProblem] = []
        func addLevel(_ configuration: BuildConfiguration?, xcconfigLevel: BuildSettingLevel, level: BuildSettingLevel)
        {
            guard let configuration else { return }
            if let base = configuration.baseConfiguration {
                if let resolved = base.resolvedPath {
                    let xcconfigPath = PathNormalizer.join(sourceRoot, resolved)
                    if let file = load(xcconfigPath) {
                        let expansion = XCConfigExpansion(file, loadConfig: load)
                        assignments += expansion.assignments.map {
                            BuildSettingAssignment(setting: $0.setting, level: xcconfigLevel, path: $0.path)
                        }
                        problems += expansion.problems
                    } else if !Self.isWrittenByTool(resolved) {
                        // Projects that keep secrets out of git ship `App.xcconfig.template` to copy.
                        let template = ["template", "example", "sample"].first { load(xcconfigPath + "." + $0) != nil }
                        let hint =
                            template.map { " (a '.\($0)' copy of it is beside it: make the file from that)" } ?? ""
                        problems.append(
                            InputProblem(
                                path: path,
                                message:
                                    "configuration '\(configuration.name)' is based on '\(xcconfigPath)', which was not found\(hint)"
                            ))
                    }
                } else {
                    problems.append(
                        InputProblem(
                            path: path,
                            message:
                                "configuration '\(configuration.name)' is based on '\(base.displayName)', whose path cannot be resolved"
                        ))
                }
            }
            assignments += configuration.settings.map { BuildSettingAssignment(setting: $0, level: level, path: path) }
        }
        addLevel(self.configuration(named: configuration), xcconfigLevel: .projectXCConfig, level: .project)
        addLevel(target.configuration(named: configuration), xcconfigLevel: .targetXCConfig, level: .target)
        var values = conditions
        if values["config"] == nil { values["config"] = configuration }
        return (BuildSettingsResolver(assignments: assignments, conditionValues: values), problems)
    }

    /// An xcconfig a tool writes, so absent from a fresh checkout or a CI step before the tool runs:
    /// - `Pods/Target Support Files/Pods-App/Pods-App.debug.xcconfig` (`pod install`): search paths, linker flags
    ///   and `PODS_*` variables;
    /// - Flutter's `ios/Flutter/Generated.xcconfig` and `macos/Flutter/ephemeral/Flutter-Generated.xcconfig`
    ///   (`flutter pub get`): `FLUTTER_ROOT`, the build name and number.
    /// The checks read none of that, so its absence is not reported (a setting that uses one of its variables
    /// still is, as unresolved).
    public static func isWrittenByTool(_ path: String) -> Bool {
        guard path.hasSuffix(".xcconfig") else { return false }
        return path.contains("Pods/Target Support Files/") || path.hasSuffix("Flutter/Generated.xcconfig")
            || path.hasSuffix("Flutter/ephemeral/Flutter-Generated.xcconfig")
    }
}
