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
