import Dispatch
import WakeLintCore
import WakeLintProject
import WakeLintSwift

/// One input file's bytes, from disk or from memory (rule examples, tests).
public struct InputFile: Sendable {
    public var displayPath: String
    public var bytes: [UInt8]
    public var kind: InputKind

    public init(displayPath: String, bytes: [UInt8], kind: InputKind) {
        self.displayPath = displayPath
        self.bytes = bytes
        self.kind = kind
    }
}

/// Every input of a lint run, parsed once: the targets rules look at, the per-file suppressions the
/// engine applies, and the problems met while reading.
public struct LoadedProject: Sendable {
    public var targets: [LintTarget]
    public var problems: [InputProblem]
    public var suppressions: [String: Suppressions]
    public var sources: [String: SourceFile]
    /// The files read, but those skipped unread (a binary file under a Swift name).
    public var fileCount: Int
    /// The kinds of the files read.
    public var inputKinds: Set<InputKind> = []
}

public enum ProjectLoader {
    /// Parses every file (in parallel: files are independent), then builds the targets: from the Xcode
    /// projects among the inputs, or one implicit target when there is none. `readFile` supplies files a
    /// project names that are not among the inputs (an Info.plist outside the linted folder, an xcconfig).
    /// `residency`: how much syntax tree the lint holds besides the one being read.
    public static func load(
        _ inputs: [InputFile], residency: TreeResidency = TreeResidency(),
        readFile: @escaping (String) -> FileRead? = { _ in nil },
        projects: PreparedProjects = PreparedProjects()
    ) -> LoadedProject {
        let parsed = UnsafeResultBuffer<ParsedInput>(count: inputs.count)
        let budgets = TreeBudgets(residency)
        // Project files first, largest first: one takes as long as hundreds of Swift files, and started last it
        // would leave the other cores idle. Those parsed while they were read come last: they may not be done yet.
        let projectFiles = inputs.indices.filter { inputs[$0].kind == .pbxproj }.sorted {
            inputs[$0].bytes.count > inputs[$1].bytes.count
        }
        let otherFiles = inputs.indices.filter { inputs[$0].kind != .pbxproj }
        let order = projects.isEmpty ? projectFiles + otherFiles : otherFiles + projectFiles
        DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
            parsed[order[index]] = parse(inputs[order[index]], budgets: budgets, projects: projects)
        }
        var files = ParsedFiles(budgets: budgets, readFile: readFile)
        files.reserveCapacity(inputs.count)
        for position in inputs.indices { if let input = parsed[position] { files.add(input) } }

        let projects = files.parsed.values.compactMap { $0.project }.sorted { $0.path < $1.path }
        var targets: [LintTarget] = []
        if projects.isEmpty {
            targets = [implicitTarget(files)]
        } else {
            let manifests = PackageManifests(files)
            var compiled: Set<String> = []
            var plans: [LintTarget.Plan] = []
            // Projects are assembled side by side, each from the files parsed so far; what one reads besides (a
            // shared xcconfig, a Podfile) joins the files afterwards, in project order.
            let assembled = UnsafeResultBuffer<(plans: [LintTarget.Plan], compiled: Set<String>, files: ParsedFiles)>(
                count: projects.count)
            let base = files
            DispatchQueue.concurrentPerform(iterations: projects.count) { position in
                var assembler = ProjectAssembler(project: projects[position], files: base, manifests: manifests)
                let projectPlans = assembler.plans()
                assembled[position] = (projectPlans, assembler.compiledPaths(), assembler.files)
            }
            for case let project? in assembled.values {
                plans += project.plans
                compiled.formUnion(project.compiled)
                files.merge(project.files, extending: base)
            }
            targets = LintTarget.build(plans)
            // Package code an app links is judged there.
            for target in targets {
                compiled.formUnion(target.swift.files.map { PathNormalizer.normalize($0.source.file.path) })
            }
            targets += packageTargets(files, manifests, besides: compiled)
        }
        let problems = Array(Set(files.problems)).sorted()
        let loaded = LoadedProject(
            targets: targets, problems: problems, suppressions: files.suppressions, sources: files.sources,
            fileCount: files.parsed.values.count { $0.file != nil }, inputKinds: Set(inputs.map(\.kind)))
        // The parsed documents no target holds (project files above all) are freed on another thread while the
        // lint starts, and the pages they leave free are given back: kept by the allocator, they stay resident
        // beside the memory the lint takes afresh.
        let leftovers = Leftovers((consume files, consume parsed))
        DispatchQueue.global().async {
            leftovers.free()
            FreeMemory.returnToSystem()
        }
        return loaded
    }

    /// Without a project file: every Swift source, entitlements file and Info.plist that can be an app's
    /// (`PlistInput.canDescribeApp`) forms one target with one unnamed configuration.
    package static func implicitTarget(_ files: ParsedFiles) -> LintTarget {
        let inputs = files.parsed.values.sorted { $0.path < $1.path }
        let plists = inputs.compactMap(\.plist)
        // Tuist writes the Info.plist the app is built with from its `Project.swift` manifests (keys added there,
        // as `.extendingDefault(with:)` does): the plist files in the folder are only a part of it, so its keys
        // are not known (the Info.plist rules stay silent; `LintTarget.knowsInfoPlist`).
        let generatedByTuist = inputs.contains { input in
            input.path.hasSuffix("Project.swift") && (input.swift?.imports(anyOf: ["ProjectDescription"]) ?? false)
        }
        // Property lists found but not read (malformed, UTF-16, too large): what the rules say about keys rests on them.
        func unread(_ kind: InputKind) -> [String] {
            inputs.filter { input in
                input.plist == nil
                    && FileDiscovery.kind(ofFileNamed: input.path.split(separator: "/").last.map(String.init) ?? "")
                        == kind
            }.map(\.path)
        }
        var infoPlist = ResolvedInfoPlist(
            // A test bundle's or a framework's Info.plist is not the app's (XcodeGen projects keep the app's in
            // `project.yml`, so a folder may hold only those).
            files: generatedByTuist ? [] : plists.filter { $0.kind == .plist && $0.canDescribeApp })
        infoPlist.unread = generatedByTuist ? [] : unread(.plist)
        var entitlements = ResolvedEntitlements(files: plists.filter { $0.kind == .entitlements })
        entitlements.unread = unread(.entitlements)
        let configuration = TargetConfiguration(name: nil, infoPlist: infoPlist, entitlements: entitlements)
        // Test code never ships: a package's `Tests` registering a task is not the app registering it twice.
        let code = inputs.compactMap(\.swift).filter { !$0.imports(anyOf: ["XCTest", "Testing"]) }
        return LintTarget(
            name: "(all files)", swiftFiles: code, configurations: [configuration])
    }

    /// Beside Xcode projects, the `Sources` of each Swift package among the inputs that no target of those projects
    /// compiles or links (a library next to its example app, which uses it as a remote package): one target per
    /// package, judged on its code alone (`LintTarget.isCodeOnly`). Its tests and plugins stay out, as do Swift
    /// files outside any target or package, which nothing builds.
    package static func packageTargets(
        _ files: ParsedFiles, _ manifests: PackageManifests, besides compiled: Set<String>
    ) -> [LintTarget] {
        guard !manifests.isEmpty else { return [] }
        var sourcesByRoot: [String: [SwiftFile]] = [:]
        // The paths sorted, not the entries: each entry is a large value to move.
        for path in files.parsed.keys.sorted() {
            guard let swift = files.parsed[path]?.swift, !compiled.contains(path),
                let root = manifests.root(holding: path)
            else { continue }
            sourcesByRoot[root, default: []].append(swift)
        }
        return sourcesByRoot.sorted { $0.key < $1.key }.map { root, sources in
            let name = manifests.byRoot[root]?.name ?? root.split(separator: "/").last.map(String.init) ?? "Package"
            return LintTarget(
                name: name, swiftFiles: sources, configurations: [.codeOnly], isCodeOnly: true)
        }
    }

    package struct ParsedInput: Sendable {
        package var path: String
        package var file: SourceFile?
        /// Lexed and parsed once, here, in parallel with the other files.
        package var swift: SwiftFile?
        package var plist: PlistInput?
        package var project: XcodeProject?
        package var xcconfig: XCConfigFile?
        package var suppressions = Suppressions()
        package var problems: [InputProblem] = []
    }

    /// `projects`: project files already being parsed, one of which may be `input`.
    package static func parse(_ input: InputFile, budgets: TreeBudgets, projects: PreparedProjects? = nil)
        -> ParsedInput
    {
        let file = SourceFile(path: input.displayPath, bytes: input.bytes)
        var result = ParsedInput(path: input.displayPath, file: file)
        switch input.kind {
        case .swift:
            if looksBinary(input.bytes) {
                result.problems.append(InputProblem(path: file.path, message: "binary file, not Swift source; skipped"))
                result.file = nil
                return result
            }
            if let offset = file.firstInvalidUTF8Offset {
                let (line, column) = file.lineAndColumn(of: offset)
                result.problems.append(
                    InputProblem(
                        path: file.path,
                        message: "invalid UTF-8 at line \(line), column \(column); linted as far as it can be read"))
            }
            let swift = SwiftFile(file: file, budgets: budgets)
            result.swift = swift
            // Lexed here only when it may hold a suppression command; every file is parsed when the index gets to it
            // (which reads its imports on the way).
            if Suppressions.mayHoldCommands(file.bytes) {
                result.suppressions = Suppressions(file: file, comments: swift.readCommentsAndImports().map(\.range))
            }
        case .plist, .entitlements:
            switch PlistReader.read(file) {
            case .document(let document):
                result.plist = PlistInput(file: file, document: document, kind: input.kind)
                result.suppressions = Suppressions(file: file, comments: document.comments)
            case .problem(let problem):
                result.problems.append(InputProblem(path: file.path, message: "malformed property list: \(problem)"))
            }
        case .pbxproj:
            switch projects?.take(file) ?? XcodeProject.read(file) {
            case .success(let project):
                result.project = project
                result.suppressions = Suppressions(file: file, comments: project.document.comments)
                result.problems += project.issues.map { $0.inputProblem(in: file) }
            case .failure(let problem):
                result.problems.append(InputProblem(path: file.path, message: "malformed project file: \(problem)"))
            }
        case .xcconfig:
            // Settings are read per configuration through `XCConfigExpansion`; here only what a reader of
            // the file alone can say: malformed lines and suppression comments.
            let config = XCConfigReader.read(file)
            result.xcconfig = config
            result.problems += config.problems.map {
                InputProblem(path: file.path, message: "malformed xcconfig: \($0)")
            }
            result.suppressions = Suppressions(file: file, comments: lineComments(in: input.bytes))
        case .log:
            break
        }
        return result
    }

    /// `// …` to the end of each line: xcconfig has no string literals, so `//` always starts a comment.
    package static func lineComments(in bytes: [UInt8]) -> [Range<Int>] {
        var comments: [Range<Int>] = []
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/") {
                var end = index
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
                comments.append(index..<end)
                index = end
            } else {
                index += 1
            }
        }
        return comments
    }

    /// A NUL byte in the first 8 KiB: what git and grep call a binary file.
    package static func looksBinary(_ bytes: [UInt8]) -> Bool {
        bytes.prefix(8192).contains(0)
    }
}

/// What loading made and no target holds, freed when `free()` is called rather than when the last reference goes.
private final class Leftovers: @unchecked Sendable {
    private var made: Any?

    init(_ made: Any) { self.made = made }

    func free() { made = nil }
}

/// A file read for a project from outside the inputs: the path it was found under (its letter case may differ
/// from the path asked for) and its bytes.
public struct FileRead: Sendable {
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}

/// Every parsed file by normalized path, growing when a project names a file that was not an input:
/// such files are read once through `readFile`, parsed like inputs, and kept for reporters and suppressions.
/// Copies are used from several threads at once (projects are assembled side by side): `readFile` is safe to call
/// from any thread.
package struct ParsedFiles: @unchecked Sendable {
    package var parsed: [String: ProjectLoader.ParsedInput] = [:]
    package var problems: [InputProblem] = []
    package var suppressions: [String: Suppressions] = [:]
    package var sources: [String: SourceFile] = [:]
    /// Paths asked for and not found, so each is tried once.
    private var missing: Set<String> = []
    package let readFile: (String) -> FileRead?
    package let budgets: TreeBudgets

    package init(budgets: TreeBudgets, readFile: @escaping (String) -> FileRead?) {
        self.budgets = budgets
        self.readFile = readFile
    }

    package mutating func add(_ input: ProjectLoader.ParsedInput) {
        keep(input, at: PathNormalizer.normalize(input.path))
        problems += input.problems
    }

    /// Room for `count` files without growing.
    package mutating func reserveCapacity(_ count: Int) {
        parsed.reserveCapacity(count)
        sources.reserveCapacity(count)
    }

    /// Keeps `input` under `key` with its source and suppressions, and the paths by letter case and the sorted Swift
    /// paths up to date.
    private mutating func keep(_ input: ProjectLoader.ParsedInput, at key: String) {
        let replaced = parsed.updateValue(input, forKey: key)
        if replaced == nil { foldedKeys?[key.lowercased(), default: []].append(key) }
        if replaced != nil && (replaced?.swift == nil) != (input.swift == nil) {
            sortedSwiftPaths = nil
        } else if replaced == nil, input.swift != nil, sortedSwiftPaths != nil {
            let position = sortedSwiftPaths!.sortedLowerBound(of: key)
            sortedSwiftPaths!.insert(key, at: position)
        }
        if let file = input.file {
            sources[file.path] = file
            if !input.suppressions.commands.isEmpty { suppressions[file.path] = input.suppressions }
        }
    }

    /// Adds what `copy`, made from `base` and used further, parsed besides and the problems it met since.
    package mutating func merge(_ copy: ParsedFiles, extending base: ParsedFiles) {
        if copy.parsed.count != base.parsed.count {
            for (path, input) in copy.parsed where parsed[path] == nil { keep(input, at: path) }
        }
        problems += copy.problems.dropFirst(base.problems.count)
    }

    /// The parsed file at `path`, reading it when it was not an input; nil when it cannot be read. A path that
    /// differs only in letter case from one input also names it: Xcode projects live on case-insensitive
    /// volumes, where `app/Info.plist` opens `App/Info.plist`, and CI may lint them on Linux (`readFile`
    /// does the same on disk).
    package mutating func file(at path: String, kind: InputKind) -> ProjectLoader.ParsedInput? {
        let key = PathNormalizer.normalize(path)
        if let input = parsed[key] { return input }
        if !missing.contains(key), let folded = caseFoldedMatch(key) { return parsed[folded] }
        guard !missing.contains(key), let read = readFile(key) else {
            missing.insert(key)
            return nil
        }
        // Shown under the path it has on disk, so an editor or a GitHub annotation on a case-sensitive volume finds it.
        let input = ProjectLoader.parse(
            InputFile(displayPath: PathNormalizer.normalize(read.path), bytes: read.bytes, kind: kind),
            budgets: budgets)
        add(input)
        return input
    }

    /// Parsed paths by their lowercased form, made on the first path not found as written.
    private var foldedKeys: [String: [String]]?

    /// The one parsed path equal to `key` but for letter case (none when several are).
    private mutating func caseFoldedMatch(_ key: String) -> String? {
        if foldedKeys == nil { foldedKeys = Dictionary(grouping: parsed.keys) { $0.lowercased() } }
        let matches = foldedKeys?[key.lowercased()]?.filter { $0.count == key.count } ?? []
        return matches.count == 1 ? matches[0] : nil
    }

    /// A parsed xcconfig, for configurations based on it and for includes.
    package mutating func xcconfig(at path: String) -> XCConfigFile? {
        file(at: path, kind: .xcconfig)?.xcconfig
    }

    /// Normalized paths of the parsed Swift files, sorted, for `swiftFiles(under:)`: made on first use, then kept
    /// sorted as files are added.
    private var sortedSwiftPaths: [String]?

    /// Swift sources under a folder (synchronized groups), from the inputs, with their normalized paths: found by
    /// binary search in the sorted paths, since every target asks for every synchronized folder of its project
    /// (a lookup costs a logarithm of the inputs, not a pass over them).
    package mutating func swiftFiles(under folder: String) -> [(path: String, swift: SwiftFile)] {
        let sorted = sortedSwiftPaths ?? parsed.compactMap { $0.value.swift == nil ? nil : $0.key }.sorted()
        sortedSwiftPaths = sorted
        let prefix = folder.isEmpty ? "" : PathNormalizer.normalize(folder) + "/"
        var position = sorted.sortedLowerBound(of: prefix)
        var found: [(path: String, swift: SwiftFile)] = []
        while position < sorted.count, sorted[position].hasPrefix(prefix) {
            if let swift = parsed[sorted[position]]?.swift { found.append((sorted[position], swift)) }
            position += 1
        }
        return found
    }
}
