import Testing
import _WakeLintGenerator

/// Rule docs read in short paragraphs: none of `rules/**/*.md` (examples files aside) runs over 150 words.
@Suite struct CatalogDocProseTests {
    static let wordLimit = 150

    @Test func noRuleDocParagraphIsOverTheWordLimit() throws {
        let generator = CatalogGenerator()
        let paths = try generator.ruleDocumentPaths()
        #expect(!paths.isEmpty)
        for path in paths {
            for paragraph in DocParagraphs.split(try generator.read(path))
            where paragraph.words.count > Self.wordLimit {
                let start = paragraph.words.prefix(8).joined(separator: " ")
                let message =
                    "\(path):\(paragraph.line): a paragraph of \(paragraph.words.count) words (over \(Self.wordLimit)) "
                    + "starting '\(start)': split it into shorter paragraphs or a list"
                Issue.record("\(message)")
            }
        }
    }

    /// Front matter and fences are no paragraphs; a blank line, a heading or a list item starts one.
    @Test func paragraphsAreSplitAtBlankLinesHeadingsAndListItems() {
        let doc = """
            ---
            id: x-rule
            ---
            # Title

            One two
            three.

            - first item
              continued
            - second item
            1. numbered

            ```swift
            let inFence = true
            ```
            ````markdown
            ```
            still fenced
            ````
            Last.
            """
        #expect(
            DocParagraphs.split(doc).map { "\($0.line): \($0.words.joined(separator: " "))" } == [
                "4: # Title", "6: One two three.", "9: - first item continued", "11: - second item",
                "12: 1. numbered", "21: Last.",
            ])
    }
}

/// The paragraphs of a Markdown doc after its front matter, with code fences left out and each list item
/// counted as a paragraph of its own.
enum DocParagraphs {
    struct Paragraph: Equatable {
        let line: Int
        var words: [Substring]
    }

    static func split(_ text: String) -> [Paragraph] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.trimmingSuffix("\r")
        }
        var first = 0
        if lines.first == "---", let end = lines.dropFirst().firstIndex(of: "---") {
            first = end + 1
        }
        lines = Array(lines[first...])
        var paragraphs: [Paragraph] = []
        var current: Paragraph?
        var fence: Substring?
        for (offset, line) in lines.enumerated() {
            let number = first + offset + 1
            let trimmed = line.drop { $0 == " " }
            if let open = fence {
                if trimmed.hasPrefix(open) && trimmed.allSatisfy({ $0 == open.first }) { fence = nil }
                continue
            }
            let marker = trimmed.prefix { $0 == "`" || $0 == "~" }
            if marker.count >= 3 && marker.allSatisfy({ $0 == marker.first }) {
                current.map { paragraphs.append($0) }
                current = nil
                fence = marker
                continue
            }
            let words = trimmed.split(separator: " ")
            if words.isEmpty || trimmed.hasPrefix("#") || isListItem(trimmed) {
                current.map { paragraphs.append($0) }
                current = words.isEmpty ? nil : Paragraph(line: number, words: words)
                if trimmed.hasPrefix("#") {
                    paragraphs.append(current!)
                    current = nil
                }
            } else if current == nil {
                current = Paragraph(line: number, words: words)
            } else {
                current!.words += words
            }
        }
        current.map { paragraphs.append($0) }
        return paragraphs
    }

    /// `- `, `* `, `+ ` or `1. ` / `1) ` at the start of a line (after its indentation).
    static func isListItem(_ line: Substring) -> Bool {
        if let bullet = line.first, "-*+".contains(bullet) { return line.dropFirst().first == " " }
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        let rest = line.dropFirst(digits.count)
        return !digits.isEmpty && (rest.hasPrefix(". ") || rest.hasPrefix(") "))
    }
}

extension Substring {
    fileprivate func trimmingSuffix(_ suffix: Character) -> Substring {
        last == suffix ? dropLast() : self
    }
}
