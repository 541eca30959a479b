import WakeLintCore

/// Reads `.xcconfig` files line by line: `KEY = value`, `KEY[sdk=iphoneos*] = value`, `#include "x"`,
/// `#include? "x"`, `//` comments (anywhere on a line, as Xcode reads them). Values stay unevaluated.
public enum XCConfigReader {
    public static func read(_ file: SourceFile) -> XCConfigFile {
        var statements: [XCConfigStatement] = []
        var problems: [PlistProblem] = []
        for line in 1...max(1, file.lineCount) {
            guard let lineRange = file.lineRange(line) else { continue }
            let bytes = file.bytes
            var end = lineRange.upperBound
            if let comment = commentStart(in: bytes, lineRange) { end = comment }
            var start = lineRange.lowerBound
            if line == 1, bytes[start..<end].starts(with: [0xEF, 0xBB, 0xBF]) { start += 3 }
            while start < end, isSpace(bytes[start]) { start += 1 }
            while end > start, isSpace(bytes[end - 1]) { end -= 1 }
            guard start < end else { continue }
            func problem(_ message: String) {
                problems.append(PlistProblem(message: message, line: line, column: start - lineRange.lowerBound + 1))
            }
            if bytes[start] == UInt8(ascii: "#") {
                if let include = readInclude(bytes, start..<end, line: line) {
                    statements.append(.include(include))
                } else {
                    problem("expected '#include \"file.xcconfig\"', found '\(file.text(start..<end))'")
                }
                continue
            }
            guard let equals = assignmentOperator(in: bytes, start..<end) else {
                problem("expected 'NAME = value', found '\(file.text(start..<end))'")
                continue
            }
            var keyEnd = equals
            while keyEnd > start, isSpace(bytes[keyEnd - 1]) { keyEnd -= 1 }
            var valueStart = equals + 1
            while valueStart < end, isSpace(bytes[valueStart]) { valueStart += 1 }
            // Xcode ignores one trailing semicolon.
            var valueEnd = end
            if valueEnd > valueStart, bytes[valueEnd - 1] == UInt8(ascii: ";") {
                valueEnd -= 1
                while valueEnd > valueStart, isSpace(bytes[valueEnd - 1]) { valueEnd -= 1 }
            }
            let key = file.text(start..<keyEnd)
            let setting = BuildSetting(
                key: key, value: .string(file.text(valueStart..<valueEnd)),
                keyRange: start..<keyEnd, valueRange: valueStart..<valueEnd)
            guard isValidName(setting.name) else {
                problem("invalid setting name '\(key)'")
                continue
            }
            statements.append(.setting(setting))
        }
        return XCConfigFile(path: file.path, statements: statements, problems: problems)
    }

    private static func readInclude(_ bytes: [UInt8], _ range: Range<Int>, line: Int) -> XCConfigInclude? {
        let text = String(decoding: bytes[range], as: UTF8.self)
        let isOptional: Bool
        var rest: Substring
        if text.hasPrefix("#include?") {
            isOptional = true
            rest = text.dropFirst(9)
        } else if text.hasPrefix("#include") {
            isOptional = false
            rest = text.dropFirst(8)
        } else {
            return nil
        }
        rest = rest.drop { $0 == " " || $0 == "\t" }
        guard rest.count >= 2, rest.first == "\"", rest.last == "\"" else { return nil }
        let path = String(rest.dropFirst().dropLast())
        guard !path.isEmpty, !path.contains("\"") else { return nil }
        return XCConfigInclude(path: path, isOptional: isOptional, range: range, line: line)
    }

    /// The first `=` outside `[…]` conditions (which contain `=` themselves).
    private static func assignmentOperator(in bytes: [UInt8], _ range: Range<Int>) -> Int? {
        var depth = 0
        for index in range {
            switch bytes[index] {
            case UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "]"): depth = max(0, depth - 1)
            case UInt8(ascii: "=") where depth == 0: return index
            default: break
            }
        }
        return nil
    }

    /// Offset of `//` on the line; xcconfig has no string literals, so it always starts a comment.
    private static func commentStart(in bytes: [UInt8], _ range: Range<Int>) -> Int? {
        var index = range.lowerBound
        while index + 1 < range.upperBound {
            if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/") { return index }
            index += 1
        }
        return nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }

    private static func isValidName(_ name: String) -> Bool {
        guard let first = name.utf8.first, !(first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) else {
            return false
        }
        return name.utf8.allSatisfy { byte in
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
        }
    }
}
