/// The exit counters of `MXAppExitMetric` as `jsonRepresentation()` names them under `backgroundExitData` and
/// `foregroundExitData`. The last two are not properties of `MXBackgroundExitData` in Apple's reference, yet
/// payloads (Xcode's simulated ones among them) carry them: they are read when present.
public enum MetricKitCounter: String, CaseIterable, Sendable, Hashable {
    case normalAppExit = "cumulativeNormalAppExitCount"
    case memoryResourceLimit = "cumulativeMemoryResourceLimitExitCount"
    case cpuResourceLimit = "cumulativeCPUResourceLimitExitCount"
    case memoryPressure = "cumulativeMemoryPressureExitCount"
    case badAccess = "cumulativeBadAccessExitCount"
    case abnormal = "cumulativeAbnormalExitCount"
    case illegalInstruction = "cumulativeIllegalInstructionExitCount"
    case appWatchdog = "cumulativeAppWatchdogExitCount"
    case suspendedWithLockedFile = "cumulativeSuspendedWithLockedFileExitCount"
    case backgroundTaskAssertionTimeout = "cumulativeBackgroundTaskAssertionTimeoutExitCount"
    case backgroundURLSessionCompletionTimeout = "cumulativeBackgroundURLSessionCompletionTimeoutExitCount"
    case backgroundFetchCompletionTimeout = "cumulativeBackgroundFetchCompletionTimeoutExitCount"
}

/// One exit counter of a payload, where its key is.
public struct MetricKitCount: Sendable, Hashable {
    public var counter: MetricKitCounter
    public var count: Int
    public var line: Int
    public var column: Int
    /// The text of the line up to a bounded length, for evidence: for the first count above zero of its counter in
    /// its input (the first place a finding can point at), else empty.
    public var lineText: String
}

/// One `MXCrashDiagnostic` of a diagnostic payload.
public struct MetricKitCrash: Sendable, Hashable {
    /// Where the diagnostic starts.
    public var line: Int
    public var terminationReason: String?
    public var exceptionType: String?
    public var signal: String?
    public var appVersion: String?
    public var osVersion: String?
    /// The first frames of the attributed thread's stack (else of the first stack), from the root frame down its
    /// first subframes, each as `binaryName +offsetIntoBinaryTextSegment`.
    public var frames: [String] = []
}

/// A MetricKit payload (`MXMetricPayload` or `MXDiagnosticPayload`) as `jsonRepresentation()` writes it, reduced to
/// what the rules read, with positions.
public struct MetricKitPayload: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case metrics, diagnostics
    }

    public var kind: Kind
    /// Where the payload's object starts.
    public var line: Int
    public var timeStampBegin: String?
    public var timeStampEnd: String?
    public var appVersion: String?
    public var appBuildVersion: String?
    public var osVersion: String?
    public var deviceType: String?
    public var backgroundExits: [MetricKitCount] = []
    public var foregroundExits: [MetricKitCount] = []
    public var crashes: [MetricKitCrash] = []

    /// The `YYYY-MM-DD` a timestamp starts with (`2025-03-01 00:00:00 +0000`), or nil.
    public static func day(of timestamp: String?) -> String? {
        guard let timestamp else { return nil }
        var bytesOwner = timestamp
        return bytesOwner.withUTF8 { all in
            let bytes = UnsafeBufferPointer(rebasing: all.prefix(10))
            guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
                bytes.indices.allSatisfy({ $0 == 4 || $0 == 7 || (bytes[$0] >= 0x30 && bytes[$0] <= 0x39) })
            else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// `iPhone OS 17.3.1 (21D61)` without its build: `iPhone OS 17.3.1`.
    public static func osRelease(_ version: String?) -> String? {
        guard let version else { return nil }
        if let release = asciiRelease(version) { return release }
        if let open = version.lastIndex(of: "("), version.hasSuffix(")") {
            let trimmed = version[..<open].trimmingSuffixSpaces
            return trimmed.isEmpty ? version : String(trimmed)
        }
        return version
    }

    /// `osRelease` on bytes when the version is ASCII without `\r` (then each byte is a Character); nil otherwise.
    private static func asciiRelease(_ version: String) -> String? {
        var bytesOwner = version
        return bytesOwner.withUTF8 { bytes -> String? in
            guard !bytes.contains(where: { $0 >= 0x80 || $0 == 0x0D }) else { return nil }
            guard bytes.last == UInt8(ascii: ")"), var end = bytes.lastIndex(of: UInt8(ascii: "(")) else {
                return version
            }
            while end > 0, bytes[end - 1] == 0x20 { end -= 1 }
            return end == 0 ? version : String(decoding: UnsafeBufferPointer(rebasing: bytes[..<end]), as: UTF8.self)
        }
    }
}

extension Substring {
    fileprivate var trimmingSuffixSpaces: Substring {
        var text = self
        while text.last == " " { text = text.dropLast() }
        return text
    }
}
