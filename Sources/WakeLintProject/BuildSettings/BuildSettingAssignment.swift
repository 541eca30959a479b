/// Where an assignment sits in Xcode's stack of settings, lowest first: a higher level overrides a lower
/// one, and `$(inherited)` reaches down to the assignment before it.
public enum BuildSettingLevel: Int, Sendable, Comparable, CustomStringConvertible {
    case builtIn, projectXCConfig, project, targetXCConfig, target

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String {
        switch self {
        case .builtIn: "built-in"
        case .projectXCConfig: "project xcconfig"
        case .project: "project"
        case .targetXCConfig: "target xcconfig"
        case .target: "target"
        }
    }
}

/// One written (or Xcode-defined) assignment and where it comes from.
public struct BuildSettingAssignment: Sendable, Equatable {
    public var setting: BuildSetting
    public var level: BuildSettingLevel
    /// The file it was written in (`project.pbxproj`, `Config/App.xcconfig`); empty for built-ins.
    public var path: String

    public init(setting: BuildSetting, level: BuildSettingLevel, path: String) {
        self.setting = setting
        self.level = level
        self.path = path
    }
}

/// A setting's value after expansion, with the assignment that won and the references nobody defines.
public struct ResolvedBuildSetting: Sendable, Equatable {
    public var name: String
    /// Fully expanded; unresolvable references stay in it as written (`$(MISSING)`).
    public var value: String
    /// The assignment whose value this is (the highest one whose conditions match).
    public var assignment: BuildSettingAssignment
    /// Names referenced but defined nowhere (or only through a cycle), in order of appearance.
    public var unresolvedReferences: [String]
    /// True when expansion stopped at `BuildSettingsResolver.maximumValueLength`.
    public var isTruncated: Bool
}
