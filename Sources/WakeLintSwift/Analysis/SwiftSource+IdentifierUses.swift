import WakeLintCore

extension SwiftSource {
    /// Every use of an identifier in code (a type name in a declaration, an initializer, a member). A file whose
    /// bytes do not hold the name is not lexed (its tokens are not kept, and callers ask this of every file).
    public func identifierUses(_ name: String) -> [SourceLocation] {
        let needle = Array(name.utf8)
        let file = self.file
        let bytes = file.bytes
        guard !needle.isEmpty, ByteSearch.contains(needle, in: bytes) else { return [] }
        let tokens = self.tokens
        return tokens.indices.compactMap { index in
            let candidate = tokens[index]
            guard candidate.kind == .identifier, bytes[candidate.range].elementsEqual(needle) else { return nil }
            if index > 0, tokens[index - 1].kind == .keyword, token(tokens[index - 1], is: "import") { return nil }
            return file.location(of: candidate.range.lowerBound)
        }
    }

    /// Adds, for each of `names`, how many times the file uses it as an identifier (as `identifierUses` counts).
    public func countIdentifierUses(of names: Set<String>, into counts: inout [String: Int]) {
        guard let shortest = names.map(\.utf8.count).min(), let longest = names.map(\.utf8.count).max() else { return }
        let bytes = file.bytes
        let tokens = self.tokens
        for index in tokens.indices where tokens[index].kind == .identifier {
            let range = tokens[index].range
            guard range.count >= shortest, range.count <= longest else { continue }
            let name = String(decoding: bytes[range], as: UTF8.self)
            guard names.contains(name) else { continue }
            if index > 0, tokens[index - 1].kind == .keyword, token(tokens[index - 1], is: "import") { continue }
            counts[name, default: 0] += 1
        }
    }
}
