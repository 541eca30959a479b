import Testing
import _WakeLintTestSupport
import WakeLintCore
@testable import WakeLintSwift

/// `skipGenericArguments` remembers where a scan failed for good; a scan from any later `<` answers what a scan
/// with nothing remembered answers, on seeded random token soups of angle brackets, `&&`, arrows, groups and names.
@Suite struct GenericArgumentsTests {
    static let vocabulary = ["<", ">", ">>", ">?", "<<", "Array", "x", ",", ".", ":", "(", ")", "[", "]", "&&", "->",
                             "?", "==<", "+", "\n", "1", "@", "{", "}", "&", "T.Type", "=", "<T>"]

    @Test func rememberedFailuresAnswerAsFreshScans() {
        var generator = SeededGenerator(seed: 0x6E7)
        for _ in 0..<400 {
            let text = (0..<Int.random(in: 1...120, using: &generator))
                .map { _ in Self.vocabulary.randomElement(using: &generator)! }.joined(separator: " ")
            let bytes = Array(text.utf8)
            let tokens = SwiftLexer.tokenize(bytes)
            var remembering = SwiftParser(tokens: tokens, bytes: bytes)
            for position in tokens.indices where tokens[position].kind == .operator && bytes[tokens[position].range.lowerBound] == UInt8(ascii: "<") {
                var fresh = SwiftParser(tokens: tokens, bytes: bytes)
                fresh.index = position
                let expected = fresh.skipGenericArguments()
                remembering.index = position
                let answer = remembering.skipGenericArguments()
                #expect(answer == expected && remembering.index == fresh.index, "\(text) at \(position)")
            }
        }
    }

    /// `Array<` with no `>` after it: one scan to the end, then every later `<` is answered from it.
    @Test func anUnclosedRunIsScannedOnce() {
        let bytes = Array(("let t: " + String(repeating: "Array<", count: 2_000)).utf8)
        let tokens = SwiftLexer.tokenize(bytes)
        var parser = SwiftParser(tokens: tokens, bytes: bytes)
        parser.index = 4
        let closed = parser.skipGenericArguments()
        #expect(!closed)
        #expect(parser.unclosedGenericArguments == 4..<(tokens.count - 1))
    }
}
