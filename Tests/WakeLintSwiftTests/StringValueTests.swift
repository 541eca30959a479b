import Testing
import WakeLintCore
import _WakeLintTestSupport

@testable import WakeLintSwift

@Suite struct StringValueTests {
    func value(_ source: String) -> String? {
        let file = SwiftFile(file: SourceFile(path: "s.swift", text: "let v = " + source))
        guard case .declaration(let declaration) = file.items.first?.kind,
            case .variable(let variable) = declaration.kind,
            case .string(let literal)? = variable.bindings.first?.initializer?.kind
        else { return nil }
        return literal.value(in: file.source.file.bytes)
    }

    @Test func literalValuesDecodeEscapes() {
        #expect(value(#""com.example.refresh""#) == "com.example.refresh")
        #expect(value(#""a\"b\\c\n\t\u{1F600}""#) == "a\"b\\c\n\t😀")
        #expect(value(##"#"raw \n \#n"#"##) == "raw \\n \n")
        #expect(
            value("\"\"\"\n    line one\n      indented \\\n    joined\n    \"\"\"") == "line one\n  indented joined")
        #expect(value(#""sum \(x)""#) == nil)
        #expect(value(#""""#) == "")
    }

    /// A line-splitting reading of the same text: the oracle `removingIndentation` must agree with.
    static func splitRemovingIndentation(_ text: [UInt8]) -> [UInt8] {
        var lines = text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
            line -> ArraySlice<UInt8> in
            line.last == UInt8(ascii: "\r") ? line.dropLast() : line
        }
        guard lines.count >= 2 else { return [] }
        lines.removeFirst()
        let indentation = lines.removeLast()
        return Array(
            lines.map { line in
                line.starts(with: indentation) ? line.dropFirst(indentation.count) : line
            }.joined(separator: [UInt8(ascii: "\n")]))
    }

    @Test func indentationIsRemovedAsByTheLines() {
        let fixed = [
            "", "\n", "\n\n", "x", "\n  a\n  ", "\r\n  a\r\n   b\r\n\r\n  ", "\n\ta\n b\n\t", "\n  a\n    b\nc\n  ",
            "\n\n  \n  ", "\né\n  é é\n  ",
        ]
        for text in fixed {
            let bytes = Array(text.utf8)
            #expect(
                StringLiteral.removingIndentation(bytes) == Self.splitRemovingIndentation(bytes),
                "\(text.debugDescription)")
        }
        var generator = SeededGenerator(seed: 7)
        let alphabet = Array(" \t\n\ra".utf8)
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 0...24, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator)!
            }
            #expect(StringLiteral.removingIndentation(bytes) == Self.splitRemovingIndentation(bytes), "\(bytes)")
        }
    }

    @Test func constantsResolveThroughProperties() throws {
        let index = ModuleIndexTests.index
        let register = try #require(index.callSites(calling: "register").first)
        let identifier = try #require(register.call.arguments.first?.value)
        #expect(
            StringConstants(index: index).value(
                of: identifier, file: register.file, enclosingType: register.enclosingType)
                == "com.example.app.refresh")
        let other = ModuleIndex(files: [
            SwiftFile(
                file: SourceFile(
                    path: "a.swift",
                    text: """
                        enum IDs { static let refresh = "a.refresh"; static let alias = IDs.refresh; static let loop = IDs.loop }
                        struct S { let id = IDs.alias; func f() { submit(id); submit(IDs.loop); submit(Self.missing) } }
                        """))
        ])
        let constants = StringConstants(index: other)
        let values = other.callSites(calling: "submit").map { site in
            constants.value(of: site.call.arguments[0].value, file: site.file, enclosingType: site.enclosingType)
        }
        #expect(values == ["a.refresh", nil, nil])
    }
}
