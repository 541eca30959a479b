import Foundation
import WakeLintCore

/// Everything a command touches of its process, so tests run commands without spawning processes.
public struct CommandEnvironment: Sendable {
    public var currentDirectory: String
    public var standardInput: Int32
    public var standardInputIsTerminal: Bool
    public var standardOutputIsTerminal: Bool
    public var variables: [String: String]
    /// Where a transient progress line goes (a terminal's standard error), or nil for none.
    public var progress: (@Sendable (String) -> Void)?
    /// Takes what a run built once the command is done with it; nil lets it be freed as usual (tests).
    public var keepUntilExit: (@Sendable (any Sendable) -> Void)?
    /// What the result cache keys its entries by as wakelint's version: in a process, the version and a stamp of
    /// the executable (so a rebuild of the same version misses); nil turns the cache off.
    public var cacheVersion: String? = WakeLintVersion.current

    public init(
        currentDirectory: String, standardInput: Int32 = 0, standardInputIsTerminal: Bool = true,
        standardOutputIsTerminal: Bool = false, variables: [String: String] = [:],
        progress: (@Sendable (String) -> Void)? = nil, keepUntilExit: (@Sendable (any Sendable) -> Void)? = nil
    ) {
        self.progress = progress
        self.keepUntilExit = keepUntilExit
        self.currentDirectory = currentDirectory
        self.standardInput = standardInput
        self.standardInputIsTerminal = standardInputIsTerminal
        self.standardOutputIsTerminal = standardOutputIsTerminal
        self.variables = variables
    }

    public static func current() -> CommandEnvironment {
        var environment = CommandEnvironment(
            currentDirectory: FileManager.default.currentDirectoryPath, standardInput: 0,
            standardInputIsTerminal: isatty(0) == 1, standardOutputIsTerminal: isatty(1) == 1,
            variables: ProcessInfo.processInfo.environment,
            progress: isatty(2) == 1 ? writeProgress : nil, keepUntilExit: neverFree)
        environment.cacheVersion = executableStamp().map { "\(WakeLintVersion.current) (\($0))" }
        return environment
    }

    /// The running executable's path, size, inode and modification time, which every build or install changes;
    /// nil when it cannot be found.
    static func executableStamp() -> String? {
        #if os(Linux)
            // The link the kernel keeps to the running executable (read without setting up Foundation's `Bundle`).
            var target = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink("/proc/self/exe", &target, target.count - 1)
            guard count > 0 else { return nil }
            let path = String(decoding: target[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
            guard let path = Bundle.main.executablePath else { return nil }
        #endif
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
            let modified = info.st_mtimespec
        #else
            let modified = info.st_mtim
        #endif
        return "\(path) \(info.st_size) bytes, inode \(info.st_ino), modified \(modified.tv_sec).\(modified.tv_nsec)"
    }

    /// Never frees the value: the process's exit returns the memory at once, where freeing a large project's
    /// syntax trees node by node would only take time.
    @Sendable static func neverFree(_ value: any Sendable) {
        _ = Unmanaged.passRetained(KeptValue(value))
    }

    private final class KeptValue: Sendable {
        let value: any Sendable
        init(_ value: any Sendable) { self.value = value }
    }

    /// Overwrites the same terminal line on standard error; an empty line clears it.
    @Sendable static func writeProgress(_ line: String) {
        FileHandle.standardError.write(Data(("\r\u{1B}[K" + line).utf8))
    }
}

/// What a command printed and its exit status: 0 clean, 1 findings at or above `--fail-on`, 2 usage error.
public struct CommandResult: Sendable, Equatable {
    public var standardOutput: String
    public var standardError: String
    public var status: Int32

    public static let clean: Int32 = 0
    public static let findings: Int32 = 1
    public static let usageError: Int32 = 2
}
