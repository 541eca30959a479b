import WakeLintCore

extension ModuleIndex {
    /// A type, extension or protocol declaration.
    public struct TypeEntry: Sendable, Hashable {
        public var kind: TypeDeclaration.Kind
        /// The declared name, or for an extension the extended type as written.
        public var name: String
        public var inheritance: [String]
        /// Attribute names without `@` (`main`, `MainActor`).
        public var attributes: [String]
        /// Names of enclosing types, outermost first (`Outer.Inner` has `["Outer"]`).
        public var outerTypes: [String]
        /// The file, whose line starts give the location (the entry stores none).
        let storage: SwiftFileStorage
        private var fileIndex: UInt32
        private var offset: UInt32

        init(
            kind: TypeDeclaration.Kind, name: String, inheritance: [String], attributes: [String], outerTypes: [String],
            storage: SwiftFileStorage, file: Int, offset: Int
        ) {
            self.kind = kind
            self.name = name
            self.inheritance = inheritance
            self.attributes = attributes
            self.outerTypes = outerTypes
            self.storage = storage
            fileIndex = UInt32(truncatingIfNeeded: file)
            self.offset = UInt32(truncatingIfNeeded: offset)
        }

        public var file: Int { Int(fileIndex) }
        /// Where the declaration starts (its attributes included).
        public var location: SourceLocation { storage.file.location(of: Int(offset)) }
        public var isMain: Bool { attributes.contains("main") }

        public static func == (lhs: TypeEntry, rhs: TypeEntry) -> Bool {
            lhs.kind == rhs.kind && lhs.name == rhs.name && lhs.inheritance == rhs.inheritance
                && lhs.attributes == rhs.attributes
                && lhs.outerTypes == rhs.outerTypes && lhs.fileIndex == rhs.fileIndex && lhs.offset == rhs.offset
                && lhs.storage.file.path == rhs.storage.file.path
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(name)
            hasher.combine(fileIndex)
            hasher.combine(offset)
        }
    }

    /// A function, initialiser, deinitialiser or subscript. Its declaration is read from the file's flat tree when
    /// asked for: indexing builds no `FunctionDeclaration` (parameter, body and accessor lists), as rules ask for
    /// few. The entry holds its file, not the tree, so trees need not stay in memory (see `SwiftFileStorage`);
    /// what scans over every function read (name, kind) is kept in the entry.
    public struct FunctionEntry: Sendable, Hashable {
        let storage: SwiftFileStorage
        let node: NodeID<DeclarationNode>
        let function: NodeID<FunctionNode>
        /// The innermost enclosing type (or extended type), nil at file scope.
        public let enclosingType: String?
        private let fileIndex: UInt32
        private let span: ByteSpan
        /// `AppDelegate.application(_:didFinishLaunchingWithOptions:)`, or the signature alone at file scope.
        public let qualifiedName: String
        /// The base name (`application`, `init`).
        public let name: String
        /// `declaration.kind`, without building the declaration.
        public let kind: FunctionDeclaration.Kind
        /// Whether the declaration has a body (a protocol's requirement has none).
        public let hasBody: Bool

        init(
            storage: SwiftFileStorage, tree: SyntaxTree, node: NodeID<DeclarationNode>, function: NodeID<FunctionNode>,
            enclosingType: String?, qualifiedName: String, file: Int, range: Range<Int>
        ) {
            self.storage = storage
            self.node = node
            self.function = function
            self.enclosingType = enclosingType
            self.qualifiedName = qualifiedName
            fileIndex = UInt32(truncatingIfNeeded: file)
            span = ByteSpan(range)
            let declared = tree.functions[function.position]
            name = tree.string(declared.name)
            kind = declared.kind
            hasBody = declared.body != nil
        }

        public var file: Int { Int(fileIndex) }
        /// The whole declaration, attributes to closing brace.
        public var range: Range<Int> { span.range }
        /// Where the declaration starts, read from the file's line starts.
        public var location: SourceLocation { storage.file.location(of: span.range.lowerBound) }

        /// The file's tree (made again if it was released).
        var tree: SyntaxTree { storage.tree }

        public var declaration: FunctionDeclaration { tree.functionDeclaration(function) }
        /// `declaration.parameters`' names, without reading the body (a long function's body is most of it).
        public var parameterNames: [String] {
            let tree = self.tree
            return tree.functions[function.position].parameters.positions.map { tree.string(tree.parameters[$0].name) }
        }
        public var modifiers: [String] {
            let tree = self.tree
            return tree.strings(tree.declarations[node.position].modifiers)
        }
        /// Attribute names without `@`.
        public var attributes: [String] {
            let tree = self.tree
            return tree.attributeNames(tree.declarations[node.position])
        }
        /// The closing brace of the body (nil for a requirement without one): where falling off the end is reported.
        public var closingBrace: Range<Int>? {
            !hasBody || range.isEmpty ? nil : (range.upperBound - 1)..<range.upperBound
        }
        public var signatureName: String { tree.signatureName(function) }
        /// Name, owner and parameter labels and defaults, read from the tree without the body.
        public var signature: FunctionSignature { FunctionSignature(self, in: tree) }
        public var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }

        public static func == (lhs: FunctionEntry, rhs: FunctionEntry) -> Bool {
            lhs.fileIndex == rhs.fileIndex && lhs.span == rhs.span && lhs.storage.file.path == rhs.storage.file.path
                && lhs.enclosingType == rhs.enclosingType
                && (lhs.storage === rhs.storage ? lhs.function == rhs.function : lhs.declaration == rhs.declaration)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(file)
            hasher.combine(range.lowerBound)
        }
    }

    /// A function's name, owner and parameter labels: the part of a `FunctionEntry` calls are resolved by.
    public struct FunctionSignature: Sendable, Hashable {
        public var name: String
        public var enclosingType: String?
        /// `nil` for an unlabelled (`_`) parameter.
        public var labels: [String?]
        /// Per parameter, what decides which arguments it takes besides its label; empty when no parameter has any.
        public var traits: [ArgumentMatching.Traits]
        /// The parameters whose declaration names a plain type (`store: Store?` → `store`, `Store`), in order.
        public var typedParameters: [TypedParameter]

        public struct TypedParameter: Sendable, Hashable {
            /// The name inside the body.
            public var name: String
            public var type: String
        }
        public var qualifiedName: String

        /// Read while the entry's tree is at hand (the index builds one per function as it walks).
        init(_ entry: FunctionEntry, in tree: SyntaxTree) {
            let function = tree.functions[entry.function.position]
            name = entry.name
            enclosingType = entry.enclosingType
            let positions = function.parameters.positions
            labels = positions.map { tree.string(tree.parameters[$0].label) }
            let traits = positions.map { position in
                let parameter = tree.parameters[position]
                return ArgumentMatching.Traits(
                    type: tree.string(parameter.type), hasDefault: parameter.defaultValue != nil,
                    isVariadic: parameter.isVariadic)
            }
            self.traits = traits.allSatisfy(\.isEmpty) ? [] : traits
            typedParameters = positions.compactMap { position in
                let parameter = tree.parameters[position]
                guard let type = ModuleIndex.typeName(written: parameter.type, in: tree),
                    type.unicodeScalars.first.map({ ("A"..."Z").contains($0) }) == true
                else { return nil }
                return TypedParameter(name: tree.string(parameter.name), type: type)
            }
            qualifiedName = entry.qualifiedName
        }

        public var parameterCount: Int { labels.count }

        /// Whether parameter `position` has a default value.
        public func hasDefault(_ position: Int) -> Bool { !traits.isEmpty && traits[position].contains(.hasDefault) }
    }

    /// One call expression with where it is and what it passes.
    ///
    /// Stored compactly: what every call in one scope shares (the file, the enclosing type and function) is one
    /// `CallerScope` object, positions are 32-bit, and the receiver's text and the line and column are read on
    /// access (from the file's line starts). The call itself is its node's id, read from the file's tree when
    /// asked for, so trees need not stay in memory.
    public struct CallSite: Sendable, Hashable {
        /// `register` for `BGTaskScheduler.shared.register(…)`; nil when the callee is not a name (`f()()`).
        public var calleeName: String?
        let scope: CallerScope
        private var node: UInt32
        /// False when the callee is not a name (`nameSpan` is then empty).
        private var hasName: Bool
        private var span: ByteSpan
        private var nameSpan: ByteSpan
        /// Empty when there is no receiver (a receiver is never empty: it is an expression).
        private var receiverSpan: ByteSpan

        init(node: ExpressionID, in tree: SyntaxTree, calleeName: String?, scope: CallerScope, nameRange: Range<Int>?) {
            self.node = UInt32(truncatingIfNeeded: node.position)
            self.calleeName = calleeName
            self.scope = scope
            span = tree.expressionSpans[node.position]
            hasName = nameRange != nil
            nameSpan = ByteSpan(nameRange ?? 0..<0)
            if let callee = tree.callee(node), case .member(let base?, _) = tree.expressions[callee.position] {
                receiverSpan = ByteSpan(tree.expressionSpans[base.position].range.clamped(to: 0..<scope.bytes.count))
            } else {
                receiverSpan = ByteSpan(0..<0)
            }
        }

        /// The file's position in `ModuleIndex.files`.
        public var file: Int { scope.file }

        /// The call expression itself (`.call`), read from the file's tree (made again if it was released). What
        /// is read from it (`call`, `labels`, `closureArguments`) is derived on access, not copied into every site.
        public var expression: Expression { Expression(scope.storage.tree, ExpressionID(Int(node))) }

        /// The receiver as written (`BGTaskScheduler.shared`, `self?.store`); nil for a bare name. Built on each
        /// access: scans over every call site test `hasReceiver`, `receiverIs(_:)` or `receiverContains(_:)`.
        public var receiver: String? {
            receiverRange.map { String(decoding: scope.bytes[$0], as: UTF8.self) }
        }

        /// Where the receiver's text is; nil for a bare name.
        public var receiverRange: Range<Int>? {
            let range = receiverSpan.range
            return range.isEmpty ? nil : range
        }

        public var hasReceiver: Bool { receiverRange != nil }

        /// Whether the receiver may be a call (`Store()`, `make { … }`): its text ends with `)` or `}`; a bare name
        /// has none.
        public var receiverMayBeCall: Bool {
            guard let last = receiverRange.map({ scope.bytes[$0.upperBound - 1] }) else { return false }
            return last == UInt8(ascii: ")") || last == UInt8(ascii: "}")
        }

        /// Whether the receiver is exactly `text`, compared on bytes.
        public func receiverIs(_ text: String) -> Bool {
            guard let range = receiverRange else { return false }
            return scope.bytes[range].elementsEqual(text.utf8)
        }

        /// Whether the receiver's text holds `bytes` (`BGTaskScheduler` in `BackgroundTasks.BGTaskScheduler.shared`).
        public func receiverContains(_ bytes: [UInt8]) -> Bool {
            receiverRange.map { holds(bytes, in: $0) } ?? false
        }

        /// Whether the call is written `name()`: no arguments, no trailing closure (read on bytes, not from the tree).
        public var isWrittenWithoutArguments: Bool {
            guard hasName else { return false }
            let nameEnd = nameSpan.range.upperBound
            return span.range.upperBound == nameEnd + 2 && nameEnd + 1 < scope.bytes.count
                && scope.bytes[nameEnd] == UInt8(ascii: "(") && scope.bytes[nameEnd + 1] == UInt8(ascii: ")")
        }

        /// Whether the call's text holds `bytes` (a label, before `labels` reads the tree for it).
        public func textContains(_ bytes: [UInt8]) -> Bool {
            holds(bytes, in: span.range.clamped(to: 0..<scope.bytes.count))
        }

        /// Whether the file's bytes in `range` hold `bytes`.
        private func holds(_ bytes: [UInt8], in range: Range<Int>) -> Bool {
            scope.bytes.withUnsafeBufferPointer {
                ByteSearch.firstIndex(of: bytes, in: UnsafeBufferPointer(rebasing: $0[range])) != nil
            }
        }

        /// Qualified name of the function or property whose code makes the call (see `FunctionEntry.qualifiedName`;
        /// properties are `Type.name`, observers `Type.name.didSet`); nil at file scope.
        public var enclosingFunction: String? { scope.enclosingFunction }
        public var enclosingType: String? { scope.enclosingType }
        public var range: Range<Int> { span.range }
        public var location: SourceLocation { scope.storage.file.location(of: span.range.lowerBound) }
        /// The callee's name token (`register` in `BGTaskScheduler.shared.register(…)`), where findings about
        /// the call should point; nil when the callee is not a name.
        public var nameRange: Range<Int>? { hasName ? nameSpan.range : nil }
        public var nameLocation: SourceLocation? {
            hasName ? scope.storage.file.location(of: nameSpan.range.lowerBound) : nil
        }

        /// Without reading the trees: the same span of the same file is the same call.
        public static func == (lhs: CallSite, rhs: CallSite) -> Bool {
            lhs.file == rhs.file && lhs.span == rhs.span && lhs.nameSpan == rhs.nameSpan && lhs.hasName == rhs.hasName
                && lhs.calleeName == rhs.calleeName && lhs.enclosingFunction == rhs.enclosingFunction
                && lhs.enclosingType == rhs.enclosingType && lhs.scope.path == rhs.scope.path
                && (lhs.scope.storage === rhs.scope.storage || lhs.scope.bytes == rhs.scope.bytes)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(file)
            hasher.combine(span)
            hasher.combine(calleeName)
        }

        public var call: Call {
            if case .call(let call) = expression.kind { return call }
            return Call(callee: expression, arguments: [], trailingClosures: [], hasParentheses: false)
        }

        /// Argument labels, `_` for unlabelled ones; trailing closures excluded.
        public var labels: [String] { call.labels }

        /// Closures among the arguments and the trailing closures, in source order.
        public var closureArguments: [ClosureArgument] {
            let call = self.call
            var closures: [ClosureArgument] = []
            for argument in call.arguments {
                if case .closure(let closure) = argument.value.kind {
                    closures.append(ClosureArgument(label: argument.label, isTrailing: false, closure: closure))
                }
            }
            for trailing in call.trailingClosures {
                closures.append(ClosureArgument(label: trailing.label, isTrailing: true, closure: trailing.closure))
            }
            return closures
        }
    }

    /// What the call sites of one scope share: their file, and the type and function whose code makes them.
    final class CallerScope: Sendable {
        let storage: SwiftFileStorage
        /// The file's position in `ModuleIndex.files`.
        let file: Int
        let enclosingType: String?
        let enclosingFunction: String?
        var path: String { storage.file.path }
        var bytes: [UInt8] { storage.file.bytes }

        init(storage: SwiftFileStorage, file: Int, enclosingType: String?, enclosingFunction: String?) {
            self.storage = storage
            self.file = file
            self.enclosingType = enclosingType
            self.enclosingFunction = enclosingFunction
        }
    }

    public struct ClosureArgument: Sendable, Hashable {
        /// The argument or trailing-closure label (nil when unlabelled).
        public var label: String?
        public var isTrailing: Bool
        public var closure: Closure
    }

    /// `static let shared = AppModel()`: a static property initialised with an instance of a type.
    public struct Singleton: Sendable, Hashable {
        /// The type that declares the property.
        public var owner: String
        public var property: String
        /// The type being instantiated (`AppModel`; for `.init()`, the declared or owning type).
        public var instanceType: String
        public var file: Int
        public var location: SourceLocation
    }

    /// `@UIApplicationDelegateAdaptor(AppDelegate.self) var delegate` in a SwiftUI `App`.
    public struct DelegateAdaptor: Sendable, Hashable {
        /// `UIApplicationDelegateAdaptor`, `WKApplicationDelegateAdaptor`, `NSApplicationDelegateAdaptor`, ...
        public var attribute: String
        /// The type that holds the property (the `App`).
        public var host: String?
        public var delegateType: String
        public var file: Int
        public var location: SourceLocation
    }

    /// A property declared in a type, with its type when the declaration says it (`let store: Store`,
    /// `let store = Store()`, `let store = Store.shared` for a known singleton).
    public struct PropertyEntry: Sendable, Hashable {
        public var owner: String
        public var name: String
        /// The property's type name without optionality or generic arguments; nil when not evident.
        public var typeName: String?
        /// The file, whose tree the initial value and getter are read from (made again if it was released), and
        /// whose line starts give the location (the entry stores none).
        let storage: SwiftFileStorage
        private let fileIndex: UInt32
        /// Where the declaration starts.
        private let offset: UInt32
        let initializerID: ExpressionID?
        public let isStatic: Bool
        /// `lazy var`: the initial value runs on first use only, never if nothing reads the property.
        public let isLazy: Bool
        let getterBody: NodeList<StatementNode>?

        init(
            owner: String, name: String, typeName: String?, isStatic: Bool, isLazy: Bool, file: Int, offset: Int,
            storage: SwiftFileStorage, initializerID: ExpressionID?, getterBody: NodeList<StatementNode>?
        ) {
            self.owner = owner
            self.name = name
            self.typeName = typeName
            self.storage = storage
            fileIndex = UInt32(truncatingIfNeeded: file)
            self.offset = UInt32(truncatingIfNeeded: offset)
            self.initializerID = initializerID
            self.isStatic = isStatic
            self.isLazy = isLazy
            self.getterBody = getterBody
        }

        public var file: Int { Int(fileIndex) }
        public var location: SourceLocation { storage.file.location(of: Int(offset)) }

        /// The initial value; its code runs when the property is first initialised.
        public var initializer: Expression? { initializerID.map { Expression(storage.tree, $0) } }
        public var hasInitializer: Bool { initializerID != nil }
        /// A computed property's getter body (`var x: T { … }`, or its `get { … }`); nil for a stored property.
        /// Its code runs each time the property is read.
        public var getter: [Statement]? { getterBody.map { storage.tree.statements($0) } }
        public var hasGetter: Bool { getterBody != nil }

        /// `Owner.name`, the name call sites in its initial value or accessors report as their caller.
        public var qualifiedName: String { owner + "." + name }

        public static func == (lhs: PropertyEntry, rhs: PropertyEntry) -> Bool {
            lhs.owner == rhs.owner && lhs.name == rhs.name && lhs.typeName == rhs.typeName
                && lhs.isStatic == rhs.isStatic
                && lhs.isLazy == rhs.isLazy && lhs.fileIndex == rhs.fileIndex && lhs.offset == rhs.offset
                && lhs.storage === rhs.storage
                && lhs.initializerID == rhs.initializerID && lhs.getterBody == rhs.getterBody
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(owner)
            hasher.combine(name)
            hasher.combine(fileIndex)
            hasher.combine(offset)
        }
    }

    /// A name bound to a value: a `let`/`var` at any depth (file scope, type member, local) or an `if let` /
    /// `guard let` condition, with the code that made the value. Facts that trace values read these instead
    /// of walking every file again.
    public struct BindingEntry: Sendable {
        public var name: String
        /// The file, whose tree the initial value is read from (made again if it was released).
        let storage: SwiftFileStorage
        /// What scans over every binding read of the initial value, noted while indexing so that they read no
        /// tree: the callee's name when it is a call (`BGAppRefreshTaskRequest(…)`), the value of a string
        /// literal without interpolations, and whether it is a string literal with them.
        public var initializerCallee: String?
        public var initializerString: String?
        /// The type annotation as written (`BGAppRefreshTaskRequest?`), for declarations.
        public var typeAnnotation: String?
        /// The initial value when it is a chain of names (`kit`, `self.store`, `Manager.shared.kit?.watcher`), as
        /// text without `?` and `!`: what an `if let`/`guard let` rebinds, or a local takes from elsewhere.
        public var initializerPath: String?
        /// The type whose member it is (declared directly in its body); nil for locals and file scope.
        public var owner: String?
        // Positions as 32-bit values and flags last, to keep the entry small (Swift lays fields out in order).
        private var scopeSpan: ByteSpan
        private var fileIndex: UInt32
        let initializerID: ExpressionID?
        public var initializerIsInterpolatedString = false
        public var isLet: Bool
        /// Bound by an `if`/`guard` condition rather than declared.
        public var isCondition: Bool
        private var hasScope: Bool

        init(
            name: String, storage: SwiftFileStorage, initializerID: ExpressionID?, typeAnnotation: String?, isLet: Bool,
            isCondition: Bool, owner: String?, scope: Range<Int>?, file: Int
        ) {
            self.name = name
            self.storage = storage
            self.typeAnnotation = typeAnnotation
            self.owner = owner
            scopeSpan = ByteSpan(scope ?? 0..<0)
            fileIndex = UInt32(truncatingIfNeeded: file)
            self.initializerID = initializerID
            self.isLet = isLet
            self.isCondition = isCondition
            hasScope = scope != nil
        }

        public var initializer: Expression? { initializerID.map { Expression(storage.tree, $0) } }
        public var hasInitializer: Bool { initializerID != nil }
        /// The innermost enclosing function declaration, nil outside functions.
        public var scope: Range<Int>? { hasScope ? scopeSpan.range : nil }
        public var file: Int { Int(fileIndex) }
    }

    /// `case a = "x", b` in an enum with `String` raw values (raw values are read from the tokens in `range`).
    public struct StringEnumCase: Sendable {
        public var owner: String
        public var names: [String]
        public var range: Range<Int>
        public var file: Int
    }
}
