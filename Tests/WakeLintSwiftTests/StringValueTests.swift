import Testing
import WakeLintCore
@testable import WakeLintSwift

@Suite struct StringValueTests {
    func value(_ source: String) -> String? {
        let file = SwiftFile(file: SourceFile(path: "s.swift", text: "let v = " + source))
        guard case .declaration(let declaration) = file.items.first?.kind, case .variable(let variable) = declaration.kind,
              case .string(let literal)? = variable.bindings.first?.initializer?.kind else { return nil }
        return literal.value(in: file.source.file.bytes)
    }

    @Test func literalValuesDecodeEscapes() {
        #expect(value(#""com.example.refresh""#) == "com.example.refresh")
        #expect(value(#""a\"b\\c\n\t\u{1F600}""#) == "a\"b\\c\n\t😀")
        #expect(value(##"#"raw \n \#n"#"##) == "raw \\n \n")
        #expect(value("\"\"\"\n    line one\n      indented \\\n    joined\n    \"\"\"") == "line one\n  indented joined")
        #expect(value(#""sum \(x)""#) == nil)
        #expect(value(#""""#) == "")
    }

    @Test func constantsResolveThroughProperties() throws {
        let index = ModuleIndexTests.index
        let register = try #require(index.callSites(calling: "register").first)
        let identifier = try #require(register.call.arguments.first?.value)
        #expect(StringConstants(index: index).value(of: identifier, file: register.file, enclosingType: register.enclosingType)
            == "com.example.app.refresh")
        let other = ModuleIndex(files: [SwiftFile(file: SourceFile(path: "a.swift", text: """
            enum IDs { static let refresh = "a.refresh"; static let alias = IDs.refresh; static let loop = IDs.loop }
            struct S { let id = IDs.alias; func f() { submit(id); submit(IDs.loop); submit(Self.missing) } }
            """))])
        let constants = StringConstants(index: other)
        let values = other.callSites(calling: "submit").map { site in
            constants.value(of: site.call.arguments[0].value, file: site.file, enclosingType: site.enclosingType)
        }
        #expect(values == ["a.refresh", nil, nil])
    }
}
