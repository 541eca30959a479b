import Testing
import WakeLintCore

@testable import WakeLintSwift

/// The index's entries stay in memory until the report, and tokens and trees while in use (see
/// `ResidencyTests`), so the sizes of the most numerous values are part of the design (see `ByteSpan` and
/// `Token`), and must not change what the accessors return.
@Suite struct SyntaxFootprintTests {
    @Test func nodesAndTokensStoreRangesInThirtyTwoBits() {
        #expect(MemoryLayout<ByteSpan>.size == 8)
        #expect(MemoryLayout<Expression>.stride <= 32)
        #expect(MemoryLayout<Statement>.stride <= 40)
        #expect(MemoryLayout<Argument>.stride <= 56)
        #expect(MemoryLayout<Token>.stride <= 20)
        // One per call in the module: the scope's strings are shared (`CallerScope`), positions are 32-bit.
        #expect(MemoryLayout<ModuleIndex.CallSite>.stride <= 104)
    }

    @Test func rangesReadBackAsWritten() {
        let high = 4_000_000_000..<4_000_000_010
        var expression = Expression(.identifier("x"), range: 3..<70_000)
        #expect(expression.range == 3..<70_000)
        expression.range = high
        #expect(expression.range == high)
        var statement = Statement(.expression(expression), range: high)
        #expect(statement.range == high)
        statement.range = 5..<5
        #expect(statement.range == 5..<5)
        let argument = Argument(label: "a", value: expression, range: 1..<2)
        #expect(argument.range == 1..<2 && argument.value.range == high)
        let token = Token(
            kind: .identifier, range: 4_000_000_002..<4_000_000_005, leadingTrivia: 4_000_000_000..<4_000_000_002,
            trailingTrivia: 4_000_000_005..<4_000_000_006, isAtStartOfLine: false)
        #expect(token.range == 4_000_000_002..<4_000_000_005)
        #expect(token.fullRange == 4_000_000_000..<4_000_000_006)
    }
}
