import Foundation
import Testing
import WakeLintCore

@testable import WakeLintSwift

@Suite struct IdentifierNamesTests {
    private func uses(of names: Set<String>, in text: String) -> [String: Int] {
        var counts: [String: Int] = [:]
        SwiftSource(file: SourceFile(path: "a.swift", text: text))
            .countIdentifierUses(of: IdentifierNames(names), into: &counts)
        return counts
    }

    @Test func countsTokensNotCommentsStringsImportsOrLongerNames() {
        let text = """
            import refresh
            // refresh in a comment
            let label = "refresh"
            func refresh() {}
            let handler = refresh
            refreshAll(); self.refresh()
            """
        #expect(uses(of: ["refresh", "sync"], in: text) == ["refresh": 3])
    }

    @Test func aFileWithTheNameOnlyInsideLongerIdentifiersIsRuledOutBeforeLexing() {
        let names = IdentifierNames(["sync"])
        #expect(!names.mayOccur(in: Array("resync(); syncAll(); asyncable = 1".utf8)))
        #expect(names.mayOccur(in: Array("resync(); sync()".utf8)))
        #expect(names.mayOccur(in: Array("x = 1sync".utf8)))
        #expect(names.mayOccur(in: Array("café.sync".utf8)))
        #expect(!IdentifierNames([]).mayOccur(in: Array("sync".utf8)))
    }

    @Test func nonASCIINamesAreFoundAfterAndBeforeOtherText() {
        #expect(uses(of: ["café"], in: "let café = 1; print(café)") == ["café": 2])
        #expect(uses(of: ["café"], in: "let cafés = 1") == [:])
    }

    /// Every name a file uses as an identifier passes the byte test on that file, for every file of testdata.
    @Test(arguments: TestData.swiftFiles().map(\.lastPathComponent))
    func theByteTestNeverRulesOutAFileThatUsesTheName(_ name: String) {
        let source = SwiftSource(file: SourceFile(path: name, bytes: TestData.bytes(name)))
        let identifiers = Set(
            source.tokens.filter { $0.kind == .identifier }.map { source.text(of: $0.range) })
        for identifier in identifiers.sorted() {
            #expect(IdentifierNames([identifier]).mayOccur(in: source.file.bytes), "\(identifier)")
        }
    }
}
