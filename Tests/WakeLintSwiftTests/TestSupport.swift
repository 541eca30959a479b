import Foundation
@testable import WakeLintSwift

/// A token's kind and text, for comparing lexer output with an expectation written inline.
struct T: Equatable, CustomStringConvertible {
    var kind: TokenKind
    var text: String
    init(_ kind: TokenKind, _ text: String) {
        self.kind = kind
        self.text = text
    }
    var description: String { "\(kind) \(text.debugDescription)" }
}

/// The tokens of `source` without the final `.endOfFile`.
func lex(_ source: String) -> [T] {
    let bytes = Array(source.utf8)
    return SwiftLexer.tokenize(bytes).dropLast().map { T($0.kind, String(decoding: bytes[$0.range], as: UTF8.self)) }
}

/// Deterministic pseudo-random numbers (SplitMix64), so failing inputs can be reproduced from their seed.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

enum TestData {
    /// `testdata/swift/`, found from this file's path (not from a bundle).
    static let swiftDirectory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("testdata/swift")

    static func swiftFiles() -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: swiftDirectory.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { swiftDirectory.appendingPathComponent($0) }
    }

    static func bytes(_ name: String) -> [UInt8] {
        (try? Data(contentsOf: swiftDirectory.appendingPathComponent(name))).map { [UInt8]($0) } ?? []
    }
}
