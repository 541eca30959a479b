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
