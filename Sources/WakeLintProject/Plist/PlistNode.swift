import WakeLintCore

/// One value in a property list and where it is: a byte range in XML, a key path in both formats.
public struct PlistNode: Sendable, Equatable {
    public var value: PlistValue
    /// From the `<` of the opening tag to the `>` of the closing one; nil for binary plists.
    public var range: Range<Int>?
    /// `UIBackgroundModes[1]`, `NSAppTransportSecurity.NSAllowsArbitraryLoads`; empty for the root.
    public var keyPath: String

    public init(value: PlistValue, range: Range<Int>? = nil, keyPath: String = "") {
        self.value = value
        self.range = range
        self.keyPath = keyPath
    }

    public var stringValue: String? {
        if case .string(let string) = value { return string }
        return nil
    }

    public var boolValue: Bool? {
        if case .bool(let bool) = value { return bool }
        return nil
    }

    public var integerValue: Int64? {
        if case .integer(let integer) = value { return integer }
        return nil
    }

    public var arrayValue: [PlistNode]? {
        if case .array(let array) = value { return array }
        return nil
    }

    public var dictValue: PlistDictionary? {
        if case .dict(let dict) = value { return dict }
        return nil
    }

    /// Where the value starts in `file`, or nil for binary plists.
    public func location(in file: SourceFile) -> SourceLocation? {
        range.map { file.location(of: $0.lowerBound) }
    }
}
