/// `[sdk=iphoneos*]`, `[arch=arm64]`, `[config=Debug]`: the setting applies only when the parameter matches the pattern.
public struct BuildSettingCondition: Sendable, Hashable {
    public var parameter: String
    public var pattern: String

    /// Splits `NAME[a=b][c=d]` into the name and its conditions; malformed brackets stay part of the name.
    static func split(_ key: String) -> (String, [BuildSettingCondition]) {
        guard let open = key.firstIndex(of: "[") else { return (key, []) }
        let name = String(key[..<open])
        var conditions: [BuildSettingCondition] = []
        var rest = key[open...]
        while rest.first == "[" {
            guard let close = rest.firstIndex(of: "]") else { return (key, []) }
            let body = rest[rest.index(after: rest.startIndex)..<close]
            guard let equals = body.firstIndex(of: "=") else { return (key, []) }
            conditions.append(
                BuildSettingCondition(
                    parameter: String(body[..<equals]).trimmingSpaces(),
                    pattern: String(body[body.index(after: equals)...]).trimmingSpaces()))
            rest = rest[rest.index(after: close)...]
        }
        guard rest.isEmpty else { return (key, []) }
        return (name.trimmingSpaces(), conditions)
    }
}
