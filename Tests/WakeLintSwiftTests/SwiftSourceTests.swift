import Testing
import WakeLintCore
@testable import WakeLintSwift

@Suite struct SwiftSourceTests {
    @Test func commentsAreCollectedInOrder() {
        let source = SwiftSource(file: SourceFile(path: "a.swift", text: """
            // wakelint:disable:next hk-observer-completion - handled elsewhere
            let x = 1 /* inline */ // trailing
            /// doc
            /** block doc */
            """))
        #expect(source.comments.map { source.text(of: $0.range) } == [
            "// wakelint:disable:next hk-observer-completion - handled elsewhere", "/* inline */", "// trailing", "/// doc",
            "/** block doc */",
        ])
        #expect(source.comments.map(\.kind) == [.lineComment, .blockComment, .lineComment, .docLineComment, .docBlockComment])
    }

    /// The one-pass comment scan agrees with splitting every trivia range into pieces.
    @Test(arguments: TestData.swiftFiles().map(\.lastPathComponent))
    func commentScanMatchesTriviaPieces(_ name: String) {
        let source = SwiftSource(file: SourceFile(path: name, bytes: TestData.bytes(name)))
        let expected = source.tokens.flatMap { token in
            [token.leadingTrivia, token.trailingTrivia].flatMap { SwiftLexer.triviaPieces(in: $0, of: source.file.bytes) }
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
}
