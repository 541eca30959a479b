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
    // As the loader reads a file (comments and imports from tokens, the tree kept), then as the index does
    // (launch reachability's reads, bindings' values) and as rules read entries made again from the tree.
    let file = SwiftFile(file: SourceFile(path: "F.swift", bytes: bytes))
    _ = file.readCommentsAndImports(keepingTreeIf: { _ in bytes.count % 2 == 0 })
    let index = ModuleIndex(files: [file])
    _ = LaunchReachability(index: index)
    for site in index.callSites.prefix(64) { _ = site.closureArguments }
    // Path analysis of the closures passed to calls: every exit's counts are ordered, and the places inside
    // closures it names are in the file, at most eight, and there whenever they alone explain the exit.
    for site in index.callSites.prefix(32) {
        for argument in site.closureArguments.prefix(2) {
            let report = PathAnalysis(isAction: { $0.calleeName == "done" }, keptClosuresAct: bytes.count % 3 == 0).analyze(argument.closure)
            for exit in report.exits {
                precondition(exit.minimumCount <= exit.maximumCount && exit.maximumCount <= 2)
                precondition(exit.skippedInClosures.count <= 8 && (!exit.leftOnlyInClosures || !exit.skippedInClosures.isEmpty))
                precondition(exit.skippedInClosures.allSatisfy { $0.range.upperBound <= bytes.count })
            }
        }
    }
    for binding in index.bindings.prefix(64) { _ = binding.initializer }
    // Every node read back from the flat tree as rules read it (kinds, one level at a time).
    SyntaxWalker.walk(file.items) { _, _ in }
    // Nodes held by their file, as facts keep them, read back from a tree made again after it was let go.
    let budgets = TreeBudgets(.minimal)
    let tight = SwiftFile(file: SourceFile(path: "G.swift", bytes: bytes), budgets: budgets)
    let detached = tight.items.prefix(16).map { $0.detached(in: tight) }
    _ = SwiftFile(file: SourceFile(path: "H.swift", bytes: Array("let x = 1".utf8)), budgets: budgets).items
    for (node, parsed) in zip(detached, file.items) { precondition(node.range == parsed.range) }
    SyntaxWalker.walk(detached) { _, _ in }
    // Lexing from any place, as a rule does from a statement's start.
    var read = 0
    file.source.forEachToken(from: bytes.count / 2) { _ in
        read += 1
        return read < 1_000
    }
    return 0
}
