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
