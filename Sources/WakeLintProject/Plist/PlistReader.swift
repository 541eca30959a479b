import WakeLintCore

/// Reads an XML or binary property list. Never expands entities beyond XML's predefined and numeric
/// ones, never reads a DTD or any other file, and bounds nesting depth and work by the input size.
public enum PlistReader {
    /// Deeper documents are refused: real Info.plists nest a handful of levels.
    public static let maximumDepth = 512

    /// Characters all nodes' key paths may use together: 1 MiB plus 128 per input byte. Real plists stay far
    /// below; a deep chain over a wide array (or shared binary containers) would otherwise fill memory.
    static func keyPathBudget(forInputSize size: Int) -> Int {
        1 << 20 + 128 * size
    }

    public static func read(_ file: SourceFile) -> PlistReadResult {
        let bytes = file.bytes
        if BinaryPlistParser.hasMagic(bytes) {
            return BinaryPlistParser.parse(bytes)
        }
        var parser = XMLPlistParser(file: file)
        return parser.parse()
    }
}
