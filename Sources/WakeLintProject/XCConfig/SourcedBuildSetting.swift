/// A build setting and the file it was written in.
public struct SourcedBuildSetting: Sendable, Equatable {
    public var setting: BuildSetting
    public var path: String
}
