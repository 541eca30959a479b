import WakeLintCore

/// The tree a parser is filling, with the lists it is building: each list's nodes wait on a scratch stack
/// (nested lists above their parent's) and are moved into the tree's array as one contiguous run when the
/// list ends. Shared by a parser and the sub-parsers it makes for patterns and `#if` conditions.
final class TreeBuilder {
    let tree: SyntaxTree

    let statements = ScratchStack<SpannedStatement>()
    let arguments = ScratchStack<ArgumentNode>()
    /// Ids for link lists: expressions of sequences, strings of modifiers and names.
    let links = ScratchStack<UInt32>()
    let interpolations = ScratchStack<NodeList<ArgumentNode>>()
    let segments = ScratchStack<ByteSpan>()
    let trailingClosures = ScratchStack<SpannedTrailingClosure>()
    let captures = ScratchStack<CaptureNode>()
    let attributes = ScratchStack<AttributeNode>()
    let parameters = ScratchStack<ParameterNode>()
    let bindings = ScratchStack<BindingNode>()
    let accessors = ScratchStack<AccessorNode>()
    let conditions = ScratchStack<ConditionNode>()
    let patternElements = ScratchStack<PatternElementNode>()
    let caseItems = ScratchStack<CaseItemNode>()
    let catches = ScratchStack<CatchNode>()
    let clauses = ScratchStack<ClauseNode>()

    /// A statement waiting in a list, with its byte range.
    struct SpannedStatement {
        var node: StatementNode
        var span: ByteSpan
    }

    /// A trailing closure waiting in a list, with its range from its label on (a subscript takes it as an argument).
    struct SpannedTrailingClosure {
        var node: TrailingClosureNode
        var span: ByteSpan
    }

    init(bytes: [UInt8]) {
        tree = SyntaxTree(bytes: bytes)
    }

    /// Room for a file of `tokenCount` tokens.
    func reserve(tokenCount: Int) {
        // Per token, a margin above dense app code's node counts of each kind: reserving spares
        // the arrays' doublings (each a copy of everything so far, in new pages), and a large file's arrays go
        // on huge pages (`HugePages`).
        Self.reserve(&tree.expressions, tokenCount * 2 / 5)
        Self.reserve(&tree.expressionSpans, tokenCount * 2 / 5)
        Self.reserve(&tree.texts, tokenCount * 2 / 5)
        Self.reserve(&tree.statements, tokenCount / 7)
        Self.reserve(&tree.statementSpans, tokenCount / 7)
        Self.reserve(&tree.calls, tokenCount / 10)
        Self.reserve(&tree.arguments, tokenCount / 12)
        Self.reserve(&tree.declarations, tokenCount / 16)
    }

    private static func reserve<Node>(_ array: inout [Node], _ count: Int) {
        array.reserveCapacity(count)
        HugePages.advise(&array)
    }

    // MARK: - Single nodes

    /// A text that is no range of the source.
    func string(_ text: String) -> StringID {
        tree.ownedStrings.append(text)
        tree.texts.append(TextEntry(owned: tree.ownedStrings.count - 1))
        return StringID(tree.texts.count - 1)
    }

    /// The source text in `range`.
    func text(_ range: Range<Int>) -> StringID {
        tree.texts.append(TextEntry(range: range))
        return StringID(tree.texts.count - 1)
    }

    func text(_ token: Token) -> StringID { text(token.range) }

    /// An identifier's name: its text without backticks.
    func name(_ token: Token) -> StringID { text(token.nameRange(in: tree.bytes)) }

    func expression(_ node: ExpressionNode, _ range: Range<Int>) -> ExpressionID {
        tree.expressions.append(node)
        tree.expressionSpans.append(ByteSpan(range))
        return ExpressionID(tree.expressions.count - 1)
    }

    func node(_ id: ExpressionID) -> ExpressionNode { tree.expressions[id.position] }

    func isMissing(_ id: ExpressionID) -> Bool {
        if case .missing = tree.expressions[id.position] { return true }
        return false
    }

    /// A statement outside any list (an `if` or `switch` used as an expression).
    func statement(_ node: StatementNode, _ range: Range<Int>) -> StatementID {
        tree.statements.append(node)
        tree.statementSpans.append(ByteSpan(range))
        return StatementID(tree.statements.count - 1)
    }

    func pattern(_ node: PatternNode, _ range: Range<Int>) -> PatternID {
        tree.patterns.append(node)
        tree.patternSpans.append(ByteSpan(range))
        return PatternID(tree.patterns.count - 1)
    }

    func call(_ node: CallNode) -> NodeID<CallNode> { Self.append(node, to: &tree.calls) }
    func closure(_ node: ClosureNode) -> NodeID<ClosureNode> { Self.append(node, to: &tree.closures) }
    func stringLiteral(_ node: StringLiteralNode) -> NodeID<StringLiteralNode> {
        Self.append(node, to: &tree.stringLiterals)
    }
    func declaration(_ node: DeclarationNode) -> NodeID<DeclarationNode> { Self.append(node, to: &tree.declarations) }
    func typeDeclaration(_ node: TypeDeclarationNode) -> NodeID<TypeDeclarationNode> {
        Self.append(node, to: &tree.typeDeclarations)
    }
    func function(_ node: FunctionNode) -> NodeID<FunctionNode> { Self.append(node, to: &tree.functions) }
    func variable(_ node: VariableNode) -> NodeID<VariableNode> { Self.append(node, to: &tree.variables) }
    func ifNode(_ node: IfNode) -> NodeID<IfNode> { Self.append(node, to: &tree.ifs) }
    func guardNode(_ node: GuardNode) -> NodeID<GuardNode> { Self.append(node, to: &tree.guards) }
    func switchNode(_ node: SwitchNode) -> NodeID<SwitchNode> { Self.append(node, to: &tree.switches) }
    func switchCase(_ node: SwitchCaseNode) -> NodeID<SwitchCaseNode> { Self.append(node, to: &tree.switchCases) }
    func doNode(_ node: DoNode) -> NodeID<DoNode> { Self.append(node, to: &tree.dos) }
    func forIn(_ node: ForInNode) -> NodeID<ForInNode> { Self.append(node, to: &tree.forIns) }
    func whileNode(_ node: WhileNode) -> NodeID<WhileNode> { Self.append(node, to: &tree.whiles) }
    func repeatNode(_ node: RepeatNode) -> NodeID<RepeatNode> { Self.append(node, to: &tree.repeats) }
    func ifConfig(_ node: IfConfigNode) -> NodeID<IfConfigNode> { Self.append(node, to: &tree.ifConfigs) }
    func compilationCondition(_ condition: CompilationCondition) -> NodeID<CompilationCondition> {
        Self.append(condition, to: &tree.compilationConditions)
    }

    private static func append<Node>(_ node: Node, to array: inout [Node]) -> NodeID<Node> {
        array.append(node)
        return NodeID(array.count - 1)
    }

    // MARK: - Lists

    /// The statements pushed since `start`, moved into the tree.
    func statementList(from start: Int) -> NodeList<StatementNode> {
        let first = tree.statements.count
        statements.pop(from: start) { entry in
            tree.statements.append(entry.node)
            tree.statementSpans.append(entry.span)
        }
        return NodeList(start: first, count: tree.statements.count - first)
    }

    func argumentList(from start: Int) -> NodeList<ArgumentNode> {
        Self.list(arguments, from: start, into: &tree.arguments)
    }
    func captureList(from start: Int) -> NodeList<CaptureNode> {
        Self.list(captures, from: start, into: &tree.captures)
    }
    func attributeList(from start: Int) -> NodeList<AttributeNode> {
        Self.list(attributes, from: start, into: &tree.attributes)
    }
    func parameterList(from start: Int) -> NodeList<ParameterNode> {
        Self.list(parameters, from: start, into: &tree.parameters)
    }
    func bindingList(from start: Int) -> NodeList<BindingNode> {
        Self.list(bindings, from: start, into: &tree.bindings)
    }
    func accessorList(from start: Int) -> NodeList<AccessorNode> {
        Self.list(accessors, from: start, into: &tree.accessors)
    }
    func conditionList(from start: Int) -> NodeList<ConditionNode> {
        Self.list(conditions, from: start, into: &tree.conditions)
    }
    func caseItemList(from start: Int) -> NodeList<CaseItemNode> {
        Self.list(caseItems, from: start, into: &tree.caseItems)
    }
    func catchList(from start: Int) -> NodeList<CatchNode> { Self.list(catches, from: start, into: &tree.catches) }
    func clauseList(from start: Int) -> NodeList<ClauseNode> { Self.list(clauses, from: start, into: &tree.clauses) }
    func segmentList(from start: Int) -> NodeList<ByteSpan> { Self.list(segments, from: start, into: &tree.segments) }
    func interpolationList(from start: Int) -> NodeList<NodeList<ArgumentNode>> {
        Self.list(interpolations, from: start, into: &tree.interpolations)
    }
    func patternElementList(from start: Int) -> NodeList<PatternElementNode> {
        Self.list(patternElements, from: start, into: &tree.patternElements)
    }
    func trailingClosureList(from start: Int) -> NodeList<TrailingClosureNode> {
        let first = tree.trailingClosures.count
        trailingClosures.pop(from: start) { tree.trailingClosures.append($0.node) }
        return NodeList(start: first, count: tree.trailingClosures.count - first)
    }

    /// The ids pushed on `links` since `start`, moved into the tree.
    func linkList<Node>(from start: Int) -> LinkList<Node> {
        let first = tree.links.count
        links.pop(from: start) { tree.links.append($0) }
        return LinkList(start: first, count: tree.links.count - first)
    }

    private static func list<Node>(_ stack: ScratchStack<Node>, from start: Int, into array: inout [Node]) -> NodeList<
        Node
    > {
        let first = array.count
        stack.pop(from: start) { array.append($0) }
        return NodeList(start: first, count: array.count - first)
    }
}
