import WakeLintCore
import WakeLintProject

/// A parsed property list (Info.plist or entitlements) with the file it came from.
public struct PlistInput: Sendable {
    public var file: SourceFile
    public var document: PlistDocument
    public var kind: InputKind

    public init(file: SourceFile, document: PlistDocument, kind: InputKind) {
        self.file = file
        self.document = document
        self.kind = kind
    }

    public var path: String { file.path }

    /// A top-level entry.
    public subscript(key: String) -> PlistEntry? {
        document.root.dictValue?[key]
    }

    /// Location of a top-level key (its `<key>` element), or of the file start when the key is absent
    /// or the plist is binary.
    public func location(ofKey key: String) -> SourceLocation {
        if let entry = self[key], let range = entry.keyRange {
            return file.location(of: range.lowerBound)
        }
        return fileStart
    }

    /// Where a value node starts, or the file start for binary plists (whose nodes have key paths, not offsets).
    public func location(of node: PlistNode) -> SourceLocation {
        node.range.map { file.location(of: $0.lowerBound) } ?? fileStart
    }

    public var fileStart: SourceLocation { SourceLocation(path: file.path, line: 1, column: 1) }
}
