import WakeLintCore

/// Edits to the top-level dictionary of an XML property list as text: every byte outside an edit stays as it is
/// (header, comments, key order, indentation). A key is added where Xcode writes it, in sorted key order when the
/// keys are sorted (else last), on lines of its own with the file's indentation and line ending.
public struct PlistTextEditor: Sendable {
    /// Why a file cannot be edited as text.
    public struct Refusal: Error, Sendable, Hashable, CustomStringConvertible {
        public var description: String
        public init(_ description: String) { self.description = description }
    }

    /// A value to write.
    public enum Value: Sendable, Hashable {
        case bool(Bool)
        case string(String)
        case strings([String])
    }

    public let file: SourceFile
    let root: PlistNode
    let entries: [PlistEntry]
    /// The file's indentation step (a tab, or its smallest run of leading spaces) and line ending.
    let unit: String
    let newline: String

    public init(file: SourceFile, document: PlistDocument) throws(Refusal) {
        guard document.format == .xml else {
            throw Refusal(
                document.format == .binary
                    ? "it is a binary property list, which is left alone" : "it is not an XML property list")
        }
        guard let dict = document.root.dictValue, document.root.range != nil else {
            throw Refusal("its top level is not a dictionary")
        }
        self.file = file
        root = document.root
        entries = dict.entries
        newline = ByteSearch.contains(Array("\r\n".utf8), in: file.bytes) ? "\r\n" : "\n"
        unit = file.indentationUnit(fallback: "\t")
    }

    /// Whether the top-level dictionary has `key`.
    public func has(_ key: String) -> Bool { entries.contains { $0.key == key } }

    /// Edits that make `key` `<true/>`: the value replaced when it is `<false/>`, the entry added when absent;
    /// none when it is already true.
    public func setTrue(_ key: String) throws(Refusal) -> [TextEdit] {
        guard let entry = entries.first(where: { $0.key == key }) else { return [try insert(key, .bool(true))] }
        switch entry.value.value {
        case .bool(true): return []
        case .bool(false):
            guard let range = entry.value.range else { throw Refusal("'\(key)' has no position") }
            return [TextEdit(in: file, replacing: range, with: "<true/>")]
        default: throw Refusal("'\(key)' is not a Boolean, so what it should be is a judgement")
        }
    }

    /// Edits that add `values` to the array of strings under `key` (after its last element), creating the key
    /// when absent; none when the array already holds them all.
    public func addStrings(_ values: [String], toArray key: String) throws(Refusal) -> [TextEdit] {
        guard let entry = entries.first(where: { $0.key == key }) else { return [try insert(key, .strings(values))] }
        guard let elements = entry.value.arrayValue, let range = entry.value.range else {
            throw Refusal("'\(key)' is not an array, so what it should be is a judgement")
        }
        let held = Set(elements.compactMap(\.stringValue))
        let added = values.filter { !held.contains($0) }.map { "<string>\(Self.escaped($0))</string>" }
        if added.isEmpty { return [] }
        if let last = elements.last?.range {
            let (at, indent) = try lineAfter(last, startingAt: last.lowerBound, what: "'\(key)'")
            return [TextEdit(in: file, replacing: at..<at, with: added.map { indent + $0 + newline }.joined())]
        }
        // An empty array, `<array/>` or `<array>` and `</array>` with only white space between, is written anew.
        let written = file.text(range).filter { !$0.isWhitespace }
        guard written == "<array/>" || written == "<array></array>" else {
            throw Refusal("'\(key)' holds only a comment, which an edit would have to move")
        }
        let indent = try ownLineIndent(at: range.lowerBound, what: "'\(key)'")
        let opened = "<array>" + newline + added.map { indent + unit + $0 + newline }.joined() + indent + "</array>"
        return [TextEdit(in: file, replacing: range, with: opened)]
    }

    /// The edit that adds `key` with `value` to the top-level dictionary, where Xcode would write it.
    public func insert(_ key: String, _ value: Value) throws(Refusal) -> TextEdit {
        let sorted = zip(entries, entries.dropFirst()).allSatisfy { $0.key < $1.key }
        let following = sorted ? entries.firstIndex { $0.key > key } : nil
        if following == 0, let first = entries.first?.keyRange {
            // Before the first key, on a line of its own at that key's indentation.
            let indent = try ownLineIndent(at: first.lowerBound, what: "'\(entries[0].key)'")
            let lineStart = first.lowerBound - indent.utf8.count
            return TextEdit(in: file, replacing: lineStart..<lineStart, with: lines(key, value, indent: indent))
        }
        let previous = following.map { $0 - 1 } ?? entries.count - 1
        if previous >= 0 {
            let entry = entries[previous]
            guard let keyRange = entry.keyRange, let valueRange = entry.value.range else {
                throw Refusal("'\(entry.key)' has no position")
            }
            let (at, indent) = try lineAfter(valueRange, startingAt: keyRange.lowerBound, what: "'\(entry.key)'")
            return TextEdit(in: file, replacing: at..<at, with: lines(key, value, indent: indent))
        }
        // An empty dictionary: `<dict/>`, or `<dict>` and `</dict>` on lines of their own.
        guard let range = root.range else { throw Refusal("its dictionary has no position") }
        let indent = try ownLineIndent(at: range.lowerBound, what: "<dict>")
        if file.text(range).hasSuffix("/>") {
            let body = "<dict>" + newline + lines(key, value, indent: indent + unit) + indent + "</dict>"
            return TextEdit(in: file, replacing: range, with: body)
        }
        let close = range.upperBound - "</dict>".utf8.count
        guard close >= range.lowerBound, file.text(close..<range.upperBound) == "</dict>" else {
            throw Refusal("its dictionary does not end in '</dict>'")
        }
        let closeIndent = try ownLineIndent(at: close, what: "</dict>")
        let lineStart = close - closeIndent.utf8.count
        return TextEdit(in: file, replacing: lineStart..<lineStart, with: lines(key, value, indent: closeIndent + unit))
    }

    /// `<key>` and value lines at `indent`, each ending in the file's line ending.
    func lines(_ key: String, _ value: Value, indent: String) -> String {
        var text = indent + "<key>\(Self.escaped(key))</key>" + newline
        switch value {
        case .bool(let bool): text += indent + (bool ? "<true/>" : "<false/>") + newline
        case .string(let string): text += indent + "<string>\(Self.escaped(string))</string>" + newline
        case .strings(let strings):
            text += indent + "<array>" + newline
            for string in strings { text += indent + unit + "<string>\(Self.escaped(string))</string>" + newline }
            text += indent + "</array>" + newline
        }
        return text
    }

    /// The start of the line after the one `range` ends on, and the indentation of the line `start` begins
    /// (which must hold nothing before it); refused when text follows `range` on its line.
    private func lineAfter(_ range: Range<Int>, startingAt start: Int, what: String) throws(Refusal) -> (Int, String) {
        let indent = try ownLineIndent(at: start, what: what)
        var index = range.upperBound
        while index < file.bytes.count,
            file.bytes[index] == 0x20 || file.bytes[index] == 0x09 || file.bytes[index] == 0x0D
        {
            index += 1
        }
        guard index < file.bytes.count, file.bytes[index] == 0x0A else {
            throw Refusal("text follows \(what) on its line, so there is no line to add after it")
        }
        return (index + 1, indent)
    }

    /// The whitespace before `offset` on its line; refused when anything else comes before it there.
    private func ownLineIndent(at offset: Int, what: String) throws(Refusal) -> String {
        let (line, _) = file.lineAndColumn(of: offset)
        let prefix = file.bytes[Int(file.lineStarts[line - 1])..<offset]
        guard prefix.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else {
            throw Refusal("\(what) does not start its line, so the file's layout is not one entry per line")
        }
        return String(decoding: prefix, as: UTF8.self)
    }

    /// Text escaped for an XML element.
    public static func escaped(_ text: String) -> String {
        text.replacingAll("&", with: "&amp;").replacingAll("<", with: "&lt;").replacingAll(">", with: "&gt;")
    }
}

extension String {
    fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
        guard contains(target) else { return self }
        var out = ""
        for character in self { if character == target { out += replacement } else { out.append(character) } }
        return out
    }
}
