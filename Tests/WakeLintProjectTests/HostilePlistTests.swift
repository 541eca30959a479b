import Testing
import WakeLintCore
import _WakeLintTestSupport

@testable import WakeLintProject

/// Inputs built to hurt a parser: entity expansion, external reads, deep nesting, truncation, noise.
/// Each must end in a problem (or a document), quickly, without expanding or recursing.
@Suite struct HostilePlistTests {
    @Test func billionLaughsIsRefusedAtTheDoctypeWithoutExpansion() {
        let file = SourceFile(
            path: "bomb.plist",
            text: """
                <?xml version="1.0"?>
                <!DOCTYPE plist [
                  <!ENTITY lol "lol">
                  <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
                  <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
                  <!ENTITY lol9 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
                ]>
                <plist><string>&lol9;</string></plist>
                """)
        #expect(
            PlistReader.read(file).problem?.description
                == "line 2: <!DOCTYPE> with an internal subset is refused (declared entities are never expanded)")
    }

    @Test func externalEntityIsRefusedAndNeverRead() {
        let declared = SourceFile(
            path: "xxe.plist",
            text: """
                <?xml version="1.0"?>
                <!DOCTYPE plist [ <!ENTITY xxe SYSTEM "file:///etc/passwd"> ]>
                <plist><string>&xxe;</string></plist>
                """)
        #expect(PlistReader.read(declared).problem?.line == 2)
        // Without a declaration the reference is simply undeclared.
        let undeclared = SourceFile(path: "xxe.plist", text: "<plist>\n<string>&xxe;</string></plist>")
        #expect(
            PlistReader.read(undeclared).problem?.description
                == "line 2: undeclared entity '&xxe;' (only XML's predefined entities are expanded)")
    }

    @Test func nestingIsLimitedTo512Levels() {
        func nested(_ depth: Int) -> SourceFile {
            SourceFile(
                path: "deep.plist",
                text: "<plist>" + String(repeating: "<array>", count: depth)
                    + String(repeating: "</array>", count: depth) + "</plist>")
        }
        let deepest = PlistReader.read(nested(512)).document
        #expect(deepest?.root.arrayValue?.count == 1)
        #expect(
            PlistReader.read(nested(513)).problem
                == PlistProblem(message: "nesting deeper than 512 levels", line: 1, column: 3592))
    }

    @Test func hundredThousandLevelsEndInAProblemNotAStackOverflow() {
        let open = String(repeating: "<array>\n", count: 100_000)
        let file = SourceFile(path: "deep.plist", text: "<plist>\n" + open + "<dict>")
        #expect(PlistReader.read(file).problem?.description == "line 514: nesting deeper than 512 levels")
    }

    /// 40,000 keys in one dict, read in linear time (a reader copying the open container per append would be
    /// quadratic and far past the bound).
    @Test func wideDocumentsReadInLinearTime() {
        var text = "<plist><dict>"
        for index in 0..<40_000 { text += "<key>k\(index)</key><array><string>v</string></array>" }
        text += "</dict></plist>"
        let file = SourceFile(path: "wide.plist", text: text)
        var document: PlistDocument?
        let elapsed = ContinuousClock().measure { document = PlistReader.read(file).document }
        #expect(document?.root.dictValue?.entries.count == 40_000)
        #expect(elapsed < .seconds(20))
        let binary = SourceFile(path: "wide.bplist", bytes: PlistWriter.binary(document!))
        let binaryElapsed = ContinuousClock().measure { document = PlistReader.read(binary).document }
        #expect(document?.root.dictValue?["k39999"]?.value.arrayValue?.first?.keyPath == "k39999[0]")
        #expect(binaryElapsed < .seconds(20))
    }

    /// 500 nested dicts over 20,000 elements: each element's key path is 2,500 characters long.
    /// (Results are compared as strings only: printing such a document in a failure message takes minutes.)
    @Test func keyPathsCannotExhaustMemory() {
        let open = String(repeating: "<dict><key>kkkk</key>", count: 500)
        let close = String(repeating: "</dict>", count: 500)
        let wide = SourceFile(
            path: "paths.plist",
            text: "<plist>" + open + "<array>"
                + String(repeating: "<true/>", count: 20_000) + "</array>" + close + "</plist>")
        let budget = PlistReader.keyPathBudget(forInputSize: wide.bytes.count)
        #expect(PlistReader.read(wide).problem?.message == "document too large: key paths exceed \(budget) bytes")
        let narrow = SourceFile(
            path: "paths.plist",
            text: "<plist>" + open + "<array>"
                + String(repeating: "<true/>", count: 200) + "</array>" + close + "</plist>")
        let document = PlistReader.read(narrow).document
        #expect(document != nil)
        // The same shape in binary, where one shared `true` costs a single reference byte per element.
        let binary = document.map { PlistReader.read(SourceFile(path: "b", bytes: PlistWriter.binary($0))) }
        #expect(binary?.problem == nil)
    }

    @Test func everyTruncationOfARealPlistIsAProblem() throws {
        let file = try fixture("plist/info-background.plist")
        // Cutting before the final `</plist>` always leaves something unclosed or missing.
        let end = try #require(file.bytes.lastIndex(of: UInt8(ascii: "<")))
        for length in 0..<end {
            let truncated = SourceFile(path: file.path, bytes: Array(file.bytes[0..<length]))
            let result = PlistReader.read(truncated)
            #expect(result.problem != nil, "prefix of \(length) bytes read as a document")
        }
    }

    @Test func randomBytesNeverCrash() {
        var generator = SeededGenerator(seed: 0x5EED)
        let alphabet = Array("<>/!?-[]&;#x\"' =abcdefkeyplistdictarraystring\n".utf8)
        var problems = 0
        for round in 0..<2_000 {
            let count = Int.random(in: 0..<200, using: &generator)
            let bytes: [UInt8] = (0..<count).map { _ in
                round.isMultiple(of: 2)
                    ? UInt8.random(in: 0...255, using: &generator) : alphabet.randomElement(using: &generator)!
            }
            if PlistReader.read(SourceFile(path: "noise", bytes: bytes)).problem != nil { problems += 1 }
        }
        #expect(problems == 2_000)
    }

    @Test func mutatedRealPlistsNeverCrash() throws {
        let file = try fixture("plist/info-background.plist")
        var generator = SeededGenerator(seed: 42)
        var documents = 0
        for _ in 0..<1_000 {
            var bytes = file.bytes
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            if PlistReader.read(SourceFile(path: file.path, bytes: bytes)).document != nil { documents += 1 }
        }
        // Some mutations hit string content and still read; most break the structure.
        #expect(documents > 0 && documents < 1_000)
    }
}
