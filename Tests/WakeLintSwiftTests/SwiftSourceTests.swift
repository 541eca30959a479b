import Testing
import WakeLintCore

@testable import WakeLintSwift

@Suite struct SwiftSourceTests {
    @Test func commentsAreCollectedInOrder() {
        let source = SwiftSource(
            file: SourceFile(
                path: "a.swift",
                text: """
                    // wakelint:disable:next hk-observer-completion - handled elsewhere
                    let x = 1 /* inline */ // trailing
                    /// doc
                    /** block doc */
                    """))
        #expect(
            source.comments.map { source.text(of: $0.range) } == [
                "// wakelint:disable:next hk-observer-completion - handled elsewhere", "/* inline */", "// trailing",
                "/// doc",
                "/** block doc */",
            ])
        #expect(
            source.comments.map(\.kind) == [
                .lineComment, .blockComment, .lineComment, .docLineComment, .docBlockComment,
            ])
    }

    /// The one-pass comment scan agrees with splitting every trivia range into pieces.
    @Test(arguments: TestData.swiftFiles().map(\.lastPathComponent))
    func commentScanMatchesTriviaPieces(_ name: String) {
        let source = SwiftSource(file: SourceFile(path: name, bytes: TestData.bytes(name)))
        let expected = source.tokens.flatMap { token in
            [token.leadingTrivia, token.trailingTrivia].flatMap {
                SwiftLexer.triviaPieces(in: $0, of: source.file.bytes)
            }
        }.filter(\.kind.isComment)
        #expect(source.comments == expected)
    }

    @Test func identifiersInStringsAndCommentsAreNotCode() {
        let source = SwiftSource(file: SourceFile(path: "a.swift", bytes: TestData.bytes("tricky-literals.swift")))
        let identifiers = Set(source.tokens.filter { $0.kind == .identifier }.map { source.text(of: $0) })
        // Inside a raw multi-line string: text. Inside `\#( … )` of that string: code.
        #expect(!identifiers.contains("enableBackgroundDelivery"))
        #expect(identifiers.contains("real"))
        #expect(!identifiers.contains("not"))
        #expect(!identifiers.contains("notInterpolated"))
        #expect(identifiers.contains("value"))
        #expect(!identifiers.contains("nested"))
        #expect(!identifiers.contains("still"))
        #expect(identifiers.contains("afterComment"))
    }

    @Test func tokenTextComparesBytes() {
        let source = SwiftSource(file: SourceFile(path: "a.swift", text: "register(x)"))
        #expect(source.token(source.tokens[0], is: "register"))
        #expect(!source.token(source.tokens[0], is: "registe"))
        #expect(!source.token(source.tokens[2], is: "register"))
        #expect(source.location(of: source.tokens[2]) == SourceLocation(path: "a.swift", line: 1, column: 10))
    }

    /// Lexing from a statement's first token gives the file's tokens from there on (what a rule reads without
    /// the file's tokens), and stops when asked.
    @Test func tokensFromAnOffsetAreTheFilesTokensFromThere() {
        let source = SwiftSource(file: SourceFile(path: "a.swift", bytes: TestData.bytes("tricky-literals.swift")))
        let tokens = source.tokens
        let starts = tokens.indices.filter { tokens[$0].isAtStartOfLine && tokens[$0].kind == .keyword }
        #expect(starts.count > 3)
        for start in starts {
            var read: [Range<Int>] = []
            source.forEachToken(from: tokens[start].range.lowerBound) { token in
                read.append(token.range)
                return true
            }
            #expect(read == tokens[start...].map(\.range), "from token \(start)")
        }
        var count = 0
        source.forEachToken(from: 0) { _ in
            count += 1
            return count < 3
        }
        #expect(count == 3)
    }
}
