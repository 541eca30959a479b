import WakeLintCore

/// Code no instance of its type can run: what follows `guard flag else { … }` and the body of `if flag { … }` (or
/// `!flag`, `self.flag`) in the type's own functions, when `flag` is a stored `let flag: Bool` without an initial
/// value that every construction of the type in the module sets to the same literal
/// (`HealthKitManager(isObserving: false)`) and the test is false for it. Constructions are those the module
/// writes: a type that decodes, or whose initialiser does not store the argument as it is (`self.flag = flag`),
/// has no such code. A type whose initialiser other modules may call (`public`) has it only in a module with an
/// app entry point, and only for this app (`containsInThisApp`): its code is still its other users' to run.
public struct ConstantFlagCode: Sendable {
    /// Per file (positions in `index.files`), the ranges no instance runs, and whether other modules' instances
    /// may (a public initialiser's type).
    private let ranges: [Int: [(range: Range<Int>, onlyInThisApp: Bool)]]

    public init(graph: CallGraph) {
        let index = graph.index
        var flags: [String: [String]] = [:]
        for binding in index.bindings
        where binding.isLet && !binding.isCondition && !binding.hasInitializer && binding.scope == nil
            && binding.typeAnnotation?.utf8.lazy.filter({ $0 != UInt8(ascii: " ") }).elementsEqual("Bool".utf8) == true
        {
            if let owner = binding.owner { flags[owner, default: []].append(binding.name) }
        }
        guard !flags.isEmpty else {
            ranges = [:]
            return
        }
        let isApp = index.types.contains {
            $0.isMain || !Set($0.inheritance).isDisjoint(with: LaunchReachability.delegateProtocols)
        }
        // The flagged types' functions, in one pass over the module's.
        var functions: [String: [ModuleIndex.FunctionEntry]] = [:]
        for function in index.functions where function.hasBody {
            if let type = function.enclosingType, flags[type] != nil { functions[type, default: []].append(function) }
        }
        var ranges: [Int: [(range: Range<Int>, onlyInThisApp: Bool)]] = [:]
        for (type, names) in flags.sorted(by: { $0.key < $1.key }) {
            let constructions = index.callSites(calling: type).filter { !$0.hasReceiver }
            guard !constructions.isEmpty else { continue }
            let declarations = index.types(named: type)
            guard
                !declarations.contains(where: {
                    !Set($0.inheritance).isDisjoint(with: ["Codable", "Decodable", "NSCoding", "NSSecureCoding"])
                })
            else { continue }
            let members = functions[type] ?? []
            let initializers = members.filter { $0.kind == .initializer }
            let isPublic = initializers.contains { !Set($0.modifiers).isDisjoint(with: ["public", "open"]) }
            if isPublic && !isApp { continue }
            for name in names {
                guard
                    initializers.allSatisfy({ initializer in
                        let bytes = index.files[initializer.file].source.file.bytes
                        let text = bytes[initializer.range.clamped(to: 0..<bytes.count)]
                        return ByteSearch.contains(Array("self.\(name) = \(name)".utf8), in: Array(text))
                    }),
                    let value = Self.sameLiteral(passedAs: name, by: constructions, index: index)
                else { continue }
                for function in members where function.kind == .function {
                    guard let body = function.declaration.body else { continue }
                    Self.collect(in: body, end: function.range.upperBound, flag: name, value: value) {
                        ranges[function.file, default: []].append(($0, isPublic))
                    }
                }
            }
        }
        self.ranges = ranges
    }

    /// Whether there is no such code, for any instance.
    public var isEmpty: Bool { ranges.isEmpty }

    /// Whether no instance, this module's or another's, runs the code at `offset` of `file`.
    public func contains(_ offset: Int, file: Int) -> Bool {
        ranges[file]?.contains { !$0.onlyInThisApp && $0.range.contains(offset) } ?? false
    }

    public func contains(_ site: ModuleIndex.CallSite) -> Bool { contains(site.range.lowerBound, file: site.file) }

    /// Whether no instance this app makes runs the code of `site`.
    public func containsInThisApp(_ site: ModuleIndex.CallSite) -> Bool {
        ranges[site.file]?.contains { $0.range.contains(site.range.lowerBound) } ?? false
    }

    /// The literal every construction passes for `label`; nil when one passes something else or leaves it out.
    private static func sameLiteral(
        passedAs label: String, by constructions: [ModuleIndex.CallSite], index: ModuleIndex
    ) -> Bool? {
        var value: Bool?
        for site in constructions {
            guard let argument = site.call.arguments.first(where: { $0.label == label }),
                case .literal(.boolean) = argument.value.kind
            else { return nil }
            let bytes = index.files[site.file].source.file.bytes
            let passed = bytes[argument.value.range.clamped(to: 0..<bytes.count)].elementsEqual("true".utf8)
            if let value, value != passed { return nil }
            value = passed
        }
        return value
    }

    /// The ranges in `statements` (ending at `end`) that a `guard` or `if` on the flag rules out.
    private static func collect(
        in statements: [Statement], end: Int, flag: String, value: Bool, _ add: (Range<Int>) -> Void
    ) {
        for (position, statement) in statements.enumerated() {
            switch statement.kind {
            case .guard(let node) where test(node.conditions, flag: flag, value: value) == false:
                let rest = statements[(position + 1)...]
                if let first = rest.first { add(first.range.lowerBound..<max(first.range.lowerBound, end)) }
                return
            case .if(let node):
                if test(node.conditions, flag: flag, value: value) == false, let first = node.body.first,
                    let last = node.body.last
                {
                    add(first.range.lowerBound..<last.range.upperBound)
                } else {
                    collect(in: node.body, end: statement.range.upperBound, flag: flag, value: value, add)
                }
            default:
                break
            }
        }
    }

    /// The value of a lone condition on the flag (`flag`, `self.flag`, `!flag`); nil for any other condition.
    private static func test(_ conditions: [Condition], flag: String, value: Bool) -> Bool? {
        guard conditions.count == 1, case .expression(let expression) = conditions[0].kind else { return nil }
        func names(_ expression: Expression) -> Bool {
            switch expression.kind {
            case .identifier(let name): return name == flag
            case .member(let base?, let name):
                if case .identifier("self") = base.kind { return name == flag }
                return false
            default: return false
            }
        }
        if names(expression) { return value }
        if case .prefix("!", let operand) = expression.kind, names(operand) { return !value }
        return nil
    }
}
