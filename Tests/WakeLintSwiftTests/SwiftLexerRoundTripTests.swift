import Foundation
import Testing
import _WakeLintTestSupport

@testable import WakeLintSwift

/// The lexer's contract: for any bytes, the tokens tile the input exactly and the last one is `.endOfFile`.
@Suite struct SwiftLexerRoundTripTests {
    /// Checks the tiling and returns a description of the first violation, or nil.
    static func violation(in bytes: [UInt8]) -> String? {
        let tokens = SwiftLexer.tokenize(bytes)
        guard let last = tokens.last, last.kind == .endOfFile else { return "no endOfFile token at the end" }
        var expectedStart = 0
        var rebuilt: [UInt8] = []
        rebuilt.reserveCapacity(bytes.count)
        for (index, token) in tokens.enumerated() {
            guard token.leadingTrivia.lowerBound == expectedStart,
                token.leadingTrivia.upperBound == token.range.lowerBound,
                token.range.upperBound == token.trailingTrivia.lowerBound
            else {
                return "token \(index) (\(token.kind)) does not continue at byte \(expectedStart)"
            }
            if token.kind != .endOfFile && token.range.isEmpty { return "token \(index) (\(token.kind)) is empty" }
            if token.kind == .endOfFile && index != tokens.count - 1 { return "endOfFile before the end" }
            rebuilt += bytes[token.fullRange]
            // Trivia must re-split into pieces that cover it exactly.
            for range in [token.leadingTrivia, token.trailingTrivia] {
                var pieceStart = range.lowerBound
                for piece in SwiftLexer.triviaPieces(in: range, of: bytes) {
                    guard piece.range.lowerBound == pieceStart, !piece.range.isEmpty else {
                        return "trivia of token \(index) splits badly"
                    }
                    pieceStart = piece.range.upperBound
                }
                guard pieceStart == range.upperBound else {
                    return "trivia of token \(index) is not covered by its pieces"
                }
            }
            expectedStart = token.trailingTrivia.upperBound
        }
        guard rebuilt == bytes else { return "the tokens do not reproduce the input" }
        return nil
    }

    @Test(arguments: TestData.swiftFiles().map(\.lastPathComponent))
    func testdataFilesRoundTrip(_ name: String) {
        let bytes = TestData.bytes(name)
        #expect(!bytes.isEmpty)
        #expect(Self.violation(in: bytes) == nil, "\(name)")
    }

    @Test func testdataIsPresent() {
        #expect(TestData.swiftFiles().count >= 4)
    }

    /// Bytes that steer the lexer into its states: quotes, escapes, delimiters, comment and regex starts.
    static let interestingBytes: [UInt8] =
        Array("\"\"\"#\\()/{}*/\n\r `$@.x1e_0xp?!<>".utf8) + [0x00, 0xC3, 0xA9, 0xE2, 0x88, 0x98, 0xFF, 0x80]

    @Test func seededRandomBuffersRoundTrip() {
        for seed in 0..<200 {
            var random = SeededGenerator(seed: UInt64(seed))
            let length = Int.random(in: 0...600, using: &random)
            let bytes: [UInt8] = (0..<length).map { _ in
                seed % 2 == 0
                    ? UInt8.random(in: 0...255, using: &random) : Self.interestingBytes.randomElement(using: &random)!
            }
            #expect(Self.violation(in: bytes) == nil, "seed \(seed)")
        }
    }

    @Test func mutatedTestdataRoundTrips() {
        var random = SeededGenerator(seed: 42)
        for url in TestData.swiftFiles() {
            let original = TestData.bytes(url.lastPathComponent)
            for round in 0..<40 {
                var bytes = original
                for _ in 0..<Int.random(in: 1...4, using: &random) where !bytes.isEmpty {
                    let at = Int.random(in: 0..<bytes.count, using: &random)
                    switch Int.random(in: 0..<4, using: &random) {
                    case 0: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...40, using: &random)))
                    case 1: bytes.insert(Self.interestingBytes.randomElement(using: &random)!, at: at)
                    case 2: bytes.removeSubrange(at...)
                    default:
                        let end = min(bytes.count, at + Int.random(in: 1...80, using: &random))
                        bytes.insert(
                            contentsOf: Array(bytes[at..<end]), at: Int.random(in: 0...bytes.count, using: &random))
                    }
                }
                #expect(Self.violation(in: bytes) == nil, "\(url.lastPathComponent) mutation \(round)")
            }
        }
    }

    @Test func invalidUTF8AndEdgeInputsRoundTrip() {
        let inputs: [[UInt8]] = [
            [], [0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82],
            Array("\"\\(".utf8), Array("#\"\"\"\n\\#(".utf8), Array("/*/*".utf8), Array("#/\n".utf8), Array("`".utf8),
            Array("\"\u{FEFF}".utf8) + [0xFE, 0x22], [0xEF, 0xBB, 0xBF], [0xEF, 0xBB], Array("#!".utf8),
            Array("\r".utf8),
            Array("0x".utf8), Array("1e".utf8), Array("0x1.".utf8), Array("\"\\".utf8), Array("##\"\\##".utf8),
        ]
        for bytes in inputs {
            #expect(Self.violation(in: bytes) == nil, "\(bytes)")
        }
    }

    /// The harness itself must notice a lost byte (guards against a tautological check).
    @Test func violationCheckDetectsDamage() {
        let bytes = Array("let x = 1".utf8)
        #expect(Self.violation(in: bytes) == nil)
        let tokens = SwiftLexer.tokenize(bytes)
        let joined = tokens.dropFirst().flatMap { bytes[$0.fullRange] }
        #expect(joined != bytes)
    }
}
