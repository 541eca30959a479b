/// One entry of a pbxproj `objects` dictionary: `ID = { isa = …; … }`.
public struct XcodeObject: Sendable {
    public var id: String
    public var isa: String
    public var properties: PlistDictionary
    /// The `{ … }` value; its range lets findings point at the object.
    public var node: PlistNode

    public subscript(key: String) -> PlistEntry? {
        properties[key]
    }

    public func string(_ key: String) -> String? {
        properties[key]?.value.stringValue
    }

    /// An array of strings (usually object IDs); empty when absent or not an array of strings.
    public func strings(_ key: String) -> [String] {
        properties[key]?.value.arrayValue?.compactMap(\.stringValue) ?? []
    }
}
