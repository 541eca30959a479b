import WakeLintCore

/// Reads OpenStep ("old-style ASCII") property lists, the format of `project.pbxproj`: `{ key = value; }`,
/// `( a, b, )`, `<0fbd 7a>`, quoted and unquoted strings, `/* */` and `//` comments. Every value keeps its
/// byte range; nesting is walked with an explicit stack, limited to `PlistReader.maximumDepth`.
public enum OpenStepPlistReader {
    /// `keyPaths: false` leaves every node's `keyPath` empty (a project file's are never shown), which saves
    /// building a string per node.
    public static func read(_ file: SourceFile, keyPaths: Bool = true) -> PlistReadResult {
        var parser = OpenStepParser(file: file, keyPaths: keyPaths)
        return parser.parse()
    }
}

struct OpenStepParser {
    let file: SourceFile
    private let bytes: [UInt8]
    private var position = 0
    private var comments: [Range<Int>] = []
    private var repeatedKeys: [RepeatedKey] = []
    private var keyPathBudget: Int
    private let keepsKeyPaths: Bool

    init(file: SourceFile, keyPaths: Bool = true) {
        self.file = file
        self.bytes = file.bytes
        self.keyPathBudget = PlistReader.keyPathBudget(forInputSize: file.bytes.count)
        keepsKeyPaths = keyPaths
    }

    private typealias Failure = PlistTextFailure

    /// An open `{` or `(` and where its parsing stands.
    private struct OpenContainer {
        enum State { case key, equals, value, semicolon, element, comma }
        var isDictionary: Bool
        var start: Int
        var keyPath: String
        var state: State
        var items: [PlistNode] = []
        var entries: [PlistEntry] = []
        /// Key → its entry's index in `entries`, made once the dictionary has many entries (a scan finds a key
        /// among a few).
        var entryIndexByKey: [String: Int]?
        var pendingKey: (name: String, range: Range<Int>)?
        /// The entry a repeated pending key repeats: its value is compared, then dropped.
        var repeatsEntry: Int?

        var closer: UInt8 { isDictionary ? UInt8(ascii: "}") : UInt8(ascii: ")") }

        /// The position in `entries` of the entry with this key (keys in `entries` are unique).
        mutating func entryIndex(of key: String) -> Int? {
            if let entryIndexByKey { return entryIndexByKey[key] }
            guard entries.count >= 12 else { return entries.firstIndex { $0.key == key } }
            var made: [String: Int] = [:]
            made.reserveCapacity(entries.count * 2)
            for (position, entry) in entries.enumerated() { made[entry.key] = position }
            entryIndexByKey = made
            return made[key]
        }
    }

    mutating func parse() -> PlistReadResult {
        do {
            let root = try parseDocument()
            return .document(
                PlistDocument(root: root, format: .openStep, comments: comments, repeatedKeys: repeatedKeys))
        } catch {
            return .problem(error.problem(in: file))
        }
    }

    private mutating func parseDocument() throws(Failure) -> PlistNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        try skipTrivia()
        guard position < bytes.count else { throw Failure(message: "empty file", offset: nil) }
        let root = try parseValue(keyPath: "")
        try skipTrivia()
        guard position >= bytes.count else {
            throw Failure(message: "unexpected \(describe(at: position)) after the root value", offset: position)
        }
        return root
    }

    /// Reads one value at the cursor; containers are filled by the loop below, not by recursion.
    private mutating func parseValue(keyPath: String) throws(Failure) -> PlistNode {
        var stack: [OpenContainer] = []
        var value: PlistNode? = try parseValueStart(keyPath: keyPath, stack: &stack)
        while true {
            if let finished = value {
                guard !stack.isEmpty else { return finished }
                attach(finished, to: &stack[stack.count - 1])
                value = nil
            }
            try skipTrivia()
            let index = stack.count - 1
            guard position < bytes.count else {
                let open = stack[index]
                throw Failure(
                    message:
                        "'\(open.isDictionary ? "{" : "(")' opened on line \(line(of: open.start)) is never closed",
                    offset: bytes.count)
            }
            let byte = bytes[position]
            switch stack[index].state {
            case .key:
                if byte == UInt8(ascii: "}") {
                    value = close(&stack)
                } else {
                    guard let (key, range) = try readString() else {
                        throw Failure(
                            message: "expected a key or '}', found \(describe(at: position))", offset: position)
                    }
                    stack[index].repeatsEntry = stack[index].entryIndex(of: key)
                    if stack[index].repeatsEntry == nil {
                        let position = stack[index].entries.count
                        stack[index].entryIndexByKey?[key] = position
                    }
                    stack[index].pendingKey = (key, range)
                    stack[index].state = .equals
                }
            case .equals:
                guard byte == UInt8(ascii: "=") else {
                    throw Failure(
                        message:
                            "expected '=' after key '\(stack[index].pendingKey?.name ?? "")', found \(describe(at: position))",
                        offset: position)
                }
                position += 1
                stack[index].state = .value
            case .value:
                let childPath =
                    keepsKeyPaths
                    ? PlistKeyPath.appending(stack[index].pendingKey?.name ?? "", to: stack[index].keyPath) : ""
                stack[index].state = .semicolon
                value = try parseValueStart(keyPath: childPath, stack: &stack)
            case .semicolon:
                guard byte == UInt8(ascii: ";") else {
                    throw Failure(
                        message:
                            "expected ';' after the value of '\(stack[index].entries.last?.key ?? "")', found \(describe(at: position))",
                        offset: position)
                }
                position += 1
                stack[index].state = .key
            case .element:
                if byte == UInt8(ascii: ")") {
                    value = close(&stack)
                } else {
                    let childPath =
                        keepsKeyPaths
                        ? PlistKeyPath.appending(index: stack[index].items.count, to: stack[index].keyPath) : ""
                    stack[index].state = .comma
                    value = try parseValueStart(keyPath: childPath, stack: &stack)
                }
            case .comma:
                if byte == UInt8(ascii: ")") {
                    value = close(&stack)
                } else {
                    guard byte == UInt8(ascii: ",") else {
                        throw Failure(
                            message: "expected ',' or ')' in array, found \(describe(at: position))", offset: position)
                    }
                    position += 1
                    stack[index].state = .element
                }
            }
        }
    }

    /// A scalar node, or nil after pushing a new container onto `stack`.
    private mutating func parseValueStart(keyPath: String, stack: inout [OpenContainer]) throws(Failure) -> PlistNode? {
        let start = position
        keyPathBudget -= keyPath.utf8.count
        guard keyPathBudget >= 0 else {
            throw Failure(
                message:
                    "document too large: key paths exceed \(PlistReader.keyPathBudget(forInputSize: bytes.count)) bytes",
                offset: start)
        }
        switch bytes[position] {
        case UInt8(ascii: "{"), UInt8(ascii: "("):
            guard stack.count < PlistReader.maximumDepth else {
                throw Failure(message: "nesting deeper than \(PlistReader.maximumDepth) levels", offset: start)
            }
            let isDictionary = bytes[position] == UInt8(ascii: "{")
            position += 1
            stack.append(
                OpenContainer(
                    isDictionary: isDictionary, start: start, keyPath: keyPath,
                    state: isDictionary ? .key : .element))
            return nil
        case UInt8(ascii: "<"):
            if hasPrefix("<<<<<<<") {
                throw Failure(message: "merge conflict marker '<<<<<<<'", offset: start)
            }
            return PlistNode(value: .data(try readData()), range: start..<position, keyPath: keyPath)
        default:
            guard let (string, range) = try readString() else {
                throw Failure(message: "expected a value, found \(describe(at: position))", offset: position)
            }
            return PlistNode(value: .string(string), range: range, keyPath: keyPath)
        }
    }

    private mutating func close(_ stack: inout [OpenContainer]) -> PlistNode {
        position += 1
        let open = stack.removeLast()
        let value: PlistValue = open.isDictionary ? .dict(PlistDictionary(entries: open.entries)) : .array(open.items)
        return PlistNode(value: value, range: open.start..<position, keyPath: open.keyPath)
    }

    private mutating func attach(_ node: PlistNode, to container: inout OpenContainer) {
        if container.isDictionary, let key = container.pendingKey {
            container.pendingKey = nil
            if let earlier = container.repeatsEntry.map({ container.entries[$0] }) {
                container.repeatsEntry = nil
                repeatedKeys.append(
                    RepeatedKey(
                        key: key.name, first: earlier.keyRange ?? key.range, repeated: key.range,
                        sameValue: sameText(earlier.value, node)))
                return
            }
            container.entries.append(PlistEntry(key: key.name, keyRange: key.range, value: node))
        } else {
            container.items.append(node)
        }
    }

    /// Whether two values are written alike, but for whitespace.
    private func sameText(_ first: PlistNode, _ second: PlistNode) -> Bool {
        guard let a = first.range, let b = second.range else { return false }
        return Self.significantBytes(bytes[a]) == Self.significantBytes(bytes[b])
    }

    /// The bytes without whitespace outside quoted strings.
    private static func significantBytes(_ slice: ArraySlice<UInt8>) -> [UInt8] {
        var result: [UInt8] = []
        var quote: UInt8?
        var escaped = false
        for byte in slice {
            if let open = quote {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == open {
                    quote = nil
                }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                continue
            }
            result.append(byte)
        }
        return result
    }

    // MARK: - Tokens

    /// A quoted or unquoted string at the cursor with its range (quotes included), or nil if none starts here.
    private mutating func readString() throws(Failure) -> (String, Range<Int>)? {
        let start = position
        let byte = bytes[position]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            return (try readQuoted(quote: byte), start..<position)
        }
        while position < bytes.count, Self.isUnquotedByte(bytes[position]) { position += 1 }
        guard position > start else {
            if hasPrefix("<<<<<<<") || hasPrefix("=======") || hasPrefix(">>>>>>>") {
                throw Failure(
                    message: "merge conflict marker '\(String(decoding: bytes[start..<(start + 7)], as: UTF8.self))'",
                    offset: start)
            }
            return nil
        }
        return (String(decoding: bytes[start..<position], as: UTF8.self), start..<position)
    }

    private mutating func readQuoted(quote: UInt8) throws(Failure) -> String {
        let start = position
        position += 1
        var text: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            if byte == quote {
                position += 1
                return String(decoding: text, as: UTF8.self)
            }
            if byte != UInt8(ascii: "\\") {
                text.append(byte)
                position += 1
                continue
            }
            guard position + 1 < bytes.count else { break }
            let escaped = bytes[position + 1]
            position += 2
            switch escaped {
            case UInt8(ascii: "n"): text.append(0x0A)
            case UInt8(ascii: "t"): text.append(0x09)
            case UInt8(ascii: "r"): text.append(0x0D)
            case UInt8(ascii: "a"): text.append(0x07)
            case UInt8(ascii: "b"): text.append(0x08)
            case UInt8(ascii: "f"): text.append(0x0C)
            case UInt8(ascii: "v"): text.append(0x0B)
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                var value: UInt32 = 0
                var digits = 0
                while digits < 4, position < bytes.count, let digit = Self.hexValue(bytes[position]) {
                    value = value << 4 | UInt32(digit)
                    digits += 1
                    position += 1
                }
                guard digits > 0 else {
                    throw Failure(message: "'\\U' without hexadecimal digits", offset: position - 2)
                }
                text.append(contentsOf: Array(String(Unicode.Scalar(value).map(Character.init) ?? "\u{FFFD}").utf8))
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(escaped - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, position < bytes.count, bytes[position] >= UInt8(ascii: "0"),
                    bytes[position] <= UInt8(ascii: "7")
                {
                    value = value << 3 | UInt32(bytes[position] - UInt8(ascii: "0"))
                    digits += 1
                    position += 1
                }
                // NeXTSTEP-encoded octal escapes: the ASCII range is the same, the rest is rare in practice.
                text.append(contentsOf: Array(String(Character(Unicode.Scalar(UInt8(truncatingIfNeeded: value)))).utf8))
            default:
                text.append(escaped)
            }
        }
        throw Failure(message: "unterminated string", offset: start)
    }

    private mutating func readData() throws(Failure) -> [UInt8] {
        let start = position
        position += 1
        var data: [UInt8] = []
        var high: UInt8?
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if byte == UInt8(ascii: ">") {
                guard high == nil else {
                    throw Failure(message: "odd number of hexadecimal digits in <data>", offset: start)
                }
                return data
            }
            if Self.isWhitespace(byte) { continue }
            guard let digit = Self.hexValue(byte) else {
                throw Failure(
                    message: "invalid character \(describe(at: position - 1)) in <data>", offset: position - 1)
            }
            if let first = high {
                data.append(first << 4 | digit)
                high = nil
            } else {
                high = digit
            }
        }
        throw Failure(message: "unterminated <data>", offset: start)
    }

    /// Skips whitespace and comments, recording each comment's range.
    private mutating func skipTrivia() throws(Failure) {
        while position < bytes.count {
            let byte = bytes[position]
            if Self.isWhitespace(byte) {
                position += 1
            } else if hasPrefix("//") {
                let start = position
                while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
                comments.append(start..<position)
            } else if hasPrefix("/*") {
                let start = position
                guard
                    let end = bytes.withUnsafeBufferPointer({
                        ByteSearch.firstIndex(of: Array("*/".utf8), in: $0, from: start + 2)
                    })
                else {
                    throw Failure(message: "unterminated comment", offset: start)
                }
                position = end + 2
                comments.append(start..<position)
            } else {
                return
            }
        }
    }

    // MARK: - Bytes

    private func hasPrefix(_ prefix: String) -> Bool {
        var index = position
        for byte in prefix.utf8 {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
        }
        return true
    }

    private func line(of offset: Int) -> Int { file.lineAndColumn(of: offset).line }

    private func describe(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of file" }
        let scalar = bytes[offset] < 0x80 ? Character(Unicode.Scalar(bytes[offset])) : "?"
        return "'\(scalar)'"
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }

    /// Characters allowed in unquoted strings (CFOldStylePList's set).
    private static func isUnquotedByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "+")
            || byte == UInt8(ascii: "/")
            || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
