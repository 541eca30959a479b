import Testing
import WakeLintCore

@testable import WakeLintSwift

/// A statement starting with attributes is first tried as a declaration. When none follows, the statement parser
/// goes on one token at a time, so it tries again from each later `@` of the run; those attempts are answered
/// from the first (`buildDeclaration`), not parsed again.
@Suite struct DeclarationAttemptTests {
    /// The tree keeps every text it made, failed attempts' too: parsed again from each `@`, 2,000 of them would
    /// make about two million (quadratic); parsed once, a few thousand.
    @Test func aRunOfAttributesBeforeNoDeclarationIsParsedOnce() {
        let bytes = Array(("func f() {\n    " + String(repeating: "@", count: 2_000) + "x\n}\n").utf8)
        let tree = SwiftParser.buildTree(tokens: SwiftLexer.tokenize(bytes), bytes: bytes)
        #expect(tree.texts.count < 10_000)
    }

    /// Nested in attribute arguments, each level is parsed once, not again from each `@` of the level above it.
    @Test func nestedRunsInAttributeArgumentsAreParsedOnceEach() {
        var text = "x"
        for _ in 0..<3 { text = String(repeating: "@", count: 30) + "a({ " + text + " })" }
        let bytes = Array(("func f() {\n    " + text + "\n}\n").utf8)
        let tree = SwiftParser.buildTree(tokens: SwiftLexer.tokenize(bytes), bytes: bytes)
        #expect(tree.texts.count < 2_000)
    }

    /// What is remembered are the failed attempt's attribute starts, not the tokens between: a declaration with
    /// attributes inside a closure in the arguments of attributes that precede no declaration is still one.
    @Test func declarationsInsideTheArgumentsOfAFailedRunStayDeclarations() {
        let file = SwiftFile(
            file: SourceFile(
                path: "t.swift",
                text: """
                    func f() {
                        @Wrapper({ @MainActor func inner() { g() } ; inner() }) x
                    }
                    """))
        let index = ModuleIndex(files: [file])
        #expect(index.functions.map(\.qualifiedName).contains("inner()"))
    }
}
