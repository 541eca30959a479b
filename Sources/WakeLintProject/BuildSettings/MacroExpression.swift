/// A build-setting value split into literal text and `$(NAME)` / `${NAME}` / `$(NAME:op)` references,
/// names themselves possibly built from references (`$(PRODUCT_NAME_$(CONFIGURATION))`).
struct MacroExpression: Sendable, Equatable {
    indirect enum Piece: Sendable, Equatable {
        case literal(String)
        /// `original` is the reference as written, shown when it cannot be resolved.
        case reference(name: [Piece], operators: [String], original: String)
    }

    var pieces: [Piece]

    /// Deeper nesting of references inside names is kept as literal text.
    static let maximumNesting = 16

    init(_ text: String) {
        let bytes = Array(text.utf8)
        var position = 0
        pieces = Self.parse(bytes, &position, closer: nil, depth: 0)
    }

    /// Parses until `closer` (or `:` when inside a reference name) at this nesting level.
    private static func parse(_ bytes: [UInt8], _ position: inout Int, closer: UInt8?, depth: Int) -> [Piece] {
        var pieces: [Piece] = []
        var literal: [UInt8] = []
        func flush() {
            if !literal.isEmpty { pieces.append(.literal(String(decoding: literal, as: UTF8.self))) }
            literal = []
        }
        while position < bytes.count {
            let byte = bytes[position]
            if let closer, byte == closer || byte == UInt8(ascii: ":") { break }
            if byte == UInt8(ascii: "$"), position + 1 < bytes.count, depth < maximumNesting,
               bytes[position + 1] == UInt8(ascii: "(") || bytes[position + 1] == UInt8(ascii: "{"),
               let reference = parseReference(bytes, &position, depth: depth) {
                flush()
                pieces.append(reference)
                continue
            }
            literal.append(byte)
            position += 1
        }
        flush()
        return pieces
    }

    /// A reference at `$`, or nil (cursor unchanged) when it is not closed.
    private static func parseReference(_ bytes: [UInt8], _ position: inout Int, depth: Int) -> Piece? {
        let start = position
        let closer = bytes[position + 1] == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "}")
        var cursor = position + 2
        let name = parse(bytes, &cursor, closer: closer, depth: depth + 1)
        var operators: [String] = []
        while cursor < bytes.count, bytes[cursor] == UInt8(ascii: ":") {
            cursor += 1
            let operatorStart = cursor
            var nesting = 0
            while cursor < bytes.count {
                let byte = bytes[cursor]
                if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "{") { nesting += 1 }
                if byte == closer || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "}") {
                    if nesting == 0 { break }
                    nesting -= 1
                }
                if byte == UInt8(ascii: ":"), nesting == 0 { break }
                cursor += 1
            }
            operators.append(String(decoding: bytes[operatorStart..<cursor], as: UTF8.self))
        }
        guard cursor < bytes.count, bytes[cursor] == closer else { return nil }
        position = cursor + 1
        return .reference(name: name, operators: operators,
                          original: String(decoding: bytes[start..<position], as: UTF8.self))
    }
}
