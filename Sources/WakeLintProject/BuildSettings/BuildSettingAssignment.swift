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
