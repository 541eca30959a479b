/// Byte and Unicode-scalar classes of the Swift grammar, as small inlinable predicates (no tables to
/// initialise, no String) so the lexer's hot loops stay branch-light.
enum CharacterClass {
    @inline(__always)
    static func isIdentifierHead(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- 0x61 < 26 || byte == 0x5F
    }

    /// Letters, digits, `_` and `$` (macros generate names such as `_$observationRegistrar`).
    @inline(__always)
    static func isIdentifierBody(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- 0x61 < 26 || byte &- 0x30 < 10 || byte == 0x5F || byte == 0x24
    }

    /// Bytes trivia may start with (`lexTriviaPiece`): whitespace and control bytes, `/` (comments), `#` (a
    /// shebang), 0x7F and 0xEF (a byte-order mark). Any other byte starts a token, so most tokens skip the call.
    @inline(__always)
    static func mayStartTrivia(_ byte: UInt8) -> Bool {
        byte <= 0x20 || byte == 0x2F || byte == 0x23 || byte == 0x7F || byte == 0xEF
    }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

    @inline(__always)
    static func isHexDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 || (byte | 0x20) &- 0x61 < 6 }

    /// ASCII operator characters: `/ = - + ! * % < > & | ^ ~ ?` (`.` only continues dot-operators).
    @inline(__always)
    static func isOperatorByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F: return true
        default: return false
        }
    }

    /// Non-ASCII scalars that may start an operator (The Swift Programming Language, Lexical Structure).
    static func isOperatorHead(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
            0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
            0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F,
            0x3001...0x3003, 0x3008...0x3020, 0x3030:
            return true
        default:
            return false
        }
    }

    /// Non-ASCII scalars that may continue an operator: heads plus combining marks.
    static func isOperatorBody(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
            return true
        default:
            return isOperatorHead(scalar)
        }
    }

    /// Non-ASCII scalars that may appear in an identifier: everything that is neither an operator
    /// character nor Unicode whitespace (a superset of the grammar's list, which only matters for invalid code).
    static func isIdentifierScalar(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x80...0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF:
            return false
        default:
            return !isOperatorHead(scalar)
        }
    }

    /// Decodes one UTF-8 scalar at `index`: its value and byte length, or length 0 when the bytes there
    /// are not valid UTF-8 (overlong forms, surrogates and truncated sequences included).
    @inline(__always)
    static func decodeScalar(_ buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> (scalar: UInt32, length: Int) {
        let count = buffer.count
        let lead = buffer[index]
        if lead < 0x80 { return (UInt32(lead), 1) }
        @inline(__always) func continuation(_ offset: Int) -> UInt32? {
            guard index + offset < count else { return nil }
            let byte = buffer[index + offset]
            return byte & 0xC0 == 0x80 ? UInt32(byte & 0x3F) : nil
        }
        if lead >= 0xC2, lead <= 0xDF {
            guard let b1 = continuation(1) else { return (0, 0) }
            return (UInt32(lead & 0x1F) << 6 | b1, 2)
        }
        if lead >= 0xE0, lead <= 0xEF {
            guard let b1 = continuation(1), let b2 = continuation(2) else { return (0, 0) }
            let scalar = UInt32(lead & 0x0F) << 12 | b1 << 6 | b2
            guard scalar >= 0x800, !(0xD800...0xDFFF).contains(scalar) else { return (0, 0) }
            return (scalar, 3)
        }
        if lead >= 0xF0, lead <= 0xF4 {
            guard let b1 = continuation(1), let b2 = continuation(2), let b3 = continuation(3) else { return (0, 0) }
            let scalar = UInt32(lead & 0x07) << 18 | b1 << 12 | b2 << 6 | b3
            guard scalar >= 0x10000, scalar <= 0x10FFFF else { return (0, 0) }
            return (scalar, 4)
        }
        return (0, 0)
    }
}
