import WakeLintCore

/// One `KEY = value;` of a build configuration (or xcconfig line), exactly as written: `$(…)` unevaluated,
/// conditions such as `[sdk=iphoneos*]` split off the key.
public struct BuildSetting: Sendable, Equatable {
    /// The key as written, conditions included: `OTHER_SWIFT_FLAGS[sdk=iphonesimulator*]`.
    public var key: String
    /// The setting name without conditions: `OTHER_SWIFT_FLAGS`.
    public var name: String
    public var conditions: [BuildSettingCondition]
    public var value: BuildSettingValue
    public var keyRange: Range<Int>?
    public var valueRange: Range<Int>?

    public init(key: String, value: BuildSettingValue, keyRange: Range<Int>? = nil, valueRange: Range<Int>? = nil) {
        self.key = key
        let (name, conditions) = BuildSettingCondition.split(key)
        self.name = name
        self.conditions = conditions
        self.value = value
        self.keyRange = keyRange
        self.valueRange = valueRange
    }

    /// The value as Xcode passes it on: a list joined by spaces (elements with spaces quoted).
    public var text: String {
        switch value {
        case .string(let string): string
        case .list(let items): items.map { $0.contains(" ") ? "\"\($0)\"" : $0 }.joined(separator: " ")
        }
    }

    /// Where the key starts, for findings about this setting.
    public func location(in file: SourceFile) -> SourceLocation? {
        keyRange.map { file.location(of: $0.lowerBound) }
    }
}

public enum BuildSettingValue: Sendable, Equatable {
    case string(String)
    /// pbxproj arrays such as `LD_RUNPATH_SEARCH_PATHS = ("$(inherited)", "@executable_path/Frameworks");`.
    case list([String])
}
