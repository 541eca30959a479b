import WakeLintCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Walks the paths given on the command line and lists the files wakelint reads, with a problem entry
/// for each oddity (missing path, unreadable directory, link loop, a path that is no regular file) instead of failing;
/// `InputReader` says which files are too large to read.
public struct FileDiscovery: Sendable {
    /// Directories never entered: build output, dependencies, VCS metadata.
    public static let skippedDirectories: Set<String> = [
        ".git", ".build", "DerivedData", "Pods", "Carthage", "node_modules", ".swiftpm", "xcuserdata",
    ]
    /// Files larger than this are listed as problems by `InputReader`, never read.
    public static let maximumFileSize = 16 * 1024 * 1024

    public struct File: Sendable, Hashable {
        /// Path to open.
        public var path: String
        /// Path shown to users: relative to the current directory when below it.
        public var displayPath: String
        public var kind: InputKind
    }

    public var files: [File] = []
    /// `*.xcworkspace/contents.xcworkspacedata` files: they name projects that may lie outside the given paths.
    public var workspaces: [File] = []
    public var problems: [InputProblem] = []
    /// Paths given by the user that do not exist (a usage error for the CLI, not an input problem).
    public var missingPaths: [String] = []

    private var visitedDirectories: Set<FileIdentity> = []
    /// The directories being walked, outermost first: a link back to one of them is a loop.
    private var ancestors: [FileIdentity] = []
    /// Directories reached through a symbolic link, walked after every directory reached without one, so that
    /// files are listed under their real path (`CustomEntitlementComputation -> Sources`).
    private var linkedDirectories: [(path: String, display: String, depth: Int, ancestors: [FileIdentity])] = []
    private let currentDirectory: String

    private struct FileIdentity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    /// `found` hears each file as it is listed, in walk order, so reading can start before the walk ends.
    public init(paths: [String], currentDirectory: String, found: (File) -> Void = { _ in }) {
        self.currentDirectory = currentDirectory
        for path in paths {
            let absolute = path.hasPrefix("/") ? path : Self.join(currentDirectory, path)
            var info = stat()
            guard stat(absolute, &info) == 0 else {
                missingPaths.append(path)
                continue
            }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                walk(directory: absolute, display: Self.normalized(path), depth: 0, found: found)
            } else {
                // A file named explicitly is read whatever its name, as Swift when unknown.
                consider(path: absolute, display: Self.normalized(path), info: info, found: found)
            }
        }
        while !linkedDirectories.isEmpty {
            let link = linkedDirectories.removeFirst()
            ancestors = link.ancestors
            walk(directory: link.path, display: link.display, depth: link.depth, found: found)
        }
        files.sort { $0.displayPath < $1.displayPath }
    }

    /// Which files wakelint reads: Swift sources, Info-like plists, entitlements, pbxproj, xcconfig.
    public static func kind(ofFileNamed name: String) -> InputKind? {
        guard let kind = InputKind(path: name) else { return nil }
        if kind == .plist {
            // `Info-live.plist`, `Info_Debug.plist`: one per environment, named in XcodeGen's `project.yml`.
            let perEnvironment = ["Info-", "Info_", "Info."].contains { name.hasPrefix($0) }
            let isInfoLike = name.hasSuffix("Info.plist") && name != "GoogleService-Info.plist" || perEnvironment
            return isInfoLike ? .plist : nil
        }
        return kind
    }

    private mutating func walk(directory: String, display: String, depth: Int, found: (File) -> Void) {
        var info = stat()
        guard stat(directory, &info) == 0 else {
            problems.append(InputProblem(path: display, message: "cannot read directory: \(Self.errorText())"))
            return
        }
        let identity = FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        guard visitedDirectories.insert(identity).inserted else {
            // A link back to a directory being walked is a loop; another path to a directory already read is an
            // alias, whose files are linted under their own path.
            if ancestors.contains(identity) {
                problems.append(
                    InputProblem(path: display, message: "symbolic link loop: directory already visited; skipped"))
            }
            return
        }
        guard depth < 256 else {
            problems.append(InputProblem(path: display, message: "directory nesting deeper than 256 levels; skipped"))
            return
        }
        ancestors.append(identity)
        defer { ancestors.removeLast() }
        guard let entries = Self.entries(of: directory) else {
            problems.append(InputProblem(path: display, message: "cannot read directory: \(Self.errorText())"))
            return
        }
        // Project folders first, so that project files are read (and parsed) while the walk goes on.
        for entry in entries.sorted(by: {
            ($0.isProjectFolder ? 0 : 1, $0.name) < ($1.isProjectFolder ? 0 : 1, $1.name)
        }) {
            let name = entry.name
            let kind = Self.kind(ofFileNamed: name)
            // A regular file of a name wakelint does not read (most of an app's files) needs no `stat`.
            if entry.isRegularFile, kind == nil, name != XcodeWorkspace.dataFileName {
                continue
            }
            let path = Self.join(directory, name)
            let childDisplay = display == "." ? name : Self.join(display, name)
            // An entry the directory states is a directory or a regular file is no link: `walk` stats a directory
            // itself, and a regular file of a kind wakelint reads needs no `stat` (`InputReader` checks its size).
            if entry.isRegularFile, let kind {
                files.append(File(path: path, displayPath: childDisplay, kind: kind))
                found(files[files.count - 1])
                continue
            }
            if entry.isDirectory {
                if !Self.skippedDirectories.contains(name) {
                    walk(directory: path, display: childDisplay, depth: depth + 1, found: found)
                }
                continue
            }
            var linkInfo = stat()
            guard entry.isRegularFile || lstat(path, &linkInfo) == 0 else { continue }
            var target = stat()
            guard stat(path, &target) == 0 else {
                if (linkInfo.st_mode & S_IFMT) == S_IFLNK, Self.kind(ofFileNamed: name) != nil || errno == ELOOP {
                    problems.append(
                        InputProblem(path: childDisplay, message: "cannot follow symbolic link: \(Self.errorText())"))
                }
                continue
            }
            if (target.st_mode & S_IFMT) == S_IFDIR {
                guard !Self.skippedDirectories.contains(name) else { continue }
                if (linkInfo.st_mode & S_IFMT) == S_IFLNK {
                    linkedDirectories.append((path, childDisplay, depth + 1, ancestors))
                } else {
                    walk(directory: path, display: childDisplay, depth: depth + 1, found: found)
                }
            } else if kind != nil {
                consider(path: path, display: childDisplay, info: target, found: found)
            } else if name == XcodeWorkspace.dataFileName, directory.hasSuffix(".xcworkspace"),
                !directory.hasSuffix(".xcodeproj/project.xcworkspace"),
                (target.st_mode & S_IFMT) == S_IFREG, Int(target.st_size) <= Self.maximumFileSize
            {
                // The workspace inside every .xcodeproj only names its own project; real workspaces sit beside them.
                workspaces.append(File(path: path, displayPath: childDisplay, kind: .pbxproj))
            }
        }
    }

    private mutating func consider(path: String, display: String, info: stat, found: (File) -> Void) {
        // The name after the last `/`, found on bytes (a file's path never ends with one).
        let name =
            path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[path.utf8.index(after: $0)...]) } ?? path
        let kind = Self.kind(ofFileNamed: name) ?? InputKind(path: name) ?? .swift
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            problems.append(InputProblem(path: display, message: "not a regular file; skipped"))
            return
        }
        files.append(File(path: path, displayPath: display, kind: kind))
        found(files[files.count - 1])
    }

    /// A directory entry: its name and its type as the directory states it (`DT_REG`, `DT_DIR`, `DT_LNK`, …;
    /// `DT_UNKNOWN` when the file system does not say).
    private struct Entry {
        var name: String
        var type: UInt8

        var isRegularFile: Bool { type == UInt8(DT_REG) }
        /// A directory, not a link to one.
        var isDirectory: Bool { type == UInt8(DT_DIR) }
        /// `App.xcodeproj`, a directory.
        var isProjectFolder: Bool { isDirectory && name.hasSuffix(".xcodeproj") }
    }

    /// A directory's entries but `.` and `..`.
    private static func entries(of directory: String) -> [Entry]? {
        guard let handle = opendir(directory) else { return nil }
        defer { closedir(handle) }
        var entries: [Entry] = []
        while let entry = readdir(handle) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name != "." && name != ".." { entries.append(Entry(name: name, type: entry.pointee.d_type)) }
        }
        return entries
    }

    static func join(_ base: String, _ name: String) -> String {
        base.hasSuffix("/") ? base + name : base + "/" + name
    }

    /// `./App/` → `App`; keeps `..` and absolute paths as given.
    static func normalized(_ path: String) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        parts.removeAll { $0 == "." }
        let joined = parts.joined(separator: "/")
        if path.hasPrefix("/") { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    private static func errorText() -> String { String(cString: strerror(errno)) }
}

/// Reads a discovered file whole, or says why not (not a regular file, over 16 MiB, unreadable).
public enum InputReader {
    public static func contents(of path: String) -> Result<[UInt8], InputProblem.Reason> {
        // Discovery saw a regular file, but it may have been replaced since (by a FIFO, which a blocking
        // open would wait on forever): open without blocking and check again what was opened.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.init("cannot open: \(String(cString: strerror(errno)))")) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            return .failure(.init("not a regular file; skipped"))
        }
        guard Int(info.st_size) <= FileDiscovery.maximumFileSize else {
            let tenthsOfMebibytes = (Double(info.st_size) / 1_048_576 * 10).rounded() / 10
            return .failure(.init("file is \(tenthsOfMebibytes) MiB, over the 16 MiB limit; skipped"))
        }
        // Read into an array of the size `fstat` gives (one byte more, to see a file that grew), without zeroing
        // or copying a chunk per file.
        var failure: Int32?
        var bytes = [UInt8](unsafeUninitializedCapacity: max(0, Int(info.st_size)) + 1) { buffer, initialized in
            var filled = 0
            while filled < buffer.count {
                let count = read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    break
                }
                if count == 0 { break }
                filled += count
            }
            initialized = filled
        }
        if let failure { return .failure(.init("cannot read: \(String(cString: strerror(failure)))")) }
        if bytes.count > FileDiscovery.maximumFileSize {
            return .failure(.init("file grew over the 16 MiB limit while reading; skipped"))
        }
        // The file is as large as `fstat` said unless it filled the extra byte: then read on (it grew, or is one
        // whose size `fstat` does not know).
        guard bytes.count > Int(info.st_size) else { return .success(bytes) }
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.init("cannot read: \(String(cString: strerror(errno)))"))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > FileDiscovery.maximumFileSize {
                return .failure(.init("file grew over the 16 MiB limit while reading; skipped"))
            }
        }
        return .success(bytes)
    }
}

extension InputProblem {
    /// Why an input could not be used, before a path is attached.
    public struct Reason: Error, Sendable {
        public var message: String
        public init(_ message: String) { self.message = message }
    }
}
