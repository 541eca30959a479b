import WakeLintCore

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
