/// The kind of input a finding comes from; part of the JSON contract (`input`).
public enum InputKind: String, Sendable, Hashable, Codable, CaseIterable {
    case swift, plist, entitlements, pbxproj, xcconfig, log

    /// The kind a project file has by its name, or nil for files wakelint does not read.
    public init?(path: String) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if name.hasSuffix(".swift") { self = .swift }
        else if name.hasSuffix(".entitlements") { self = .entitlements }
        else if name.hasSuffix(".plist") { self = .plist }
        else if name == "project.pbxproj" { self = .pbxproj }
        else if name.hasSuffix(".xcconfig") { self = .xcconfig }
        else { return nil }
    }
}
