import WakeLintCore

/// What a CocoaPods `Podfile` says about development pods: for each `pod 'Name', :path => 'folder'` (or
/// `path: 'folder'`), the `target 'App' do … end` (or `abstract_target`) block it is written in; it is installed in
/// that target and the targets nested in its block, or in every target when written outside any block. Read as
/// data (`RubyData`): a development pod whose name or path is not a string literal is a problem, with its line.
public struct Podfile: Sendable {
    public struct DevelopmentPod: Sendable, Equatable {
        /// `MyKit`, or `MyKit/Core` for a subspec.
        public var name: String
        /// The folder as written, relative to the Podfile's folder.
        public var path: String
        /// The target block it is written in; nil outside any (every target).
        public var target: String?
        public var line: Int
    }

    public var path: String
    /// `project 'App.xcodeproj'`, when the Podfile names the project its targets are in.
    public var project: String?
    public var developmentPods: [DevelopmentPod] = []
    /// Each target block's enclosing target block.
    public var enclosingTarget: [String: String] = [:]
    /// Lines that could not be read as data, with the reason.
    public var problems: [(line: Int, message: String)] = []

    public static let fileName = "Podfile"

    public init(_ file: SourceFile) {
        path = file.path
        // The block a `do` opened: a target (with its name), or anything else (`post_install do |installer|`).
        var blocks: [String?] = []
        for statement in RubyData(file).statements {
            guard case .word(let head)? = statement.first?.kind else { continue }
            let opensBlock = statement.contains { $0.kind == .word("do") }
            let innermostTarget = blocks.last { $0 != nil } ?? nil
            switch head {
            case "target", "abstract_target":
                guard opensBlock else { break }
                let name: String? =
                    if case .string(let value)? = statement.dropFirst().first?.kind { value } else { nil }
                if let name, let innermostTarget { enclosingTarget[name] = innermostTarget }
                blocks.append(name ?? "")
            case "end":
                if !blocks.isEmpty { blocks.removeLast() }
            case "project":
                if case .string(let value)? = statement.dropFirst().first?.kind, blocks.isEmpty { project = value }
            case "pod":
                // A `pod` inside a hook or a method is code, not the Podfile's list.
                guard !blocks.contains(where: { $0 == nil }) else { break }
                read(pod: statement, in: innermostTarget.flatMap { $0.isEmpty ? nil : $0 })
            case "if", "unless", "while", "until", "case", "def", "begin", "class", "module":
                blocks.append(nil)
            default:
                if opensBlock { blocks.append(nil) }
            }
        }
    }

    /// Whether the pod is installed in the target: written outside any block, in its block, or in a block
    /// enclosing it.
    public func installs(_ pod: DevelopmentPod, in target: String) -> Bool {
        guard let block = pod.target else { return true }
        var current: String? = target
        var steps = 0
        while let name = current, steps <= enclosingTarget.count {
            if name == block { return true }
            current = enclosingTarget[name]
            steps += 1
        }
        return false
    }

    /// `pod 'Name', :path => 'folder'` or `pod 'Name', path: 'folder'`; other pods come from a source, not a folder.
    private mutating func read(pod statement: [RubyData.Token], in target: String?) {
        guard let line = statement.first?.line else { return }
        guard
            let pathIndex = statement.firstIndex(where: {
                switch $0.kind {
                case .symbol("path", _): true
                default: false
                }
            })
        else { return }
        var valueIndex = pathIndex + 1
        if case .symbol(_, isLabel: false) = statement[pathIndex].kind {
            guard valueIndex < statement.count, statement[valueIndex].kind == .punctuation("=>") else { return }
            valueIndex += 1
        }
        guard case .string(let name)? = statement.dropFirst().first?.kind, valueIndex < statement.count,
            case .string(let folder) = statement[valueIndex].kind
        else {
            problems.append(
                (line, "a development pod's name or ':path' is not a string literal; its sources are not read"))
            return
        }
        developmentPods.append(DevelopmentPod(name: name, path: folder, target: target, line: line))
    }
}
