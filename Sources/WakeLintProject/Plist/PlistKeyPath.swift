/// Builds the key paths nodes carry: `UIBackgroundModes[1]`, `NSAppTransportSecurity.NSAllowsArbitraryLoads`.
/// Keys are joined as they are (entitlement keys contain dots); the path is for display and matching.
enum PlistKeyPath {
    static func appending(_ key: String, to parent: String) -> String {
        parent.isEmpty ? key : "\(parent).\(key)"
    }

    static func appending(index: Int, to parent: String) -> String {
        "\(parent)[\(index)]"
    }
}
