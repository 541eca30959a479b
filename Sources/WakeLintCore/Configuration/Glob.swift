/// Path globs for `included` / `excluded`: `*` and `?` within one path segment, `**` across segments.
/// A pattern matches a path when it matches the whole path or one of its leading directories, so
/// `Pods` excludes `Pods/Alamofire/Source/AF.swift` and `**/Generated` any `Generated` folder.
public struct Glob: Sendable, Hashable {
    public let pattern: String
    private let segments: [Substring]

    public init(_ pattern: String) {
        var trimmed = Substring(pattern)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        self.pattern = pattern
        self.segments = trimmed.split(separator: "/", omittingEmptySubsequences: true)
    }

    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        // Whole path or any leading directory prefix.
        for count in stride(from: parts.count, through: 1, by: -1) where Self.match(segments[...], parts[0..<count]) {
            return true
        }
        return false
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let head = pattern.first else { return path.isEmpty }
        if head == "**" {
            let rest = pattern.dropFirst()
            var remaining = path
            while true {
                if match(rest, remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let segment = path.first, matchSegment(Array(head.utf8)[...], Array(segment.utf8)[...]) else {
            return false
        }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    private static func matchSegment(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        switch first {
        case UInt8(ascii: "*"):
            var rest = text
            while true {
                if matchSegment(pattern.dropFirst(), rest) { return true }
                guard !rest.isEmpty else { return false }
                rest = rest.dropFirst()
            }
        case UInt8(ascii: "?"):
            return !text.isEmpty && matchSegment(pattern.dropFirst(), text.dropFirst())
        default:
            return text.first == first && matchSegment(pattern.dropFirst(), text.dropFirst())
        }
    }
}
