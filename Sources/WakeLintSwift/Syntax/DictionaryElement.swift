/// `key: value` in a dictionary literal.
public struct DictionaryElement: Sendable, Hashable {
    public var key: Expression
    public var value: Expression

    public init(key: Expression, value: Expression) {
        self.key = key
        self.value = value
    }
}
