/// FNV-1a, 64 bit: a tiny hash that is the same on every platform and every run
/// (Swift's `Hasher` is seeded per process, so it cannot make fingerprints).
public enum StableHash {
    public static func fnv1a64(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// The hash as 16 lower-case hex digits.
    public static func hex(_ text: String) -> String { hex(fnv1a64(text)) }

    /// A 64-bit value as 16 lower-case hex digits.
    public static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

extension Finding {
    /// Identifies a finding across unrelated edits: a hash of rule, path and the finding's trimmed source
    /// line — not its line number — so moving code keeps it. The message stands in when the line is
    /// unknown, and for logs, whose lines carry timestamps that differ in every capture. Shared by the
    /// baseline and SARIF `partialFingerprints`.
    /// `recordedPath` stands for the finding's path in the hash (a baseline records paths from its own folder).
    public func fingerprint(sources: [String: SourceFile], recordedPath: String? = nil) -> String {
        var anchor = message
        if input != .log, let file = sources[location.path], location.line >= 1, location.line <= file.lineCount {
            let line = file.lineText(location.line).trimmingSpaces
            if !line.isEmpty { anchor = line }
        }
        return StableHash.hex(rule.rawValue + "\u{0}" + (recordedPath ?? location.path) + "\u{0}" + anchor)
    }
}
