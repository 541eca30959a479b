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
    /// The file it is written in and its bytes from the key's start to the value's end, for edits.
    public var source: SourceFile?
    public var range: Range<Int>?
    /// Whether the key carries conditions (`[sdk=iphoneos*]`).
    public var isConditional: Bool

    public init(
        name: String, value: String, location: SourceLocation, input: InputKind, source: SourceFile? = nil,
        range: Range<Int>? = nil, isConditional: Bool = false
    ) {
        self.name = name
        self.value = value
        self.location = location
        self.input = input
        self.source = source
        self.range = range
        self.isConditional = isConditional
    }

    /// Equal when written alike at one place (the file is named by the location, so its bytes are not compared).
    public static func == (lhs: WrittenBuildSetting, rhs: WrittenBuildSetting) -> Bool {
        (lhs.name, lhs.value, lhs.location, lhs.input, lhs.range, lhs.isConditional)
            == (rhs.name, rhs.value, rhs.location, rhs.input, rhs.range, rhs.isConditional)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(location)
    }
}
