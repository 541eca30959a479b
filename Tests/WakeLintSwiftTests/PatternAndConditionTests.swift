import Testing
import WakeLintCore

@testable import WakeLintSwift

/// Compact shapes of the parsed `case`/`catch` patterns and `#if` conditions, with the text each range covers.
enum Shape {
    static func of(_ pattern: Pattern, _ bytes: [UInt8]) -> String {
        switch pattern.kind {
        case .wildcard: return "_"
        case .identifier(let name): return "id(\(name))"
        case .binding(let specifier, let inner): return "\(specifier)(\(of(inner, bytes)))"
        case .tuple(let elements): return "tuple(" + elements.map { of($0, bytes) }.joined(separator: ", ") + ")"
        case .enumCase(let type, let name, let arguments):
            let payload = arguments.map { "(" + $0.map { of($0, bytes) }.joined(separator: ", ") + ")" } ?? ""
            return "case(\(type ?? "")|\(name))" + payload
        case .isType(let type): return "is(\(type))"
        case .cast(let inner, let type): return "cast(\(of(inner, bytes)) as \(type))"
        case .optional(let inner): return "opt(\(of(inner, bytes)))"
        case .expression(let expression): return "expr(\(String(decoding: bytes[expression.range], as: UTF8.self)))"
        case .invalid: return "invalid(\(String(decoding: bytes[pattern.range], as: UTF8.self)))"
        }
    }

    static func of(_ element: Pattern.Element, _ bytes: [UInt8]) -> String {
        (element.label.map { $0 + ": " } ?? "") + of(element.pattern, bytes)
    }

    static func of(_ item: CaseItem, _ bytes: [UInt8]) -> String {
        of(item.pattern, bytes)
            + (item.whereClause.map { " where " + String(decoding: bytes[$0.range], as: UTF8.self) } ?? "")
    }

    static func of(_ condition: CompilationCondition) -> String {
        switch condition.kind {
        case .flag(let name): return name
        case .boolean(let value): return "\(value)"
        case .not(let operand): return "!" + of(operand)
        case .and(let left, let right): return "(\(of(left)) && \(of(right)))"
        case .or(let left, let right): return "(\(of(left)) || \(of(right)))"
        case .platform(let name, let argument): return "\(name)[\(argument)]"
        case .invalid: return "invalid"
        }
    }
}

@Suite struct PatternParserTests {
    /// The items of every `case` label and `catch` clause in `source`, in order.
    static func items(_ source: String) -> [String] {
        let file = SwiftFile(file: SourceFile(path: "t.swift", text: source))
        let bytes = file.source.file.bytes
        var result: [String] = []
        SyntaxWalker.walk(file.items) { node, _ in
            guard case .statement(let statement) = node else { return }
            switch statement.kind {
            case .switchCase(let node) where node.pattern != nil:
                result.append("case " + node.items.map { Shape.of($0, bytes) }.joined(separator: "; "))
            case .do(let node):
                for clause in node.catches {
                    result.append("catch " + clause.items.map { Shape.of($0, bytes) }.joined(separator: "; "))
                }
            case .if(let node):
                for condition in node.conditions {
                    if let pattern = condition.casePattern { result.append("if " + Shape.of(pattern, bytes)) }
                }
            case .guard(let node):
                for condition in node.conditions {
                    if let pattern = condition.casePattern { result.append("guard " + Shape.of(pattern, bytes)) }
                }
            case .forIn(let node):
                result.append("for " + (node.loopPattern.map { Shape.of($0, bytes) } ?? "nil"))
            default:
                break
            }
        }
        return result
    }

    @Test func switchCasePatterns() {
        #expect(
            Self.items(
                """
                switch result {
                case .failure(let error): break
                case .success(let (a, b)) where a > b, .success(var x): break
                case BGTaskScheduler.Error.Code.notPermitted: break
                case let .some(value): break
                case let x?: break
                case (0, _), (label: 1, other: let y): break
                case is NSError: break
                case let error as NSError where error.code == 1: break
                case 0..<10, "id", -1: break
                case someValue: break
                default: break
                }
                """) == [
                    "case case(|failure)(let(id(error)))",
                    "case case(|success)(let(tuple(id(a), id(b)))) where a > b; case(|success)(var(id(x)))",
                    "case case(BGTaskScheduler.Error.Code|notPermitted)",
                    "case let(case(|some)(id(value)))",
                    "case let(opt(id(x)))",
                    "case tuple(expr(0), _); tuple(label: expr(1), other: let(id(y)))",
                    "case is(NSError)",
                    "case let(cast(id(error) as NSError)) where error.code == 1",
                    "case expr(0..<10); expr(\"id\"); expr(-1)",
                    "case expr(someValue)",
                ])
    }

    @Test func catchClausesWithSeveralItems() {
        #expect(
            Self.items(
                """
                do { try f() }
                catch BGTaskScheduler.Error.notPermitted, BGTaskScheduler.Error.tooManyPendingTaskRequests { }
                catch let error as BGTaskScheduler.Error where error.code == .unavailable { }
                catch is CancellationError, SomeError.bad(let reason) { }
                catch { }
                """) == [
                    "catch case(BGTaskScheduler.Error|notPermitted); case(BGTaskScheduler.Error|tooManyPendingTaskRequests)",
                    "catch let(cast(id(error) as BGTaskScheduler.Error)) where error.code == .unavailable",
                    "catch is(CancellationError); case(SomeError|bad)(let(id(reason)))",
                    "catch ",
                ])
    }

    @Test func conditionAndLoopPatterns() {
        #expect(
            Self.items(
                """
                if case .failure(let error) = result, case 1 = count { }
                guard case let .some(x) = value else { return }
                for case let item? in items { }
                for (index, element) in list.enumerated() { }
                for case .a(let v) in values where v > 0 { }
                """) == [
                    "if case(|failure)(let(id(error)))",
                    "if expr(1)",
                    "guard let(case(|some)(id(x)))",
                    "for let(opt(id(item)))",
                    "for tuple(id(index), id(element))",
                    "for case(|a)(let(id(v)))",
                ])
    }

    @Test func malformedPatternsAreSkippedToTheNextItemAndTheFileGoesOn() {
        let source = """
            switch x {
            case .a(let: break
            case ), .b: break
            case let: after()
            }
            do { } catch let e as { } catch is { }
            func later() { last() }
            """
        // `.a(let:` leaves its parenthesis open, so the label's pattern runs to the `)` below it.
        #expect(
            Self.items(source) == [
                "case case(|a)(let: invalid(break\ncase )), case(|b))", "case let(invalid())", "catch let(id(e))",
                "catch invalid(is)",
            ])
        let file = SwiftFile(file: SourceFile(path: "t.swift", text: source))
        var calls: [String] = []
        SyntaxWalker.forEachExpression(in: file.items) { expression, _ in
            if case .call(let call) = expression.kind, let name = call.calleeName { calls.append(name) }
        }
        #expect(calls.contains("last"))
    }

    @Test func deeplyNestedPatternsStayBounded() {
        let depth = 100_000
        let source =
            "switch x { case " + String(repeating: "(", count: depth) + "a" + String(repeating: ")", count: depth)
            + ": f() }\nfunc after() {}"
        let file = SwiftFile(file: SourceFile(path: "t.swift", text: source))
        var functions: [String] = []
        SyntaxWalker.forEachDeclaration(in: file.items) { declaration, _ in
            if case .function(let function) = declaration.kind { functions.append(function.name) }
        }
        #expect(functions == ["after"])
    }
}

@Suite struct CompilationConditionTests {
    static func conditions(_ source: String) -> [String] {
        let file = SwiftFile(file: SourceFile(path: "t.swift", text: source))
        var result: [String] = []
        SyntaxWalker.walk(file.items) { node, _ in
            guard case .statement(let statement) = node, case .ifConfig(let config) = statement.kind else { return }
            for clause in config.clauses { result.append(clause.compilationCondition.map(Shape.of) ?? "else") }
        }
        return result
    }

    @Test func conditionForms() {
        #expect(
            Self.conditions(
                """
                #if DEBUG
                #elseif !DEBUG && os(iOS) || arch(arm64)
                #elseif canImport(UIKit) && (targetEnvironment(simulator) || swift(>=5.9))
                #elseif compiler(<6) || true || false
                #else
                #endif
                """) == [
                    "DEBUG",
                    "((!DEBUG && os[iOS]) || arch[arm64])",
                    "(canImport[UIKit] && (targetEnvironment[simulator] || swift[>=5.9]))",
                    "((compiler[<6] || true) || false)",
                    "else",
                ])
    }

    @Test func malformedConditionsAreInvalidAndTheClausesStillParse() {
        #expect(
            Self.conditions(
                """
                #if DEBUG &&
                a()
                #elseif os(iOS
                b()
                #elseif A B
                #elseif
                #endif
                func after() {}
                """) == ["(DEBUG && invalid)", "invalid", "invalid", "invalid"])
    }

    @Test func releaseActivity() {
        let file = SwiftFile(
            file: SourceFile(
                path: "t.swift",
                text: """
                    #if DEBUG
                    a()
                    #elseif TESTING
                    b()
                    #else
                    c()
                    #endif
                    #if !DEBUG || os(iOS)
                    #else
                    #endif
                    #if DEBUG && os(iOS)
                    #elseif true
                    #else
                    #endif
                    """))
        var configs: [IfConfig] = []
        for item in file.items { if case .ifConfig(let config) = item.kind { configs.append(config) } }
        #expect(configs.count == 3)
        #expect(configs[0].clauses.indices.map(configs[0].clauseCanBeActiveInRelease) == [false, true, true])
        #expect(configs[1].clauses[0].compilationCondition?.valueInRelease == true)
        #expect(configs[1].clauses.indices.map(configs[1].clauseCanBeActiveInRelease) == [true, false])
        #expect(configs[2].clauses.indices.map(configs[2].clauseCanBeActiveInRelease) == [false, true, false])
    }

    /// `#if os(…)` decides per platform; other tests stay unknown, so only a clause every platform of the target
    /// rules out is never compiled there (Aidoku's `#if !os(macOS) && !targetEnvironment(simulator)`).
    @Test func osTestsDecidePerPlatform() {
        let file = SwiftFile(
            file: SourceFile(
                path: "p.swift",
                text: """
                    #if !os(macOS) && !targetEnvironment(simulator)
                    register()
                    #endif
                    #if os(iOS) || os(watchOS)
                    observe()
                    #elseif os(OSX)
                    mac()
                    #else
                    other()
                    #endif
                    #if canImport(UIKit)
                    ui()
                    #endif
                    """))
        var configs: [IfConfig] = []
        for item in file.items { if case .ifConfig(let config) = item.kind { configs.append(config) } }
        #expect(configs.count == 3)
        func never(_ config: IfConfig, _ platforms: Set<String>) -> [Bool] {
            config.clauses.indices.map { config.clauseIsNeverCompiled($0, onPlatforms: platforms) }
        }
        #expect(never(configs[0], ["macOS"]) == [true])
        #expect(never(configs[0], ["iOS"]) == [false])
        #expect(never(configs[0], ["iOS", "macOS"]) == [false])
        #expect(never(configs[0], []) == [false])
        #expect(never(configs[1], ["watchOS"]) == [false, true, true])
        #expect(never(configs[1], ["macOS"]) == [true, false, true])
        #expect(never(configs[1], ["tvOS"]) == [true, true, false])
        #expect(never(configs[2], ["macOS"]) == [true])
        #expect(never(configs[2], ["watchOS"]) == [false])
        #expect(never(configs[2], []) == [false])
    }

    @Test func simulatorAndImportTestsDecideForTheDeviceBuild() {
        let file = SwiftFile(
            file: SourceFile(
                path: "p.swift",
                text: """
                    #if targetEnvironment(simulator)
                    fake()
                    #else
                    real()
                    #endif
                    #if canImport(WatchKit)
                    watch()
                    #elseif canImport(AppKit)
                    mac()
                    #endif
                    #if targetEnvironment(macCatalyst) || canImport(CloudKit)
                    maybe()
                    #endif
                    """))
        var configs: [IfConfig] = []
        for item in file.items { if case .ifConfig(let config) = item.kind { configs.append(config) } }
        #expect(configs.count == 3)
        func never(_ config: IfConfig, _ platforms: Set<String>) -> [Bool] {
            config.clauses.indices.map { config.clauseIsNeverCompiled($0, onPlatforms: platforms) }
        }
        #expect(never(configs[0], ["iOS"]) == [true, false])
        #expect(never(configs[0], []) == [false, false])
        #expect(never(configs[1], ["watchOS"]) == [false, true])
        #expect(never(configs[1], ["macOS"]) == [true, false])
        #expect(never(configs[1], ["iOS"]) == [false, true])
        #expect(never(configs[1], ["tvOS"]) == [true, true])
        #expect(never(configs[2], ["watchOS"]) == [false])
        #expect(never(configs[2], ["iOS"]) == [false])
    }
}
