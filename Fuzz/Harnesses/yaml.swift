import WakeLintCore

/// `.wakelint.yml`: the YAML-subset reader and the configuration built from it end in a value or an error,
/// never a trap or a stack overflow.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzYAML(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    _ = try? YAMLSubsetReader.read(text)
    _ = try? Configuration.parse(text, path: ".wakelint.yml", directory: "/p")
    return 0
}
