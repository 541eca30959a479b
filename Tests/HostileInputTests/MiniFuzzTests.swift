import Foundation
import Testing
import WakeLintCore
import WakeLintLogs
import WakeLintProject
import WakeLintSwift
import _WakeLintTestSupport

/// One reader under test: what it is fed and the invariant that must hold for any input.
struct FuzzedReader: Sendable {
    var name: String
    /// Real files whose mutations are fed (relative to the package root).
    var seeds: [String]
    var check: @Sendable ([UInt8]) -> Void

    static let all: [FuzzedReader] = [
        FuzzedReader(
            name: "plist",
            seeds: [
                "testdata/plist/info-background.plist", "testdata/plist/info-binary.plist",
                "testdata/plist/app.entitlements",
            ]
        ) { bytes in
            let result = PlistReader.read(SourceFile(path: "Info.plist", bytes: bytes))
            #expect((result.document == nil) != (result.problem == nil))
        },
        FuzzedReader(name: "pbxproj", seeds: ["testdata/pbxproj/Pulse.xcodeproj/project.pbxproj"]) { bytes in
            let file = SourceFile(path: "App.xcodeproj/project.pbxproj", bytes: bytes)
            if case .success(let project) = XcodeProject.read(file) {
                for target in project.targets {
                    for name in project.configurationNames {
                        _ = project.writtenSetting("INFOPLIST_FILE", target: target, configuration: name)
                    }
                }
            }
            _ = XCConfigReader.read(SourceFile(path: "Base.xcconfig", bytes: bytes))
        },
        FuzzedReader(
            name: "swift", seeds: ["testdata/projects/StepSyncDemo/StepSync/StepStore.swift", "testdata/swift"]
        ) { bytes in
            // The lexer's contract: tokens and their trivia tile the input exactly.
            var position = 0
            for token in SwiftLexer.tokenize(bytes) {
                if token.fullRange.lowerBound != position {
                    Issue.record("gap or overlap at \(position)")
                    return
                }
                position = token.fullRange.upperBound
            }
            #expect(position == bytes.count)
            // The parser and module index over the same bytes: a tree and an index, whatever the input.
            _ = ModuleIndex(files: [SwiftFile(file: SourceFile(path: "F.swift", bytes: bytes))])
        },
        FuzzedReader(name: "yaml", seeds: []) { bytes in
            let text = String(decoding: bytes, as: UTF8.self)
            _ = try? YAMLSubsetReader.read(text)
            _ = try? Configuration.parse(text, path: ".wakelint.yml", directory: "/p")
        },
        FuzzedReader(
            name: "logs", seeds: ["testdata/logs/log-show", "testdata/logs/xcode-console", "testdata/logs/ips"]
        ) { bytes in
            // Small chunks and a small line cap so short inputs cross chunk boundaries and get truncated.
            // Events come in order of their first line, with real line numbers; the prefiltered path
            // delivers every event holding a literal exactly as the full path does (its contract).
            let literal = "Missing com.apple.developer.healthkit"
            func read(_ prefilter: LiteralPrefilter?) -> (matches: [Int], firstLines: [Int], lineCount: Int) {
                var reader = LogReader(bytes: bytes, displayPath: "paste.log")
                reader.chunkSize = 7
                reader.maxLineBytes = 100
                var matches: [Int] = []
                var firstLines: [Int] = []
                let body = { (event: LogEvent) in
                    firstLines.append(event.firstLine)
                    if event.lines.contains(where: { $0.text.contains(literal) }) { matches.append(event.firstLine) }
                }
                let problem =
                    prefilter.map { reader.forEachEvent(prefilter: $0, body).problem } ?? reader.forEachEvent(body)
                // gzip magic is refused up front, by design; anything else is read to the end.
                if problem?.message.contains("gzip-compressed") != true {
                    #expect(problem == nil)
                    #expect(reader.statistics.bytesRead == bytes.count)
                }
                return (matches, firstLines, reader.statistics.lineCount)
            }
            let full = read(nil)
            #expect(full.firstLines == full.firstLines.sorted())
            #expect(full.firstLines.allSatisfy { (1...max(1, full.lineCount)).contains($0) })
            #expect(read(LiteralPrefilter(literals: [literal])).matches == full.matches)
        },
    ]
}

/// A deterministic mini-fuzz run in every `swift test`: seeded random and mutated inputs per reader, and every
/// input under `testdata/hostile/<reader>/` (minimised crashes of the libFuzzer harnesses in `Fuzz/`) replayed.
@Suite struct MiniFuzzTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let yamlSeed = Array(
        """
        disabled_rules:
          - hk-background-delivery-entitlement
        fail_on: error
        exclude: ["Pods/**", 'Generated/*.swift']
        rules:
          hk-background-delivery-entitlement:
            severity: warning
        """.utf8)

    static func seedFiles(_ reader: FuzzedReader) -> [[UInt8]] {
        var files: [[UInt8]] = reader.name == "yaml" ? [yamlSeed] : []
        for seed in reader.seeds {
            let path = root + "/" + seed
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            let paths =
                isDirectory.boolValue
                ? ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter {
                    !$0.hasSuffix(".expected")
                }
                .sorted().prefix(3).map { path + "/" + $0 }
                : [path]
            for file in paths {
                if let data = FileManager.default.contents(atPath: file) { files.append(Array(data.prefix(4 * 1024))) }
            }
        }
        return files
    }

    /// Byte flips, insertions of structural bytes, deletions, duplicated slices, truncation.
    static func mutate(_ input: [UInt8], using generator: inout SeededGenerator) -> [UInt8] {
        var bytes = input
        let structural = Array("<>/{}[]()\"'\\=;:,-&#*!?\n\t \0".utf8) + [0xFF, 0xC3, 0xE2]
        for _ in 0..<Int.random(in: 1...8, using: &generator) {
            guard !bytes.isEmpty else {
                bytes.append(structural.randomElement(using: &generator)!)
                continue
            }
            let at = Int.random(in: 0..<bytes.count, using: &generator)
            switch Int.random(in: 0..<5, using: &generator) {
            case 0: bytes[at] = UInt8.random(in: 0...255, using: &generator)
            case 1: bytes.insert(structural.randomElement(using: &generator)!, at: at)
            case 2: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...64, using: &generator)))
            case 3:
                let slice = bytes[at..<min(bytes.count, at + Int.random(in: 1...256, using: &generator))]
                bytes.insert(contentsOf: slice, at: Int.random(in: 0...bytes.count, using: &generator))
            default: bytes.removeSubrange(at...)
            }
        }
        return bytes
    }

    @Test(arguments: FuzzedReader.all.map(\.name))
    func seededRandomAndMutatedInputs(reader name: String) {
        let reader = FuzzedReader.all.first { $0.name == name }!
        var generator = SeededGenerator(seed: 0x5EED ^ UInt64(name.utf8.reduce(0) { $0 &* 31 &+ UInt64($1) }))
        let seeds = Self.seedFiles(reader)
        for _ in 0..<1_000 {
            let count = Int.random(in: 0...256, using: &generator)
            reader.check((0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) })
        }
        if !seeds.isEmpty {
            for _ in 0..<1_000 { reader.check(Self.mutate(seeds.randomElement(using: &generator)!, using: &generator)) }
        }
    }

    /// Every file under testdata/hostile/<reader>/ (fuzzer crashes, minimised) is replayed through its reader.
    @Test(arguments: FuzzedReader.all.map(\.name))
    func fuzzerFindingsStayFixed(reader name: String) throws {
        let reader = FuzzedReader.all.first { $0.name == name }!
        let directory = Self.root + "/testdata/hostile/" + name
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        #expect(!names.isEmpty, "no fixtures in \(directory)")
        for file in names.sorted() where !file.hasPrefix(".") {
            let data = try #require(FileManager.default.contents(atPath: directory + "/" + file))
            reader.check(Array(data))
        }
    }
}
