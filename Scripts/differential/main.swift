// Prints wakelint's tokens of a Swift file, one per line: start, end (UTF-8 byte offsets), kind.
// Compiled by compare-tokens.sh together with the lexer sources; not part of the package build.
import Foundation

let data = FileManager.default.contents(atPath: CommandLine.arguments[1]) ?? Data()
let bytes = [UInt8](data)
for token in SwiftLexer.tokenize(bytes) where token.kind != .endOfFile {
    print("\(token.range.lowerBound)\t\(token.range.upperBound)\t\(token.kind)")
}
