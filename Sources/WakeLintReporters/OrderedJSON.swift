/// A JSON value whose objects keep their key order, so machine-readable reports are byte-stable
/// and diff well. Rendered with two-space indentation; strings escaped by `JSON.string`.
indirect enum OrderedJSON {
    case object([(String, OrderedJSON)])
    case array([OrderedJSON])
    case string(String)
    case int(Int)
    case bool(Bool)

    func rendered(indent: Int = 0) -> String {
        let pad = String(repeating: "  ", count: indent + 1)
        let closing = String(repeating: "  ", count: indent)
        switch self {
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            let lines = members.map { "\(pad)\(JSON.string($0.0)): \($0.1.rendered(indent: indent + 1))" }
            return "{\n" + lines.joined(separator: ",\n") + "\n\(closing)}"
        case .array(let elements):
            guard !elements.isEmpty else { return "[]" }
            let lines = elements.map { pad + $0.rendered(indent: indent + 1) }
            return "[\n" + lines.joined(separator: ",\n") + "\n\(closing)]"
        case .string(let value): return JSON.string(value)
        case .int(let value): return String(value)
        case .bool(let value): return value ? "true" : "false"
        }
    }
}
