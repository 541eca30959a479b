import WakeLintCore

/// The Ruby of a Podfile or podspec read as data: statements of tokens, each with its 1-based line. Only what such
/// files hold as data is told apart — string literals (an interpolated `"#{…}"` is not one), symbols, words,
/// numbers, `%w[…]` word arrays, brackets and punctuation; anything else is a token of kind `other`, which the
/// readers treat as a value they cannot read. A statement ends at a line break outside brackets, unless the line
/// ends in `,`, `\` or an operator that needs a right-hand side.
struct RubyData {
    enum Kind: Equatable {
        case string(String)
        /// `:ios`, or `path:` in a keyword argument (then `isLabel`).
        case symbol(String, isLabel: Bool)
        case word(String)
        case number(String)
        case wordArray([String])
        case punctuation(String)
        case other(String)
    }

    struct Token: Equatable {
        var kind: Kind
        var line: Int
    }

    /// Statements in file order; a `do … end` block's lines are statements of their own (see `blockDepth`).
    var statements: [[Token]] = []

    init(_ file: SourceFile) {
        let bytes = file.bytes
        var index = 0
        var line = 1
        var current: [Token] = []
        var depth = 0
        func finish() {
            if !current.isEmpty { statements.append(current) }
            current = []
        }
        func isWordByte(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == 0x5F || byte >= 0x80
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                index += 1
                let continues: Bool = {
                    guard let last = current.last else { return false }
                    if case .punctuation(let mark) = last.kind {
                        return [",", "\\", "=", "=>", "+", "||", "&&", "(", "[", "{"].contains(mark)
                    }
                    return false
                }()
                if depth == 0 && !continues { finish() }
                if case .punctuation("\\")? = current.last?.kind { current.removeLast() }
            case UInt8(ascii: "#"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "'"), UInt8(ascii: "\""):
                let start = line
                var text: [UInt8] = []
                var interpolated = false
                index += 1
                while index < bytes.count, bytes[index] != byte {
                    if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                        text.append(bytes[index + 1])
                        index += 2
                        continue
                    }
                    if byte == UInt8(ascii: "\""), bytes[index] == UInt8(ascii: "#"), index + 1 < bytes.count,
                        bytes[index + 1] == UInt8(ascii: "{")
                    {
                        interpolated = true
                    }
                    if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                    text.append(bytes[index])
                    index += 1
                }
                index += 1
                let string = String(decoding: text, as: UTF8.self)
                current.append(Token(kind: interpolated ? .other(string) : .string(string), line: start))
            case UInt8(ascii: ":") where index + 1 < bytes.count && isWordByte(bytes[index + 1]):
                var end = index + 1
                while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
                current.append(
                    Token(
                        kind: .symbol(String(decoding: bytes[(index + 1)..<end], as: UTF8.self), isLabel: false),
                        line: line))
                index = end
            case UInt8(ascii: "%")
            where index + 2 < bytes.count
                && (bytes[index + 1] == UInt8(ascii: "w") || bytes[index + 1] == UInt8(ascii: "W")):
                let open = bytes[index + 2]
                let close: UInt8 =
                    switch open {
                    case UInt8(ascii: "["): UInt8(ascii: "]")
                    case UInt8(ascii: "("): UInt8(ascii: ")")
                    case UInt8(ascii: "{"): UInt8(ascii: "}")
                    case UInt8(ascii: "<"): UInt8(ascii: ">")
                    default: open
                    }
                var end = index + 3
                while end < bytes.count, bytes[end] != close {
                    if bytes[end] == UInt8(ascii: "\n") { line += 1 }
                    end += 1
                }
                let words = String(decoding: bytes[min(index + 3, end)..<end], as: UTF8.self)
                    .split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).map(String.init)
                current.append(Token(kind: .wordArray(words), line: line))
                index = min(end + 1, bytes.count)
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            default:
                if isWordByte(byte) {
                    var end = index
                    while end < bytes.count,
                        isWordByte(bytes[end]) || bytes[end] == UInt8(ascii: "?")
                            || bytes[end] == UInt8(ascii: "!")
                    {
                        end += 1
                    }
                    let text = String(decoding: bytes[index..<end], as: UTF8.self)
                    if end < bytes.count, bytes[end] == UInt8(ascii: ":"),
                        end + 1 >= bytes.count || bytes[end + 1] != UInt8(ascii: ":")
                    {
                        current.append(Token(kind: .symbol(text, isLabel: true), line: line))
                        end += 1
                    } else if byte >= 0x30 && byte <= 0x39 {
                        current.append(Token(kind: .number(text), line: line))
                    } else {
                        current.append(Token(kind: .word(text), line: line))
                    }
                    index = end
                    continue
                }
                let pairs = ["=>", "::", "||", "&&", "<<", "=="]
                let two = index + 1 < bytes.count ? String(decoding: bytes[index...(index + 1)], as: UTF8.self) : ""
                let mark = pairs.contains(two) ? two : String(decoding: [byte], as: UTF8.self)
                if ["(", "[", "{"].contains(mark) { depth += 1 }
                if [")", "]", "}"].contains(mark) { depth = max(0, depth - 1) }
                current.append(Token(kind: .punctuation(mark), line: line))
                index += mark.utf8.count
            }
        }
        finish()
    }

    /// The string literals of a value: one literal, or an array (`[…]` or `%w[…]`) of literals only; nil for any
    /// other value.
    static func strings(_ tokens: ArraySlice<Token>) -> [String]? {
        guard let first = tokens.first else { return nil }
        switch first.kind {
        case .string(let value) where tokens.count == 1: return [value]
        case .wordArray(let words) where tokens.count == 1: return words
        case .punctuation("["):
            guard case .punctuation("]")? = tokens.last?.kind else { return nil }
            var values: [String] = []
            var expectsValue = true
            for token in tokens.dropFirst().dropLast() {
                switch token.kind {
                case .string(let value) where expectsValue:
                    values.append(value)
                    expectsValue = false
                case .punctuation(",") where !expectsValue: expectsValue = true
                default: return nil
                }
            }
            return values
        default: return nil
        }
    }
}
