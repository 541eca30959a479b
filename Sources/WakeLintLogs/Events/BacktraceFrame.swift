/// One symbolicated stack frame of a crash report, an Xcode Organizer copy, an uncaught exception's call
/// stack or an `.ips` report: `4   MyApp   0x102a4b8c0 Scheduler.submit() + 472 (Scheduler.swift:67)`.
public struct BacktraceFrame: Sendable, Hashable {
    /// The frame's number in its backtrace (0 is where it stopped).
    public var index: Int
    /// The binary (`BackgroundTasks`, `MyApp`); may hold spaces.
    public var image: String
    /// The symbol without its offset (`-[BGTaskScheduler submitTaskRequest:error:]`, `Scheduler.submit()`).
    public var symbol: String
    /// The source file the report names (`Scheduler.swift`), when symbolicated with it.
    public var file: String?
    public var line: Int?

    public init(index: Int, image: String, symbol: String, file: String? = nil, line: Int? = nil) {
        self.index = index
        self.image = image
        self.symbol = symbol
        self.file = file
        self.line = line
    }

    /// Reads a numbered text frame; nil for other lines and for frames without a symbol (`0x1a2b0000 + 4096`).
    public init?(parsing text: String) {
        var text = text
        if let ascii = text.withUTF8({ Self.parsingASCII($0) }) {
            guard let frame = ascii else { return nil }
            self = frame
            return
        }
        let trimmed = Substring(text).drop { $0 == " " || $0 == "\t" }
        let number = trimmed.prefix { $0.isNumber }
        guard let index = Int(number) else { return nil }
        let rest = trimmed.dropFirst(number.count)
        guard rest.first == " " || rest.first == "\t" else { return nil }
        // The image runs up to the address: whitespace, then `0x` and hex digits.
        guard let address = Self.addressRange(in: rest) else { return nil }
        let image = rest[..<address.lowerBound].trimmingSpacesAndTabs
        var symbolPart = String(rest[address.upperBound...].trimmingSpacesAndTabs)
        guard !image.isEmpty, !symbolPart.isEmpty, !symbolPart.hasPrefix("0x") else { return nil }
        var file: String?
        var line: Int?
        // `… + 472 (Scheduler.swift:67)`: the offset, then the source location when the report has one.
        if let plus = Self.lastRange(of: " + ", in: symbolPart) {
            let after = symbolPart[plus.upperBound...]
            let digits = after.prefix { $0.isNumber }
            if !digits.isEmpty {
                let location = Substring(after.dropFirst(digits.count)).trimmingSpacesAndTabs
                if location.hasPrefix("("), location.hasSuffix(")") {
                    let inside = location.dropFirst().dropLast()
                    if let colon = inside.lastIndex(of: ":"), let number = Int(inside[inside.index(after: colon)...]) {
                        file = String(inside[..<colon])
                        line = number
                    } else if !inside.contains(" ") {
                        file = String(inside)
                    }
                }
                symbolPart = String(symbolPart[..<plus.lowerBound])
            }
        }
        self.init(index: index, image: String(image), symbol: symbolPart, file: file, line: line)
    }

    /// `init(parsing:)` on a line of ASCII bytes other than CR, where each byte is one Character, read byte by byte:
    /// nil for another line, `.some(nil)` for a line that is not a frame.
    private static func parsingASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> BacktraceFrame?? {
        var ascii = true
        for byte in bytes where byte >= 0x80 || byte == 0x0D { ascii = false }
        guard ascii else { return nil }
        func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        func isHex(_ byte: UInt8) -> Bool { isDigit(byte) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x66) }
        func string(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        func trimmed(_ range: Range<Int>) -> Range<Int> {
            var start = range.lowerBound
            var end = range.upperBound
            while start < end, isBlank(bytes[start]) { start += 1 }
            while end > start, isBlank(bytes[end - 1]) { end -= 1 }
            return start..<end
        }
        let count = bytes.count
        var cursor = 0
        while cursor < count, isBlank(bytes[cursor]) { cursor += 1 }
        let numberStart = cursor
        while cursor < count, isDigit(bytes[cursor]) { cursor += 1 }
        guard cursor > numberStart, let index = Int(string(numberStart..<cursor)) else { return .some(nil) }
        let rest = cursor
        guard rest < count, isBlank(bytes[rest]) else { return .some(nil) }
        // The image runs up to the address: whitespace, then `0x` and hex digits.
        var address: Range<Int>?
        var search = rest
        while search + 1 < count {
            guard bytes[search] == 0x30, bytes[search + 1] == 0x78 else {
                search += 1
                continue
            }
            var end = search + 2
            while end < count, isHex(bytes[end]) { end += 1 }
            if search == rest || isBlank(bytes[search - 1]), end > search + 2, end == count || isBlank(bytes[end]) {
                address = search..<end
                break
            }
            search += 2
        }
        guard let address else { return .some(nil) }
        let image = trimmed(rest..<address.lowerBound)
        var symbol = trimmed(address.upperBound..<count)
        guard !image.isEmpty, !symbol.isEmpty,
            !(symbol.count >= 2 && bytes[symbol.lowerBound] == 0x30 && bytes[symbol.lowerBound + 1] == 0x78)
        else { return .some(nil) }
        var file: String?
        var line: Int?
        // `… + 472 (Scheduler.swift:67)`: the offset, then the source location when the report has one.
        var plus: Int?
        var at = symbol.lowerBound
        while at + 3 <= symbol.upperBound {
            if bytes[at] == 0x20, bytes[at + 1] == 0x2B, bytes[at + 2] == 0x20 {
                plus = at
                at += 3
            } else {
                at += 1
            }
        }
        if let plus {
            var digitsEnd = plus + 3
            while digitsEnd < symbol.upperBound, isDigit(bytes[digitsEnd]) { digitsEnd += 1 }
            if digitsEnd > plus + 3 {
                let location = trimmed(digitsEnd..<symbol.upperBound)
                if location.count >= 2, bytes[location.lowerBound] == 0x28, bytes[location.upperBound - 1] == 0x29 {
                    let inside = (location.lowerBound + 1)..<(location.upperBound - 1)
                    if let colon = inside.last(where: { bytes[$0] == 0x3A }),
                        let number = Int(string((colon + 1)..<inside.upperBound))
                    {
                        file = string(inside.lowerBound..<colon)
                        line = number
                    } else if !inside.contains(where: { bytes[$0] == 0x20 }) {
                        file = string(inside)
                    }
                }
                symbol = symbol.lowerBound..<plus
            }
        }
        return BacktraceFrame(index: index, image: string(image), symbol: string(symbol), file: file, line: line)
    }

    /// The last of the non-overlapping occurrences of `needle`, left to right (what `ranges(of:).last` gives).
    private static func lastRange(of needle: String, in text: String) -> Range<String.Index>? {
        var last: Range<String.Index>?
        var search = text.startIndex
        while let found = text[search...].byteRange(of: needle) {
            last = found
            search = found.upperBound
        }
        return last
    }

    private static func addressRange(in text: Substring) -> Range<Substring.Index>? {
        var search = text.startIndex
        while let found = text[search...].byteRange(of: "0x") {
            let before = found.lowerBound > text.startIndex ? text[text.index(before: found.lowerBound)] : " "
            let hex = text[found.upperBound...].prefix { $0.isHexDigit }
            let end = text.index(found.upperBound, offsetBy: hex.count)
            if before == " " || before == "\t", !hex.isEmpty,
                end == text.endIndex || text[end] == " " || text[end] == "\t"
            {
                return found.lowerBound..<end
            }
            search = found.upperBound
        }
        return nil
    }

    /// The frames of an `.ips` body: the last exception backtrace, then the triggered thread's frames, each
    /// with its image from `usedImages`.
    public static func ipsFrames(_ body: JSONValue) -> [[BacktraceFrame]] {
        let images: [String] = {
            guard case .array(let items) = body["usedImages"] ?? .null else { return [] }
            return items.map { $0["name"]?.stringValue ?? "" }
        }()
        func frames(_ value: JSONValue?) -> [BacktraceFrame] {
            guard case .array(let items) = value ?? .null else { return [] }
            return items.enumerated().compactMap { index, frame in
                guard let symbol = frame["symbol"]?.stringValue else { return nil }
                let image = frame["imageIndex"]?.scalarText.flatMap { Int($0) }.flatMap {
                    images.indices.contains($0) ? images[$0] : nil
                }
                return BacktraceFrame(
                    index: index, image: image ?? "", symbol: symbol, file: frame["sourceFile"]?.stringValue,
                    line: frame["sourceLine"]?.scalarText.flatMap { Int($0) })
            }
        }
        var result: [[BacktraceFrame]] = []
        let exception = frames(body["lastExceptionBacktrace"])
        if !exception.isEmpty { result.append(exception) }
        if case .array(let threads) = body["threads"] ?? .null {
            for thread in threads where thread["triggered"] == .bool(true) {
                result.append(frames(thread["frames"]))
            }
        }
        return result
    }
}

extension Substring {
    fileprivate var trimmingSpacesAndTabs: Substring {
        guard let first = firstIndex(where: { $0 != " " && $0 != "\t" }),
            let last = lastIndex(where: { $0 != " " && $0 != "\t" })
        else { return self[endIndex...] }
        return self[first...last]
    }
}
