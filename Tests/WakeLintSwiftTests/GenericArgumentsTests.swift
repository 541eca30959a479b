import Testing
import WakeLintCore
import _WakeLintTestSupport

@testable import WakeLintSwift

/// `skipGenericArguments` remembers the last scan that failed; a scan from any later `<` (or after a token that
/// opened one, `==<`) answers what a scan with nothing remembered answers, on seeded random token soups of angle
/// brackets, `&&`, arrows, groups and names.
@Suite struct GenericArgumentsTests {
    static let vocabulary = [
        "<", ">", ">>", ">?", "<<", "Array", "x", ",", ".", ":", "(", ")", "[", "]", "&&", "->",
        "?", "==<", "+", "\n", "1", "@", "{", "}", "&", "T.Type", "=", "<T>",
    ]

    @Test func rememberedFailuresAnswerAsFreshScans() {
        var generator = SeededGenerator(seed: 0x6E7)
        for _ in 0..<400 {
            let text = (0..<Int.random(in: 1...120, using: &generator))
                .map { _ in Self.vocabulary.randomElement(using: &generator)! }.joined(separator: " ")
            let bytes = Array(text.utf8)
            let tokens = SwiftLexer.tokenize(bytes)
            var remembering = SwiftParser(tokens: tokens, bytes: bytes)
            for position in tokens.indices {
                let token = bytes[tokens[position].range]
                let openDepth: Int
                if token.first == UInt8(ascii: "<") {
                    openDepth = 0
                } else if position > 0, bytes[tokens[position - 1].range].last == UInt8(ascii: "<") {
                    openDepth = 1
                } else {
                    continue
                }
                var fresh = SwiftParser(tokens: tokens, bytes: bytes)
                fresh.index = position
                let expected = fresh.skipGenericArguments(openDepth: openDepth)
                remembering.index = position
                let answer = remembering.skipGenericArguments(openDepth: openDepth)
                #expect(
                    answer == expected && remembering.index == fresh.index, "\(text) at \(position), open \(openDepth)")
            }
        }
    }

    /// `Array<` with no `>` after it, or closed by a single `>`: one scan to the failing token, then every later
    /// `<` is answered from it (each scanned again would make the parse quadratic).
    @Test(arguments: ["", "Int>", "Int> = 1", "Int>> x", "Int>?"])
    func aRunOfOpenedArgumentsIsScannedOnce(ending: String) {
        let bytes = Array(("let t: " + String(repeating: "Array<", count: 2_000) + ending + " {").utf8)
        let tokens = SwiftLexer.tokenize(bytes)
        var parser = SwiftParser(tokens: tokens, bytes: bytes)
        parser.index = 4
        let closed = parser.skipGenericArguments()
        #expect(!closed)
        let opens = tokens.indices.filter { bytes[tokens[$0].range].first == UInt8(ascii: "<") }
        #expect(opens.count == 2_000)
        let answered = opens.dropFirst().filter { parser.failedGenericScan.fails(from: $0, openDepth: 0) }
        // All but the first, and the last one or two, which the `>` or `>>` closes.
        let closing = ending.contains(">>") ? 2 : ending.contains(">") ? 1 : 0
        #expect(answered.count == opens.count - 1 - closing)
    }
}
