import Testing

@testable import WakeLintSwift

@Suite struct SwiftLexerTests {
    /// The lexer calls `lexTriviaPiece` only at bytes `mayStartTrivia` accepts: every byte a piece can start
    /// with (at the start of a file, where a shebang and a byte-order mark may be) must be among them.
    @Test func triviaStartsOnlyWhereTheLexerLooksForIt() {
        for first in UInt8.min...UInt8.max {
            for second: UInt8 in [0x0A, 0x20, 0x21, 0x2A, 0x2F, 0xBB, 0x61] {
                let bytes: [UInt8] = [first, second, 0xBF, 0x0A]
                for isLeading in [true, false] {
                    let starts = bytes.withUnsafeBufferPointer { buffer in
                        var cursor = SwiftLexer.Cursor(buffer: buffer)
                        return cursor.lexTriviaPiece(isLeading: isLeading) != nil
                    }
                    #expect(!starts || CharacterClass.mayStartTrivia(first), "\(first) \(second)")
                }
            }
        }
    }

    @Test func identifiersAndKeywords() {
        #expect(
            lex("let café = `class` + $0 + $value + _x1 + π + 🐶 + self") == [
                T(.keyword, "let"), T(.identifier, "café"), T(.operator, "="), T(.identifier, "`class`"),
                T(.operator, "+"),
                T(.identifier, "$0"), T(.operator, "+"), T(.identifier, "$value"), T(.operator, "+"),
                T(.identifier, "_x1"),
                T(.operator, "+"), T(.identifier, "π"), T(.operator, "+"), T(.identifier, "🐶"), T(.operator, "+"),
                T(.keyword, "self"),
            ])
        // Contextual keywords stay identifiers; `async`/`await`/`get` are names the parser interprets.
        #expect(
            lex("_$observationRegistrar a$b 1$") == [
                T(.identifier, "_$observationRegistrar"), T(.identifier, "a$b"), T(.integerLiteral, "1"),
                T(.identifier, "$"),
            ])
        #expect(
            lex("actor get async await some")
                == ["actor", "get", "async", "await", "some"].map { T(.identifier, $0) })
        #expect(
            lex("func init deinit subscript associatedtype precedencegroup Self Any inout")
                == ["func", "init", "deinit", "subscript", "associatedtype", "precedencegroup", "Self", "Any", "inout"]
                .map { T(.keyword, $0) })
        #expect(
            lex("f(<#Shared<SyncUp>#>) a <#b") == [
                T(.identifier, "f"), T(.leftParen, "("), T(.identifier, "<#Shared<SyncUp>#>"), T(.rightParen, ")"),
                T(.identifier, "a"), T(.operator, "<"), T(.pound, "#b"),
            ])
        #expect(
            lex("`raw identifier with spaces` `") == [T(.identifier, "`raw identifier with spaces`"), T(.unknown, "`")])
    }

    @Test func integerLiterals() {
        #expect(
            lex("42 1_000 0xFF_ff 0o7_7 0b1010_0101 0") == [
                T(.integerLiteral, "42"), T(.integerLiteral, "1_000"), T(.integerLiteral, "0xFF_ff"),
                T(.integerLiteral, "0o7_7"),
                T(.integerLiteral, "0b1010_0101"), T(.integerLiteral, "0"),
            ])
        // Letters glued to a number are part of the (invalid) literal, as in the compiler.
        #expect(lex("0b102 1abc") == [T(.integerLiteral, "0b102"), T(.integerLiteral, "1abc")])
    }

    @Test func floatLiterals() {
        #expect(
            lex("1.5 1_000.000_1 6.022e23 1E-9 2e+3 0x1.8p3 0xAp-2 0x1P1") == [
                T(.floatLiteral, "1.5"), T(.floatLiteral, "1_000.000_1"), T(.floatLiteral, "6.022e23"),
                T(.floatLiteral, "1E-9"),
                T(.floatLiteral, "2e+3"), T(.floatLiteral, "0x1.8p3"), T(.floatLiteral, "0xAp-2"),
                T(.floatLiteral, "0x1P1"),
            ])
    }

    @Test func numbersFollowedByMembersAndRanges() {
        #expect(
            lex("0xF.description 1.description t.0.1 1...2 0..<n") == [
                T(.integerLiteral, "0xF"), T(.period, "."), T(.identifier, "description"),
                T(.integerLiteral, "1"), T(.period, "."), T(.identifier, "description"),
                T(.identifier, "t"), T(.period, "."), T(.integerLiteral, "0"), T(.period, "."), T(.integerLiteral, "1"),
                T(.integerLiteral, "1"), T(.operator, "..."), T(.integerLiteral, "2"),
                T(.integerLiteral, "0"), T(.operator, "..<"), T(.identifier, "n"),
            ])
    }

    @Test func operatorsAndPunctuation() {
        #expect(
            lex("a?.b!.c ?? d") == [
                T(.identifier, "a"), T(.operator, "?"), T(.period, "."), T(.identifier, "b"), T(.operator, "!"),
                T(.period, "."),
                T(.identifier, "c"), T(.operator, "??"), T(.identifier, "d"),
            ])
        #expect(
            lex("(x: [1, 2]); { } -> &+= ...5 ∘ ≠") == [
                T(.leftParen, "("), T(.identifier, "x"), T(.colon, ":"), T(.leftBracket, "["), T(.integerLiteral, "1"),
                T(.comma, ","),
                T(.integerLiteral, "2"), T(.rightBracket, "]"), T(.rightParen, ")"), T(.semicolon, ";"),
                T(.leftBrace, "{"),
                T(.rightBrace, "}"), T(.operator, "->"), T(.operator, "&+="), T(.operator, "..."),
                T(.integerLiteral, "5"),
                T(.operator, "∘"), T(.operator, "≠"),
            ])
        // An operator stops where a comment starts.
        #expect(lex("a+/*c*/b") == [T(.identifier, "a"), T(.operator, "+"), T(.identifier, "b")])
        #expect(
            lex(#"\.name \Person.age"#) == [
                T(.backslash, "\\"), T(.period, "."), T(.identifier, "name"),
                T(.backslash, "\\"), T(.identifier, "Person"), T(.period, "."), T(.identifier, "age"),
            ])
    }

    @Test func attributesAndDirectives() {
        #expect(
            lex("@main @objc(foo:) @ #if DEBUG #elseif os(iOS) #else #endif #selector(f) #available(iOS 17, *) # x")
                == [
                    T(.atSign, "@main"), T(.atSign, "@objc"), T(.leftParen, "("), T(.identifier, "foo"), T(.colon, ":"),
                    T(.rightParen, ")"),
                    T(.atSign, "@"), T(.pound, "#if"), T(.identifier, "DEBUG"), T(.pound, "#elseif"),
                    T(.identifier, "os"),
                    T(.leftParen, "("), T(.identifier, "iOS"), T(.rightParen, ")"), T(.pound, "#else"),
                    T(.pound, "#endif"),
                    T(.pound, "#selector"), T(.leftParen, "("), T(.identifier, "f"), T(.rightParen, ")"),
                    T(.pound, "#available"), T(.leftParen, "("), T(.identifier, "iOS"), T(.integerLiteral, "17"),
                    T(.comma, ","),
                    T(.operator, "*"), T(.rightParen, ")"), T(.pound, "#"), T(.identifier, "x"),
                ])
    }

    @Test func singleLineStrings() {
        #expect(
            lex(#"f("a \"b\" \\ c", "")"#) == [
                T(.identifier, "f"), T(.leftParen, "("), T(.stringQuote, "\""), T(.stringSegment, #"a \"b\" \\ c"#),
                T(.stringQuote, "\""), T(.comma, ","), T(.stringQuote, "\""), T(.stringQuote, "\""),
                T(.rightParen, ")"),
            ])
    }

    @Test func interpolationsAreCodeAndNest() {
        #expect(
            lex(#""a\(x + f(y))b\("in \(z)")c""#) == [
                T(.stringQuote, "\""), T(.stringSegment, "a"), T(.interpolationStart, "\\("), T(.identifier, "x"),
                T(.operator, "+"),
                T(.identifier, "f"), T(.leftParen, "("), T(.identifier, "y"), T(.rightParen, ")"),
                T(.interpolationEnd, ")"),
                T(.stringSegment, "b"), T(.interpolationStart, "\\("), T(.stringQuote, "\""), T(.stringSegment, "in "),
                T(.interpolationStart, "\\("), T(.identifier, "z"), T(.interpolationEnd, ")"), T(.stringQuote, "\""),
                T(.interpolationEnd, ")"), T(.stringSegment, "c"), T(.stringQuote, "\""),
            ])
        // A closure inside an interpolation, with a string of its own.
        #expect(
            lex(#""\({ x in "\(x))" }(1))""#) == [
                T(.stringQuote, "\""), T(.interpolationStart, "\\("), T(.leftBrace, "{"), T(.identifier, "x"),
                T(.keyword, "in"),
                T(.stringQuote, "\""), T(.interpolationStart, "\\("), T(.identifier, "x"), T(.interpolationEnd, ")"),
                T(.stringSegment, ")"), T(.stringQuote, "\""), T(.rightBrace, "}"), T(.leftParen, "("),
                T(.integerLiteral, "1"),
                T(.rightParen, ")"), T(.interpolationEnd, ")"), T(.stringQuote, "\""),
            ])
    }

    @Test func rawStrings() {
        #expect(
            lex(##"#"C:\path\"# #"a \#(v) \(no) "quoted""#"##) == [
                T(.stringQuote, "#\""), T(.stringSegment, #"C:\path\"#), T(.stringQuote, "\"#"),
                T(.stringQuote, "#\""), T(.stringSegment, "a "), T(.interpolationStart, "\\#("), T(.identifier, "v"),
                T(.interpolationEnd, ")"), T(.stringSegment, #" \(no) "quoted""#), T(.stringQuote, "\"#"),
            ])
        #expect(
            lex(###"##"has "# inside"## #""#"###) == [
                T(.stringQuote, "##\""), T(.stringSegment, "has \"# inside"), T(.stringQuote, "\"##"),
                T(.stringQuote, "#\""), T(.stringQuote, "\"#"),
            ])
    }

    /// `#"""#` holds one quote on one line: with `#`s, a closing `"#` on the opening line makes a `"""` opening
    /// single-line, as swift-syntax decides. Read as multi-line, it would swallow the code up to the next `"""#`
    /// (as in swift-build's sources).
    @Test func rawStringsThatLookMultiLine() {
        #expect(
            lex(##"let q = #"""# ; let r = #""" "#"##) == [
                T(.keyword, "let"), T(.identifier, "q"), T(.operator, "="), T(.stringQuote, "#\""),
                T(.stringSegment, "\""),
                T(.stringQuote, "\"#"), T(.semicolon, ";"), T(.keyword, "let"), T(.identifier, "r"), T(.operator, "="),
                T(.stringQuote, "#\""), T(.stringSegment, "\"\" "), T(.stringQuote, "\"#"),
            ])
        #expect(lex("#\"\"\"\nx\n\"\"\"#").map(\.kind) == [.stringQuote, .stringSegment, .stringQuote])
    }

    @Test func multiLineStrings() {
        let source = "let s = \"\"\"\n  one \"quoted\" \\(v)\n  two \\\"\"\" \\\n  \"\"\"\nnext"
        #expect(
            lex(source) == [
                T(.keyword, "let"), T(.identifier, "s"), T(.operator, "="), T(.stringQuote, "\"\"\""),
                T(.stringSegment, "\n  one \"quoted\" "), T(.interpolationStart, "\\("), T(.identifier, "v"),
                T(.interpolationEnd, ")"),
                T(.stringSegment, "\n  two \\\"\"\" \\\n  "), T(.stringQuote, "\"\"\""), T(.identifier, "next"),
            ])
        let raw = "#\"\"\"\n  \"\"\" \\(text) \\#(code)\n  \"\"\"#"
        #expect(
            lex(raw) == [
                T(.stringQuote, "#\"\"\""), T(.stringSegment, "\n  \"\"\" \\(text) "), T(.interpolationStart, "\\#("),
                T(.identifier, "code"), T(.interpolationEnd, ")"), T(.stringSegment, "\n  "),
                T(.stringQuote, "\"\"\"#"),
            ])
    }

    @Test func unterminatedStringsEndAtTheLineOrFile() {
        #expect(
            lex("let s = \"open\nlet t = 1") == [
                T(.keyword, "let"), T(.identifier, "s"), T(.operator, "="), T(.stringQuote, "\""),
                T(.stringSegment, "open"),
                T(.keyword, "let"), T(.identifier, "t"), T(.operator, "="), T(.integerLiteral, "1"),
            ])
        #expect(lex("\"\"\"\nnever closed") == [T(.stringQuote, "\"\"\""), T(.stringSegment, "\nnever closed")])
        #expect(lex("\"a\\") == [T(.stringQuote, "\""), T(.stringSegment, "a\\")])
    }

    @Test func regexLiteralsVersusDivision() {
        #expect(
            lex("let r = /ab+c/; f(/a/, 1)") == [
                T(.keyword, "let"), T(.identifier, "r"), T(.operator, "="), T(.regexLiteral, "/ab+c/"),
                T(.semicolon, ";"),
                T(.identifier, "f"), T(.leftParen, "("), T(.regexLiteral, "/a/"), T(.comma, ","),
                T(.integerLiteral, "1"),
                T(.rightParen, ")"),
            ])
        #expect(
            lex("x / y / z") == [
                T(.identifier, "x"), T(.operator, "/"), T(.identifier, "y"), T(.operator, "/"), T(.identifier, "z"),
            ])
        #expect(
            lex("(a) /b/ c") == [
                T(.leftParen, "("), T(.identifier, "a"), T(.rightParen, ")"), T(.operator, "/"), T(.identifier, "b"),
                T(.operator, "/"), T(.identifier, "c"),
            ])
        #expect(lex("f(a / b, c / d)").filter { $0.kind == .regexLiteral }.isEmpty)
        #expect(lex("x! / 2") == [T(.identifier, "x"), T(.operator, "!"), T(.operator, "/"), T(.integerLiteral, "2")])
        #expect(lex("return /x/") == [T(.keyword, "return"), T(.regexLiteral, "/x/")])
        #expect(
            lex("let e = #/a/b/# ##/x/#/##") == [
                T(.keyword, "let"), T(.identifier, "e"), T(.operator, "="), T(.regexLiteral, "#/a/b/#"),
                T(.regexLiteral, "##/x/#/##"),
            ])
        #expect(lex("#/\n  a / b\n/#") == [T(.regexLiteral, "#/\n  a / b\n/#")])
        // An unclosed multi-line `#/` is a `#` and an operator, as often as it occurs.
        #expect(
            lex("#/\n#/\nx") == [
                T(.pound, "#"), T(.operator, "/"), T(.pound, "#"), T(.operator, "/"), T(.identifier, "x"),
            ])
    }

    @Test func commentsAreTrivia() {
        #expect(
            lex("a // c1\n/* c2 /* nested */ still */ b /// doc\n/** doc */ c") == [
                T(.identifier, "a"), T(.identifier, "b"), T(.identifier, "c"),
            ])
        #expect(lex("/* unterminated /* nested */ x").isEmpty)
    }

    @Test func triviaIsSplitIntoLeadingAndTrailing() {
        let source = "a /* same line */ // rest\n  /* next\n line */ b\r\n"
        let bytes = Array(source.utf8)
        let tokens = SwiftLexer.tokenize(bytes)
        func pieces(_ range: Range<Int>) -> [String] {
            SwiftLexer.triviaPieces(in: range, of: bytes).map {
                "\($0.kind):\(String(decoding: bytes[$0.range], as: UTF8.self).debugDescription)"
            }
        }
        #expect(tokens.count == 3)
        #expect(
            pieces(tokens[0].trailingTrivia) == [
                #"whitespace:" ""#, #"blockComment:"/* same line */""#, #"whitespace:" ""#, #"lineComment:"// rest""#,
            ])
        #expect(
            pieces(tokens[1].leadingTrivia) == [
                #"newline:"\n""#, #"whitespace:"  ""#, #"blockComment:"/* next\n line */""#, #"whitespace:" ""#,
            ])
        #expect(pieces(tokens[2].leadingTrivia) == [#"newline:"\r\n""#])
        #expect(tokens.map(\.isAtStartOfLine) == [true, true, true])
    }

    @Test func startOfLineFlag() {
        let tokens = SwiftLexer.tokenize(Array("a b\n c /*\n*/ d /**/ e".utf8))
        #expect(tokens.dropLast().map(\.isAtStartOfLine) == [true, false, true, true, false])
    }

    @Test func shebangByteOrderMarkAndGarbage() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("#!/usr/bin/swift\nx\0y".utf8)
        let tokens = SwiftLexer.tokenize(bytes)
        #expect(tokens.map(\.kind) == [.identifier, .identifier, .endOfFile])
        #expect(
            SwiftLexer.triviaPieces(in: tokens[0].leadingTrivia, of: bytes).map(\.kind) == [
                .byteOrderMark, .shebang, .newline,
            ])
        #expect(SwiftLexer.triviaPieces(in: tokens[0].trailingTrivia, of: bytes).map(\.kind) == [.garbage])
        // `#!` is a shebang only at the start of the file.
        #expect(lex("x\n#!y") == [T(.identifier, "x"), T(.pound, "#"), T(.operator, "!"), T(.identifier, "y")])
    }

    @Test func invalidUTF8BecomesUnknownTokens() {
        let bytes: [UInt8] = [0x61, 0xFF, 0x62, 0xC3, 0x28, 0xE2, 0x82, 0x20, 0xED, 0xA0, 0x80]
        let tokens = SwiftLexer.tokenize(bytes)
        #expect(
            tokens.map(\.kind) == [
                .identifier, .unknown, .identifier, .unknown, .leftParen, .unknown, .unknown, .endOfFile,
            ])
        #expect(tokens.map(\.range) == [0..<1, 1..<2, 2..<3, 3..<4, 4..<5, 5..<7, 8..<11, 11..<11])
    }

    @Test func crlfLineEndings() {
        #expect(
            lex("let a = \"x\"\r\nlet b = 1\r\n") == [
                T(.keyword, "let"), T(.identifier, "a"), T(.operator, "="), T(.stringQuote, "\""),
                T(.stringSegment, "x"),
                T(.stringQuote, "\""), T(.keyword, "let"), T(.identifier, "b"), T(.operator, "="),
                T(.integerLiteral, "1"),
            ])
        #expect(lex("\"open\r\nx") == [T(.stringQuote, "\""), T(.stringSegment, "open"), T(.identifier, "x")])
    }
}
