import WakeLintCore

extension SwiftParser {
    /// Skips a type (`[String: Any]?`, `(Int) async throws -> Void`, `some View`, `A & B`, `Foo<Bar>.Baz`)
    /// and returns its byte range, or nil (cursor unchanged) when no type starts here.
    mutating func parseType() -> Range<Int>? {
        let start = index
        // One loop over the parts of `A & B`, `(X) async throws -> Y -> Z`: no recursion, whatever the input.
        while true {
            let partStart = index
            skipTypePrefixes()
            let isNamedType = current.kind == .identifier || isKeyword(current, .Self) || isKeyword(current, .Any)
            if isNamedType {
                advance()
                skipTypeGenericArguments()
                while current.kind == .period, peek(1).kind == .identifier || peek(1).kind == .keyword {
                    advance()
                    advance()
                    skipTypeGenericArguments()
                }
            } else if current.kind == .leftParen || current.kind == .leftBracket {
                skipBalanced()
                // `(any P & Q).Type`, `[Int].Element`
                while current.kind == .period, peek(1).kind == .identifier || peek(1).kind == .keyword {
                    advance()
                    advance()
                }
            } else {
                index = partStart
                if partStart == start { return nil }
                break
            }
            // Postfix: optionals and variadics.
            while current.kind == .operator && !hasSpace(before: index)
                && bytes[current.range].allSatisfy({ $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "!") })
            {
                advance()
            }
            if isOperator(current, "&") {
                advance()
                continue
            }
            // Effects belong to the type only when an arrow follows (a function type).
            var lookahead = index
            while lookahead < tokens.count - 1,
                isIdentifier(tokens[lookahead], "async") || isKeyword(tokens[lookahead], .throws)
                    || isKeyword(tokens[lookahead], .rethrows)
            {
                lookahead += 1
                if tokens[lookahead].kind == .leftParen, let close = matchingCloser(from: lookahead) {
                    lookahead = close + 1
                }
            }
            if isOperator(tokens[lookahead], "->") {
                index = lookahead
                advance()
                continue
            }
            break
        }
        return range(from: start)
    }

    /// Attributes and specifiers before a type: `@escaping`, `@Sendable`, `inout`, `some`, `any`, `~Copyable`.
    mutating func skipTypePrefixes() {
        while true {
            if current.kind == .atSign {
                advance()
                if current.kind == .leftParen && !hasSpace(before: index) { skipBalanced() }
            } else if isKeyword(current, .inout) || isOperator(current, "~") {
                advance()
            } else if current.kind == .identifier && isWord(current, in: Self.typeSpecifiers) && isTypeStart(peek(1)) {
                advance()
            } else {
                return
            }
        }
    }

    static let typeSpecifiers = WordSet([
        "some", "any", "borrowing", "consuming", "sending", "each", "repeat", "isolated",
    ])

    func isTypeStart(_ token: Token) -> Bool {
        token.kind == .identifier || token.kind == .leftParen || token.kind == .leftBracket || token.kind == .atSign
            || (token.kind == .keyword && (self.is(token, "Self") || self.is(token, "Any")))
    }

    /// Index of the closer matching the opener at `position`, or nil when it is not closed.
    func matchingCloser(from position: Int) -> Int? {
        var copy = self
        copy.index = position
        copy.skipBalanced()
        let closing = copy.index - 1
        return closing > position && SwiftParser.closer(of: tokens[position].kind) == tokens[closing].kind
            ? closing : nil
    }

    /// Generic arguments after a type name. A spaced `<` opens them too, as in swift-syntax (`-> Set <Executable>`
    /// is a return type, and the function's body no closure), when what follows the `>` ends a type, so
    /// a comparison after a cast (`x as Double < y && z > w`) stays one.
    mutating func skipTypeGenericArguments() {
        guard current.kind == .operator && bytes[current.range.lowerBound] == UInt8(ascii: "<") else { return }
        if !hasSpace(before: index) {
            _ = skipGenericArguments()
        } else if self.is(current, "<") && !current.isAtStartOfLine {
            let start = index
            guard skipGenericArguments() else { return }
            let next = current
            switch next.kind {
            case .leftBrace, .rightBrace, .rightParen, .rightBracket, .comma, .colon, .period, .endOfFile: return
            case .operator where self.is(next, "=") || self.is(next, "?") || self.is(next, "!") || self.is(next, "->"):
                return
            default: if next.isAtStartOfLine || isKeyword(next, .where) { return }
            }
            index = start
        }
    }

    /// Skips `<…>` starting at an operator token that begins with `<`. Operator tokens are counted by their
    /// angle characters, so `>>` and `>?` close two levels or close and make optional. Restores the cursor
    /// and returns false when the tokens cannot be generic arguments (a comparison, say). `openDepth`: how
    /// many `<` an already consumed token opened (`func ==<T>`, lexed as `==<`).
    ///
    /// A scan that fails (at the end, `&&`, or a token no type holds) is remembered: a later scan from a token
    /// it stepped on meets the same tokens, its depth shifted by a constant, so unless some `>` among them brings
    /// that depth to zero it fails at the same place (`FailedGenericScan`). So `Array<` repeated with no `>` after
    /// it, or closed by one `>`, is scanned to its end once, not again from every `<`: linear, not quadratic.
    mutating func skipGenericArguments(openDepth: Int = 0) -> Bool {
        let start = index
        let memo = failedGenericScan
        if memo.fails(from: start, openDepth: openDepth) { return false }
        var depth = openDepth
        memo.beginScan()
        func fail(_ parser: inout SwiftParser) -> Bool {
            memo.commitScan(failingAt: parser.index)
            parser.index = start
            return false
        }
        while !isAtEnd {
            let token = current
            if isOperator(token, "->") {
                memo.step(index, depth: depth)
                advance()
                continue
            }
            switch token.kind {
            case .operator:
                // `A & B` composes protocols; `&&` never appears in a type (`a < b && c > d` is a comparison).
                if self.is(token, "&&") { return fail(&self) }
                let depthBefore = depth
                var lowest = Int.max
                var closedHere = false
                for byte in bytes[token.range] {
                    switch byte {
                    case UInt8(ascii: "<"): depth += 1
                    case UInt8(ascii: ">"):
                        depth -= 1
                        lowest = min(lowest, depth)
                        if depth == 0 { closedHere = true }
                    case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "."), UInt8(ascii: "-"),
                        UInt8(ascii: "="), UInt8(ascii: "~"):
                        break
                    default:
                        return fail(&self)
                    }
                    if depth < 0 {
                        // Not remembered: a scan that starts deeper may close here instead.
                        index = start
                        return false
                    }
                }
                memo.step(index, depth: depthBefore, lowestAfterClose: lowest)
                advance()
                if closedHere && depth == 0 { return true }
            case .identifier, .keyword, .period, .comma, .colon, .integerLiteral, .atSign:
                memo.step(index, depth: depth)
                advance()
            case .leftParen, .leftBracket:
                memo.step(index, depth: depth)
                skipBalanced()
            default:
                return fail(&self)
            }
        }
        return fail(&self)
    }
}

/// The tokens a failed scan of generic arguments stepped on (not those of groups it skipped whole), each with its
/// slack: how far below the depth before it the lowest depth a `>` leaves among it and the tokens after it (up to
/// the failing one) lies. A scan from one of them with `openDepth` sees every depth shifted by the same amount, so
/// with slack + `openDepth` > 0 no `>` closes it or takes it below zero, and it fails where the first one did.
final class FailedGenericScan {
    private var range = 0..<0
    private var positions: [Int] = []
    private var slack: [Int] = []
    /// The scan under way: positions, depths before them, and the lowest depth a `>` of each leaves.
    private var steps: [(position: Int, depth: Int, lowest: Int)] = []

    func fails(from position: Int, openDepth: Int) -> Bool {
        guard range.contains(position), let step = positions.sortedIndex(of: position) else { return false }
        return slack[step] > -openDepth
    }

    func beginScan() { steps.removeAll(keepingCapacity: true) }

    func step(_ position: Int, depth: Int, lowestAfterClose: Int = .max) {
        steps.append((position, depth, lowestAfterClose))
    }

    /// Remembers the scan under way, which failed at `end` (a token every scan reaching it fails at).
    func commitScan(failingAt end: Int) {
        positions.removeAll(keepingCapacity: true)
        slack.removeAll(keepingCapacity: true)
        guard let first = steps.first else {
            range = 0..<0
            return
        }
        range = first.position..<end
        positions.reserveCapacity(steps.count)
        slack.append(contentsOf: repeatElement(0, count: steps.count))
        var lowest = Int.max
        for (offset, step) in steps.enumerated().reversed() {
            lowest = min(lowest, step.lowest)
            slack[offset] = lowest == .max ? .max : lowest - step.depth
        }
        positions.append(contentsOf: steps.lazy.map(\.position))
    }
}
