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
