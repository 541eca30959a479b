/// A build-setting value split into literal text and `$(NAME)` / `${NAME}` / `$(NAME:op)` references,
/// names themselves possibly built from references (`$(PRODUCT_NAME_$(CONFIGURATION))`).
/// Brackets are matched in one pass first, so parsing stays linear whatever the input.
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
        let closers = Self.matchClosers(bytes)
        pieces = Self.parse(bytes, 0..<bytes.count, closers: closers, depth: 0)
    }

    /// For each `$(` / `${` (keyed by the offset of `$`), the offset of its matching `)` / `}`.
    private static func matchClosers(_ bytes: [UInt8]) -> [Int: Int] {
        var closers: [Int: Int] = [:]
        // Open brackets: offset of `$` for references (nil for plain brackets) and the closer expected.
        var open: [(reference: Int?, closer: UInt8)] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "$"), index + 1 < bytes.count,
                bytes[index + 1] == UInt8(ascii: "(") || bytes[index + 1] == UInt8(ascii: "{")
            {
                open.append((index, bytes[index + 1] == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "}")))
                index += 2
                continue
            }
            if byte == UInt8(ascii: "(") { open.append((nil, UInt8(ascii: ")"))) }
            if byte == UInt8(ascii: "{") { open.append((nil, UInt8(ascii: "}"))) }
            if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "}"), let last = open.last, last.closer == byte {
                open.removeLast()
                if let reference = last.reference { closers[reference] = index }
            }
            index += 1
        }
        return closers
    }

    private static func parse(_ bytes: [UInt8], _ range: Range<Int>, closers: [Int: Int], depth: Int) -> [Piece] {
        var pieces: [Piece] = []
        var literalStart = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            guard bytes[index] == UInt8(ascii: "$"), depth < maximumNesting, let close = closers[index],
                close < range.upperBound
            else {
                index += 1
                continue
            }
            if literalStart < index {
                pieces.append(.literal(String(decoding: bytes[literalStart..<index], as: UTF8.self)))
            }
            pieces.append(reference(bytes, index...close, closers: closers, depth: depth))
            index = close + 1
            literalStart = index
        }
        if literalStart < range.upperBound {
            pieces.append(.literal(String(decoding: bytes[literalStart..<range.upperBound], as: UTF8.self)))
        }
        return pieces
    }

    /// `$(` name `:op` `:op` `)`: the name ends at the first `:` outside nested references.
    private static func reference(_ bytes: [UInt8], _ range: ClosedRange<Int>, closers: [Int: Int], depth: Int) -> Piece
    {
        let content = (range.lowerBound + 2)..<range.upperBound
        var separators: [Int] = []
        var index = content.lowerBound
        while index < content.upperBound {
            if bytes[index] == UInt8(ascii: "$"), let close = closers[index], close < content.upperBound {
                index = close + 1
                continue
            }
            // Operators are taken as written; only the name is parsed for references.
            if bytes[index] == UInt8(ascii: ":") { separators.append(index) }
            index += 1
        }
        let nameEnd = separators.first ?? content.upperBound
        let name = parse(bytes, content.lowerBound..<nameEnd, closers: closers, depth: depth + 1)
        var operators: [String] = []
        if let first = separators.first {
            // Split at every top-level colon (so `default=a:b` is two operators, as rare as it is).
            let bounds = [first] + separators.dropFirst() + [content.upperBound]
            for (start, end) in zip(bounds, bounds.dropFirst()) {
                operators.append(String(decoding: bytes[(start + 1)..<end], as: UTF8.self))
            }
        }
        return .reference(
            name: name, operators: operators,
            original: String(decoding: bytes[range], as: UTF8.self))
    }
}
