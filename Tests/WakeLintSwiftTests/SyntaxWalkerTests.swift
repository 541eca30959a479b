import Testing
import WakeLintCore
@testable import WakeLintSwift

@Suite struct SyntaxWalkerTests {
    @Test func walksIntoClosuresInterpolationsAndAccessorsWithEnclosingDeclarations() {
        let file = SwiftFile(file: SourceFile(path: "t.swift", text: """
            struct Model {
                var state = 0 { didSet { log("\\(describe(state))") } }
                func run() {
                    Task { [value = make()] in use(value) }
                    #if DEBUG
                    debug()
                    #endif
                }
            }
            """))
        var calls: [String] = []
        SyntaxWalker.forEachExpression(in: file.items) { expression, enclosing in
            guard case .call(let call) = expression.kind, let name = call.calleeName else { return }
            let owners = enclosing.compactMap { declaration -> String? in
                switch declaration.kind {
                case .type(let type): return type.name
                case .function(let function): return function.name
                case .variable(let variable): return variable.bindings.first?.pattern
                default: return nil
                }
            }
            calls.append(owners.joined(separator: ".") + ":" + name)
        }
        #expect(calls == [
            "Model.state:log", "Model.state:describe", "Model.run:Task", "Model.run:make", "Model.run:use", "Model.run:debug",
        ])
        var declarations: [String] = []
        SyntaxWalker.forEachDeclaration(in: file.items) { declaration, enclosing in
            switch declaration.kind {
            case .type(let type): declarations.append("\(enclosing.count) \(type.name)")
            case .function(let function): declarations.append("\(enclosing.count) \(function.signatureName)")
            case .variable(let variable): declarations.append("\(enclosing.count) \(variable.bindings.map(\.pattern))")
            default: declarations.append("\(enclosing.count) other")
            }
        }
        #expect(declarations == ["0 Model", "1 [\"state\"]", "1 run()"])
    }
}
