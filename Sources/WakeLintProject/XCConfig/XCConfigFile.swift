import WakeLintCore

/// An `.xcconfig` file as written: settings and `#include`s in order, plus lines that could not be read.
public struct XCConfigFile: Sendable {
    public var path: String
    public var statements: [XCConfigStatement]
    /// Malformed lines; the rest of the file is still read (Xcode skips such lines too).
    public var problems: [PlistProblem]

    public var settings: [BuildSetting] {
        statements.compactMap { if case .setting(let setting) = $0 { setting } else { nil } }
    }

    public var includes: [XCConfigInclude] {
        statements.compactMap { if case .include(let include) = $0 { include } else { nil } }
    }
}

public enum XCConfigStatement: Sendable, Equatable {
    case setting(BuildSetting)
    case include(XCConfigInclude)
}
