import Testing

@testable import WakeLintCore

@Suite struct SuppressionsTests {
    /// Comment ranges of `//` comments only, enough to exercise the command grammar.
    private func suppressions(_ text: String) -> Suppressions {
        let file = SourceFile(path: "a.swift", text: text)
        var ranges: [Range<Int>] = []
        var index = 0
        let bytes = file.bytes
        while index + 1 < bytes.count {
            if bytes[index] == 0x2F, bytes[index + 1] == 0x2F {
                var end = index
                while end < bytes.count, bytes[end] != 0x0A { end += 1 }
                ranges.append(index..<end)
                index = end
            } else {
                index += 1
            }
        }
        return Suppressions(file: file, comments: ranges)
    }

    @Test func regionDisablesUntilEnable() {
        let s = suppressions("a\n// wakelint:disable hk-x - reason\nb\n// wakelint:enable hk-x\nc\n")
        #expect(!s.suppresses("hk-x", line: 1))
        #expect(s.suppresses("hk-x", line: 3))
        #expect(!s.suppresses("hk-y", line: 3))
        #expect(!s.suppresses("hk-x", line: 5))
    }

    @Test func nextThisPrevious() {
        let s = suppressions(
            "a\n// wakelint:disable:next hk-x\nb\nc // wakelint:disable:this all\n// wakelint:disable:previous bg-y, hk-z\n"
        )
        #expect(s.suppresses("hk-x", line: 3))
        #expect(s.suppresses("hk-x", line: 4))
        #expect(s.suppresses("anything", line: 4))
        #expect(!s.suppresses("anything", line: 3))
        #expect(s.suppresses("bg-y", line: 4) && s.suppresses("hk-z", line: 4))
        #expect(!s.suppresses("hk-x", line: 2))
    }

    @Test func suppressingCommandNamesWhichCommandWasUsed() {
        let s = suppressions("// wakelint:disable hk-x\na\n// wakelint:disable:next hk-x\nb\n")
        #expect(s.suppressingCommand("hk-x", line: 2) == 0)
        #expect(s.suppressingCommand("hk-x", line: 4) == 1)
        #expect(s.suppressingCommand("hk-y", line: 4) == nil)
        #expect(s.commands.map(\.location.line) == [1, 3])
    }

    @Test func commandsMustOpenTheirComment() {
        #expect(Suppressions.startsWithCommand("// wakelint:disable x"))
        #expect(Suppressions.startsWithCommand("/* wakelint:disable:next x */"))
        #expect(Suppressions.startsWithCommand("<!--wakelint:disable x -->"))
        #expect(!Suppressions.startsWithCommand("// see wakelint:disable x in the README"))
        #expect(!Suppressions.startsWithCommand("/*\n// wakelint:disable:next x\nfoo()\n*/"))
    }

    @Test func nonCommandsAreIgnored() {
        let s = suppressions("// wakelint:disabled hk-x\n// wakelint:disable\n// wakelint:disable:sometimes hk-x\nx\n")
        #expect(s.commands.isEmpty)
    }

    @Test func closingDelimitersEndTheIdList() {
        let here = SourceLocation(path: "a", line: 3, column: 1)
        let commands = Suppressions.commands(in: "<!-- wakelint:disable hk-a-->", line: 3, lastLine: 3, location: here)
        #expect(
            commands == [.init(disables: true, scope: .region, rules: ["hk-a"], line: 3, lastLine: 3, location: here)])
        let block = Suppressions.commands(in: "/* wakelint:disable:next hk-b */", line: 1, lastLine: 1, location: here)
        #expect(block.first?.rules == ["hk-b"])
        #expect(block.first?.scope == .next)
    }
}
