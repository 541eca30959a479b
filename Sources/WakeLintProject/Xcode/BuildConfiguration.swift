import WakeLintCore

/// An `XCBuildConfiguration` (Debug, Release, …) of the project or of one target.
public struct BuildConfiguration: Sendable {
    public var id: String
    public var name: String
    /// In file order, conditional variants included.
    public var settings: [BuildSetting]
    /// The xcconfig file this configuration is based on (`baseConfigurationReference`).
    public var baseConfiguration: XcodeFileReference?
    public var range: Range<Int>?

    /// The unconditional setting with this name, if written at this level.
    public subscript(name: String) -> BuildSetting? {
        settings.first { $0.name == name && $0.conditions.isEmpty }
    }

    /// Every setting with this name, conditional ones included.
    public func settings(named name: String) -> [BuildSetting] {
        settings.filter { $0.name == name }
    }
}
