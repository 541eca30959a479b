import WakeLintCore
import WakeLintLogs

/// Log reader: full event assembly and the prefiltered path over the same bytes. Small chunk and line limits
/// so that chunk boundaries and truncation are exercised by short inputs. The prefiltered path must deliver
/// every event that holds a literal (its contract), so both paths must agree on those.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLogs(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    let literal = "Missing com.apple.developer.healthkit"
    var full = LogReader(bytes: bytes, displayPath: "paste.log")
    full.chunkSize = 7
    full.maxLineBytes = 200
    var fullMatches: [Int] = []
    _ = full.forEachEvent { event in
        if event.lines.contains(where: { $0.text.contains(literal) }) { fullMatches.append(event.lines[0].number) }
    }
    var filtered = LogReader(bytes: bytes, displayPath: "paste.log")
    filtered.chunkSize = 7
    filtered.maxLineBytes = 200
    var filteredMatches: [Int] = []
    _ = filtered.forEachEvent(prefilter: LiteralPrefilter(literals: [literal])) { event in
        if event.lines.contains(where: { $0.text.contains(literal) }) { filteredMatches.append(event.lines[0].number) }
    }
    precondition(fullMatches == filteredMatches, "prefiltered path missed an event: \(fullMatches) vs \(filteredMatches)")
    return 0
}
