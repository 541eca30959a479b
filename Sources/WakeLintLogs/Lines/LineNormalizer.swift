/// Turns a raw log line into the text rules match against.
///
/// Pasted logs carry noise that hides system wording: ANSI colour codes, control bytes and NULs (UTF-16
/// text read as bytes), HTML entities from web copies (`&quot;`), curly quotes from chat tools and a
/// UTF-8 byte-order mark. Normalisation removes or rewrites exactly these; everything else is kept, and
/// invalid UTF-8 is repaired (U+FFFD) when the bytes become a `String`.
public enum LineNormalizer {
    /// Bytes that normalisation removes or rewrites; a line without any of them is already normal.
    static let triggerBytes: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for byte in 0..<0x20 where byte != 0x09 { table[byte] = true }
        table[0x7F] = true
        table[Int(UInt8(ascii: "&"))] = true
        table[0xE2] = true  // curly quotes U+2018/2019/201C/201D
        table[0xEF] = true  // byte-order mark U+FEFF
        return table
    }()

    /// True when `normalizedBytes` would differ from the input.
    /// Sixteen bytes per step (SIMD compares, stdlib only): runs on every line of the log.
    public static func needsNormalization(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let raw = UnsafeRawPointer(base)
        let count = bytes.count
        var index = 0
        let space = SIMD16<UInt8>(repeating: 0x20)
        let tab = SIMD16<UInt8>(repeating: 0x09)
        let delete = SIMD16<UInt8>(repeating: 0x7F)
        let ampersand = SIMD16<UInt8>(repeating: UInt8(ascii: "&"))
        let quoteLead = SIMD16<UInt8>(repeating: 0xE2)
        let bomLead = SIMD16<UInt8>(repeating: 0xEF)
        func hasTrigger(at offset: Int) -> Bool {
            let chunk = raw.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
            let control = (chunk .< space) .& (chunk .!= tab)
            return any(
                control .| (chunk .== delete) .| (chunk .== ampersand) .| (chunk .== quoteLead) .| (chunk .== bomLead))
        }
        if count >= 16 {
            // The last step overlaps the one before instead of testing the rest byte by byte.
            while true {
                if hasTrigger(at: index) { return true }
                if index == count - 16 { return false }
                index = Swift.min(index + 16, count - 16)
            }
        }
        return triggerBytes.withUnsafeBufferPointer { table in
            while index < count {
                if table[Int(base[index])] { return true }
                index += 1
            }
            return false
        }
    }

    /// Normalised text; a truncated line first loses an incomplete UTF-8 sequence cut by the cap.
    public static func text(of bytes: UnsafeBufferPointer<UInt8>, isTruncated: Bool = false) -> String {
        let bytes = isTruncated ? droppingIncompleteSuffix(bytes) : bytes
        if !needsNormalization(bytes) { return String(decoding: bytes, as: UTF8.self) }
        return String(decoding: normalizedBytes(bytes), as: UTF8.self)
    }

    public static func text(of bytes: [UInt8]) -> String {
        bytes.withUnsafeBufferPointer { text(of: $0) }
    }

    /// The normalised bytes (still possibly invalid UTF-8; `String(decoding:)` repairs that).
    public static func normalizedBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        let count = bytes.count
        var index = 0
        while index < count {
            let byte = bytes[index]
            switch byte {
            case 0x1B:
                index = endOfEscapeSequence(bytes, at: index)
                continue
            case 0x09:
                out.append(byte)
            case 0x00..<0x20, 0x7F:
                break
            case UInt8(ascii: "&"):
                if let (scalar, length) = entity(bytes, at: index) {
                    appendUTF8(normalizedQuote(scalar), to: &out)
                    index += length
                    continue
                }
                out.append(byte)
            case 0xE2 where index + 2 < count && bytes[index + 1] == 0x80:
                switch bytes[index + 2] {
                case 0x98, 0x99:
                    out.append(UInt8(ascii: "'"))
                    index += 3
                    continue
                case 0x9C, 0x9D:
                    out.append(UInt8(ascii: "\""))
                    index += 3
                    continue
                default: out.append(byte)
                }
            case 0xEF where index + 2 < count && bytes[index + 1] == 0xBB && bytes[index + 2] == 0xBF:
                index += 3
                continue
            default:
                out.append(byte)
            }
            index += 1
        }
        return out
    }

    /// Index just past an ANSI/VT escape: CSI (`ESC [ params final`), OSC (`ESC ] ... BEL|ESC \`) or `ESC x`.
    private static func endOfEscapeSequence(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int {
        let count = bytes.count
        var index = start + 1
        guard index < count else { return index }
        switch bytes[index] {
        case UInt8(ascii: "["):
            index += 1
            while index < count, (0x20...0x3F).contains(bytes[index]) { index += 1 }
            return index < count && (0x40...0x7E).contains(bytes[index]) ? index + 1 : index
        case UInt8(ascii: "]"):
            index += 1
            while index < count {
                if bytes[index] == 0x07 { return index + 1 }
                if bytes[index] == 0x1B, index + 1 < count, bytes[index + 1] == UInt8(ascii: "\\") { return index + 2 }
                index += 1
            }
            return index
        default:
            return index + 1
        }
    }

    /// The scalar and byte length of an HTML entity at `start` (`&quot;`, `&#39;`, `&#x2019;` ...).
    private static func entity(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (Unicode.Scalar, Int)? {
        var end = start + 1
        while end < bytes.count, end - start <= 10, bytes[end] != UInt8(ascii: ";") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";"), end > start + 1 else { return nil }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[(start + 1)..<end]), as: UTF8.self)
        let length = end - start + 1
        switch name {
        case "quot": return ("\"", length)
        case "amp": return ("&", length)
        case "lt": return ("<", length)
        case "gt": return (">", length)
        case "apos": return ("'", length)
        case "nbsp": return (" ", length)
        default: break
        }
        guard name.hasPrefix("#") else { return nil }
        let digits = name.dropFirst()
        let value: UInt32?
        if digits.hasPrefix("x") || digits.hasPrefix("X") {
            value = UInt32(digits.dropFirst(), radix: 16)
        } else {
            value = UInt32(digits)
        }
        guard let value, value != 0, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }

    private static func normalizedQuote(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x2018, 0x2019: "'"
        case 0x201C, 0x201D: "\""
        default: scalar
        }
    }

    private static func appendUTF8(_ scalar: Unicode.Scalar, to out: inout [UInt8]) {
        out.append(contentsOf: Array(String(scalar).utf8))
    }

    /// Drops a multi-byte sequence cut short by truncation so repair does not add a U+FFFD at the end.
    private static func droppingIncompleteSuffix(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        let count = bytes.count
        var back = 1
        while back <= min(3, count) {
            let byte = bytes[count - back]
            if byte & 0xC0 == 0x80 {
                back += 1
                continue
            }
            let needed = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
            return needed > back ? UnsafeBufferPointer(rebasing: bytes[0..<(count - back)]) : bytes
        }
        return bytes
    }
}
