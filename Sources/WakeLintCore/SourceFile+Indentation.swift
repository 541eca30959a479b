extension SourceFile {
    /// The file's indentation step: a tab when some line starts with one, else the smallest run of leading
    /// spaces before text, else `fallback` (a file with no indented line).
    public func indentationUnit(fallback: String) -> String {
        var smallest = Int.max
        for start in lineStarts.lazy.map(Int.init) where start < bytes.count {
            if bytes[start] == 0x09 { return "\t" }
            var count = 0
            while start + count < bytes.count, bytes[start + count] == 0x20 { count += 1 }
            if count > 0, start + count < bytes.count, bytes[start + count] != 0x0A, bytes[start + count] != 0x0D {
                smallest = min(smallest, count)
            }
        }
        return smallest == Int.max ? fallback : String(repeating: " ", count: smallest)
    }
}
