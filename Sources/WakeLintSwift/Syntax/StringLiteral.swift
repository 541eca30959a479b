/// A string literal; only its interpolations are code.
public struct StringLiteral: Sendable, Hashable {
    /// Each `\( … )` as its argument list (interpolations may be labelled: `\(x, privacy: .public)`).
    public var interpolations: [[Argument]]
    /// Byte ranges of the literal text between the delimiters and interpolations, escapes as written.
    public var segments: [Range<Int>]
    /// Number of `#`s around a raw string (`#"…"#` has 1); escapes then need as many `#`s after `\`.
    public var delimiterLength: Int
    public var isMultiline: Bool

    public init(
        interpolations: [[Argument]], segments: [Range<Int>] = [], delimiterLength: Int = 0, isMultiline: Bool = false
    ) {
        self.interpolations = interpolations
        self.segments = segments
        self.delimiterLength = delimiterLength
        self.isMultiline = isMultiline
    }

    /// The string's value when it has no interpolation: escapes decoded, and for multi-line literals the
    /// closing delimiter's indentation and the first and last line breaks removed. Nil when interpolated.
    public func value(in bytes: [UInt8]) -> String? {
        guard interpolations.isEmpty else { return nil }
        // Most literals are one line without escapes: their value is their text.
        if !isMultiline, segments.count == 1, let segment = segments.first, segment.upperBound <= bytes.count,
            !bytes[segment].contains(UInt8(ascii: "\\"))
        {
            return String(decoding: bytes[segment], as: UTF8.self)
        }
        var raw: [UInt8] = []
        for segment in segments where segment.upperBound <= bytes.count { raw += bytes[segment] }
        if isMultiline { raw = Self.removingIndentation(raw) }
        return Self.decodingEscapes(raw, delimiterLength: delimiterLength, isMultiline: isMultiline)
    }

    /// Multi-line literal text: drop the line break after `"""` and the last line (the closing delimiter's
    /// indentation), then that indentation from every line.
    static func removingIndentation(_ text: [UInt8]) -> [UInt8] {
        let newline = UInt8(ascii: "\n")
        guard let firstBreak = text.firstIndex(of: newline), let lastBreak = text.lastIndex(of: newline) else {
            return []
        }
        func withoutReturn(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
            line.last == UInt8(ascii: "\r") ? line.dropLast() : line
        }
        let indentation = withoutReturn(text[(lastBreak + 1)...])
        var output: [UInt8] = []
        guard firstBreak < lastBreak else { return output }
        output.reserveCapacity(lastBreak - firstBreak)
        var lineStart = firstBreak + 1
        while true {
            let lineEnd = text[lineStart..<lastBreak].firstIndex(of: newline) ?? lastBreak
            let line = withoutReturn(text[lineStart..<lineEnd])
            output += line.starts(with: indentation) ? line.dropFirst(indentation.count) : line
            guard lineEnd < lastBreak else { break }
            output.append(newline)
            lineStart = lineEnd + 1
        }
        return output
    }

    static func decodingEscapes(_ text: [UInt8], delimiterLength: Int, isMultiline: Bool) -> String {
        guard text.contains(UInt8(ascii: "\\")) else { return String(decoding: text, as: UTF8.self) }
        var output: [UInt8] = []
        output.reserveCapacity(text.count)
        var index = 0
        while index < text.count {
            let byte = text[index]
            let escapeEnd = index + 1 + delimiterLength
            guard byte == UInt8(ascii: "\\"), escapeEnd < text.count,
                text[(index + 1)..<escapeEnd].allSatisfy({ $0 == UInt8(ascii: "#") })
            else {
                output.append(byte)
                index += 1
                continue
            }
            let escaped = text[escapeEnd]
            index = escapeEnd + 1
            switch escaped {
            case UInt8(ascii: "n"): output.append(UInt8(ascii: "\n"))
            case UInt8(ascii: "t"): output.append(UInt8(ascii: "\t"))
            case UInt8(ascii: "r"): output.append(UInt8(ascii: "\r"))
            case UInt8(ascii: "0"): output.append(0)
            case UInt8(ascii: "\n") where isMultiline:
                // A line continuation joins the next line.
                break
            case UInt8(ascii: "u"):
                // `\u{1F600}`
                guard index < text.count, text[index] == UInt8(ascii: "{"),
                    let close = text[index...].firstIndex(of: UInt8(ascii: "}")),
                    let value = UInt32(String(decoding: text[(index + 1)..<close], as: UTF8.self), radix: 16),
                    let scalar = Unicode.Scalar(value)
                else {
                    output += [UInt8(ascii: "\\"), UInt8(ascii: "u")]
                    continue
                }
                output += Array(String(Character(scalar)).utf8)
                index = close + 1
            default:
                // `\"`, `\\`, `\'` and anything unknown: the character itself.
                output.append(escaped)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}
