import WakeLintCore
import WakeLintProject

/// A build setting as written in a pbxproj or xcconfig file, with where it is, for findings about the setting itself.
public struct WrittenBuildSetting: Sendable, Hashable {
    /// Without conditions: `INFOPLIST_KEY_UIBackgroundModes`.
    public var name: String
    /// As written, `$(…)` unevaluated.
    public var value: String
    public var location: SourceLocation
    /// `.pbxproj` or `.xcconfig`.
    public var input: InputKind

    public init(name: String, value: String, location: SourceLocation, input: InputKind) {
        self.name = name
        self.value = value
        self.location = location
        self.input = input
    }
}
