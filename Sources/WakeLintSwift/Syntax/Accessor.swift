/// `get { }`, `set(newValue) { }`, `didSet { }`, ...; `body` is nil in protocol requirements (`{ get set }`).
public struct Accessor: Sendable, Hashable {
    public var kind: String
    public var parameter: String?
    public var body: [Statement]?
    public var range: Range<Int>

    public init(kind: String, parameter: String?, body: [Statement]?, range: Range<Int>) {
        self.kind = kind
        self.parameter = parameter
        self.body = body
        self.range = range
    }
}
