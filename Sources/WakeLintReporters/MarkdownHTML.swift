/// The Markdown that messages and rule docs use, as HTML: paragraphs and fenced code (`blocks`), and within a
/// line `code`, **bold**, *italics*, [links](https://…), `<https://…>` and bare `https://…` addresses (`inline`).
/// Everything else is escaped text, so no input becomes markup, and a link goes only to an http(s) or mailto
/// address or a relative path: `javascript:` and other schemes stay text.
enum MarkdownHTML {
    /// Paragraphs (blank-line separated, lines joined) and ```` ``` ```` fenced blocks.
    static func blocks(_ text: String) -> String {
        var out = ""
        var paragraph: [Substring] = []
        var fence: [Substring]?
        func flush() {
            guard !paragraph.isEmpty else { return }
            out += "<p>" + inline(paragraph.joined(separator: " ")) + "</p>\n"
            paragraph = []
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if let lines = fence {
                    out += "<pre>" + Markup.escape(lines.joined(separator: "\n")) + "</pre>\n"
                    fence = nil
                } else {
                    flush()
                    fence = []
                }
            } else if fence != nil {
                fence!.append(line)
            } else if line.allSatisfy(\.isWhitespace) {
                flush()
            } else {
                paragraph.append(line)
            }
        }
        if let lines = fence { out += "<pre>" + Markup.escape(lines.joined(separator: "\n")) + "</pre>\n" }
        flush()
        return out
    }

    /// One line or paragraph: code spans first (their text stays literal; a lone backtick is text), then links,
    /// addresses and emphasis, which may hold code spans. Emphasis opens only before a letter, digit, quote or
    /// code span and closes only at a word's end, so `application(_:didFinish…)` and `**/Generated` stay as written.
    static func inline(_ text: String) -> String {
        // Each code span becomes one private-use character while the rest is read, then its HTML.
        let characters = Array(text).map { isPlaceholder($0) ? "\u{FFFD}" : $0 }
        var codes: [String] = []
        var marked: [Character] = []
        var index = 0
        while index < characters.count {
            if characters[index] == "\\", index + 1 < characters.count, escapable.contains(characters[index + 1]) {
                marked += [characters[index], characters[index + 1]]
                index += 2
                continue
            }
            if characters[index] == "`", let close = characters[(index + 1)...].firstIndex(of: "`") {
                marked.append(Character(Unicode.Scalar(placeholderBase + UInt32(codes.count))!))
                codes.append("<code>" + Markup.escape(String(characters[(index + 1)..<close])) + "</code>")
                index = close + 1
                continue
            }
            marked.append(characters[index])
            index += 1
        }
        var out = ""
        for scalar in spans(marked).unicodeScalars {
            if scalar.value >= placeholderBase, scalar.value < placeholderBase + UInt32(codes.count) {
                out += codes[Int(scalar.value - placeholderBase)]
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static let placeholderBase: UInt32 = 0xF0000

    private static func isPlaceholder(_ character: Character) -> Bool {
        character.unicodeScalars.contains { $0.value >= placeholderBase && $0.value <= 0x10FFFD }
    }

    /// How far a link, address or emphasis may reach from where it opens, so that a long line costs linear time.
    private static let reach = 2_000

    private static let escapable: Set<Character> = ["`", "*", "_", "[", "]", "<", "\\"]

    /// Text without code spans: links, addresses, emphasis and backslash escapes.
    private static func spans(_ characters: [Character]) -> String {
        var out = ""
        var index = 0
        func before(_ position: Int) -> Character? { position > 0 ? characters[position - 1] : nil }
        while index < characters.count {
            let character = characters[index]
            if character == "\\", index + 1 < characters.count, escapable.contains(characters[index + 1]) {
                out += Markup.escape(String(characters[index + 1]))
                index += 2
                continue
            }
            if character == "[", let (label, url, end) = link(characters, at: index) {
                out += "<a href=\"\(Markup.attribute(url))\">\(spans(label))</a>"
                index = end
                continue
            }
            if character == "<",
                let close = characters[index..<min(characters.count, index + reach)].firstIndex(of: ">")
            {
                let address = String(characters[(index + 1)..<close])
                if isWebAddress(address),
                    !address.contains(where: { $0.isWhitespace || $0 == "<" || isPlaceholder($0) })
                {
                    out += anchor(address)
                    index = close + 1
                    continue
                }
            }
            if character == "h", before(index).map({ !$0.isLetter && !$0.isNumber }) ?? true,
                let end = bareAddressEnd(characters, at: index)
            {
                out += anchor(String(characters[index..<end]))
                index = end
                continue
            }
            if character == "*" || character == "_", let (inner, strong, end) = emphasis(characters, at: index) {
                let tag = strong ? "strong" : "em"
                out += "<\(tag)>\(spans(inner))</\(tag)>"
                index = end
                continue
            }
            out += Markup.escape(String(character))
            index += 1
        }
        return out
    }

    private static func anchor(_ address: String) -> String {
        "<a href=\"\(Markup.attribute(address))\">\(Markup.escape(address))</a>"
    }

    /// `[label](url)` at `start`: the label, the address and the index after `)`, when the address is safe.
    private static func link(_ characters: [Character], at start: Int) -> ([Character], String, Int)? {
        var depth = 0
        var close: Int?
        for position in (start + 1)..<min(characters.count, start + reach) {
            if characters[position] == "[" { depth += 1 }
            if characters[position] == "]" {
                if depth == 0 {
                    close = position
                    break
                }
                depth -= 1
            }
        }
        guard let close, close > start + 1, close + 1 < characters.count, characters[close + 1] == "(" else {
            return nil
        }
        var parentheses = 0
        var end: Int?
        for position in (close + 2)..<min(characters.count, close + 2 + reach) {
            let character = characters[position]
            if character.isWhitespace || "<>\"`".contains(character) || isPlaceholder(character) { return nil }
            if character == "(" { parentheses += 1 }
            if character == ")" {
                if parentheses == 0 {
                    end = position
                    break
                }
                parentheses -= 1
            }
        }
        guard let end, end > close + 2 else { return nil }
        let url = String(characters[(close + 2)..<end])
        guard isWebAddress(url) || url.lowercased().hasPrefix("mailto:") || isRelative(url) else { return nil }
        return (Array(characters[(start + 1)..<close]), url, end + 1)
    }

    private static func isWebAddress(_ text: String) -> Bool {
        let lower = text.lowercased()
        return (lower.hasPrefix("https://") || lower.hasPrefix("http://")) && lower.count > 8
    }

    /// A path or fragment: no scheme before the first `/`, `?` or `#`.
    private static func isRelative(_ url: String) -> Bool {
        let head = url.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return !head.contains(":")
    }

    /// The end of a bare `http(s)://` address at `start`: up to white space or a quote, without trailing
    /// punctuation or a `)` that closes an earlier `(`.
    private static func bareAddressEnd(_ characters: [Character], at start: Int) -> Int? {
        let head = String(characters[start..<min(characters.count, start + 8)]).lowercased()
        guard head.hasPrefix("https://") || head.hasPrefix("http://") else { return nil }
        var end = start
        while end < characters.count, !characters[end].isWhitespace, !"<>\"'`".contains(characters[end]),
            !isPlaceholder(characters[end])
        {
            end += 1
        }
        let opened = characters[start..<end].count { $0 == "(" }
        var closed = characters[start..<end].count { $0 == ")" }
        while end > start {
            let last = characters[end - 1]
            if ".,;:!?*_".contains(last) || (last == ")" && closed > opened) {
                if last == ")" { closed -= 1 }
                end -= 1
            } else {
                break
            }
        }
        return isWebAddress(String(characters[start..<end])) ? end : nil
    }

    /// `*x*`, `_x_`, `**x**` or `__x__` at `start`: the inner text, whether it is strong, and the index after.
    private static func emphasis(_ characters: [Character], at start: Int) -> ([Character], Bool, Int)? {
        let mark = characters[start]
        var run = 0
        while start + run < characters.count, characters[start + run] == mark { run += 1 }
        guard run <= 2 else { return nil }
        let previous = start > 0 ? characters[start - 1] : " "
        guard previous.isWhitespace || "([{\"'“‘".contains(previous), start + run < characters.count else {
            return nil
        }
        let first = characters[start + run]
        guard first.isLetter || first.isNumber || isPlaceholder(first) || "'\"“‘([".contains(first) else {
            return nil
        }
        var position = start + run + 1
        while position + run <= min(characters.count, start + reach) {
            if characters[position] == mark, characters[position..<(position + run)].allSatisfy({ $0 == mark }) {
                let last = characters[position - 1]
                let next = position + run < characters.count ? characters[position + run] : " "
                let closesWord = !last.isWhitespace && next != mark && !next.isLetter && !next.isNumber
                if closesWord { return (Array(characters[(start + run)..<position]), run == 2, position + run) }
            }
            position += 1
        }
        return nil
    }
}
