/// The `$(NAME:operator)` transformations wakelint understands (Xcode's common ones).
enum MacroOperator {
    /// The transformed value, or nil for an unknown operator.
    static func apply(_ operation: String, to value: String) -> String? {
        if operation.hasPrefix("default=") {
            return value.isEmpty ? String(operation.dropFirst(8)) : value
        }
        switch operation {
        case "rfc1034identifier":
            return String(value.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") ? $0 : "-" })
        case "c99extidentifier", "identifier":
            let mapped = String(value.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
            return mapped.first?.isNumber == true ? "_" + mapped : mapped
        case "lower":
            return value.lowercased()
        case "upper":
            return value.uppercased()
        case "file":
            return lastComponent(value)
        case "dir":
            guard let slash = value.lastIndex(of: "/") else { return "./" }
            return String(value[...slash])
        case "base":
            let file = lastComponent(value)
            guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
            return String(file[..<dot])
        case "suffix":
            let file = lastComponent(value)
            guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return "" }
            return String(file[dot...])
        case "standardizepath":
            return PathNormalizer.normalize(value)
        case "quote":
            var quoted = ""
            for character in value {
                if character == "\\" || character == " " { quoted.append("\\") }
                quoted.append(character)
            }
            return quoted
        default:
            return nil
        }
    }

    private static func lastComponent(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? ""
    }
}

/// Shell-style patterns with `*` (any run) and `?` (one character), as used in setting conditions.
enum GlobPattern {
    static func matches(_ pattern: String, _ text: String) -> Bool {
        let pattern = Array(pattern.utf8), text = Array(text.utf8)
        var p = 0, t = 0
        var star: Int?, resume = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == UInt8(ascii: "?") || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if p < pattern.count, pattern[p] == UInt8(ascii: "*") {
                star = p
                resume = t
                p += 1
            } else if let star {
                p = star + 1
                resume += 1
                t = resume
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == UInt8(ascii: "*") { p += 1 }
        return p == pattern.count
    }
}
