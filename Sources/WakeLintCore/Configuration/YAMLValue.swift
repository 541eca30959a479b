/// A value of wakelint's YAML subset, with the line it starts on (for `file:line` errors).
public indirect enum YAMLValue: Sendable, Equatable {
    case scalar(String, line: Int)
    case sequence([YAMLValue], line: Int)
    case mapping([YAMLEntry], line: Int)

    public var line: Int {
        switch self {
        case .scalar(_, let line), .sequence(_, let line), .mapping(_, let line): line
        }
    }

    public var scalar: String? {
        if case .scalar(let text, _) = self { return text }
        return nil
    }

    public var kindName: String {
        switch self {
        case .scalar: "a scalar"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }
}

public struct YAMLEntry: Sendable, Equatable {
    public var key: String
    public var line: Int
    public var value: YAMLValue
}
