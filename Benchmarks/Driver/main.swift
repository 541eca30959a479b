#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import WakeLintCore
import WakeLintLogs
import WakeLintSwift

/// One-core front-end throughput: every `.swift` file under the given folder is read into memory first,
/// then lexed, lexed+parsed, and lexed+parsed+indexed, each pass timed alone (best of `--repeat`).
///
///   wakelint-frontend-bench FOLDER [--repeat N] [--only lex|parse|index|build]
///     (`build`: builds trees and index once, in fresh memory, and exits without freeing them, as
///     `wakelint lint` does; for profilers)
///   wakelint-frontend-bench --logs FILE [LITERAL...]   log reading paths, streamed from disk, one pass each
struct Corpus {
    var files: [SourceFile] = []
    var bytes: Int { files.reduce(0) { $0 + $1.bytes.count } }

    init(folder: String) {
        walk(folder)
        files.sort { $0.path < $1.path }
    }

    private mutating func walk(_ directory: String) {
        guard let handle = opendir(directory) else { return }
        defer { closedir(handle) }
        while let entry = readdir(handle) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            let path = directory + "/" + name
            var info = stat()
            guard stat(path, &info) == 0 else { continue }
            if info.st_mode & S_IFMT == S_IFDIR { walk(path) } else if name.hasSuffix(".swift") { files.append(read(path)) }
        }
    }

    private func read(_ path: String) -> SourceFile {
        guard let stream = fopen(path, "rb") else { return SourceFile(path: path, bytes: []) }
        defer { fclose(stream) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = fread(&chunk, 1, chunk.count, stream)
            if count == 0 { break }
            bytes += chunk[0..<count]
        }
        return SourceFile(path: path, bytes: bytes)
    }
}

#if canImport(Glibc)
/// glibc's `malloc_trim`, which the Glibc module does not export: hands freed heap pages back to the system.
@_silgen_name("malloc_trim") func mallocTrim(_ pad: Int) -> Int32
#endif

func seconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

/// Runs `pass` `repeats` times and returns the fastest time; `checksum` keeps the work from being optimised away.
func best(_ repeats: Int, _ pass: () -> Int) -> (seconds: Double, checksum: Int) {
    var fastest = Double.infinity
    var checksum = 0
    for _ in 0..<repeats {
        let start = seconds()
        checksum = pass()
        fastest = min(fastest, seconds() - start)
    }
    return (fastest, checksum)
}

var arguments = Array(CommandLine.arguments.dropFirst())

/// The log pipeline's layers on one core: raw lines only, prefiltered events (what `wakelint logs` does:
/// LogDiagnosis uses the prefilter), and full event assembly of every line.
func benchmarkLogs(_ path: String, literals: [String]) {
    var info = stat()
    stat(path, &info)
    let megabytes = Double(info.st_size) / 1_048_576
    func pass(_ name: String, _ body: (inout LogReader) -> Int) {
        var reader = LogReader(path: path, displayPath: path)
        let start = seconds()
        let checksum = body(&reader)
        let elapsed = seconds() - start
        let label = name + String(repeating: " ", count: max(0, 26 - name.count))
        print("\(label)\(fixed(elapsed, 3, width: 8)) s \(fixed(megabytes / elapsed, 1, width: 9)) MB/s   (checksum \(checksum))")
    }
    print("log: \(fixed(megabytes, 1)) MB; one core, one pass each; literals: \(literals)")
    pass("raw lines") { reader in
        var count = 0
        _ = reader.forEachRawLine { _ in count += 1; return true }
        return count
    }
    var assembled = (events: 0, skippedLines: 0)
    pass("prefiltered events") { reader in
        var count = 0
        let result = reader.forEachEvent(prefilter: LiteralPrefilter(literals: literals)) { _ in count += 1 }
        assembled = (count, result.skippedLines)
        return count + result.skippedLines
    }
    print("  (\(assembled.events) events assembled, \(assembled.skippedLines) lines skipped)")
    pass("all events assembled") { reader in
        var count = 0
        _ = reader.forEachEvent { _ in count += 1 }
        return count
    }
}
var repeats = 3
var only: String?
if let at = arguments.firstIndex(of: "--repeat"), at + 1 < arguments.count {
    repeats = Int(arguments[at + 1]) ?? 3
    arguments.removeSubrange(at...(at + 1))
}
if let at = arguments.firstIndex(of: "--only"), at + 1 < arguments.count {
    only = arguments[at + 1]
    arguments.removeSubrange(at...(at + 1))
}
if arguments.first == "--logs", arguments.count >= 2 {
    benchmarkLogs(arguments[1], literals: Array(arguments.dropFirst(2)))
    exit(0)
}
guard let folder = arguments.first else {
    print("usage: wakelint-frontend-bench FOLDER [--repeat N] [--only lex|parse|index|build] | --logs FILE [LITERAL...]")
    exit(2)
}
/// `value` with `digits` decimals, right-aligned in `width` (no Foundation in this driver).
func fixed(_ value: Double, _ digits: Int, width: Int = 0) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = "\(Int(rounded))"
    if digits > 0 {
        let fraction = Int(((rounded - Double(Int(rounded))) * scale).rounded())
        let digitsText = "\(fraction)"
        text += "." + String(repeating: "0", count: digits - digitsText.count) + digitsText
    }
    return String(repeating: " ", count: max(0, width - text.count)) + text
}

let corpus = Corpus(folder: folder)
let megabytes = Double(corpus.bytes) / 1_048_576
print("corpus: \(corpus.files.count) files, \(fixed(megabytes, 1)) MB; one core, best of \(repeats)")

func report(_ name: String, _ result: (seconds: Double, checksum: Int)) {
    let label = name + String(repeating: " ", count: max(0, 26 - name.count))
    print("\(label)\(fixed(result.seconds, 3, width: 8)) s \(fixed(megabytes / result.seconds, 1, width: 9)) MB/s   (checksum \(result.checksum))")
}

if only == "build" {
    let start = seconds()
    let index = ModuleIndex(files: corpus.files.map { SwiftFile(file: $0) })
    report("build only, fresh memory", (seconds() - start, index.callSites.count))
    exit(0)
}
if only == nil || only == "lex" {
    report("lex", best(repeats) {
        corpus.files.reduce(0) { $0 + SwiftLexer.tokenize($1.bytes).count }
    })
}
/// Builds a model `repeats` times in memory the process has not used yet (freed memory is handed back to the
/// system between runs, as a fresh `wakelint lint` process starts), then releases it; the fastest build and
/// release. `wakelint lint` only pays the build: it leaves its models to process exit.
func freshMemory<Model>(_ repeats: Int, _ build: () -> Model, checksum: (Model) -> Int) -> (building: Double, releasing: Double, checksum: Int) {
    var building = Double.infinity
    var releasing = Double.infinity
    var sum = 0
    for _ in 0..<repeats {
        #if canImport(Glibc)
        _ = mallocTrim(0)
        #endif
        let start = seconds()
        var model: Model? = build()
        let built = seconds()
        sum = model.map(checksum) ?? 0
        model = nil
        releasing = min(releasing, seconds() - built)
        building = min(building, built - start)
        _ = model
    }
    return (building, releasing, sum)
}

if only == nil || only == "parse" {
    report("lex+parse", best(repeats) {
        corpus.files.reduce(0) { $0 + SwiftFile(file: $1).items.count }
    })
    // Every tree kept, as a lint holds those the rules read (the index lets the others go).
    let kept = freshMemory(repeats, {
        corpus.files.map { file in
            let swift = SwiftFile(file: file)
            swift.holdTree()
            _ = swift.items
            return swift
        }
    }, checksum: { $0.reduce(0) { $0 + $1.items.count } })
    report("  all kept, fresh memory", (kept.building, kept.checksum))
}
if only == nil || only == "index" {
    report("lex+parse+index", best(repeats) {
        let files = corpus.files.map { SwiftFile(file: $0) }
        let index = ModuleIndex(files: files)
        return index.callSites.count
    })
    // The same pass split in two: building the trees and the index in fresh memory, and releasing them.
    let split = freshMemory(repeats, { ModuleIndex(files: corpus.files.map { SwiftFile(file: $0) }) }, checksum: { $0.callSites.count })
    report("  building, fresh memory", (split.building, split.checksum))
    report("  releasing", (split.releasing, split.checksum))
}
