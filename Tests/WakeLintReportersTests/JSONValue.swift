/// A parsed JSON document for checking reporter output: strict RFC 8259 (no trailing commas, no comments,
/// no leading zeros), so a syntax slip in a hand-written writer fails a test instead of a consumer.
enum JSONValue: Equatable {
    case null
    case bool(Bool)
    case number(Double, isInteger: Bool)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    struct SyntaxError: Error, CustomStringConvertible {
        var offset: Int
        var message: String
        var description: String { "JSON syntax error at byte \(offset): \(message)" }
    }

    static func parse(_ text: String) throws -> JSONValue {
        var parser = Parser(bytes: Array(text.utf8))
        parser.skipWhitespace()
        let value = try parser.value()
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else {
            throw SyntaxError(offset: parser.index, message: "text after the document")
        }
        return value
    }

    subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    subscript(index: Int) -> JSONValue? {
        if case .array(let elements) = self, elements.indices.contains(index) { return elements[index] }
        return nil
    }

    var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    var intValue: Int? {
        if case .number(let value, true) = self { return Int(value) }
        return nil
    }

    var arrayValue: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    private struct Parser {
        let bytes: [UInt8]
        var index = 0

        mutating func skipWhitespace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        func fail(_ message: String) -> SyntaxError { SyntaxError(offset: index, message: message) }

        mutating func value() throws -> JSONValue {
            guard index < bytes.count else { throw fail("unexpected end") }
            switch bytes[index] {
            case UInt8(ascii: "{"): return try object()
            case UInt8(ascii: "["): return try array()
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"):
                try literal("true")
                return .bool(true)
            case UInt8(ascii: "f"):
                try literal("false")
                return .bool(false)
            case UInt8(ascii: "n"):
                try literal("null")
                return .null
            default: return try number()
            }
        }

        mutating func literal(_ word: String) throws {
            let expected = Array(word.utf8)
            guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
                throw fail("expected \(word)")
            }
            index += expected.count
        }

        mutating func object() throws -> JSONValue {
            index += 1
            var members: [String: JSONValue] = [:]
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            while true {
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw fail("expected a key") }
                let key = try string()
                guard members[key] == nil else { throw fail("duplicate key \(key)") }
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw fail("expected ':'") }
                index += 1
                skipWhitespace()
                members[key] = try value()
                skipWhitespace()
                guard index < bytes.count else { throw fail("unclosed object") }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                guard bytes[index] == UInt8(ascii: "}") else { throw fail("expected ',' or '}'") }
                index += 1
                return .object(members)
            }
        }

        mutating func array() throws -> JSONValue {
            index += 1
            var elements: [JSONValue] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(elements)
            }
            while true {
                skipWhitespace()
                elements.append(try value())
                skipWhitespace()
                guard index < bytes.count else { throw fail("unclosed array") }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                guard bytes[index] == UInt8(ascii: "]") else { throw fail("expected ',' or ']'") }
                index += 1
                return .array(elements)
            }
        }

        mutating func string() throws -> String {
            index += 1
            var scalars = String.UnicodeScalarView()
            var raw: [UInt8] = []
            func flush() {
                scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
                raw.removeAll()
            }
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""):
                    index += 1
                    flush()
                    return String(scalars)
                case UInt8(ascii: "\\"):
                    flush()
                    index += 1
                    guard index < bytes.count else { throw fail("unfinished escape") }
                    let escape = bytes[index]
                    index += 1
                    switch escape {
                    case UInt8(ascii: "\""): scalars.append("\"")
                    case UInt8(ascii: "\\"): scalars.append("\\")
                    case UInt8(ascii: "/"): scalars.append("/")
                    case UInt8(ascii: "b"): scalars.append("\u{8}")
                    case UInt8(ascii: "f"): scalars.append("\u{C}")
                    case UInt8(ascii: "n"): scalars.append("\n")
                    case UInt8(ascii: "r"): scalars.append("\r")
                    case UInt8(ascii: "t"): scalars.append("\t")
                    case UInt8(ascii: "u"):
                        var code = try hex4()
                        if (0xD800..<0xDC00).contains(code) {
                            try literal("\\u")
                            let low = try hex4()
                            guard (0xDC00..<0xE000).contains(low) else { throw fail("unpaired surrogate") }
                            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        }
                        guard let scalar = Unicode.Scalar(code) else { throw fail("invalid \\u escape") }
                        scalars.append(scalar)
                    default: throw fail("unknown escape")
                    }
                case 0..<0x20: throw fail("control character in string")
                default:
                    raw.append(byte)
                    index += 1
                }
            }
            throw fail("unclosed string")
        }

        mutating func hex4() throws -> UInt32 {
            guard index + 4 <= bytes.count,
                let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
            else {
                throw fail("expected four hex digits")
            }
            index += 4
            return value
        }

        mutating func number() throws -> JSONValue {
            let start = index
            if bytes[index] == UInt8(ascii: "-") { index += 1 }
            func digits() -> Int {
                let from = index
                while index < bytes.count, (48...57).contains(bytes[index]) { index += 1 }
                return index - from
            }
            let integerStart = index
            let integerDigits = digits()
            guard integerDigits > 0 else { throw fail("expected a value") }
            if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") { throw fail("leading zero") }
            var isInteger = true
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                isInteger = false
                guard digits() > 0 else { throw fail("expected fraction digits") }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                isInteger = false
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                    index += 1
                }
                guard digits() > 0 else { throw fail("expected exponent digits") }
            }
            guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
                throw fail("bad number")
            }
            return .number(value, isInteger: isInteger)
        }
    }
}
