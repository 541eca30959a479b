import Foundation
import WakeLintCore

/// What a development pod's `.podspec` (Ruby, read as data by `RubyData`) or `.podspec.json` says about its
/// sources: the `source_files` globs of the spec and of each subspec, its `dependency` names and platforms. A value
/// that is not a string literal or an array of them is a problem with its line, never a guess.
public struct Podspec: Sendable {
    public struct Spec: Sendable, Equatable {
        public var name: String?
        /// Globs relative to the podspec's folder (`Sources/**/*.{swift,m}`).
        public var sourceFiles: [String] = []
        public var dependencies: [String] = []
        public var platforms: [String] = []
        /// `default_subspecs`: the subspecs a plain `pod 'Name'` installs (all when empty).
        public var defaultSubspecs: [String] = []
        public var subspecs: [Spec] = []
    }

    public var path: String
    public var root: Spec
    public var problems: [(line: Int, message: String)] = []

    public init(_ file: SourceFile) {
        path = file.path
        root = Spec()
        if file.path.hasSuffix(".json") {
            readJSON(file)
            return
        }
        // Each `do |s|` block names the variable its statements assign through: the root spec, then subspecs.
        var variables: [(name: String, spec: Int)] = []
        var specs: [Spec] = [Spec()]
        var parents: [Int] = [-1]
        var blocks: [Int?] = []
        for statement in RubyData(file).statements {
            guard let first = statement.first else { continue }
            if case .word("end") = first.kind {
                if let closed = blocks.popLast(), closed != nil { variables.removeLast() }
                continue
            }
            if case .word(let head) = first.kind,
                ["if", "unless", "while", "until", "case", "def", "begin", "class", "module"].contains(head)
            {
                blocks.append(nil)
                continue
            }
            let opensBlock = statement.contains { $0.kind == .word("do") }
            if opensBlock {
                let variable = Self.blockVariable(statement)
                if statement.contains(where: { $0.kind == .word("Spec") })
                    && statement.contains(where: { $0.kind == .word("new") }), let variable
                {
                    variables.append((variable, 0))
                    blocks.append(0)
                } else if let owner = variables.last, statement.count >= 3, statement[0].kind == .word(owner.name),
                    statement[2].kind == .word("subspec"), let variable
                {
                    let name: String? =
                        if case .string(let value)? = statement.dropFirst(3).first?.kind { value } else { nil }
                    specs.append(Spec(name: name))
                    parents.append(owner.spec)
                    variables.append((variable, specs.count - 1))
                    blocks.append(specs.count - 1)
                } else {
                    blocks.append(nil)
                }
                continue
            }
            guard let owner = variables.last else { continue }
            read(statement, into: &specs[owner.spec], variable: owner.name)
        }
        for index in stride(from: specs.count - 1, through: 1, by: -1) {
            specs[parents[index]].subspecs.insert(specs[index], at: 0)
        }
        root = specs[0]
    }

    /// The source globs a `pod` line installs: the root spec's, with all subspecs' (or the default ones, or the
    /// one it names after a `/`), relative to the podspec's folder.
    public func sourceFiles(forPod podName: String) -> [String] {
        let parts = podName.split(separator: "/").map(String.init)
        func files(_ spec: Spec, path: ArraySlice<String>) -> [String] {
            if let next = path.first {
                return spec.sourceFiles
                    + spec.subspecs.filter { $0.name == next }.flatMap { files($0, path: path.dropFirst()) }
            }
            let chosen =
                spec.defaultSubspecs.isEmpty
                ? spec.subspecs : spec.subspecs.filter { spec.defaultSubspecs.contains($0.name ?? "") }
            return spec.sourceFiles + chosen.flatMap { files($0, path: []) }
        }
        return files(root, path: parts.dropFirst())
    }

    /// `|s|` in `Pod::Spec.new do |s|`.
    private static func blockVariable(_ statement: [RubyData.Token]) -> String? {
        guard let bar = statement.firstIndex(where: { $0.kind == .punctuation("|") }), bar + 1 < statement.count,
            case .word(let name) = statement[bar + 1].kind
        else { return nil }
        return name
    }

    /// `s.source_files = …`, `s.ios.source_files = …`, `s.dependency 'X'`, `s.platform = :ios, '15.0'`.
    private mutating func read(_ statement: [RubyData.Token], into spec: inout Spec, variable: String) {
        guard statement.first?.kind == .word(variable), let line = statement.first?.line else { return }
        // The attribute: the last word of the `s.ios.attribute` chain before `=` or the arguments.
        var index = 1
        var attribute: String?
        while index + 1 < statement.count, statement[index].kind == .punctuation("."),
            case .word(let name) = statement[index + 1].kind
        {
            attribute = name
            index += 2
        }
        guard let attribute else { return }
        let isAssignment = index < statement.count && statement[index].kind == .punctuation("=")
        let value = statement[(isAssignment ? index + 1 : index)...]
        switch attribute {
        case "name" where isAssignment:
            if let names = RubyData.strings(value), names.count == 1 { spec.name = names[0] }
        case "source_files":
            guard
                let globs = RubyData.strings(
                    value.first?.kind == .punctuation("(") ? value.dropFirst().dropLast() : value)
            else {
                problems.append(
                    (line, "'source_files' is not a string literal or an array of them; the pod's sources are not read")
                )
                return
            }
            spec.sourceFiles += globs
        case "dependency":
            let arguments = value.first?.kind == .punctuation("(") ? value.dropFirst() : value
            if case .string(let name)? = arguments.first?.kind { spec.dependencies.append(name) }
        case "platform" where isAssignment:
            if case .symbol(let platform, _)? = value.first?.kind { spec.platforms.append(platform) }
        case "deployment_target" where isAssignment:
            if statement.count > 3, case .word(let platform) = statement[2].kind { spec.platforms.append(platform) }
        case "default_subspecs", "default_subspec":
            if let names = RubyData.strings(value) { spec.defaultSubspecs = names }
        default: break
        }
    }

    /// `{"name": …, "source_files": "…" | […], "dependencies": {…}, "platforms": {…}, "subspecs": […]}`.
    private mutating func readJSON(_ file: SourceFile) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(file.bytes)) as? [String: Any] else {
            problems.append((1, "not a JSON object; the pod's sources are not read"))
            return
        }
        func spec(_ object: [String: Any]) -> Spec {
            var result = Spec(name: object["name"] as? String)
            switch object["source_files"] {
            case let glob as String: result.sourceFiles = [glob]
            case let globs as [Any]: result.sourceFiles = globs.compactMap { $0 as? String }
            case nil: break
            default: problems.append((1, "'source_files' is not a string or an array of strings"))
            }
            result.dependencies = ((object["dependencies"] as? [String: Any]) ?? [:]).keys.sorted()
            result.platforms = ((object["platforms"] as? [String: Any]) ?? [:]).keys.sorted()
            switch object["default_subspecs"] {
            case let name as String: result.defaultSubspecs = [name]
            case let names as [Any]: result.defaultSubspecs = names.compactMap { $0 as? String }
            default: break
            }
            result.subspecs = ((object["subspecs"] as? [Any]) ?? []).compactMap { $0 as? [String: Any] }.map(spec)
            return result
        }
        root = spec(object)
    }
}

/// A CocoaPods file glob (`Sources/**/*.{swift,h}`, `Classes/*.swift`) as a matcher of paths relative to the
/// podspec's folder: `**/` any folders, `*` and `?` within one name, `{a,b}` alternatives, `[abc]` a class.
public struct PodGlob: Sendable {
    private let pattern: [UInt8]

    public init(_ glob: String) {
        pattern = Array(glob.utf8)
    }

    public func matches(_ path: String) -> Bool {
        Self.match(pattern[...], Array(path.utf8)[...], budget: 10_000) ?? false
    }

    /// Backtracking match with a step budget, so a hostile glob cannot take long (nil when the budget runs out).
    private static func match(_ pattern: ArraySlice<UInt8>, _ path: ArraySlice<UInt8>, budget: Int) -> Bool? {
        var steps = budget
        func go(_ p: ArraySlice<UInt8>, _ s: ArraySlice<UInt8>) -> Bool? {
            steps -= 1
            guard steps > 0 else { return nil }
            guard let head = p.first else { return s.isEmpty }
            switch head {
            case UInt8(ascii: "*"):
                if p.dropFirst().first == UInt8(ascii: "*") {
                    var rest = p.dropFirst(2)
                    if rest.first == UInt8(ascii: "/") { rest = rest.dropFirst() }
                    // Zero or more whole folders, or anything (a trailing `**`).
                    var candidate = s
                    while true {
                        if let found = go(rest, candidate) { if found { return true } } else { return nil }
                        guard let slash = candidate.firstIndex(of: UInt8(ascii: "/")) else { break }
                        candidate = candidate[(slash + 1)...]
                    }
                    return rest.isEmpty ? true : false
                }
                var candidate = s
                while true {
                    if let found = go(p.dropFirst(), candidate) { if found { return true } } else { return nil }
                    guard let first = candidate.first, first != UInt8(ascii: "/") else { return false }
                    candidate = candidate.dropFirst()
                }
            case UInt8(ascii: "?"):
                guard let first = s.first, first != UInt8(ascii: "/") else { return false }
                return go(p.dropFirst(), s.dropFirst())
            case UInt8(ascii: "{"):
                guard let close = p.firstIndex(of: UInt8(ascii: "}")) else {
                    return s.first == head ? go(p.dropFirst(), s.dropFirst()) : false
                }
                let rest = p[(close + 1)...]
                for option in p[(p.startIndex + 1)..<close].split(
                    separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
                {
                    guard let found = go(ArraySlice(Array(option) + Array(rest)), s) else { return nil }
                    if found { return true }
                }
                return false
            case UInt8(ascii: "["):
                guard let close = p.firstIndex(of: UInt8(ascii: "]")), let first = s.first else { return false }
                guard p[(p.startIndex + 1)..<close].contains(first) else { return false }
                return go(p[(close + 1)...], s.dropFirst())
            default:
                guard s.first == head else { return false }
                return go(p.dropFirst(), s.dropFirst())
            }
        }
        return go(pattern, path)
    }
}
