import WakeLintCore

/// A hand-written scanner for XML property lists that keeps the byte range of every key and value.
/// Iterative (an explicit stack of open containers), so hostile nesting cannot overflow the call stack.
struct XMLPlistParser {
    let file: SourceFile
    private let bytes: [UInt8]
    private var position = 0
    /// Whether a C preprocessor line was met (`INFOPLIST_PREPROCESS`): repeated keys are then other branches.
    private var sawPreprocessorLine = false
    private var comments: [Range<Int>] = []
    private var keyPathBudget: Int

    init(file: SourceFile) {
        self.file = file
        self.bytes = file.bytes
        self.keyPathBudget = PlistReader.keyPathBudget(forInputSize: file.bytes.count)
    }

    /// A problem at a byte offset; turned into a line and column at the end.
    typealias Failure = PlistTextFailure

    /// A container whose closing tag has not been seen yet.
    private struct OpenContainer {
        enum Kind: String { case plist, array, dict }
        var kind: Kind
        var start: Int
        var keyPath: String
        var items: [PlistNode] = []
        var entries: [PlistEntry] = []
        /// Where each key's entry is in `entries`: a repeated key replaces its entry in place.
        var entryPositions: [String: Int] = [:]
        var pendingKey: (name: String, range: Range<Int>)?

        func childKeyPath() -> String {
            switch kind {
            case .plist: return ""
            case .array: return PlistKeyPath.appending(index: items.count, to: keyPath)
            case .dict: return PlistKeyPath.appending(pendingKey?.name ?? "", to: keyPath)
            }
        }
    }

    private struct Tag {
        var name: String
        var range: Range<Int>
        var isClosing: Bool
        var isSelfClosing: Bool
    }

    mutating func parse() -> PlistReadResult {
        do {
            let root = try parseDocument()
            return .document(PlistDocument(root: root, format: .xml, comments: comments))
        } catch {
            return .problem(error.problem(in: file))
        }
    }

    // MARK: - Document

    private mutating func parseDocument() throws(Failure) -> PlistNode {
        if bytes.allSatisfy(Self.isWhitespace) { throw Failure(message: "empty file", offset: nil) }
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            throw Failure(message: "UTF-16 property lists are not supported; save it as UTF-8 XML or binary", offset: 0)
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        if let invalid = file.firstInvalidUTF8Offset {
            throw Failure(message: "invalid UTF-8", offset: invalid)
        }
        var sawMarkup = false
        var sawDoctype = false
        while true {
            skipWhitespace()
            guard position < bytes.count else {
                throw Failure(message: "no <plist> element", offset: position)
            }
            guard bytes[position] == UInt8(ascii: "<") else {
                let message =
                    sawMarkup
                    ? "unexpected text \(quotedSnippet(at: position)) before <plist>"
                    : "not a property list (expected '<?xml', '<plist>' or 'bplist00')"
                throw Failure(message: message, offset: position)
            }
            sawMarkup = true
            if hasPrefix("<?") {
                try skipProcessingInstruction()
            } else if hasPrefix("<!--") {
                try skipComment()
            } else if hasPrefix("<!DOCTYPE") {
                if sawDoctype { throw Failure(message: "second <!DOCTYPE>", offset: position) }
                sawDoctype = true
                try skipDoctype()
            } else if hasPrefix("<!") {
                throw Failure(
                    message: "unexpected markup \(quotedSnippet(at: position)) before <plist>", offset: position)
            } else {
                let tag = try readTag()
                guard !tag.isClosing, tag.name == "plist" else {
                    throw Failure(
                        message: "root element is <\(tag.name)>, expected <plist>", offset: tag.range.lowerBound)
                }
                if tag.isSelfClosing { throw Failure(message: "<plist> has no value", offset: tag.range.lowerBound) }
                let root = try parseContents(of: tag)
                try expectNothingAfterRoot()
                return root
            }
        }
    }

    private mutating func expectNothingAfterRoot() throws(Failure) {
        while true {
            skipWhitespace()
            guard position < bytes.count else { return }
            if hasPrefix("<!--") {
                try skipComment()
            } else if hasPrefix("<?") {
                try skipProcessingInstruction()
            } else {
                throw Failure(
                    message: "unexpected content \(quotedSnippet(at: position)) after </plist>", offset: position)
            }
        }
    }

    // MARK: - Values

    /// Reads everything inside `<plist>` up to and including `</plist>`; returns its single value.
    private mutating func parseContents(of plistTag: Tag) throws(Failure) -> PlistNode {
        var stack = [OpenContainer(kind: .plist, start: plistTag.range.lowerBound, keyPath: "")]
        while true {
            guard let tag = try nextTagInContainer(stack[stack.count - 1].kind) else {
                let open = stack[stack.count - 1]
                throw Failure(
                    message: "<\(open.kind.rawValue)> opened on line \(line(of: open.start)) is never closed",
                    offset: bytes.count)
            }
            if tag.isClosing {
                let open = stack.removeLast()
                guard tag.name == open.kind.rawValue else {
                    throw Failure(
                        message:
                            "</\(tag.name)> does not close <\(open.kind.rawValue)> opened on line \(line(of: open.start))",
                        offset: tag.range.lowerBound)
                }
                if let key = open.pendingKey {
                    throw Failure(message: "<key> '\(key.name)' has no value", offset: key.range.lowerBound)
                }
                let range = open.start..<tag.range.upperBound
                switch open.kind {
                case .plist:
                    guard let value = open.items.first else {
                        throw Failure(message: "<plist> has no value", offset: open.start)
                    }
                    return value
                case .array:
                    try attach(PlistNode(value: .array(open.items), range: range, keyPath: open.keyPath), to: &stack)
                case .dict:
                    try attach(
                        PlistNode(
                            value: .dict(PlistDictionary(entries: open.entries)), range: range, keyPath: open.keyPath),
                        to: &stack)
                }
                continue
            }
            // Index the parent in place: a local copy would make every append copy its arrays (quadratic).
            let top = stack.count - 1
            if tag.name == "key" {
                guard stack[top].kind == .dict else {
                    throw Failure(message: "<key> outside a <dict>", offset: tag.range.lowerBound)
                }
                if let key = stack[top].pendingKey {
                    throw Failure(message: "<key> '\(key.name)' has no value", offset: key.range.lowerBound)
                }
                let (name, end) = tag.isSelfClosing ? ("", tag.range.upperBound) : try readText(closing: tag)
                stack[top].pendingKey = (name, tag.range.lowerBound..<end)
                continue
            }
            if stack[top].kind == .dict, stack[top].pendingKey == nil {
                throw Failure(message: "<\(tag.name)> in a <dict> without a <key>", offset: tag.range.lowerBound)
            }
            let keyPath = stack[top].childKeyPath()
            keyPathBudget -= keyPath.utf8.count
            guard keyPathBudget >= 0 else {
                throw Failure(
                    message:
                        "document too large: key paths exceed \(PlistReader.keyPathBudget(forInputSize: bytes.count)) bytes",
                    offset: tag.range.lowerBound)
            }
            switch tag.name {
            case "array", "dict":
                let kind: OpenContainer.Kind = tag.name == "array" ? .array : .dict
                if tag.isSelfClosing {
                    let value: PlistValue = kind == .array ? .array([]) : .dict(PlistDictionary())
                    try attach(PlistNode(value: value, range: tag.range, keyPath: keyPath), to: &stack)
                } else {
                    // The <plist> frame does not count as a level.
                    guard stack.count <= PlistReader.maximumDepth else {
                        throw Failure(
                            message: "nesting deeper than \(PlistReader.maximumDepth) levels",
                            offset: tag.range.lowerBound)
                    }
                    stack.append(OpenContainer(kind: kind, start: tag.range.lowerBound, keyPath: keyPath))
                }
            default:
                let node = try parseScalar(tag, keyPath: keyPath)
                try attach(node, to: &stack)
            }
        }
    }

    private func line(of offset: Int) -> Int { file.lineAndColumn(of: offset).line }

    private func attach(_ node: PlistNode, to stack: inout [OpenContainer]) throws(Failure) {
        let index = stack.count - 1
        switch stack[index].kind {
        case .plist:
            guard stack[index].items.isEmpty else {
                throw Failure(message: "<plist> holds more than one value", offset: node.range?.lowerBound)
            }
            stack[index].items.append(node)
        case .array:
            stack[index].items.append(node)
        case .dict:
            guard let key = stack[index].pendingKey else { return }
            let entry = PlistEntry(key: key.name, keyRange: key.range, value: node)
            // A repeated key replaces the earlier value, as CoreFoundation's parser does (CFPropertyList.c,
            // parseDictTag: CFDictionarySetValue); Xcode builds such plists, so they are read, not rejected.
            if let position = stack[index].entryPositions[key.name] {
                // In a preprocessed plist the repeat is another branch of an `#if`: the first (usually the
                // default) stays, rather than whichever branch happens to come last.
                if !sawPreprocessorLine { stack[index].entries[position] = entry }
            } else {
                stack[index].entryPositions[key.name] = stack[index].entries.count
                stack[index].entries.append(entry)
            }
            stack[index].pendingKey = nil
        }
    }

    static let preprocessorDirectives = [
        "#if", "#ifdef", "#ifndef", "#elif", "#else", "#endif", "#define", "#undef", "#include",
    ]

    /// The next element tag inside a container, skipping whitespace, comments and C preprocessor lines; nil at
    /// end of input.
    private mutating func nextTagInContainer(_ kind: OpenContainer.Kind) throws(Failure) -> Tag? {
        while true {
            skipWhitespace()
            guard position < bytes.count else { return nil }
            // `INFOPLIST_PREPROCESS = YES` runs the C preprocessor over the Info.plist: its directive lines sit
            // between elements. Every branch is read, so a key in some branch is not reported missing.
            if bytes[position] == UInt8(ascii: "#"), Self.preprocessorDirectives.contains(where: { hasPrefix($0) }) {
                sawPreprocessorLine = true
                while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
                continue
            }
            guard bytes[position] == UInt8(ascii: "<") else {
                throw Failure(
                    message: "unexpected text \(quotedSnippet(at: position)) in <\(kind.rawValue)>",
                    offset: position)
            }
            if hasPrefix("<!--") {
                try skipComment()
            } else if hasPrefix("<?") {
                try skipProcessingInstruction()
            } else if hasPrefix("<!") {
                throw Failure(
                    message: "unexpected markup \(quotedSnippet(at: position)) in <\(kind.rawValue)>",
                    offset: position)
            } else {
                return try readTag()
            }
        }
    }

    private mutating func parseScalar(_ tag: Tag, keyPath: String) throws(Failure) -> PlistNode {
        let start = tag.range.lowerBound
        let (text, end) = tag.isSelfClosing ? ("", tag.range.upperBound) : try readText(closing: tag)
        let value: PlistValue
        switch tag.name {
        case "string":
            value = .string(text)
        case "true", "false":
            guard Self.trimmed(text).isEmpty else {
                throw Failure(message: "<\(tag.name)> must be empty", offset: start)
            }
            value = .bool(tag.name == "true")
        case "integer":
            guard let integer = Self.parseInteger(Self.trimmed(text)) else {
                throw Failure(message: "invalid <integer> '\(Self.trimmed(text))'", offset: start)
            }
            value = .integer(integer)
        case "real":
            guard let real = Self.parseReal(Self.trimmed(text)) else {
                throw Failure(message: "invalid <real> '\(Self.trimmed(text))'", offset: start)
            }
            value = .real(real)
        case "date":
            let date = Self.trimmed(text)
            guard PlistDate.isValid(date) else {
                throw Failure(message: "invalid <date> '\(date)' (expected YYYY-MM-DDTHH:MM:SSZ)", offset: start)
            }
            value = .date(date)
        case "data":
            guard let data = Base64.decode(text) else {
                throw Failure(message: "invalid base64 in <data>", offset: start)
            }
            value = .data(data)
        default:
            throw Failure(message: "unknown element <\(tag.name)>", offset: start)
        }
        return PlistNode(value: value, range: start..<end, keyPath: keyPath)
    }

    // MARK: - Text

    /// Decoded text up to the tag that closes `open`, and the offset just after that closing tag.
    /// Entities are the five predefined ones and character references; nothing else is ever expanded.
    private mutating func readText(closing open: Tag) throws(Failure) -> (String, Int) {
        var text: [UInt8] = []
        while true {
            guard position < bytes.count else {
                throw Failure(
                    message: "<\(open.name)> opened on line \(line(of: open.range.lowerBound)) is never closed",
                    offset: bytes.count)
            }
            let byte = bytes[position]
            if byte == UInt8(ascii: "&") {
                try decodeEntity(into: &text)
            } else if byte != UInt8(ascii: "<") {
                text.append(byte)
                position += 1
            } else if hasPrefix("<![CDATA[") {
                let contentStart = position + 9
                guard let end = find(Array("]]>".utf8), from: contentStart) else {
                    throw Failure(message: "unclosed <![CDATA[", offset: position)
                }
                text.append(contentsOf: bytes[contentStart..<end])
                position = end + 3
            } else if hasPrefix("<!--") {
                try skipComment()
            } else {
                let tag = try readTag()
                guard tag.isClosing, tag.name == open.name else {
                    let shown = tag.isClosing ? "</\(tag.name)>" : "<\(tag.name)>"
                    throw Failure(message: "unexpected \(shown) inside <\(open.name)>", offset: tag.range.lowerBound)
                }
                return (String(decoding: text, as: UTF8.self), tag.range.upperBound)
            }
        }
    }

    private mutating func decodeEntity(into text: inout [UInt8]) throws(Failure) {
        let start = position
        var end = position + 1
        while end < bytes.count, end - start <= 12, bytes[end] != UInt8(ascii: ";"),
            !Self.isWhitespace(bytes[end]), bytes[end] != UInt8(ascii: "<"), bytes[end] != UInt8(ascii: "&")
        {
            end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else {
            throw Failure(message: "'&' must start an entity such as '&amp;'", offset: start)
        }
        let name = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
        position = end + 1
        switch name {
        case "lt": text.append(UInt8(ascii: "<"))
        case "gt": text.append(UInt8(ascii: ">"))
        case "amp": text.append(UInt8(ascii: "&"))
        case "quot": text.append(UInt8(ascii: "\""))
        case "apos": text.append(UInt8(ascii: "'"))
        default:
            guard name.hasPrefix("#") else {
                throw Failure(
                    message: "undeclared entity '&\(name);' (only XML's predefined entities are expanded)",
                    offset: start)
            }
            let digits = name.dropFirst()
            let scalarValue = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            guard let scalarValue, scalarValue != 0, !digits.hasPrefix("x-"), !digits.hasPrefix("-"),
                let scalar = Unicode.Scalar(scalarValue)
            else {
                throw Failure(message: "invalid character reference '&\(name);'", offset: start)
            }
            text.append(contentsOf: Array(String(Character(scalar)).utf8))
        }
    }

    // MARK: - Markup

    /// Reads `<name attr="…">`, `<name/>` or `</name>` at the cursor; attributes are checked, then ignored.
    private mutating func readTag() throws(Failure) -> Tag {
        let start = position
        position += 1
        let isClosing = position < bytes.count && bytes[position] == UInt8(ascii: "/")
        if isClosing { position += 1 }
        let nameStart = position
        while position < bytes.count, Self.isNameByte(bytes[position]) { position += 1 }
        guard position > nameStart else {
            throw Failure(message: "malformed tag \(quotedSnippet(at: start))", offset: start)
        }
        let name = String(decoding: bytes[nameStart..<position], as: UTF8.self)
        var isSelfClosing = false
        while true {
            skipWhitespace()
            guard position < bytes.count else {
                throw Failure(message: "unclosed tag <\(isClosing ? "/" : "")\(name)", offset: start)
            }
            let byte = bytes[position]
            if byte == UInt8(ascii: ">") {
                position += 1
                break
            }
            if byte == UInt8(ascii: "/"), !isClosing, position + 1 < bytes.count,
                bytes[position + 1] == UInt8(ascii: ">")
            {
                isSelfClosing = true
                position += 2
                break
            }
            guard !isClosing else { throw Failure(message: "malformed closing tag </\(name)>", offset: start) }
            try skipAttribute(in: name, tagStart: start)
        }
        return Tag(name: name, range: start..<position, isClosing: isClosing, isSelfClosing: isSelfClosing)
    }

    private mutating func skipAttribute(in tagName: String, tagStart: Int) throws(Failure) {
        let nameStart = position
        while position < bytes.count, Self.isNameByte(bytes[position]) { position += 1 }
        guard position > nameStart else {
            throw Failure(message: "malformed tag <\(tagName)>", offset: tagStart)
        }
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
            throw Failure(message: "attribute without a value in <\(tagName)>", offset: nameStart)
        }
        position += 1
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'")
        else {
            throw Failure(message: "unquoted attribute value in <\(tagName)>", offset: nameStart)
        }
        let quote = bytes[position]
        guard let end = bytes[(position + 1)...].firstIndex(of: quote) else {
            throw Failure(message: "unclosed attribute value in <\(tagName)>", offset: nameStart)
        }
        position = end + 1
    }

    private mutating func skipComment() throws(Failure) {
        let start = position
        guard let end = find(Array("-->".utf8), from: position + 4) else {
            throw Failure(message: "unclosed comment", offset: start)
        }
        position = end + 3
        comments.append(start..<position)
    }

    private mutating func skipProcessingInstruction() throws(Failure) {
        guard let end = find(Array("?>".utf8), from: position + 2) else {
            throw Failure(message: "unclosed processing instruction '<?'", offset: position)
        }
        position = end + 2
    }

    /// Accepts a DOCTYPE with an external identifier only (never read); refuses an internal subset,
    /// the only place entities (billion laughs, external `SYSTEM` entities) could be declared.
    private mutating func skipDoctype() throws(Failure) {
        let start = position
        var quote: UInt8?
        position += 9
        while position < bytes.count {
            let byte = bytes[position]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                throw Failure(
                    message: "<!DOCTYPE> with an internal subset is refused (declared entities are never expanded)",
                    offset: start)
            } else if byte == UInt8(ascii: ">") {
                position += 1
                return
            }
            position += 1
        }
        throw Failure(message: "unclosed <!DOCTYPE>", offset: start)
    }

    // MARK: - Bytes

    private mutating func skipWhitespace() {
        while position < bytes.count, Self.isWhitespace(bytes[position]) { position += 1 }
    }

    private func hasPrefix(_ prefix: String) -> Bool {
        var index = position
        for byte in prefix.utf8 {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
        }
        return true
    }

    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard start <= bytes.count else { return nil }
        return bytes.withUnsafeBufferPointer { ByteSearch.firstIndex(of: needle, in: $0, from: start) }
    }

    /// Up to 20 bytes of the input at `offset`, single-quoted, for messages.
    private func quotedSnippet(at offset: Int) -> String {
        var end = offset
        while end < bytes.count, end - offset < 20, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
        let text = String(decoding: bytes[offset..<end], as: UTF8.self)
        return "'\(text)\(end < bytes.count && bytes[end] != 0x0A && bytes[end] != 0x0D ? "…" : "")'"
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":")
            || byte == UInt8(ascii: ".")
    }

    private static func trimmed(_ text: String) -> String {
        let bytes = Array(text.utf8)
        guard let first = bytes.firstIndex(where: { !isWhitespace($0) }),
            let last = bytes.lastIndex(where: { !isWhitespace($0) })
        else { return "" }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }

    /// Decimal or `0x` hexadecimal, optionally signed, within Int64.
    static func parseInteger(_ text: String) -> Int64? {
        var digits = Substring(text)
        var negative = false
        if digits.hasPrefix("-") {
            negative = true
            digits = digits.dropFirst()
        } else if digits.hasPrefix("+") {
            digits = digits.dropFirst()
        }
        var radix = 10
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
            radix = 16
            digits = digits.dropFirst(2)
        }
        guard !digits.isEmpty, !digits.hasPrefix("+"), !digits.hasPrefix("-"),
            let magnitude = UInt64(digits, radix: radix)
        else { return nil }
        if negative {
            guard magnitude <= UInt64(Int64.max) + 1 else { return nil }
            return magnitude == UInt64(Int64.max) + 1 ? Int64.min : -Int64(magnitude)
        }
        guard magnitude <= UInt64(Int64.max) else { return nil }
        return Int64(magnitude)
    }

    static func parseReal(_ text: String) -> Double? {
        switch text.lowercased() {
        case "nan": return .nan
        case "inf", "+inf", "infinity", "+infinity": return .infinity
        case "-inf", "-infinity": return -.infinity
        default:
            guard !text.isEmpty,
                text.utf8.allSatisfy({ byte in
                    (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                        || [
                            UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "e"),
                            UInt8(ascii: "E"),
                        ].contains(byte)
                })
            else { return nil }
            return Double(text)
        }
    }
}
