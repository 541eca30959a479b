import WakeLintCore
import WakeLintSwift

extension SwiftSource {
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
}
