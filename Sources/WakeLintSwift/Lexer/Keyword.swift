/// A reserved word. The lexer identifies it once and stores it in the token, so the parser can switch on
/// keywords without building a String per token.
enum Keyword: String, CaseIterable, Sendable {
    case `Any`, `Self`, `as`, `associatedtype`, `break`, `case`, `catch`, `class`, `continue`, `default`, `defer`,
        `deinit`, `do`, `else`, `enum`, `extension`, `fallthrough`, `false`, `fileprivate`, `for`, `func`, `guard`,
        `if`, `import`, `in`, `init`, `inout`, `internal`, `is`, `let`, `nil`, `operator`, `precedencegroup`,
        `private`, `protocol`, `public`, `repeat`, `rethrows`, `return`, `self`, `static`, `struct`, `subscript`,
        `super`, `switch`, `throw`, `throws`, `true`, `try`, `typealias`, `var`, `where`, `while`

    /// `self`, `true`, `nil`, ...: a keyword after which a `/` is a division, not a regex.
    var endsExpression: Bool {
        switch self {
        case .Any, .Self, .false, .nil, .self, .super, .true, .`init`: return true
        default: return false
        }
    }

    /// Modifiers spelled with a reserved word (`class` only before another modifier or a declaration).
    var isModifier: Bool {
        switch self {
        case .public, .private, .fileprivate, .internal, .static, .class: return true
        default: return false
        }
    }

    /// Words that begin a declaration (`actor` and `macro` are contextual, checked by the parser).
    var startsDeclaration: Bool {
        switch self {
        case .import, .class, .struct, .enum, .protocol, .extension, .func, .`init`, .deinit, .subscript, .var, .let,
            .typealias, .associatedtype, .operator, .precedencegroup, .case:
            return true
        default:
            return false
        }
    }
}
