#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What prefiltered reading needs to know about one raw line, decided on bytes before any String exists.
struct LineVerdict: Equatable {
    /// The line may put a literal into an event (in its normalised text, joined to a wrapped neighbour or, for
    /// JSON, in a decoded string value), or may open a top-level JSON array: the segment holding it must be
    /// assembled.
    var matters: Bool
    /// Feeding this line to `LogEventAssembler` closes everything open (JSON object, report, event) and leaves
    /// a state that depends on this line alone (plus whether a top-level JSON array is open or a dasd block printed
    /// line by line waits for its next line). Such lines
    /// bound the segments that prefiltered reading keeps or skips whole; false is always safe.
    var startsSegment: Bool
    /// The line has a known log prefix and ends with a dasd header (`…:[`): its block may be printed line by line.
    var isPrefixedDasdHeader = false
    /// The line has a known log prefix (what `startsSegment` says before dasd and exception continuations).
    var isPrefixed = false
}

/// Classifies raw lines for `PrefilteredEventReader` (candidate lines, extended to event bounds).
///
/// Everything is decided on the normalised bytes the assembler will see: a line holding a byte that
/// normalisation rewrites is normalised first (rare), others are used as they are.
struct LineScreen {
    /// A dated line opening with these words continues an open uncaught exception instead of closing it.
    static let firstThrowCallStack: [UInt8] = Array(EventClassifier.firstThrowCallStack.utf8)
    /// A dated dasd policy or final-decision line joins an open dasd block (`DasdDecision.isScoringLine`).
    static let dasdPolicy: [UInt8] = Array("{name:".utf8)
    static let dasdFinalDecision: [UInt8] = Array("FinalDecision:".utf8)

    let literals: LiteralPrefilter

    func verdict(_ raw: UnsafeBufferPointer<UInt8>) -> LineVerdict {
        let (found, needsNormalization) = literals.scan(raw)
        guard needsNormalization else {
            return verdict(normalised: raw, literalFound: found || literals.matchesEverything)
        }
        return LineNormalizer.normalizedBytes(raw).withUnsafeBufferPointer { normalised in
            verdict(normalised: normalised, literalFound: literals.scan(normalised).found || literals.matchesEverything)
        }
    }

    private func verdict(normalised bytes: UnsafeBufferPointer<UInt8>, literalFound: Bool) -> LineVerdict {
        let isPrefixed = LineLayoutParser.startsWithKnownPrefix(bytes)
        var startsSegment = isPrefixed && !Self.mayJoinOpenBlock(bytes)
        // The assembler parses the text `String(decoding:)` makes, where an invalid UTF-8 byte becomes a
        // three-byte U+FFFD: the layouts' length limits (an 80-byte process name) are judged on that text.
        if startsSegment, Self.hasNonASCIIByte(bytes) {
            let repaired = Array(String(decoding: bytes, as: UTF8.self).utf8)
            startsSegment = repaired.withUnsafeBufferPointer {
                LineLayoutParser.startsWithKnownPrefix($0) && !Self.mayJoinOpenBlock($0)
            }
        }
        let matters =
            literalFound || Self.mayOpenJSONArray(bytes) || literals.fragments.mayCompleteAcrossLines(bytes)
            || decodedJSONMayMatch(bytes)
        return LineVerdict(
            matters: matters, startsSegment: startsSegment,
            isPrefixedDasdHeader: isPrefixed && Self.endsWithDasdHeader(bytes), isPrefixed: isPrefixed)
    }

    /// True when a byte is 0x80 or above; eight bytes at a time, as every resetting line is asked.
    private static func hasNonASCIIByte(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index + 8 <= bytes.count {
            if raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return true }
            index += 8
        }
        while index < bytes.count {
            if base[index] >= 0x80 { return true }
            index += 1
        }
        return false
    }

    /// `…:[` at the end (trailing blanks aside): a dasd header.
    private static func endsWithDasdHeader(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var end = bytes.count
        while end > 0, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        return end >= 2 && bytes[end - 1] == UInt8(ascii: "[") && bytes[end - 2] == UInt8(ascii: ":")
    }

    /// The exception and dasd continuations of `LogEventAssembler.feedPrefixed`, looked for anywhere in the line
    /// (the message the layout leaves is a part of it).
    /// One SIMD pass for the three words' first bytes (`*`, `{`, `F`, rare in log text) instead of three memchr
    /// passes per dated line; each hit is compared in full.
    private static func mayJoinOpenBlock(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let count = bytes.count
        func startsWord(at index: Int) -> Bool {
            let word: [UInt8]
            switch base[index] {
            case UInt8(ascii: "*"): word = firstThrowCallStack
            case UInt8(ascii: "{"): word = dasdPolicy
            case UInt8(ascii: "F"): word = dasdFinalDecision
            default: return false
            }
            return count - index >= word.count
                && word.withUnsafeBufferPointer { memcmp(base + index, $0.baseAddress!, word.count) == 0 }
        }
        let star = SIMD16<UInt8>(repeating: UInt8(ascii: "*"))
        let brace = SIMD16<UInt8>(repeating: UInt8(ascii: "{"))
        let capitalF = SIMD16<UInt8>(repeating: UInt8(ascii: "F"))
        var index = 0
        if count >= 16 {
            // The last step overlaps the one before (a word start found twice is still one answer).
            while true {
                let chunk = UnsafeRawPointer(base).loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
                if any((chunk .== star) .| (chunk .== brace) .| (chunk .== capitalF)) {
                    for offset in index..<(index + 16) where startsWord(at: offset) { return true }
                }
                if index == count - 16 { return false }
                index = Swift.min(index + 16, count - 16)
            }
        }
        while index < count {
            if startsWord(at: index) { return true }
            index += 1
        }
        return false
    }

    /// `[` alone or before `{`, first on the line: `LogEventAssembler` remembers the open array past event bounds.
    private static func mayOpenJSONArray(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { return false }
        index += 1
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        return index == bytes.count || bytes[index] == UInt8(ascii: "{")
    }

    /// A JSON record's message is a decoded string (`\/` → `/`): a literal may appear only after decoding.
    /// Escapes are decoded as `JSONParser` does; `\u` escapes are not decoded, such a line just matters.
    private func decodedJSONMayMatch(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress, memchr(base, 0x5C, bytes.count) != nil else { return false }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            guard byte == 0x5C, index < bytes.count else {
                decoded.append(byte)
                continue
            }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "u"): return true
            case UInt8(ascii: "n"): decoded.append(0x0A)
            case UInt8(ascii: "t"): decoded.append(0x09)
            case UInt8(ascii: "r"): decoded.append(0x0D)
            case UInt8(ascii: "b"): decoded.append(0x08)
            case UInt8(ascii: "f"): decoded.append(0x0C)
            default: decoded.append(escape)
            }
        }
        return decoded.withUnsafeBufferPointer { literals.scan($0).found }
    }

}
