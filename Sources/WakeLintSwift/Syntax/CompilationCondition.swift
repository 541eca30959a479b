/// The condition of `#if` or `#elseif`, with its byte range.
public struct CompilationCondition: Sendable, Hashable {
    public var kind: Kind
    public var range: Range<Int>

    public init(_ kind: Kind, range: Range<Int>) {
        self.kind = kind
        self.range = range
    }

    public enum Kind: Sendable, Hashable {
        /// A custom or built-in flag: `DEBUG`, `TESTING`.
        case flag(String)
        /// `true`, `false` (and `0`/`1`, which old code uses and the compiler rejects).
        case boolean(Bool)
        indirect case not(CompilationCondition)
        indirect case and(CompilationCondition, CompilationCondition)
        indirect case or(CompilationCondition, CompilationCondition)
        /// `os(iOS)`, `arch(arm64)`, `canImport(UIKit)`, `targetEnvironment(simulator)`, `swift(>=5.9)`,
        /// `compiler(<6)`, `hasFeature(X)`: the function name and its argument as written.
        case platform(name: String, argument: String)
        /// Tokens that form no condition.
        case invalid
    }

    /// The condition's value in a Release build, as far as the source says: `DEBUG` is unset in Release,
    /// `true`/`false` are themselves, everything else (platform, other flags) is unknown (nil).
    public var valueInRelease: Bool? { value { $0 == "DEBUG" ? false : nil } }

    /// The condition's value whatever the build: only `true`/`false` (and `0`/`1`) are known, so `false`,
    /// `!true` and `DEBUG && false` are false everywhere; any flag or platform test is unknown (nil).
    public var valueInEveryBuild: Bool? { value { _ in nil } }

    /// The condition's value in a device build for `platform` (`iOS`, `macOS`, `watchOS`, `tvOS`, `visionOS`, as
    /// `os()` spells them), the build that ships: `os(…)` is known, `targetEnvironment(simulator)` is false,
    /// `targetEnvironment(macCatalyst)` is false off iOS, `canImport(…)` is known for the system modules whose
    /// platforms are certain (`importableModules`); every flag and other test is unknown.
    public func value(onPlatform platform: String) -> Bool? {
        value(
            ofFlag: { _ in nil }, os: { Self.platformName($0) == platform },
            test: { name, argument in
                switch (name, argument) {
                case ("targetEnvironment", "simulator"): false
                case ("targetEnvironment", "macCatalyst"): platform == "iOS" ? nil : false
                case ("canImport", let module):
                    Self.importableModules[module].flatMap {
                        $0.in.contains(platform) ? true : $0.notIn.contains(platform) ? false : nil
                    }
                default: nil
                }
            })
    }

    /// System modules by the platforms (`os()` names) whose SDKs are known to hold them (`in`) and known not to
    /// (`notIn`), for `canImport(…)`; on any other platform the test is unknown.
    static let importableModules: [String: (in: Set<String>, notIn: Set<String>)] = [
        "UIKit": (["iOS", "tvOS", "watchOS", "visionOS"], ["macOS"]),
        "AppKit": (["macOS"], ["iOS", "tvOS", "watchOS", "visionOS"]),
        "WatchKit": (["watchOS"], ["macOS", "tvOS"]),
        "HealthKit": (["iOS", "watchOS"], []),
    ]

    /// `os()` arguments by the name `value(onPlatform:)` uses: `OSX` is `macOS`, `xrOS` is `visionOS`.
    static func platformName(_ argument: String) -> String {
        switch argument {
        case "OSX", "macOS": "macOS"
        case "xrOS", "visionOS": "visionOS"
        default: argument
        }
    }

    /// Three-valued evaluation, given what is known of each flag, of `os(…)` and of other platform tests
    /// (`test(name, argument)`, the argument without spaces); what they leave nil is unknown.
    func value(
        ofFlag flag: (String) -> Bool?, os: ((String) -> Bool?)? = nil, test: ((String, String) -> Bool?)? = nil
    ) -> Bool? {
        switch kind {
        case .flag(let name): return flag(name)
        case .boolean(let value): return value
        case .not(let operand): return operand.value(ofFlag: flag, os: os, test: test).map { !$0 }
        case .and(let left, let right):
            return Self.and(left.value(ofFlag: flag, os: os, test: test), right.value(ofFlag: flag, os: os, test: test))
        case .or(let left, let right):
            return Self.and(
                left.value(ofFlag: flag, os: os, test: test).map { !$0 },
                right.value(ofFlag: flag, os: os, test: test).map { !$0 }
            ).map { !$0 }
        case .platform(let name, let argument):
            let argument = argument.filter { !$0.isWhitespace }
            return name == "os" ? os?(argument) : test?(name, argument)
        case .invalid: return nil
        }
    }

    /// Three-valued `&&`: false wins over unknown.
    static func and(_ left: Bool?, _ right: Bool?) -> Bool? {
        if left == false || right == false { return false }
        if left == true && right == true { return true }
        return nil
    }
}

extension IfConfig {
    /// Whether clause `index` is compiled in no build at all: its condition is false whatever the flags
    /// (`#if false`, `#if DEBUG && false`), or an earlier clause is always taken (`#else` after `#if true`).
    public func clauseIsNeverCompiled(_ index: Int) -> Bool {
        clauseMayBeCompiled(index, \.valueInEveryBuild) == false
    }

    /// Whether clause `index` is compiled for none of `platforms` (`os()` names): never compiled at all, or its
    /// `os(…)` tests rule out each platform (`#if !os(macOS)` in a macOS target). Empty `platforms` (not known)
    /// only rules out what no build compiles.
    public func clauseIsNeverCompiled(_ index: Int, onPlatforms platforms: Set<String>) -> Bool {
        if clauseIsNeverCompiled(index) { return true }
        guard !platforms.isEmpty else { return false }
        return platforms.allSatisfy { platform in
            clauseMayBeCompiled(index, { $0.value(onPlatform: platform) }) == false
        }
    }

    /// Whether clause `index` (`#if`, `#elseif` or `#else`) may be compiled in a Release build: false only
    /// when the source proves it is not (its condition is false there, or an earlier clause is always taken).
    public func clauseCanBeActiveInRelease(_ index: Int) -> Bool {
        clauseMayBeCompiled(index, \.valueInRelease) ?? false
    }

    /// Whether clause `index` may be compiled when each condition has the given value (nil: unknown): false
    /// when its own condition is false or an earlier clause is always taken; nil for no such clause.
    private func clauseMayBeCompiled(_ index: Int, _ value: (CompilationCondition) -> Bool?) -> Bool? {
        guard clauses.indices.contains(index) else { return nil }
        func taken(_ clause: Clause) -> Bool? {
            clause.compilationCondition.map { value($0) } ?? (clause.condition == nil ? true : nil)
        }
        var reached: Bool? = true
        for clause in clauses[..<index] { reached = CompilationCondition.and(reached, taken(clause).map { !$0 }) }
        return CompilationCondition.and(reached, taken(clauses[index])) != false
    }
}
