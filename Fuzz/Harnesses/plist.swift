import WakeLintCore
import WakeLintProject

/// Plist reader (XML, binary, OpenStep by sniffing) and the typed views rules use. Any input must end in a
/// document or a problem; the typed views must not trap on whatever document came out.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPlist(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let file = SourceFile(path: "Info.plist", bytes: Array(UnsafeBufferPointer(start: data, count: count)))
    let result = PlistReader.read(file)
    precondition((result.document == nil) != (result.problem == nil), "a read ends in exactly one of document or problem")
    _ = OpenStepPlistReader.read(file)
    return 0
}
