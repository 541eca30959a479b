import WakeLintCore
import WakeLintSwift

/// Swift lexer, parser and module index: never trap, and tokens with their trivia tile the input exactly (the lexer's contract).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftLexer(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    let tokens = SwiftLexer.tokenize(bytes)
    var position = 0
    for token in tokens {
        precondition(token.fullRange.lowerBound == position, "gap or overlap before a token at \(position)")
        precondition(token.range.lowerBound >= token.fullRange.lowerBound && token.range.upperBound <= token.fullRange.upperBound)
        _ = SwiftLexer.triviaPieces(in: token.leadingTrivia, of: bytes)
        position = token.fullRange.upperBound
    }
    precondition(position == bytes.count, "tokens end at \(position) of \(bytes.count)")
    // Parser and module index (they recurse; their depth limits must hold on any input).
    let file = SwiftFile(file: SourceFile(path: "F.swift", bytes: bytes))
    _ = ModuleIndex(files: [file])
    // Every node read back from the flat tree as rules read it (kinds, one level at a time).
    SyntaxWalker.walk(file.items) { _, _ in }
    return 0
}
