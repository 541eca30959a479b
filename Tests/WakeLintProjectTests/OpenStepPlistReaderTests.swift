import Testing
import WakeLintCore
import _WakeLintTestSupport

@testable import WakeLintProject

@Suite struct OpenStepPlistReaderTests {
    @Test func readsEveryTokenKindWithRanges() {
        let file = SourceFile(
            path: "project.pbxproj",
            text: """
                // !$*UTF8*$!
                {
                \tname = "Pulse \\"Watch\\" App\\n\\t\\U00e9\\101"; /* quoted, escapes */
                \tpath = Pulse/Sources-1.0_$x+:; // unquoted
                \tsingle = 'it"s';
                \tlist = ( a, "b c", (), {}, );
                \tempty = ();
                \tdata = <0fbd 7A>;
                \tnested = { inner = { deep = 1; }; };
                }
                """)
        let result = OpenStepPlistReader.read(file)
        #expect(
            dump(result, in: file) == #"""
                (root) = dict(7) @2:1..10:2
                name key3:2..3:6 = string "Pulse "Watch" App
                	éA" @3:9..3:44
                path key4:2..4:6 = string "Pulse/Sources-1.0_$x+:" @4:9..4:31
                single key5:2..5:8 = string "it"s" @5:11..5:17
                list key6:2..6:6 = array(4) @6:9..6:30
                list[0] = string "a" @6:11..6:12
                list[1] = string "b c" @6:14..6:19
                list[2] = array(0) @6:21..6:23
                list[3] = dict(0) @6:25..6:27
                empty key7:2..7:7 = array(0) @7:10..7:12
                data key8:2..8:6 = data 3 bytes D716 @8:9..8:18
                nested key9:2..9:8 = dict(1) @9:11..9:37
                nested.inner key9:13..9:18 = dict(1) @9:21..9:34
                nested.inner.deep key9:23..9:27 = string "1" @9:30..9:31
                """#)
        #expect(result.document?.format == .openStep)
        #expect(
            result.document?.comments.map { file.text($0) } == [
                "// !$*UTF8*$!", "/* quoted, escapes */", "// unquoted",
            ])
    }

    /// Without key paths, a document is the same but for every node's empty `keyPath`; a dictionary of many keys
    /// still finds a repeated one.
    @Test func keyPathsCanBeLeftOut() throws {
        let keys = (0..<40).map { "key\($0) = { list = (a, { b = 1; }); };" }.joined(separator: "\n")
        let file = SourceFile(path: "project.pbxproj", text: "{\n\(keys)\nkey7 = 2;\n}")
        let withPaths = try #require(OpenStepPlistReader.read(file).document)
        let without = try #require(OpenStepPlistReader.read(file, keyPaths: false).document)
        func unnamed(_ node: PlistNode) -> PlistNode {
            var copy = node
            copy.keyPath = ""
            switch node.value {
            case .array(let items): copy.value = .array(items.map(unnamed))
            case .dict(let dictionary):
                copy.value = .dict(
                    PlistDictionary(
                        entries: dictionary.entries.map {
                            PlistEntry(key: $0.key, keyRange: $0.keyRange, value: unnamed($0.value))
                        }))
            default: break
            }
            return copy
        }
        #expect(withPaths.root.dictValue?["key3"]?.value.dictValue?["list"]?.value.keyPath == "key3.list")
        #expect(without.root == unnamed(withPaths.root))
        #expect(without.root != withPaths.root)
        #expect(without.root.dictValue?.entries.count == 40)
        #expect(without.repeatedKeys.map(\.key) == ["key7"])
    }

    /// A key written again is read once, with its first value; the repeat is recorded with both places and
    /// whether it says the same (whitespace and line breaks aside).
    @Test func repeatedKeysKeepTheFirstValueAndAreRecorded() throws {
        let text = "{\n  a = { isa = X; b = (1, 2); };\n  a = {isa = X;\n b = (1,2);};\n  c = 1;\n  c = 2;\n}"
        let file = SourceFile(path: "project.pbxproj", text: text)
        let document = try #require(OpenStepPlistReader.read(file).document)
        #expect(document.root.dictValue?.entries.map(\.key) == ["a", "c"])
        #expect(document.root.dictValue?["c"]?.value.stringValue == "1")
        #expect(
            document.repeatedKeys.map {
                "\($0.key) \(file.lineAndColumn(of: $0.first.lowerBound).line)-\(file.lineAndColumn(of: $0.repeated.lowerBound).line) \($0.sameValue)"
            }
                == ["a 2-3 true", "c 5-6 false"])
    }

    @Test(arguments: [
        ("", "empty file"),
        ("// only a comment\n", "empty file"),
        ("{\n  a = 1\n}", "line 3: expected ';' after the value of 'a', found '}'"),
        ("{\n  a 1;\n}", "line 2: expected '=' after key 'a', found '1'"),
        ("{\n  a = (1, 2;\n}", "line 2: expected ',' or ')' in array, found ';'"),
        ("{\n  a = {\n    b = 1;\n", "line 4: '{' opened on line 2 is never closed"),
        ("{ a = \"never closed; }", "line 1: unterminated string"),
        ("{ a = <0f1>; }", "line 1: odd number of hexadecimal digits in <data>"),
        ("{ a = <0fzz>; }", "line 1: invalid character 'z' in <data>"),
        ("{ a = 1; } trailing", "line 1: unexpected 't' after the root value"),
        ("{ a = ; }", "line 1: expected a value, found ';'"),
        ("{ = 1; }", "line 1: expected a key or '}', found '='"),
        ("{ a = 1; /* open", "line 1: unterminated comment"),
        ("{\n<<<<<<< HEAD\n  a = 1;\n=======\n  a = 2;\n>>>>>>> branch\n}", "line 2: merge conflict marker '<<<<<<<'"),
        ("{ a = 1;\n=======\n}", "line 2: merge conflict marker '======='"),
    ])
    func malformedInputIsAProblem(input: String, expected: String) {
        #expect(
            OpenStepPlistReader.read(SourceFile(path: "project.pbxproj", text: input)).problem?.description == expected)
    }

    @Test func nestingIsLimitedAndDeepInputDoesNotOverflow() {
        let ok = String(repeating: "(", count: 512) + String(repeating: ")", count: 512)
        #expect(OpenStepPlistReader.read(SourceFile(path: "p", text: ok)).document != nil)
        let deep = String(repeating: "{a=", count: 100_000)
        #expect(
            OpenStepPlistReader.read(SourceFile(path: "p", text: deep)).problem?.description
                == "line 1: nesting deeper than 512 levels")
    }

    @Test func keyPathsCannotExhaustMemory() {
        let text =
            String(repeating: "{kkkk=", count: 500) + "(" + String(repeating: "a,", count: 20_000) + ")"
            + String(repeating: ";}", count: 500)
        let budget = PlistReader.keyPathBudget(forInputSize: text.utf8.count)
        #expect(
            OpenStepPlistReader.read(SourceFile(path: "p", text: text)).problem?.message
                == "document too large: key paths exceed \(budget) bytes")
    }

    @Test func everyTruncationOfTheFixtureIsAProblem() throws {
        let file = try fixture("pbxproj/Pulse.xcodeproj/project.pbxproj")
        #expect(OpenStepPlistReader.read(file).document != nil)
        // Every prefix ending before the final `}` (sampled every 61 bytes to stay fast).
        let end = try #require(file.bytes.lastIndex(of: UInt8(ascii: "}")))
        for length in stride(from: 0, to: end, by: 61) {
            let truncated = SourceFile(path: file.path, bytes: Array(file.bytes[0..<length]))
            #expect(OpenStepPlistReader.read(truncated).problem != nil, "prefix of \(length) bytes read as a document")
        }
    }

    @Test func randomBytesNeverCrash() throws {
        var generator = SeededGenerator(seed: 99)
        let alphabet = Array("{}();=,<>\"'\\/*abc019 \n".utf8)
        for _ in 0..<3_000 {
            let bytes = (0..<Int.random(in: 0..<120, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator)!
            }
            _ = OpenStepPlistReader.read(SourceFile(path: "noise", bytes: bytes))
        }
        let file = try fixture("pbxproj/Pulse.xcodeproj/project.pbxproj")
        for _ in 0..<300 {
            var bytes = file.bytes
            bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            _ = XcodeProject.read(SourceFile(path: file.path, bytes: bytes))
        }
    }
}
