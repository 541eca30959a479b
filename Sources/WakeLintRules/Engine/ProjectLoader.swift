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
    public var fileCount: Int
}

enum ProjectLoader {
    /// Parses every file (in parallel: files are independent) and groups them into targets.
    static func load(_ inputs: [InputFile]) -> LoadedProject {
        let parsed = UnsafeResultBuffer<ParsedInput>(count: inputs.count)
        DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
            parsed[index] = parse(inputs[index])
        }
        var swiftSources: [SwiftSource] = []
        var infoPlists: [PlistInput] = []
        var entitlements: [PlistInput] = []
        var problems: [InputProblem] = []
        var suppressions: [String: Suppressions] = [:]
        var sources: [String: SourceFile] = [:]
        for case let input? in parsed.values {
            problems += input.problems
            if let file = input.file { sources[file.path] = file }
            if let file = input.file, !input.suppressions.commands.isEmpty { suppressions[file.path] = input.suppressions }
            if let swift = input.swift { swiftSources.append(swift) }
            if let plist = input.plist { plist.kind == .entitlements ? entitlements.append(plist) : infoPlists.append(plist) }
        }
        let target = LintTarget(name: "(all files)", swiftSources: swiftSources, infoPlists: infoPlists, entitlements: entitlements)
        return LoadedProject(targets: [target], problems: problems, suppressions: suppressions, sources: sources,
                             fileCount: inputs.count)
    }

    struct ParsedInput: Sendable {
        var file: SourceFile?
        var swift: SwiftSource?
        var plist: PlistInput?
        var suppressions = Suppressions()
        var problems: [InputProblem] = []
    }

    static func parse(_ input: InputFile) -> ParsedInput {
        let file = SourceFile(path: input.displayPath, bytes: input.bytes)
        var result = ParsedInput(file: file)
        switch input.kind {
        case .swift:
            if looksBinary(input.bytes) {
                result.problems.append(InputProblem(path: file.path, message: "binary file, not Swift source; skipped"))
                result.file = nil
                return result
            }
            if let offset = file.firstInvalidUTF8Offset {
                let (line, column) = file.lineAndColumn(of: offset)
                result.problems.append(InputProblem(path: file.path, message: "invalid UTF-8 at line \(line), column \(column); linted as far as it can be read"))
            }
            let swift = SwiftSource(file: file)
            result.swift = swift
            result.suppressions = Suppressions(file: file, comments: swift.comments.map(\.range))
        case .plist, .entitlements:
            switch PlistReader.read(file) {
            case .document(let document):
                result.plist = PlistInput(file: file, document: document, kind: input.kind)
                result.suppressions = Suppressions(file: file, comments: document.comments)
            case .problem(let problem):
                result.problems.append(InputProblem(path: file.path, message: "malformed property list: \(problem)"))
            }
        case .pbxproj, .xcconfig, .log:
            break
        }
        return result
    }

    /// A NUL byte in the first 8 KiB: what git and grep call a binary file.
    static func looksBinary(_ bytes: [UInt8]) -> Bool {
        bytes.prefix(8192).contains(0)
    }
}

/// Fixed-size slots written from `concurrentPerform`, one index per iteration, read after it returns.
/// Backed by raw memory so writes to distinct slots never touch shared array bookkeeping.
final class UnsafeResultBuffer<Element: Sendable>: @unchecked Sendable {
    private let storage: UnsafeMutablePointer<Element?>
    let count: Int

    init(count: Int) {
        self.count = count
        storage = .allocate(capacity: max(count, 1))
        storage.initialize(repeating: nil, count: max(count, 1))
    }

    deinit {
        storage.deinitialize(count: max(count, 1))
        storage.deallocate()
    }

    subscript(index: Int) -> Element? {
        get { storage[index] }
        set { storage[index] = newValue }
    }

    var values: [Element?] { (0..<count).map { storage[$0] } }
}
