/// Standard base64 (RFC 4648) as used by `<data>`: whitespace between characters is allowed,
/// padding is optional at the very end, any other byte makes the text invalid.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func decode(_ text: String) -> [UInt8]? {
        var output: [UInt8] = []
        var accumulator: UInt32 = 0
        var bits = 0
        var padding = 0
        for byte in text.utf8 {
            if XMLPlistParser.isWhitespace(byte) { continue }
            if byte == UInt8(ascii: "=") {
                padding += 1
                continue
            }
            guard padding == 0, let value = sextet(byte) else { return nil }
            accumulator = (accumulator << 6) | UInt32(value)
            bits += 6
            if bits >= 8 {
                bits -= 8
                output.append(UInt8((accumulator >> UInt32(bits)) & 0xFF))
            }
        }
        guard padding <= 2, bits < 6 else { return nil }
        return output
    }

    static func encode(_ data: [UInt8]) -> String {
        var output: [UInt8] = []
        output.reserveCapacity((data.count + 2) / 3 * 4)
        var index = 0
        while index < data.count {
            let chunk = data[index..<min(index + 3, data.count)]
            var value: UInt32 = 0
            for (offset, byte) in chunk.enumerated() { value |= UInt32(byte) << UInt32(16 - 8 * offset) }
            for sextetIndex in 0..<4 {
                if sextetIndex <= chunk.count {
                    output.append(alphabet[Int((value >> UInt32(18 - 6 * sextetIndex)) & 0x3F)])
                } else {
                    output.append(UInt8(ascii: "="))
                }
            }
            index += 3
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func sextet(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte - UInt8(ascii: "A")
        case UInt8(ascii: "a")...UInt8(ascii: "z"): byte - UInt8(ascii: "a") + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0") + 52
        case UInt8(ascii: "+"): 62
        case UInt8(ascii: "/"): 63
        default: nil
        }
    }
}
