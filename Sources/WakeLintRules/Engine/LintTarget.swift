import WakeLintCore
import WakeLintProject
import WakeLintSwift

/// A parsed property list (Info.plist or entitlements) with the file it came from.
public struct PlistInput: Sendable {
    public var file: SourceFile
    public var document: PlistDocument
    public var kind: InputKind

    /// Location of a top-level key (its `<key>` element), or of the file start when the key is absent
    /// or the plist is binary.
    public func location(ofKey key: String) -> SourceLocation {
        if let entry = document.root.dictValue?[key], let range = entry.keyRange {
            return file.location(of: range.lowerBound)
        }
        return SourceLocation(path: file.path, line: 1, column: 1)
    }
}

/// What one build target is made of, as the rules see it. Without a project file every input under the
/// linted root forms one implicit target.
public struct LintTarget: Sendable {
    public var name: String
    public var swiftSources: [SwiftSource]
    public var infoPlists: [PlistInput]
    public var entitlements: [PlistInput]

    public init(name: String, swiftSources: [SwiftSource], infoPlists: [PlistInput], entitlements: [PlistInput]) {
        self.name = name
        self.swiftSources = swiftSources
        self.infoPlists = infoPlists
        self.entitlements = entitlements
    }
}
