// Prints, for wakelint's parse of each Swift file named on stdin (one path a line), the facts that
// swift-oracle's `calls` and `closures` modes print, as JSON lines tagged with the file and the kind.
// Compiled by compare-calls.sh against WakeLintCore and WakeLintSwift; not part of the package build.
//
// Calls and closures come from `SyntaxWalker.forEachExpression`, as the rules see them (it visits `where`
// clauses and expression patterns too). SwiftParser also parses enum case patterns as expressions
// (`case .failure(let error)` holds a call): those are printed from wakelint's typed patterns with
// `"origin": "pattern"`.
import Foundation
import WakeLintCore
import WakeLintSwift

func json(_ object: [String: Any]) -> String {
    let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    return String(decoding: data, as: UTF8.self)
}

struct Dumper {
    let file: SwiftFile
    let path: String

    func line(_ range: Range<Int>) -> Int { file.location(of: range).line }

    func dump(_ items: [Statement], origin: String) {
        SyntaxWalker.forEachExpression(in: items) { expression, _ in
            switch expression.kind {
            case .call(let call):
                print(json(["file": path, "kind": "call", "origin": origin, "line": line(expression.range),
                            "callee": file.text(of: call.callee.range), "name": call.calleeName ?? NSNull(),
                            "labels": call.labels, "trailingClosures": call.trailingClosures.map { $0.label ?? "_" }]))
            case .closure(let closure):
                print(json(["file": path, "kind": "closure", "origin": origin, "line": line(expression.range),
                            "params": closure.parameters, "captures": closure.captures.map(\.text)]))
            default:
                break
            }
        }
    }

    /// An enum case pattern with a payload is a call for SwiftParser: `.failure(let error)`.
    func dump(_ pattern: Pattern?) {
        guard let pattern else { return }
        switch pattern.kind {
        case .enumCase(_, _, let arguments):
            guard let arguments else { return }
            let text = file.text(of: pattern.range)
            let callee = String(text[..<(text.firstIndex(of: "(") ?? text.endIndex)])
            print(json(["file": path, "kind": "call", "origin": "pattern", "line": line(pattern.range), "callee": callee,
                        "name": NSNull(), "labels": arguments.map { $0.label ?? "_" }, "trailingClosures": [String]()]))
            for argument in arguments { dump(argument.pattern) }
        case .binding(_, let inner), .cast(let inner, _), .optional(let inner):
            dump(inner)
        case .tuple(let elements):
            for element in elements { dump(element.pattern) }
        case .expression, .wildcard, .identifier, .isType, .invalid:
            // An expression pattern's calls come from the walk.
            break
        }
    }

    func dump(_ items: [CaseItem]) {
        for item in items { dump(item.pattern) }
    }

    /// Lines of what wakelint does not model on purpose, so calls SwiftParser sees only there are left out:
    /// key paths are kept as text (`\.rows[id: UUID(0)]`), enum case payloads are skipped (`case a(X = .init())`).
    func unmodelled(_ what: String, _ range: Range<Int>) {
        print(json(["file": path, "kind": "unmodelled", "what": what, "first": line(range),
                    "last": file.location(of: max(range.lowerBound, range.upperBound - 1)..<range.upperBound).line]))
    }

    func run() {
        dump(file.items, origin: "walker")
        SyntaxWalker.forEachExpression(in: file.items) { expression, _ in
            if case .keyPath(let text) = expression.kind, text.contains("[") { unmodelled("a key path subscript", expression.range) }
        }
        SyntaxWalker.forEachDeclaration(in: file.items) { declaration, _ in
            if case .enumCase = declaration.kind, file.text(of: declaration.range).contains("(") {
                unmodelled("an enum case payload", declaration.range)
            }
        }
        SyntaxWalker.walk(file.items) { node, _ in
            guard case .statement(let statement) = node else { return }
            switch statement.kind {
            case .switchCase(let node): dump(node.items)
            case .do(let node): for clause in node.catches { dump(clause.items) }
            case .if(let node): for condition in node.conditions { dump(condition.casePattern) }
            case .guard(let node): for condition in node.conditions { dump(condition.casePattern) }
            case .while(let conditions, _): for condition in conditions { dump(condition.casePattern) }
            case .forIn(let node): dump(node.loopPattern)
            default: break
            }
        }
    }
}

while let path = readLine() {
    let bytes = FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
    Dumper(file: SwiftFile(file: SourceFile(path: path, bytes: bytes)), path: path).run()
}
