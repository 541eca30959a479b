/// Reads the small YAML subset `.wakelint.yml` uses, by hand (no library):
/// block mappings (`key: value`, `key:` + indented block), block sequences (`- item`), flow sequences
/// (`[a, b]`) and flow mappings (`{a: 1}`), plain, 'single' and "double" quoted scalars, `#` comments.
/// Anything else — anchors, aliases, tags, block scalars (`|`, `>`), several documents, tabs for
/// indentation — is an error with its line, never a guess.
public struct YAMLSubsetReader {
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        public var line: Int
        public var message: String
        public var description: String { "line \(line): \(message)" }
    }

    private struct Line {
        var number: Int
        var indent: Int
        var content: Substring
    }

    /// Deeper block or flow nesting is an error: a configuration never needs it, and the reader recurses
    /// once per level, so the limit is what keeps a hostile file from overflowing the stack.
    public static let maximumNesting = 64

    private var lines: [Line] = []
    private var index = 0
    private var blockDepth = 0

    public static func read(_ text: String) throws(Failure) -> YAMLValue {
        var reader = YAMLSubsetReader()
        try reader.split(text)
        guard !reader.lines.isEmpty else { return .mapping([], line: 1) }
        let value = try reader.block(indent: reader.lines[0].indent)
        if reader.index < reader.lines.count {
            throw Failure(line: reader.lines[reader.index].number, message: "unexpected indentation")
        }
        return value
    }

    private mutating func split(_ text: String) throws(Failure) {
        var number = 0
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            var line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            if number == 1, line.hasPrefix("\u{FEFF}") { line = line.dropFirst() }
            let indent = line.prefix { $0 == " " }.count
            if line.dropFirst(indent).first == "\t" {
                throw Failure(line: number, message: "tabs are not allowed for indentation")
            }
            let content = Self.stripComment(line.dropFirst(indent))
            guard !content.isEmpty else { continue }
            if content == "---" && lines.isEmpty { continue }
            if content == "---" || content == "..." {
                throw Failure(line: number, message: "only one YAML document is supported")
            }
            lines.append(Line(number: number, indent: indent, content: content))
        }
    }

    /// Removes a `#` comment that is not inside quotes, and trailing spaces.
    private static func stripComment(_ text: Substring) -> Substring {
        var quote: Character?
        var previous: Character = " "
        var end = text.endIndex
        for position in text.indices {
            let character = text[position]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == "#", previous == " " || previous == "\t" {
                end = position
                break
            }
            previous = character
        }
        var result = text[..<end]
        while let last = result.last, last == " " || last == "\t" { result = result.dropLast() }
        return result
    }

    private mutating func block(indent: Int) throws(Failure) -> YAMLValue {
        let first = lines[index]
        blockDepth += 1
        defer { blockDepth -= 1 }
        guard blockDepth <= Self.maximumNesting else {
            throw Failure(line: first.number, message: "nesting deeper than \(Self.maximumNesting) levels")
        }
        if first.content == "-" || first.content.hasPrefix("- ") {
            return try sequence(indent: indent)
        }
        return try mapping(indent: indent)
    }

    private mutating func sequence(indent: Int) throws(Failure) -> YAMLValue {
        let startLine = lines[index].number
        var items: [YAMLValue] = []
        while index < lines.count, lines[index].indent == indent,
            lines[index].content == "-" || lines[index].content.hasPrefix("- ")
        {
            let line = lines[index]
            let rest = line.content.dropFirst(1).drop { $0 == " " }
            index += 1
            if rest.isEmpty {
                guard index < lines.count, lines[index].indent > indent else {
                    throw Failure(line: line.number, message: "list item has no value")
                }
                items.append(try block(indent: lines[index].indent))
            } else if Self.mappingKey(in: rest) != nil {
                throw Failure(
                    line: line.number,
                    message: "mappings inside list items are not supported; use a flow mapping {key: value}")
            } else {
                items.append(try inline(rest, line: line.number))
            }
        }
        return .sequence(items, line: startLine)
    }

    private mutating func mapping(indent: Int) throws(Failure) -> YAMLValue {
        let startLine = lines[index].number
        var entries: [YAMLEntry] = []
        while index < lines.count, lines[index].indent == indent {
            let line = lines[index]
            guard let (key, rest) = Self.mappingKey(in: line.content) else {
                throw Failure(line: line.number, message: "expected 'key: value'")
            }
            if entries.contains(where: { $0.key == key }) {
                throw Failure(line: line.number, message: "duplicate key '\(key)'")
            }
            index += 1
            let value: YAMLValue
            if rest.isEmpty {
                if index < lines.count, lines[index].indent > indent {
                    value = try block(indent: lines[index].indent)
                } else if index < lines.count, lines[index].indent == indent,
                    lines[index].content == "-" || lines[index].content.hasPrefix("- ")
                {
                    // YAML allows a sequence at the same indentation as its key.
                    value = try sequence(indent: indent)
                } else {
                    value = .scalar("", line: line.number)
                }
            } else {
                value = try inline(rest, line: line.number)
            }
            entries.append(YAMLEntry(key: key, line: line.number, value: value))
        }
        if index < lines.count, lines[index].indent > indent {
            throw Failure(line: lines[index].number, message: "unexpected indentation")
        }
        return .mapping(entries, line: startLine)
    }

    /// `key: rest` when the line is a mapping entry (the key may be quoted).
    private static func mappingKey(in text: Substring) -> (String, Substring)? {
        if let first = text.first, first == "'" || first == "\"" {
            var scanner = FlowScanner(text: text, line: 0)
            guard let key = try? scanner.quoted() else { return nil }
            let rest = scanner.remaining
            guard rest.first == ":" else { return nil }
            let value = rest.dropFirst()
            guard value.isEmpty || value.first == " " else { return nil }
            return (key, value.drop { $0 == " " })
        }
        var position = text.startIndex
        while position < text.endIndex {
            if text[position] == ":" {
                let next = text.index(after: position)
                if next == text.endIndex || text[next] == " " {
                    let key = text[..<position]
                    guard !key.isEmpty, !"[{".contains(key.first!) else { return nil }
                    return (String(key), text[next...].drop { $0 == " " })
                }
            }
            position = text.index(after: position)
        }
        return nil
    }

    private func inline(_ text: Substring, line: Int) throws(Failure) -> YAMLValue {
        var scanner = FlowScanner(text: text, line: line)
        let value = try scanner.value()
        scanner.skipSpaces()
        guard scanner.remaining.isEmpty else {
            throw Failure(line: line, message: "unexpected '\(scanner.remaining)' after the value")
        }
        return value
    }

    /// Scans one line's flow value: scalars, `[…]`, `{…}`.
    private struct FlowScanner {
        var text: Substring
        var line: Int
        var depth = 0
        var remaining: Substring { text }

        mutating func skipSpaces() { text = text.drop { $0 == " " } }

        mutating func value(inFlow: Bool = false) throws(Failure) -> YAMLValue {
            skipSpaces()
            guard let first = text.first else { return .scalar("", line: line) }
            if first == "[" || first == "{" {
                depth += 1
                guard depth <= YAMLSubsetReader.maximumNesting else {
                    throw Failure(line: line, message: "nesting deeper than \(YAMLSubsetReader.maximumNesting) levels")
                }
            }
            defer { if first == "[" || first == "{" { depth -= 1 } }
            switch first {
            case "[":
                text = text.dropFirst()
                var items: [YAMLValue] = []
                skipSpaces()
                if text.first == "]" {
                    text = text.dropFirst()
                    return .sequence([], line: line)
                }
                while true {
                    items.append(try value(inFlow: true))
                    skipSpaces()
                    guard let next = text.first else {
                        throw Failure(line: line, message: "flow list is not closed with ']'")
                    }
                    text = text.dropFirst()
                    if next == "]" { return .sequence(items, line: line) }
                    guard next == "," else { throw Failure(line: line, message: "expected ',' or ']' in flow list") }
                }
            case "{":
                text = text.dropFirst()
                var entries: [YAMLEntry] = []
                skipSpaces()
                if text.first == "}" {
                    text = text.dropFirst()
                    return .mapping([], line: line)
                }
                while true {
                    skipSpaces()
                    guard case .scalar(let key, _) = try value(inFlow: true), !key.isEmpty else {
                        throw Failure(line: line, message: "flow mapping key must be a scalar")
                    }
                    skipSpaces()
                    guard text.first == ":" else {
                        throw Failure(line: line, message: "expected ':' after '\(key)' in flow mapping")
                    }
                    text = text.dropFirst()
                    if entries.contains(where: { $0.key == key }) {
                        throw Failure(line: line, message: "duplicate key '\(key)'")
                    }
                    entries.append(YAMLEntry(key: key, line: line, value: try value(inFlow: true)))
                    skipSpaces()
                    guard let next = text.first else {
                        throw Failure(line: line, message: "flow mapping is not closed with '}'")
                    }
                    text = text.dropFirst()
                    if next == "}" { return .mapping(entries, line: line) }
                    guard next == "," else { throw Failure(line: line, message: "expected ',' or '}' in flow mapping") }
                }
            case "'", "\"":
                return .scalar(try quoted(), line: line)
            case "&", "*", "!", "|", ">", "%", "@", "`":
                throw Failure(
                    line: line,
                    message: "'\(first)' (anchors, aliases, tags, block scalars) is outside the supported YAML subset")
            default:
                let stops: Set<Character> = inFlow ? [",", "]", "}", ":"] : []
                var end = text.startIndex
                while end < text.endIndex {
                    let character = text[end]
                    if stops.contains(character) {
                        if character != ":" { break }
                        let next = text.index(after: end)
                        if next == text.endIndex || text[next] == " " || text[next] == "," || text[next] == "}" {
                            break
                        }
                    }
                    end = text.index(after: end)
                }
                var scalar = text[..<end]
                text = text[end...]
                while scalar.last == " " { scalar = scalar.dropLast() }
                return .scalar(String(scalar), line: line)
            }
        }

        mutating func quoted() throws(Failure) -> String {
            let quote = text.removeFirst()
            var result = ""
            while let character = text.first {
                text = text.dropFirst()
                if character == quote {
                    if quote == "'", text.first == "'" {
                        text = text.dropFirst()
                        result.append("'")
                        continue
                    }
                    return result
                }
                if quote == "\"", character == "\\" {
                    guard let escaped = text.first else { break }
                    text = text.dropFirst()
                    switch escaped {
                    case "n": result.append("\n")
                    case "t": result.append("\t")
                    case "\\": result.append("\\")
                    case "\"": result.append("\"")
                    default: throw Failure(line: line, message: "unsupported escape '\\\(escaped)'")
                    }
                    continue
                }
                result.append(character)
            }
            throw Failure(line: line, message: "quoted string is not closed")
        }
    }
}
