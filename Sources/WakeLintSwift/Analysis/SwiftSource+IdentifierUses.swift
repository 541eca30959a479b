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
    /// A file whose bytes cannot hold any of them as a token (`IdentifierNames.mayOccur`) is not lexed.
    public func countIdentifierUses(of names: IdentifierNames, into counts: inout [String: Int]) {
        guard !names.names.isEmpty else { return }
        let bytes = file.bytes
        guard names.mayOccur(in: bytes) else { return }
        let tokens = self.tokens
        for index in tokens.indices where tokens[index].kind == .identifier {
            let range = tokens[index].range
            guard range.count >= names.shortest, range.count <= names.longest else { continue }
            let name = String(decoding: bytes[range], as: UTF8.self)
            guard names.names.contains(name) else { continue }
            if index > 0, tokens[index - 1].kind == .keyword, token(tokens[index - 1], is: "import") { continue }
            counts[name, default: 0] += 1
        }
    }
}

/// Names counted as identifiers across many files, with a byte test that rules a file out before it is lexed.
public struct IdentifierNames: Sendable {
    public let names: Set<String>
    let shortest: Int
    let longest: Int
    /// `hasLength[n]`: some ASCII name is `n` bytes long.
    private let hasLength: [Bool]
    /// FNV-1a hashes of the ASCII names, and a 1,024-bit filter of their low bits tested first.
    private let hashes: Set<UInt64>
    private let filter: [UInt64]
    /// Names with other bytes, looked for as they are.
    private let otherNames: [[UInt8]]

    public init(_ names: Set<String>) {
        self.names = names
        let lengths = names.map(\.utf8.count)
        shortest = lengths.min() ?? 0
        longest = lengths.max() ?? 0
        let spellings = names.map { Array($0.utf8) }
        let ascii = spellings.filter { $0.allSatisfy(CharacterClass.isIdentifierBody) }
        otherNames = spellings.filter { !$0.allSatisfy(CharacterClass.isIdentifierBody) }
        var hasLength = [Bool](repeating: false, count: longest + 1)
        for name in ascii { hasLength[name.count] = true }
        self.hasLength = hasLength
        hashes = Set(ascii.map { Self.hash($0[...]) })
        var filter = [UInt64](repeating: 0, count: 16)
        for hash in hashes { filter[Int(hash >> 6 & 15)] |= 1 << (hash & 63) }
        self.filter = filter
    }

    /// False only when no identifier token of `bytes` can be one of the names. An identifier token made of ASCII
    /// letters, digits, `_` and `$` covers the end of a run of such bytes (the lexer continues over all of them) and
    /// its start, unless the run starts with a digit or holds a `$` (a number or `$` may split it): so only whole
    /// runs are hashed, and every tail of those that may split.
    func mayOccur(in bytes: [UInt8]) -> Bool {
        if otherNames.contains(where: { ByteSearch.contains($0, in: bytes) }) { return true }
        guard !hashes.isEmpty else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            var index = 0
            while index < count {
                guard CharacterClass.isIdentifierBody(buffer[index]) else {
                    index += 1
                    continue
                }
                let start = index
                var mayBeSplit = buffer[index] &- 0x30 < 10
                var hash = Self.hashSeed
                while index < count {
                    let byte = buffer[index]
                    guard CharacterClass.isIdentifierBody(byte) else { break }
                    if byte == 0x24 { mayBeSplit = true }
                    hash = (hash ^ UInt64(byte)) &* Self.hashPrime
                    index += 1
                }
                if mayBeSplit {
                    for tail in max(start, index - longest)..<index where matches(Self.hash(buffer[tail..<index])) {
                        return true
                    }
                } else if index - start <= longest, hasLength[index - start], matches(hash) {
                    return true
                }
            }
            return false
        }
    }

    @inline(__always)
    private func matches(_ hash: UInt64) -> Bool {
        filter[Int(hash >> 6 & 15)] & (1 << (hash & 63)) != 0 && hashes.contains(hash)
    }

    private static let hashSeed: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let hashPrime: UInt64 = 0x100_0000_01b3

    private static func hash<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> UInt64 {
        bytes.reduce(hashSeed) { ($0 ^ UInt64($1)) &* hashPrime }
    }
}
