import Dispatch
import Foundation
import WakeLintCore
import WakeLintModel

/// The results of `wakelint lint` kept between runs, one entry per identity (`CacheIdentity`: version,
/// configuration, paths, current directory). An entry holds the last result and a stamp of every file that run
/// read; it is used only when each of those files reads the same bytes again. Anything else — another identity,
/// a changed, added or removed file, an unreadable or malformed entry — is a miss, and the run lints.
struct ResultCache: Sendable {
    /// The folder the entries live in (created on the first store).
    var directory: String

    /// The folder `lint` keeps its entries in: `--cache-path`, else `WAKELINT_CACHE_DIR`, else
    /// `$XDG_CACHE_HOME/wakelint`, else `~/.cache/wakelint`; nil when none can be named.
    static func directory(option: String?, variables: [String: String], currentDirectory: String) -> String? {
        if let option { return ConfigurationLoader.absolute(option, currentDirectory) }
        if let folder = variables["WAKELINT_CACHE_DIR"], !folder.isEmpty {
            return ConfigurationLoader.absolute(folder, currentDirectory)
        }
        if let folder = variables["XDG_CACHE_HOME"], folder.hasPrefix("/") { return folder + "/wakelint" }
        if let home = variables["HOME"], home.hasPrefix("/") { return home + "/.cache/wakelint" }
        return nil
    }

    /// The stored result of a run of `identity` over exactly the files `discovered` holds, with its sources
    /// rebuilt from those bytes; nil on a miss.
    func result(for identity: CacheIdentity, _ discovered: ProjectFiles.Discovered, currentDirectory: String)
        -> LintResult?
    {
        guard let data = FileManager.default.contents(atPath: path(of: identity)),
            let entry = try? JSONDecoder().decode(CacheEntry.self, from: data),
            entry.identity == identity.text,
            entry.discoveryProblems == discovered.problems,
            entry.workspaces == discovered.workspaces.map(\.path)
        else { return nil }
        let stamps = FileStamp.stamps(of: discovered.inputs)
        guard entry.inputs == stamps else { return nil }
        var bytesByHash: [String: [UInt8]] = [:]
        for (input, stamp) in zip(discovered.inputs, stamps) { bytesByHash[stamp.hash] = input.bytes }
        let reader = ProjectFiles.fileReader(currentDirectory: currentDirectory)
        for read in entry.reads {
            let found = reader(read.asked)
            guard FileReadLog.Record(asked: read.asked, found: found) == read else { return nil }
            if let found, let hash = read.hash { bytesByHash[hash] = found.bytes }
        }
        return entry.result.lintResult(bytesByHash: bytesByHash)
    }

    /// Keeps `result` as the entry of `identity`, replacing any: written to a file of its own, then renamed into
    /// place, so a reader sees a whole entry or none. A failure to write leaves the cache as it was.
    func store(
        _ result: LintResult, for identity: CacheIdentity, _ discovered: ProjectFiles.Discovered, reads: FileReadLog
    ) {
        let entry = CacheEntry(
            identity: identity.text, inputs: FileStamp.stamps(of: discovered.inputs),
            discoveryProblems: discovered.problems, workspaces: discovered.workspaces.map(\.path), reads: reads.reads,
            result: StoredResult(result))
        guard let data = try? JSONEncoder().encode(entry),
            (try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)) != nil
        else { return }
        let target = path(of: identity)
        let temporary =
            "\(target).\(ProcessInfo.processInfo.processIdentifier).\(UInt64.random(in: 0...UInt64.max)).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: data) else { return }
        if rename(temporary, target) != 0 { unlink(temporary) }
    }

    /// Whether an entry of `identity` is stored (it may still miss: files change).
    func holdsEntry(for identity: CacheIdentity) -> Bool {
        FileManager.default.fileExists(atPath: path(of: identity))
    }

    func path(of identity: CacheIdentity) -> String {
        directory + "/lint-" + identity.hash.hex + ".json"
    }
}

/// What decides a lint's result besides the files it reads: wakelint's version, the configuration's file and
/// text, the paths given and the folder they are relative to (display paths depend on it).
struct CacheIdentity: Sendable, Equatable {
    var text: String

    init(
        version: String, configuration: Configuration, configurationText: String?, paths: [String],
        currentDirectory: String
    ) {
        var lines = ["wakelint lint cache 1", "version \(version)", "current directory \(currentDirectory)"]
        lines += paths.map { "path \($0)" }
        lines.append("configuration \(configuration.path ?? "none") in \(configuration.directory)")
        if let configurationText {
            lines.append("configuration text \(ContentHash(of: Array(configurationText.utf8)).hex)")
        }
        text = lines.joined(separator: "\n")
    }

    var hash: ContentHash {
        var hash = ContentHash()
        hash.combine(text)
        return hash
    }
}

/// A discovered file as an entry records it: display path, kind, size and `ContentHash`. Stored as one string,
/// `<hash> <size> <kind> <path>` (the path last, whatever characters it holds), which decodes without an object
/// per file.
struct FileStamp: Codable, Equatable, Sendable {
    var path: String
    var kind: InputKind
    var size: Int
    var hash: String

    init(_ input: InputFile) {
        path = input.displayPath
        kind = input.kind
        size = input.bytes.count
        hash = ContentHash(of: input.bytes).hex
    }

    init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        let fields = text.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false)
        guard fields.count == 4, let size = Int(fields[1]), let kind = InputKind(rawValue: String(fields[2])) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: text))
        }
        hash = String(fields[0])
        self.size = size
        self.kind = kind
        path = String(fields[3])
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode("\(hash) \(size) \(kind.rawValue) \(path)")
    }

    /// The stamps of `inputs`, in their order, hashed several at a time.
    static func stamps(of inputs: [InputFile]) -> [FileStamp] {
        let stamps = UnsafeResultBuffer<FileStamp>(count: inputs.count)
        DispatchQueue.concurrentPerform(iterations: inputs.count) { stamps[$0] = FileStamp(inputs[$0]) }
        return stamps.values.map { $0! }
    }
}

/// One file of the cache: the identity it answers, the files the run read, and its result.
struct CacheEntry: Codable, Sendable {
    var identity: String
    var inputs: [FileStamp]
    var discoveryProblems: [InputProblem]
    /// The workspaces discovery listed; their contents are among `reads`.
    var workspaces: [String]
    var reads: [FileReadLog.Record]
    var result: StoredResult
}

/// A `LintResult` as stored: its sources by path and content hash, rebuilt from the bytes the next run reads.
struct StoredResult: Codable, Sendable {
    /// Stored as `<hash> <path>`, like `FileStamp`.
    struct Source: Codable, Sendable {
        var path: String
        var hash: String

        init(path: String, hash: String) {
            self.path = path
            self.hash = hash
        }

        init(from decoder: any Decoder) throws {
            let text = try decoder.singleValueContainer().decode(String.self)
            let fields = text.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
            guard fields.count == 2 else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: text))
            }
            hash = String(fields[0])
            path = String(fields[1])
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode("\(hash) \(path)")
        }
    }

    struct Note: Codable, Sendable {
        var path: String
        var message: String
        var unrecognised: Bool
    }

    var findings: [Finding]
    var problems: [InputProblem]
    var filesRead: Int
    var sources: [Source]
    /// `HiddenFindings` in the order diff, baseline, suppressed, disabled.
    var hidden: [Int]
    var notes: [Note]
    var inputsRead: [InputKind]?

    init(_ result: LintResult) {
        findings = result.findings
        problems = result.problems
        filesRead = result.filesRead
        sources = result.sources.sorted { $0.key < $1.key }.map {
            Source(path: $0.key, hash: ContentHash(of: $0.value.bytes).hex)
        }
        hidden = [result.hidden.diff, result.hidden.baseline, result.hidden.suppressed, result.hidden.disabled]
        notes = result.notes.map { Note(path: $0.path, message: $0.message, unrecognised: $0.unrecognised) }
        inputsRead = result.inputsRead.map { $0.sorted { $0.rawValue < $1.rawValue } }
    }

    /// The result, or nil when a source's bytes are not among `bytesByHash` or the entry is malformed.
    func lintResult(bytesByHash: [String: [UInt8]]) -> LintResult? {
        guard hidden.count == 4 else { return nil }
        var files: [String: SourceFile] = [:]
        for source in sources {
            guard let bytes = bytesByHash[source.hash] else { return nil }
            files[source.path] = SourceFile(path: source.path, bytes: bytes)
        }
        return LintResult(
            findings: findings, problems: problems, filesRead: filesRead, sources: files,
            hidden: HiddenFindings(diff: hidden[0], baseline: hidden[1], suppressed: hidden[2], disabled: hidden[3]),
            notes: notes.map { InputNote(path: $0.path, message: $0.message, unrecognised: $0.unrecognised) },
            inputsRead: inputsRead.map(Set.init))
    }
}
