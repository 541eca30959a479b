/// One argument of a call, subscript, tuple or interpolation.
public struct Argument: Sendable, Hashable {
    public var label: String?
    public var value: Expression
    /// Stored as a `ByteSpan`: see there why.
    public var range: Range<Int> {
        get { span.range }
        set { span = ByteSpan(newValue) }
    }
    private var span: ByteSpan

    public init(label: String?, value: Expression, range: Range<Int>) {
        self.label = label
        self.value = value
        self.span = ByteSpan(range)
    }
}
