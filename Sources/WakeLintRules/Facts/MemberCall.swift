import WakeLintCore
import WakeLintSwift

/// A call of a member by name (`store.enableBackgroundDelivery(for:…)`), found on tokens, so text in
/// comments and string literals never counts. The parser-based call index replaces this once the
/// rules need receivers, arguments and closures.
public struct MemberCall: Sendable {
    public var name: String
    /// Location of the member name (where findings start).
    public var location: SourceLocation
    public var nameRange: Range<Int>
}

extension SwiftSource {
    /// Every `.name(` or `.name {` in code: a member call, not a declaration or a mention.
    public func memberCalls(named name: String) -> [MemberCall] {
        let needle = Array(name.utf8)
        var calls: [MemberCall] = []
        let bytes = file.bytes
        for index in tokens.indices.dropFirst().dropLast() {
            let token = tokens[index]
            guard token.kind == .identifier, token.range.count == needle.count,
                  bytes[token.range].elementsEqual(needle),
                  tokens[index - 1].kind == .period else { continue }
            let next = tokens[index + 1].kind
            guard next == .leftParen || next == .leftBrace else { continue }
            calls.append(MemberCall(name: name, location: file.location(of: token.range.lowerBound), nameRange: token.range))
        }
        return calls
    }
}
