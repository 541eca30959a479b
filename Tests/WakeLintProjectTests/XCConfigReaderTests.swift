import Testing
import WakeLintCore
import _WakeLintTestSupport

@testable import WakeLintProject

@Suite struct XCConfigReaderTests {
    static func outline(_ config: XCConfigFile, in file: SourceFile) -> String {
        var lines = config.statements.map { statement in
            switch statement {
            case .setting(let setting):
                let conditions = setting.conditions.map { "[\($0.parameter)=\($0.pattern)]" }.joined()
                return "\(setting.location(in: file)?.line ?? 0):\(setting.location(in: file)?.column ?? 0) "
                    + "\(setting.name)\(conditions) = \(setting.text)"
            case .include(let include):
                return "\(include.line) include\(include.isOptional ? "?" : "") \(include.path)"
            }
        }
        lines += config.problems.map { "problem: \($0)" }
        return lines.joined(separator: "\n")
    }

    @Test func readsSettingsIncludesCommentsAndConditions() throws {
        let file = SourceFile(
            path: "Config/App.xcconfig",
            text: """
                // A comment line
                #include "Shared.xcconfig"
                #include? "Local.xcconfig" // optional
                  PRODUCT_NAME = Pulse   // trailing comment
                OTHER_LDFLAGS[sdk=iphoneos*][arch=arm64] = -ObjC;
                EMPTY =
                URL = https://example.com
                \tSPACED\t=\t a  b \t
                not a setting
                #import "Other.xcconfig"
                9BAD = x
                BAD-NAME = y
                KEY[sdk=iphoneos* = z
                """)
        let config = XCConfigReader.read(file)
        #expect(
            Self.outline(config, in: file) == """
                2 include Shared.xcconfig
                3 include? Local.xcconfig
                4:3 PRODUCT_NAME = Pulse
                5:1 OTHER_LDFLAGS[sdk=iphoneos*][arch=arm64] = -ObjC
                6:1 EMPTY = \("")
                7:1 URL = https:
                8:2 SPACED = a  b
                problem: line 9: expected 'NAME = value', found 'not a setting'
                problem: line 10: expected '#include "file.xcconfig"', found '#import "Other.xcconfig"'
                problem: line 11: invalid setting name '9BAD'
                problem: line 12: invalid setting name 'BAD-NAME'
                problem: line 13: expected 'NAME = value', found 'KEY[sdk=iphoneos* = z'
                """)
        let url = try #require(config.settings.first { $0.name == "URL" })
        #expect(file.text(try #require(url.valueRange)) == "https:")
    }

    @Test func readsCRLFAndBOM() {
        let file = SourceFile(path: "a.xcconfig", bytes: [0xEF, 0xBB, 0xBF] + Array("A = 1\r\nB = 2\r\n".utf8))
        #expect(XCConfigReader.read(file).settings.map { "\($0.name)=\($0.text)" } == ["A=1", "B=2"])
        #expect(XCConfigReader.read(SourceFile(path: "empty.xcconfig", text: "")).statements.isEmpty)
    }

    @Test func includesAreSplicedInPlaceRelativeToTheIncludingFile() {
        let files = [
            "Config/App.xcconfig":
                "#include \"Base/Shared.xcconfig\"\nA = app\n#include? \"Optional.xcconfig\"\n#include \"Gone.xcconfig\"",
            "Config/Base/Shared.xcconfig": "A = shared\n#include \"../Leaf.xcconfig\"\nbroken line",
            "Config/Leaf.xcconfig": "B = leaf",
        ]
        let expansion = XCConfigExpansion(
            XCConfigReader.read(SourceFile(path: "Config/App.xcconfig", text: files["Config/App.xcconfig"]!))
        ) { path in
            files[path].map { SourceFile(path: path, text: $0) }
        }
        #expect(
            expansion.assignments.map { "\($0.path): \($0.setting.name)=\($0.setting.text)" } == [
                "Config/Base/Shared.xcconfig: A=shared",
                "Config/Leaf.xcconfig: B=leaf",
                "Config/App.xcconfig: A=app",
            ])
        #expect(expansion.paths == ["Config/App.xcconfig", "Config/Base/Shared.xcconfig", "Config/Leaf.xcconfig"])
        #expect(
            expansion.problems == [
                InputProblem(
                    path: "Config/Base/Shared.xcconfig", message: "line 3: expected 'NAME = value', found 'broken line'"
                ),
                InputProblem(
                    path: "Config/App.xcconfig", message: "line 4: included file 'Config/Gone.xcconfig' not found"),
            ])
    }

    @Test func includeCyclesAreProblemsNotLoops() {
        let files = ["a.xcconfig": "#include \"b.xcconfig\"\nA = 1", "b.xcconfig": "B = 2\n#include \"a.xcconfig\""]
        let expansion = XCConfigExpansion(
            XCConfigReader.read(SourceFile(path: "a.xcconfig", text: files["a.xcconfig"]!))
        ) { path in
            files[path].map { SourceFile(path: path, text: $0) }
        }
        #expect(expansion.assignments.map(\.setting.name) == ["B", "A"])
        #expect(expansion.problems.map(\.message) == ["line 2: include cycle: a.xcconfig → b.xcconfig → a.xcconfig"])
        let selfInclude = XCConfigExpansion(
            XCConfigReader.read(SourceFile(path: "/abs/s.xcconfig", text: "#include \"s.xcconfig\""))
        ) { path in
            SourceFile(path: path, text: "#include \"s.xcconfig\"")
        }
        #expect(selfInclude.problems.map(\.message) == ["line 1: include cycle: /abs/s.xcconfig → /abs/s.xcconfig"])
    }

    @Test func includeDepthIsLimited() {
        // Every file includes a new one: n.xcconfig → n+1.xcconfig → …, forever.
        let expansion = XCConfigExpansion(
            XCConfigReader.read(SourceFile(path: "0.xcconfig", text: "#include \"1.xcconfig\""))
        ) { path in
            let number = Int(path.split(separator: ".")[0])! + 1
            return SourceFile(path: path, text: "#include \"\(number).xcconfig\"")
        }
        #expect(expansion.paths.count == XCConfigExpansion.maximumIncludeDepth)
        #expect(expansion.problems.map(\.message) == ["line 1: includes nested deeper than 32 files"])
    }
}

@Suite struct XCConfigHostileInputTests {
    @Test func randomTextNeverCrashesTheReaderOrTheResolver() {
        var generator = SeededGenerator(seed: 2026)
        let alphabet = Array("AB_=[]$(){}:;/#\"include? \n\tinherited".utf8)
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 0..<160, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator)!
            }
            let config = XCConfigReader.read(SourceFile(path: "noise.xcconfig", bytes: bytes))
            let resolver = BuildSettingsResolver(
                assignments: config.settings.map {
                    BuildSettingAssignment(setting: $0, level: .target, path: "noise.xcconfig")
                }, conditionValues: ["sdk": "iphoneos"])
            for name in resolver.names { _ = resolver.resolve(name) }
            _ = resolver.expand(String(decoding: bytes, as: UTF8.self))
        }
    }

    @Test func deeplyNestedReferencesStayLiteralBeyondTheLimit() {
        let text = String(repeating: "$(A_", count: 10_000) + String(repeating: ")", count: 10_000)
        let resolver = BuildSettingsResolver(assignments: [])
        let expanded = resolver.expand(text)
        #expect(expanded.value.utf8.count <= text.utf8.count)
        #expect(!expanded.unresolvedReferences.isEmpty)
    }
}

@Suite struct MacroExpressionTests {
    @Test func splitsLiteralsReferencesNamesAndOperators() {
        #expect(
            MacroExpression("a$(B)c${D:lower:upper}$(E_$(F))$(G").pieces == [
                .literal("a"),
                .reference(name: [.literal("B")], operators: [], original: "$(B)"),
                .literal("c"),
                .reference(name: [.literal("D")], operators: ["lower", "upper"], original: "${D:lower:upper}"),
                .reference(
                    name: [.literal("E_"), .reference(name: [.literal("F")], operators: [], original: "$(F)")],
                    operators: [], original: "$(E_$(F))"),
                .literal("$(G"),
            ])
        #expect(
            MacroExpression("$(A:default=$(B))").pieces == [
                .reference(name: [.literal("A")], operators: ["default=$(B)"], original: "$(A:default=$(B))")
            ])
        #expect(MacroExpression("${A)").pieces == [.literal("${A)")])
        #expect(MacroExpression("").pieces.isEmpty)
    }

    /// Thousands of unclosed openers: a polynomial blow-up for a naive backtracking parser, linear here.
    @Test func unclosedOpenersParseInLinearTime() {
        let text = String(repeating: "$($(x", count: 20_000)
        let clock = ContinuousClock()
        let elapsed = clock.measure { _ = MacroExpression(text) }
        #expect(MacroExpression(text).pieces == [.literal(text)])
        #expect(elapsed < .seconds(2))
    }
}
