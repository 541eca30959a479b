import Dispatch
import Foundation
import WakeLintCore
import WakeLintProject
import WakeLintSwift

/// Reads the project under paths on disk: discovers its files, reads them, adds the projects a workspace
/// names outside the paths, and loads the whole (`ProjectLoader`). Files a project names outside the paths
/// (a shared Info.plist, an xcconfig) are read when the loader asks; nothing is read that discovery did not
/// list or a project did not name.
public enum ProjectFiles {
    /// The project under the paths, read and parsed, without running rules.
    public struct Loaded: Sendable {
        public var project: LoadedProject
        /// Problems met while discovering and reading, before parsing.
        public var problems: [InputProblem]
        /// Paths that do not exist (a usage error).
        public var missingPaths: [String]
    }

    /// The files discovery listed under the paths, read, before anything is parsed.
    public struct Discovered: Sendable {
        /// The files discovery listed and the configuration includes, in discovery order, with their bytes.
        public var inputs: [InputFile]
        /// Problems met while discovering and reading.
        public var problems: [InputProblem]
        /// Paths that do not exist (a usage error).
        public var missingPaths: [String]
        /// The workspaces discovery listed, read by `load` for the projects they name.
        public var workspaces: [FileDiscovery.File]
        /// The project files among `inputs`, parsed on other threads as soon as they were read.
        public var projects = PreparedProjects()
    }

    /// `includes` says whether a discovered file is linted (the configuration's globs); `progress` hears (files
    /// read, files to read) while files are read.
    public static func load(
        paths: [String], currentDirectory: String, includes: (String) -> Bool,
        residency: TreeResidency, progress: ((_ done: Int, _ total: Int) -> Void)? = nil
    ) -> Loaded {
        load(
            discover(paths: paths, currentDirectory: currentDirectory, includes: includes, progress: progress),
            currentDirectory: currentDirectory, residency: residency)
    }

    /// Discovers the files under the paths and reads those `includes` accepts, on another thread while the walk
    /// goes on (and on this one too once it is done), parsing project files as they are read when
    /// `prepareProjects`; `progress` hears (files read, files to read) after the walk, on the calling thread.
    public static func discover(
        paths: [String], currentDirectory: String, includes: (String) -> Bool, prepareProjects: Bool = true,
        progress: ((_ done: Int, _ total: Int) -> Void)? = nil
    ) -> Discovered {
        let reads = BackgroundReads(prepareProjects: prepareProjects)
        var batch: [FileDiscovery.File] = []
        let discovery = FileDiscovery(paths: paths, currentDirectory: currentDirectory) { file in
            guard includes(file.path) else { return }
            batch.append(file)
            // A project file is read at once: it is parsed as soon as it is read.
            if batch.count == BackgroundReads.batch || file.kind == .pbxproj {
                reads.start(batch)
                batch = []
            }
        }
        reads.start(batch)
        let files = discovery.files.filter { reads.isStarted($0.path) }
        // The walk is done: this thread reads what is left beside the reading thread, then waits for it.
        while let done = reads.readNextBatch() { progress?(done, files.count) }
        while let done = reads.wait(upTo: .milliseconds(100)) { progress?(done, files.count) }
        var problems = discovery.problems
        var inputs: [InputFile] = []
        for file in files {
            switch reads.contents(of: file.path) {
            case .success(let bytes):
                inputs.append(InputFile(displayPath: file.displayPath, bytes: bytes, kind: file.kind))
            case .failure(let reason): problems.append(InputProblem(path: file.displayPath, message: reason.message))
            }
        }
        return Discovered(
            inputs: inputs, problems: problems, missingPaths: discovery.missingPaths, workspaces: discovery.workspaces,
            projects: reads.projects)
    }

    /// Files read a batch at a time, in the order started, by a thread of their own (the walk keeps the other core)
    /// and by whoever calls `readNextBatch`; by path; safe to use from any thread. Project files are handed to
    /// `projects` as they are read, when prepared.
    private final class BackgroundReads: @unchecked Sendable {
        static let batch = 16
        let projects = PreparedProjects()
        private let prepareProjects: Bool
        private let lock = NSLock()
        private let group = DispatchGroup()
        private let queue = DispatchQueue(label: "wakelint.reads")
        private var results: [String: Result<[UInt8], InputProblem.Reason>] = [:]
        private var started: Set<String> = []
        /// Batches started and not taken yet, from `nextPending` on.
        private var pending: [[FileDiscovery.File]] = []
        private var nextPending = 0

        init(prepareProjects: Bool) { self.prepareProjects = prepareProjects }

        func start(_ files: [FileDiscovery.File]) {
            guard !files.isEmpty else { return }
            lock.withLock {
                started.formUnion(files.map(\.path))
                pending.append(files)
            }
            queue.async(group: group) { [self] in _ = readNextBatch() }
        }

        /// Reads the oldest batch not taken yet; nil when none is left, else how many files are read.
        func readNextBatch() -> Int? {
            let taken = lock.withLock { () -> [FileDiscovery.File]? in
                guard nextPending < pending.count else { return nil }
                nextPending += 1
                return pending[nextPending - 1]
            }
            guard let files = taken else { return nil }
            for file in files {
                let contents = InputReader.contents(of: file.path)
                lock.withLock { results[file.path] = contents }
                if prepareProjects, file.kind == .pbxproj, case .success(let bytes) = contents {
                    projects.parse(SourceFile(path: file.displayPath, bytes: bytes))
                }
            }
            return lock.withLock { results.count }
        }

        func isStarted(_ path: String) -> Bool { lock.withLock { started.contains(path) } }

        /// Nil once every read is done; else, after `timeout`, how many are.
        func wait(upTo timeout: DispatchTimeInterval) -> Int? {
            group.wait(timeout: .now() + timeout) == .success ? nil : lock.withLock { results.count }
        }

        /// What reading a started path gave, once `wait` returned nil.
        func contents(of path: String) -> Result<[UInt8], InputProblem.Reason> {
            lock.withLock { results[path]! }
        }
    }

    /// Reads a file a project names, by a path relative to `currentDirectory` or absolute: as written, else (Xcode
    /// projects live on case-insensitive volumes: `app/Info.plist` opens `App/Info.plist` there) the one
    /// path that differs from it only in letter case. Nil when neither can be read.
    public static func fileReader(currentDirectory: String) -> @Sendable (String) -> FileRead? {
        let base = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
        return { path in
            let absolute = path.hasPrefix("/") ? path : base + path
            if let bytes = try? InputReader.contents(of: absolute).get() { return FileRead(path: path, bytes: bytes) }
            guard let found = CaseInsensitivePath.existing(absolute),
                let bytes = try? InputReader.contents(of: found).get()
            else { return nil }
            return FileRead(
                path: path.hasPrefix("/") || !found.hasPrefix(base) ? found : String(found.dropFirst(base.count)),
                bytes: bytes)
        }
    }

    /// Parses what `discover` read, adding the projects its workspaces name and reading the files projects name
    /// outside it; `readLog` hears every such read, with what it found.
    public static func load(
        _ discovered: Discovered, currentDirectory: String, residency: TreeResidency,
        readLog: FileReadLog? = nil
    ) -> Loaded {
        var inputs = discovered.inputs
        var problems = discovered.problems
        let reader = fileReader(currentDirectory: currentDirectory)
        let readFile: (String) -> FileRead? = { path in
            let read = reader(path)
            readLog?.record(asked: path, found: read)
            return read
        }
        // Projects a workspace names outside the linted paths join the run like discovered ones.
        var known = Set(inputs.map { PathNormalizer.normalize($0.displayPath) })
        for workspace in discovered.workspaces {
            let contents = try? InputReader.contents(of: workspace.path).get()
            readLog?.record(asked: workspace.path, found: contents.map { FileRead(path: workspace.path, bytes: $0) })
            guard let bytes = contents else { continue }
            var submodules: [(name: String, path: String)]?
            for project in XcodeWorkspace.projectFiles(in: SourceFile(path: workspace.displayPath, bytes: bytes))
            where known.insert(project).inserted {
                if let read = readFile(project) {
                    inputs.append(
                        InputFile(displayPath: PathNormalizer.normalize(read.path), bytes: read.bytes, kind: .pbxproj))
                } else if !project.hasSuffix("Pods/Pods.xcodeproj/project.pbxproj") {
                    // CocoaPods' project appears with `pod install`; it builds the pods, not the app.
                    if submodules == nil {
                        submodules = submodulePaths(beside: workspace.displayPath, readFile: readFile)
                    }
                    let submodule = submodules?.first { PathNormalizer.normalize(project).hasPrefix($0.path + "/") }?
                        .name
                    let why =
                        submodule.map {
                            ": it is in the git submodule '\($0)', which is not checked out (git submodule update --init)"
                        } ?? ""
                    problems.append(
                        InputProblem(
                            path: workspace.displayPath,
                            message: "the workspace names '\(project)', which could not be read\(why)"))
                }
            }
        }
        return Loaded(
            project: ProjectLoader.load(
                inputs, residency: residency, readFile: readFile, projects: discovered.projects),
            problems: problems, missingPaths: discovered.missingPaths)
    }

    /// The folder holding `App.xcworkspace`, from the path of its `contents.xcworkspacedata`.
    package static func folder(of workspace: String) -> String {
        PathNormalizer.normalize(workspace).split(separator: "/", omittingEmptySubsequences: false).dropLast(2).joined(
            separator: "/")
    }

    /// The submodules the `.gitmodules` beside a workspace lists: each name as written and its folder as a path
    /// like the projects' (a checkout without `--recursive` leaves those folders empty).
    package static func submodulePaths(beside workspace: String, readFile: (String) -> FileRead?) -> [(
        name: String, path: String
    )] {
        let folder = folder(of: workspace)
        guard let bytes = readFile(folder.isEmpty ? ".gitmodules" : folder + "/.gitmodules")?.bytes else { return [] }
        return String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline).compactMap { line in
            let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, parts[0] == "path", !parts[1].isEmpty else { return nil }
            return (parts[1], (folder.isEmpty ? "" : folder + "/") + parts[1])
        }
    }
}

/// Every file a load read besides the discovered ones (workspaces, files projects name), with what it found:
/// the path asked for, and the path found and a hash of its bytes, or nothing. Safe to record from any thread.
public final class FileReadLog: @unchecked Sendable {
    public struct Record: Sendable, Hashable, Codable {
        public var asked: String
        /// Nil when nothing could be read.
        public var found: String?
        /// `ContentHash` of the bytes read, in hex.
        public var hash: String?

        public init(asked: String, found: FileRead?) {
            self.asked = asked
            self.found = found?.path
            hash = found.map { ContentHash(of: $0.bytes).hex }
        }
    }

    private let lock = NSLock()
    private var records: [Record] = []

    public init() {}

    public func record(asked: String, found: FileRead?) {
        let record = Record(asked: asked, found: found)
        lock.withLock { records.append(record) }
    }

    /// The reads so far, in the order they were recorded.
    public var reads: [Record] { lock.withLock { records } }
}

/// Project files parsed on other threads while the run goes on: each takes as long to parse as hundreds of Swift
/// files, so they start as soon as discovery has read them. Safe to use from any thread.
public final class PreparedProjects: @unchecked Sendable {
    private let lock = NSLock()
    private let group = DispatchGroup()
    private var results: [String: (bytes: [UInt8], project: Result<XcodeProject, PlistProblem>)] = [:]
    private var started = 0

    public init() {}

    /// Whether no parse was started.
    var isEmpty: Bool { lock.withLock { started == 0 } }

    /// Starts parsing `file` on another thread.
    func parse(_ file: SourceFile) {
        lock.withLock { started += 1 }
        DispatchQueue.global().async(group: group) { [self] in
            let project = XcodeProject.read(file)
            lock.withLock { results[file.path] = (file.bytes, project) }
        }
    }

    /// What parsing `file` gave, waiting for the parses started; nil when none was started for these bytes. Handed
    /// out once: the project is kept by whoever takes it, not here.
    func take(_ file: SourceFile) -> Result<XcodeProject, PlistProblem>? {
        group.wait()
        return lock.withLock {
            results.removeValue(forKey: file.path).flatMap { $0.bytes == file.bytes ? $0.project : nil }
        }
    }
}
