/// One file's syntax tree in flat arrays: every node is a plain value (ids, spans, flags; no references) in
/// the array of its kind, and lists of nodes are contiguous runs of those arrays. A file's tree is a few dozen
/// allocations instead of one or two per node, is released by dropping the arrays, and walks over it read
/// memory in order instead of chasing boxes.
///
/// Built by `SwiftParser.buildTree()`; immutable once built. Its arrays are `@exclusivity(unchecked)`: only the
/// builder writes them, one call at a time, so run-time access checks would guard nothing.
final class SyntaxTree: @unchecked Sendable {
    /// The file's top-level statements and declarations.
    @exclusivity(unchecked) var items = NodeList<StatementNode>()

    @exclusivity(unchecked) var expressions: [ExpressionNode] = []
    @exclusivity(unchecked) var expressionSpans: [ByteSpan] = []
    @exclusivity(unchecked) var statements: [StatementNode] = []
    @exclusivity(unchecked) var statementSpans: [ByteSpan] = []
    /// Names and texts as written (identifiers, operators, patterns, types): most are a range of the source,
    /// read as a `String` only when asked for (parsing makes no string per name); the others
    /// (a compound name put together from its tokens, `get` for an implicit getter) are in `ownedStrings`.
    @exclusivity(unchecked) var texts: [TextEntry] = []
    @exclusivity(unchecked) var ownedStrings: [String] = []
    /// The file's bytes, which `texts` are ranges of (the same storage as its `SourceFile`'s).
    let bytes: [UInt8]
    /// Runs of node ids, for lists whose nodes are not contiguous in their own array (an array literal's
    /// elements, a sequence's operands, a declaration's modifiers).
    @exclusivity(unchecked) var links: [UInt32] = []

    @exclusivity(unchecked) var calls: [CallNode] = []
    @exclusivity(unchecked) var arguments: [ArgumentNode] = []
    /// Each interpolation of a string literal: its arguments.
    @exclusivity(unchecked) var interpolations: [NodeList<ArgumentNode>] = []
    @exclusivity(unchecked) var stringLiterals: [StringLiteralNode] = []
    /// Literal text segments of string literals.
    @exclusivity(unchecked) var segments: [ByteSpan] = []
    @exclusivity(unchecked) var trailingClosures: [TrailingClosureNode] = []
    @exclusivity(unchecked) var closures: [ClosureNode] = []
    @exclusivity(unchecked) var captures: [CaptureNode] = []
    @exclusivity(unchecked) var declarations: [DeclarationNode] = []
    @exclusivity(unchecked) var attributes: [AttributeNode] = []
    @exclusivity(unchecked) var typeDeclarations: [TypeDeclarationNode] = []
    @exclusivity(unchecked) var functions: [FunctionNode] = []
    @exclusivity(unchecked) var parameters: [ParameterNode] = []
    @exclusivity(unchecked) var variables: [VariableNode] = []
    @exclusivity(unchecked) var bindings: [BindingNode] = []
    @exclusivity(unchecked) var accessors: [AccessorNode] = []
    @exclusivity(unchecked) var conditions: [ConditionNode] = []
    @exclusivity(unchecked) var patterns: [PatternNode] = []
    @exclusivity(unchecked) var patternSpans: [ByteSpan] = []
    @exclusivity(unchecked) var patternElements: [PatternElementNode] = []
    @exclusivity(unchecked) var caseItems: [CaseItemNode] = []
    @exclusivity(unchecked) var ifs: [IfNode] = []
    @exclusivity(unchecked) var guards: [GuardNode] = []
    @exclusivity(unchecked) var switches: [SwitchNode] = []
    @exclusivity(unchecked) var switchCases: [SwitchCaseNode] = []
    @exclusivity(unchecked) var dos: [DoNode] = []
    @exclusivity(unchecked) var catches: [CatchNode] = []
    @exclusivity(unchecked) var forIns: [ForInNode] = []
    @exclusivity(unchecked) var whiles: [WhileNode] = []
    @exclusivity(unchecked) var repeats: [RepeatNode] = []
    @exclusivity(unchecked) var ifConfigs: [IfConfigNode] = []
    @exclusivity(unchecked) var clauses: [ClauseNode] = []
    /// `#if` conditions, kept as the value trees they are (one per clause, few per file).
    @exclusivity(unchecked) var compilationConditions: [CompilationCondition] = []

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Gives back the room the builder reserved beyond what each array holds, for a tree held for a while
    /// (`SwiftFileStorage.tree`); only before the tree is shared, as building is.
    func trimCapacity() {
        Self.trim(&expressions)
        Self.trim(&expressionSpans)
        Self.trim(&statements)
        Self.trim(&statementSpans)
        Self.trim(&texts)
        Self.trim(&ownedStrings)
        Self.trim(&links)
        Self.trim(&calls)
        Self.trim(&arguments)
        Self.trim(&interpolations)
        Self.trim(&stringLiterals)
        Self.trim(&segments)
        Self.trim(&trailingClosures)
        Self.trim(&closures)
        Self.trim(&captures)
        Self.trim(&declarations)
        Self.trim(&attributes)
        Self.trim(&typeDeclarations)
        Self.trim(&functions)
        Self.trim(&parameters)
        Self.trim(&variables)
        Self.trim(&bindings)
        Self.trim(&accessors)
        Self.trim(&conditions)
        Self.trim(&patterns)
        Self.trim(&patternSpans)
        Self.trim(&patternElements)
        Self.trim(&caseItems)
        Self.trim(&ifs)
        Self.trim(&guards)
        Self.trim(&switches)
        Self.trim(&switchCases)
        Self.trim(&dos)
        Self.trim(&catches)
        Self.trim(&forIns)
        Self.trim(&whiles)
        Self.trim(&repeats)
        Self.trim(&ifConfigs)
        Self.trim(&clauses)
        Self.trim(&compilationConditions)
    }

    private static func trim<Element>(_ array: inout [Element]) {
        guard array.capacity > array.count else { return }
        array = [Element](unsafeUninitializedCapacity: array.count) { trimmed, initialized in
            initialized = trimmed.initialize(fromContentsOf: array)
        }
    }

    func string(_ id: StringID) -> String {
        let entry = texts[id.position]
        if entry.isOwned { return ownedStrings[Int(entry.start)] }
        return String(decoding: bytes[entry.range], as: UTF8.self)
    }

    func string(_ id: StringID?) -> String? { id.map(string) }

    /// The ids a link list holds, in order.
    func ids<Node>(_ list: LinkList<Node>) -> LazyMapSequence<Range<Int>, NodeID<Node>> {
        list.positions.lazy.map { NodeID(Int(self.links[$0])) }
    }

    /// Whether the text starts with a capital A–Z (a type's name, by convention), read on its first byte when it is
    /// source text: a non-ASCII letter's first byte is never in A–Z, as its scalar is not.
    func startsWithCapital(_ id: StringID) -> Bool {
        let entry = texts[id.position]
        if entry.isOwned {
            return ownedStrings[Int(entry.start)].unicodeScalars.first.map { ("A"..."Z").contains($0) } == true
        }
        return entry.length > 0 && (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[Int(entry.start)])
    }

    /// Whether the text ends with `suffix`, compared on bytes.
    func text(_ id: StringID, hasSuffix suffix: StaticString) -> Bool {
        let entry = texts[id.position]
        if entry.isOwned { return ownedStrings[Int(entry.start)].hasSuffix(suffix.description) }
        let length = suffix.utf8CodeUnitCount
        guard Int(entry.length) >= length else { return false }
        return suffix.withUTF8Buffer { suffix in
            bytes[(entry.range.upperBound - length)..<entry.range.upperBound].elementsEqual(suffix)
        }
    }

    /// Whether the text is exactly `expected`, compared on bytes.
    func text(_ id: StringID, is expected: StaticString) -> Bool {
        let entry = texts[id.position]
        if entry.isOwned { return ownedStrings[Int(entry.start)] == expected.description }
        guard Int(entry.length) == expected.utf8CodeUnitCount else { return false }
        return expected.withUTF8Buffer { expected in bytes[entry.range].elementsEqual(expected) }
    }
}

/// A text of the tree: a range of the file's bytes, or (flagged) a position in `SyntaxTree.ownedStrings`.
struct TextEntry: Hashable, Sendable {
    var start: UInt32
    /// The top bit marks an owned string.
    private var lengthAndFlag: UInt32

    init(range: Range<Int>) {
        start = UInt32(truncatingIfNeeded: range.lowerBound)
        lengthAndFlag = UInt32(truncatingIfNeeded: range.count) & 0x7FFF_FFFF
    }

    init(owned position: Int) {
        start = UInt32(truncatingIfNeeded: position)
        lengthAndFlag = 0x8000_0000
    }

    var isOwned: Bool { lengthAndFlag & 0x8000_0000 != 0 }
    var length: UInt32 { lengthAndFlag & 0x7FFF_FFFF }
    var range: Range<Int> { Int(start)..<(Int(start) + Int(length)) }
}

/// A node's position in the array of its kind.
struct NodeID<Node>: Hashable, Sendable {
    var raw: UInt32

    init(_ position: Int) { raw = UInt32(truncatingIfNeeded: position) }

    var position: Int { Int(raw) }
}

/// A contiguous run of nodes in the array of their kind (or, for a `LinkList`, of ids in `SyntaxTree.links`).
struct NodeList<Node>: Hashable, Sendable {
    var start: UInt32 = 0
    var count: UInt32 = 0

    init() {}

    init(start: Int, count: Int) {
        self.start = UInt32(truncatingIfNeeded: start)
        self.count = UInt32(truncatingIfNeeded: count)
    }

    var positions: Range<Int> { Int(start)..<(Int(start) + Int(count)) }
    var isEmpty: Bool { count == 0 }
}

/// Marks a run of ids in `SyntaxTree.links`, for nodes that are not contiguous in their own array.
enum Link<Node> {}

/// Ids of nodes that are not contiguous in their own array, stored as a run of `SyntaxTree.links`.
typealias LinkList<Node> = NodeList<Link<Node>>

typealias StringID = NodeID<String>
typealias ExpressionID = NodeID<ExpressionNode>
typealias StatementID = NodeID<StatementNode>
typealias PatternID = NodeID<PatternNode>

// MARK: - Expressions

/// `Expression.Kind` with its children as ids (its span is in `SyntaxTree.expressionSpans`).
enum ExpressionNode: Hashable, Sendable {
    case identifier(StringID)
    case literal(Expression.LiteralKind)
    case string(NodeID<StringLiteralNode>)
    case member(base: ExpressionID?, name: StringID)
    case optionalChain(ExpressionID)
    case forceUnwrap(ExpressionID)
    case specialized(ExpressionID, arguments: StringID)
    case call(NodeID<CallNode>)
    case subscriptCall(base: ExpressionID, arguments: NodeList<ArgumentNode>)
    case closure(NodeID<ClosureNode>)
    case tuple(NodeList<ArgumentNode>)
    case array(LinkList<ExpressionNode>)
    /// Keys and values alternating.
    case dictionary(LinkList<ExpressionNode>)
    case sequence(LinkList<ExpressionNode>)
    case `operator`(StringID)
    case cast(StringID, type: StringID)
    case prefix(operator: StringID, ExpressionID)
    case postfix(ExpressionID, operator: StringID)
    case `try`(StringID, ExpressionID)
    case await(ExpressionID)
    case keyPath(StringID)
    case statement(StatementID)
    case postfixIfConfig(base: ExpressionID, NodeID<IfConfigNode>)
    case missing
}

struct CallNode: Hashable, Sendable {
    var callee: ExpressionID
    var arguments: NodeList<ArgumentNode>
    var trailingClosures: NodeList<TrailingClosureNode>
    var hasParentheses: Bool
}

struct ArgumentNode: Hashable, Sendable {
    var label: StringID?
    var value: ExpressionID
    var span: ByteSpan
}

struct TrailingClosureNode: Hashable, Sendable {
    var label: StringID?
    /// The `.closure` expression.
    var expression: ExpressionID
}

struct StringLiteralNode: Hashable, Sendable {
    var interpolations: NodeList<NodeList<ArgumentNode>>
    var segments: NodeList<ByteSpan>
    var delimiterLength: Int32
    var isMultiline: Bool
}

struct ClosureNode: Hashable, Sendable {
    var captures: NodeList<CaptureNode>
    var parameters: LinkList<String>
    var hasSignature: Bool
    var body: NodeList<StatementNode>
    var span: ByteSpan
}

struct CaptureNode: Hashable, Sendable {
    var specifier: StringID?
    var name: StringID
    var initializer: ExpressionID?
    var text: StringID
}

// MARK: - Statements

/// `Statement.Kind` with its children as ids (its span is in `SyntaxTree.statementSpans`).
enum StatementNode: Hashable, Sendable {
    case expression(ExpressionID)
    case declaration(NodeID<DeclarationNode>)
    case `if`(NodeID<IfNode>)
    case `guard`(NodeID<GuardNode>)
    case `switch`(NodeID<SwitchNode>)
    case switchCase(NodeID<SwitchCaseNode>)
    case `do`(NodeID<DoNode>)
    case `defer`(NodeList<StatementNode>)
    case `return`(ExpressionID?)
    case `throw`(ExpressionID?)
    case forIn(NodeID<ForInNode>)
    case `while`(NodeID<WhileNode>)
    case `repeat`(NodeID<RepeatNode>)
    case jump(StringID)
    case ifConfig(NodeID<IfConfigNode>)
    case unknown
}

struct IfNode: Hashable, Sendable {
    var conditions: NodeList<ConditionNode>
    var body: NodeList<StatementNode>
    var elseBody: NodeList<StatementNode>?
}

struct GuardNode: Hashable, Sendable {
    var conditions: NodeList<ConditionNode>
    var elseBody: NodeList<StatementNode>
}

struct SwitchNode: Hashable, Sendable {
    var subject: ExpressionID
    var cases: NodeList<StatementNode>
}

struct SwitchCaseNode: Hashable, Sendable {
    var pattern: StringID?
    var isUnknownDefault: Bool
    var body: NodeList<StatementNode>
    var items: NodeList<CaseItemNode>
}

struct DoNode: Hashable, Sendable {
    var body: NodeList<StatementNode>
    var catches: NodeList<CatchNode>
}

struct CatchNode: Hashable, Sendable {
    var pattern: StringID?
    var body: NodeList<StatementNode>
    var items: NodeList<CaseItemNode>
}

struct ForInNode: Hashable, Sendable {
    var pattern: StringID
    var sequence: ExpressionID
    var whereClause: ExpressionID?
    var body: NodeList<StatementNode>
    var loopPattern: PatternID?
}

struct WhileNode: Hashable, Sendable {
    var conditions: NodeList<ConditionNode>
    var body: NodeList<StatementNode>
}

struct RepeatNode: Hashable, Sendable {
    var body: NodeList<StatementNode>
    var condition: ExpressionID?
}

struct IfConfigNode: Hashable, Sendable {
    var clauses: NodeList<ClauseNode>
}

struct ClauseNode: Hashable, Sendable {
    var directive: StringID
    var condition: StringID?
    var items: NodeList<StatementNode>
    var compilationCondition: NodeID<CompilationCondition>?
}

struct ConditionNode: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case binding(specifier: StringID, pattern: StringID, initializer: ExpressionID?)
        case pattern(StringID, initializer: ExpressionID?)
        case availability(StringID)
        case expression(ExpressionID)
    }

    var kind: Kind
    var span: ByteSpan
    var casePattern: PatternID?
}

// MARK: - Patterns

/// `Pattern.Kind` with its children as ids (its span is in `SyntaxTree.patternSpans`).
enum PatternNode: Hashable, Sendable {
    case wildcard
    case identifier(StringID)
    case binding(specifier: StringID, PatternID)
    case tuple(NodeList<PatternElementNode>)
    case enumCase(type: StringID?, name: StringID, arguments: NodeList<PatternElementNode>?)
    case isType(StringID)
    case cast(PatternID, type: StringID)
    case optional(PatternID)
    case expression(ExpressionID)
    case invalid
}

struct PatternElementNode: Hashable, Sendable {
    var label: StringID?
    var pattern: PatternID
}

struct CaseItemNode: Hashable, Sendable {
    var pattern: PatternID
    var whereClause: ExpressionID?
    var span: ByteSpan
}

// MARK: - Declarations

struct DeclarationNode: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case `import`(StringID)
        case type(NodeID<TypeDeclarationNode>)
        case function(NodeID<FunctionNode>)
        case variable(NodeID<VariableNode>)
        case enumCase(LinkList<String>)
        case typeAlias(StringID)
        case associatedType(StringID)
        case other(StringID)
    }

    var attributes: NodeList<AttributeNode>
    var modifiers: LinkList<String>
    var kind: Kind
    var span: ByteSpan
}

struct AttributeNode: Hashable, Sendable {
    var name: StringID
    var arguments: NodeList<ArgumentNode>?
    var span: ByteSpan
}

struct TypeDeclarationNode: Hashable, Sendable {
    var kind: TypeDeclaration.Kind
    var name: StringID
    var inheritance: LinkList<String>
    var members: NodeList<StatementNode>
}

struct FunctionNode: Hashable, Sendable {
    var kind: FunctionDeclaration.Kind
    var name: StringID
    var parameters: NodeList<ParameterNode>
    var isAsync: Bool
    var isThrowing: Bool
    var returnType: StringID?
    var body: NodeList<StatementNode>?
    var accessors: NodeList<AccessorNode>
}

struct ParameterNode: Hashable, Sendable {
    var label: StringID?
    var name: StringID
    var type: StringID
    var defaultValue: ExpressionID?
    var isVariadic = false
}

struct VariableNode: Hashable, Sendable {
    var isLet: Bool
    var bindings: NodeList<BindingNode>
}

struct BindingNode: Hashable, Sendable {
    var pattern: StringID
    var type: StringID?
    var initializer: ExpressionID?
    var accessors: NodeList<AccessorNode>
}

struct AccessorNode: Hashable, Sendable {
    var kind: StringID
    var parameter: StringID?
    var body: NodeList<StatementNode>?
    var span: ByteSpan
}
