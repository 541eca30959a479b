/// Escaping for XML (JUnit) and HTML. Characters XML 1.0 forbids (C0 controls other than tab,
/// newline and carriage return) become U+FFFD, since no escape can represent them.
enum Markup {
    /// Text content and attribute values: `&`, `<`, `>`, `"`, `'`.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            case let c where c.value < 0x20 || c.value == 0xFFFE || c.value == 0xFFFF: out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Attribute values also keep their line breaks and tabs, which parsers would otherwise normalise to spaces.
    static func attribute(_ text: String) -> String {
        var out = ""
        for character in escape(text).unicodeScalars {
            switch character {
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }
}
