/// One argument of a call, subscript, tuple or interpolation.
public struct Argument: Sendable, Hashable {
    public var label: String?
    public var value: Expression
    public var range: Range<Int>

    public init(label: String?, value: Expression, range: Range<Int>) {
        self.label = label
        self.value = value
        self.range = range
    }
}
