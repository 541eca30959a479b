/// The string elements of an array value, each with its node; elements of other types are reported
/// as `PlistTypeMismatch`es by the typed view, not silently dropped.
public struct PlistStringList: Sendable, Equatable {
    public var nodes: [PlistNode]

    public init(nodes: [PlistNode]) {
        self.nodes = nodes
    }

    public var strings: [String] { nodes.compactMap(\.stringValue) }

    public func contains(_ string: String) -> Bool {
        nodes.contains { $0.stringValue == string }
    }

    /// The first element equal to `string`, to point a finding at it.
    public func node(for string: String) -> PlistNode? {
        nodes.first { $0.stringValue == string }
    }
}
