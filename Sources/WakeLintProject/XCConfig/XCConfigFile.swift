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

/// `#include "Shared.xcconfig"` or `#include? "Local.xcconfig"` (optional: no problem when missing).
public struct XCConfigInclude: Sendable, Equatable {
    /// As written, relative to the including file's folder unless absolute.
    public var path: String
    public var isOptional: Bool
    public var range: Range<Int>
    /// 1-based line of the directive, kept for messages about the include once the file is gone.
    public var line: Int

    public func location(in file: SourceFile) -> SourceLocation {
        file.location(of: range.lowerBound)
    }
}
