import WakeLintCore
import WakeLintSwift

/// A call of a member by name (`store.enableBackgroundDelivery(for:…)`) or of a type's initializer
/// (`BGAppRefreshTaskRequest(identifier:)`), found on tokens, so text in comments and string literals never
/// counts. The parser-based call index replaces this once the rules need receivers and closures.
public struct MemberCall: Sendable {
    public var name: String
    /// Location of the name (where findings start).
    public var location: SourceLocation
    public var nameRange: Range<Int>
    /// The top-level arguments between the parentheses (empty for a trailing-closure-only call).
    public var arguments: [CallArgument]
}

/// One argument of a call as tokens: its label and its value's text.
public struct CallArgument: Sendable, Hashable {
    public var label: String?
    /// The value's tokens joined without trivia: `[]`, `nil`, `Set([stepType])`.
    public var value: String

    /// `nil`, `[]`, `Set()`, `Set<HKSampleType>()` and `.init()`: nothing is requested through this argument.
    public var isEmptyCollectionOrNil: Bool {
        if value == "nil" || value == "[]" || value == ".init()" || value == "Set()" { return true }
        return value.hasPrefix("Set<") && value.hasSuffix(">()")
    }
}

extension SwiftSource {
    /// Every `.name(` or `.name {` in code: a member call, not a declaration or a mention.
    public func memberCalls(named name: String) -> [MemberCall] {
        calls(named: name) { index in tokens[index - 1].kind == .period }
    }

    /// Every `Name(` not preceded by `.`, `func`, `init` or another declaration keyword: an initializer call.
    public func initializerCalls(of typeName: String) -> [MemberCall] {
        calls(named: typeName) { index in
            let previous = tokens[index - 1]
            return previous.kind != .period && !(previous.kind == .keyword && ["func", "class", "struct", "enum", "case"].contains(text(of: previous)))
        }
    }

    /// Every use of an identifier in code (a type name in a declaration, an initializer, a member).
    public func identifierUses(_ name: String) -> [SourceLocation] {
        let needle = Array(name.utf8)
        return tokens.indices.compactMap { index in
            let token = tokens[index]
            guard token.kind == .identifier, file.bytes[token.range].elementsEqual(needle) else { return nil }
            if index > 0, tokens[index - 1].kind == .keyword, text(of: tokens[index - 1]) == "import" { return nil }
            return file.location(of: token.range.lowerBound)
        }
    }

    /// True when the file has `import <module>` in code.
    public func imports(_ module: String) -> Bool {
        tokens.indices.dropLast().contains { index in
            tokens[index].kind == .keyword && text(of: tokens[index]) == "import" && text(of: tokens[index + 1]) == module
        }
    }

    private func calls(named name: String, where accepts: (Int) -> Bool) -> [MemberCall] {
        let needle = Array(name.utf8)
        var calls: [MemberCall] = []
        let bytes = file.bytes
        for index in tokens.indices.dropFirst().dropLast() {
            let token = tokens[index]
            guard token.kind == .identifier, token.range.count == needle.count,
                  bytes[token.range].elementsEqual(needle), accepts(index) else { continue }
            let next = tokens[index + 1].kind
            guard next == .leftParen || next == .leftBrace else { continue }
            let arguments = next == .leftParen ? self.arguments(openingAt: index + 1) : []
            calls.append(MemberCall(name: name, location: file.location(of: token.range.lowerBound), nameRange: token.range,
                                    arguments: arguments))
        }
        return calls
    }

    /// Splits `( … )` starting at token `open` into top-level arguments.
    private func arguments(openingAt open: Int) -> [CallArgument] {
        var arguments: [CallArgument] = []
        var depth = 0
        var label: String?
        var value = ""
        var index = open + 1
        func finish() {
            if label != nil || !value.isEmpty { arguments.append(CallArgument(label: label, value: value)) }
            label = nil
            value = ""
        }
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace, .interpolationStart: depth += 1
            case .rightParen, .rightBracket, .rightBrace, .interpolationEnd:
                if depth == 0 { finish(); return arguments }
                depth -= 1
            case .endOfFile: finish(); return arguments
            default: break
            }
            if depth == 0, token.kind == .comma {
                finish()
            } else if depth == 0, value.isEmpty, label == nil, token.kind == .identifier || token.kind == .keyword,
                      index + 1 < tokens.count, tokens[index + 1].kind == .colon {
                label = text(of: token)
                index += 1
            } else {
                value += text(of: token)
            }
            index += 1
        }
        finish()
        return arguments
    }
}
