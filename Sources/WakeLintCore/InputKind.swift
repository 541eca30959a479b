/// The kind of input a finding comes from; part of the JSON contract (`input`).
public enum InputKind: String, Sendable, Hashable, Codable, CaseIterable {
    case swift, plist, entitlements, pbxproj, xcconfig, log

    /// The kind a project file has by its name, or nil for files wakelint does not read.
    public init?(path: String) {
        // On bytes for an ASCII path (nearly all), without Character-level splits: file discovery asks this of
        // every file of the tree.
        if let kind = Self.kind(ofASCIIPath: path) {
            guard let kind else { return nil }
            self = kind
            return
        }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if name.hasSuffix(".swift") {
            self = .swift
        } else if name.hasSuffix(".entitlements") {
            self = .entitlements
        } else if name.hasSuffix(".plist") {
            self = .plist
        } else if name == "project.pbxproj" {
            self = .pbxproj
        } else if name.hasSuffix(".xcconfig") {
            self = .xcconfig
        } else {
            return nil
        }
    }

    /// `init(path:)` on bytes: nil when the path is not ASCII (the Character path decides), `.some(nil)` when
    /// the name has no kind.
    private static func kind(ofASCIIPath path: String) -> InputKind?? {
        var path = path
        return path.withUTF8 { bytes -> InputKind?? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            let slash = UInt8(ascii: "/")
            var end = bytes.count
            while end > 0, bytes[end - 1] == slash { end -= 1 }
            var start = end
            while start > 0, bytes[start - 1] != slash { start -= 1 }
            let name = bytes[start..<end]
            func hasSuffix(_ suffix: StaticString) -> Bool {
                let count = suffix.utf8CodeUnitCount
                guard name.count >= count else { return false }
                return suffix.withUTF8Buffer { name.suffix(count).elementsEqual($0) }
            }
            if hasSuffix(".swift") { return .some(.swift) }
            if hasSuffix(".entitlements") { return .some(.entitlements) }
            if hasSuffix(".plist") { return .some(.plist) }
            if name.count == 15, hasSuffix("project.pbxproj") { return .some(.pbxproj) }
            if hasSuffix(".xcconfig") { return .some(.xcconfig) }
            return .some(nil)
        }
    }
}
