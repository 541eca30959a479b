/// Evaluates build settings the way Xcode stacks them: assignments from lowest to highest level
/// (built-ins, project xcconfig, project, target xcconfig, target; file order within a level); the highest
/// assignment whose conditions match wins, `$(inherited)` (or the setting naming itself) continues below it.
public struct BuildSettingsResolver: Sendable {
    public private(set) var assignments: [BuildSettingAssignment]
    /// Values for conditions such as `[sdk=iphoneos*]`: `["sdk": "iphoneos", "config": "Debug", "arch": "arm64"]`.
    /// A condition on a parameter missing here does not match.
    public var conditionValues: [String: String]
    private var indexesByName: [String: [Int]] = [:]

    /// Longer values are cut (with `isTruncated`), so self-doubling definitions cannot exhaust memory.
    public static let maximumValueLength = 65_536
    /// Reference chains deeper than this are left unresolved.
    public static let maximumReferenceDepth = 128

    public init(assignments: [BuildSettingAssignment], conditionValues: [String: String] = [:]) {
        self.assignments = assignments
        self.conditionValues = conditionValues
        for (index, assignment) in assignments.enumerated() {
            indexesByName[assignment.setting.name, default: []].append(index)
        }
    }

    /// The expanded value of `name`, or nil when no assignment for it applies.
    public func resolve(_ name: String) -> ResolvedBuildSetting? {
        var evaluator = MacroEvaluator(resolver: self)
        guard let index = evaluator.winningAssignment(for: name, below: nil) else { return nil }
        let result = evaluator.evaluate(index)
        return ResolvedBuildSetting(
            name: name, value: result.text, assignment: assignments[index],
            unresolvedReferences: result.unresolved, isTruncated: result.isTruncated)
    }

    /// Expands arbitrary text (`$(SRCROOT)/$(INFOPLIST_FILE)`) in this context.
    public func expand(_ text: String) -> (value: String, unresolvedReferences: [String]) {
        var evaluator = MacroEvaluator(resolver: self)
        let result = evaluator.expand(MacroExpression(text).pieces, owner: nil, depth: 0)
        return (result.text, result.unresolved)
    }

    /// A path-valued setting (`INFOPLIST_FILE`, `CODE_SIGN_ENTITLEMENTS`) expanded and, when relative, joined
    /// to `SRCROOT` as Xcode does; nil when the setting is not set or empty. Unresolved references stay visible.
    public func path(of name: String) -> String? {
        guard let value = resolve(name)?.value, !value.isEmpty else { return nil }
        let root = resolve("SRCROOT")?.value ?? ""
        let base = root == "." ? "" : root
        // Xcode's SRCROOT is absolute, so `$(SRCROOT)/App/Info.plist` is never joined to it again. Here the root
        // is relative to where wakelint runs: expanded once more with the root settings as a marker, the value
        // tells a path built on the root from one relative to it (`App/App/Info.plist` is a real folder layout).
        var marked = self
        for index in marked.assignments.indices where Self.rootSettings.contains(marked.assignments[index].setting.name)
        {
            marked.assignments[index].setting = BuildSetting(
                key: marked.assignments[index].setting.name, value: .string(Self.rootMarker))
        }
        if let anchored = marked.resolve(name)?.value, anchored.hasPrefix(Self.rootMarker) {
            return PathNormalizer.join(base, String(anchored.dropFirst(Self.rootMarker.count).drop { $0 == "/" }))
        }
        if value.hasPrefix("/") { return PathNormalizer.normalize(value) }
        return PathNormalizer.join(base, value)
    }

    /// Settings Xcode sets to the project's folder.
    private static let rootSettings: Set<String> = ["SRCROOT", "PROJECT_DIR", "SOURCE_ROOT"]
    /// Absolute (so nothing joins it), and not a path anyone writes.
    private static let rootMarker = "/\u{1}SRCROOT\u{1}"

    /// Every setting name with at least one assignment, sorted.
    public var names: [String] { indexesByName.keys.sorted() }

    func indexes(of name: String) -> [Int] { indexesByName[name] ?? [] }

    func matches(_ conditions: [BuildSettingCondition]) -> Bool {
        conditions.allSatisfy { condition in
            guard let value = conditionValues[condition.parameter] else { return false }
            return GlobPattern.matches(condition.pattern, value)
        }
    }
}
