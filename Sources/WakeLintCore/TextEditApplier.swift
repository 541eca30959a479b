/// Applies text edits to one file's bytes: each edit's line and column become byte offsets in that file, and
/// the edits are applied from the end so earlier offsets stay valid.
public enum TextEditApplier {
    /// Why a set of edits cannot be applied to a file.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// An edit names a line or column the file does not have (the file changed since it was read).
        case outside(TextEdit)
        /// Two edits change overlapping text, or insert different text at one place.
        case overlapping(TextEdit, TextEdit)

        public var description: String {
            switch self {
            case .outside(let edit): "the edit at \(edit.start) lies outside the file (it changed since it was read)"
            case .overlapping(let first, let second):
                "the edits at \(first.start) and \(second.start) change the same text"
            }
        }
    }

    /// The file's bytes with `edits` applied (identical edits count once). Every edit must name `file.path`.
    public static func apply(_ edits: [TextEdit], to file: SourceFile) throws(Failure) -> [UInt8] {
        var ranged: [(range: Range<Int>, edit: TextEdit)] = []
        for edit in Set(edits).sorted() {
            guard let start = file.offset(line: edit.line, column: edit.column),
                let end = file.offset(line: edit.endLine, column: edit.endColumn), start <= end
            else { throw .outside(edit) }
            ranged.append((start..<end, edit))
        }
        ranged.sort { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        for (previous, next) in zip(ranged, ranged.dropFirst())
        where previous.range.upperBound > next.range.lowerBound || previous.range == next.range {
            throw .overlapping(previous.edit, next.edit)
        }
        var bytes = file.bytes
        for (range, edit) in ranged.reversed() {
            bytes.replaceSubrange(range, with: Array(edit.replacement.utf8))
        }
        return bytes
    }
}
