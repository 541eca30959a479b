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
