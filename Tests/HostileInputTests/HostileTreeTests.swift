import Foundation
import Testing
import WakeLintCore
import WakeLintProject
import _WakeLintTestSupport

@testable import WakeLintCLI
@testable import WakeLintModel

/// Hostile files and trees through the whole command, in process. Every case ends in a normal result or a
/// problem entry naming the file; the whole problems list is asserted so that nothing is silently dropped
/// and nothing unexpected is reported.
@Suite struct HostileTreeTests {
    let root: String

    init() throws {
        root =
            FileManager.default.temporaryDirectory.appendingPathComponent("wakelint-hostile-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    func write(_ relative: String, _ bytes: [UInt8]) throws {
        let url = URL(fileURLWithPath: root + "/" + relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    func write(_ relative: String, _ text: String) throws { try write(relative, Array(text.utf8)) }

    func run(_ arguments: [String]) -> CommandResult {
        WakeLintCommand.run(arguments, in: CommandEnvironment(currentDirectory: root))
    }

    /// `problems` of a JSON report as "path: message", and findings as "path:line rule".
    func report(_ result: CommandResult) throws -> (problems: [String], findings: [String]) {
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any],
            "not JSON: \(result.standardOutput.prefix(300)) \(result.standardError)")
        let problems = try #require(object["problems"] as? [[String: Any]]).map { "\($0["path"]!): \($0["message"]!)" }
        let findings = try #require(object["findings"] as? [[String: Any]]).map {
            "\($0["path"]!):\($0["line"]!) \($0["ruleId"] ?? $0["rule"] ?? "?")"
        }
        return (problems, findings)
    }

    static let brokenDelivery =
        "import HealthKit\nlet store = HKHealthStore()\nstore.enableBackgroundDelivery(for: t, frequency: .hourly) { _, _ in }\n"
    /// What `brokenDelivery` raises, both on its line 3: no observer query in the target, and the error ignored.
    static let brokenDeliveryRules: [Substring] = ["hk-delivery-without-observer", "hk-delivery-error-ignored"]

    // MARK: - lint

    /// A folder linked under another name (RevenueCat's `CustomEntitlementComputation -> Sources`, which sorts first)
    /// is read once, under its real path, and is no problem; a link back to a folder being walked still is a loop.
    @Test func linkedFoldersAreReadUnderTheirRealPath() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write("Sources/Kit/Delivery.swift", Self.brokenDelivery)
        try FileManager.default.createSymbolicLink(atPath: root + "/Alias", withDestinationPath: "Sources")
        try FileManager.default.createSymbolicLink(atPath: root + "/Sources/Kit/Up", withDestinationPath: "..")
        let (problems, findings) = try report(run(["lint", "--format", "json", "."]))
        #expect(problems == ["Sources/Kit/Up: symbolic link loop: directory already visited; skipped"])
        #expect(findings == Self.brokenDeliveryRules.map { "Sources/Kit/Delivery.swift:3 \($0)" })
    }

    @Test func specialFilesAreSkippedWithoutBlocking() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/App", withIntermediateDirectories: true)
        // A FIFO with no writer: opening it for reading would block forever.
        #expect(mkfifo(root + "/App/Info.plist", 0o644) == 0)
        try FileManager.default.createSymbolicLink(
            atPath: root + "/App/Zero.entitlements", withDestinationPath: "/dev/zero")
        try FileManager.default.createSymbolicLink(atPath: root + "/App/Null.swift", withDestinationPath: "/dev/null")
        // A directory with a source file's name (tests run as root, so permissions cannot make a file unreadable).
        try FileManager.default.createDirectory(atPath: root + "/App/Folder.swift", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: root + "/App/Gone.swift", withDestinationPath: "Deleted.swift")
        try write("App/Real.swift", Self.brokenDelivery)

        let result = run(["lint", "--format", "json", "."])
        let (problems, findings) = try report(result)
        #expect(
            problems == [
                "App/Gone.swift: cannot follow symbolic link: No such file or directory",
                "App/Info.plist: not a regular file; skipped",
                "App/Null.swift: not a regular file; skipped",
                "App/Zero.entitlements: not a regular file; skipped",
            ])
        #expect(
            findings.map { $0.split(separator: " ").last! } == Self.brokenDeliveryRules
                && findings.allSatisfy { $0.hasPrefix("App/Real.swift:3 ") }, "\(findings)")
        #expect(result.status == 1)
    }

    @Test func explicitFifoOperandIsSkippedToo() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(mkfifo(root + "/Info.plist", 0o644) == 0)
        let (problems, findings) = try report(run(["lint", "--format", "json", "--allow-empty", "Info.plist"]))
        #expect(problems == ["Info.plist: not a regular file; skipped"])
        #expect(findings.isEmpty)
        // Nothing read is no all-clear: without --allow-empty it is a usage error that says so.
        let refused = run(["lint", "--format", "json", "Info.plist"])
        #expect(refused.status == 2)
        #expect(
            refused.standardError.hasPrefix(
                "wakelint: error: no Swift, plist, entitlements or project files found under 'Info.plist' (1 could not be read)"
            ))
    }

    @Test func threeMegabytesOfRandomBytesUnderEveryName() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        var generator = SeededGenerator(seed: 9)
        let noise = (0..<3 * 1024 * 1024).map { _ in UInt8.random(in: 0...255, using: &generator) }
        try write("Random.swift", noise)
        try write("Info.plist", noise)
        try write("App.entitlements", noise)
        try write("App.xcodeproj/project.pbxproj", noise)
        try write("Base.xcconfig", noise)
        let (problems, findings) = try report(run(["lint", "--format", "json", "."]))
        #expect(findings.isEmpty)
        #expect(problems.contains("Random.swift: binary file, not Swift source; skipped"))
        #expect(problems.contains { $0.hasPrefix("Info.plist: malformed property list: ") })
        #expect(problems.contains { $0.hasPrefix("App.entitlements: malformed property list: ") })
        #expect(
            problems.allSatisfy {
                ["Random.swift", "Info.plist", "App.entitlements", "App.xcodeproj/project.pbxproj", "Base.xcconfig"]
                    .contains(String($0.prefix { $0 != ":" }))
            }, "\(problems)")
    }

    @Test func invalidUTF8AndNulBytesInSwift() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        // NUL after the first 8 KiB: not "binary", so it is lexed; the finding before it is still reported.
        let padding = String(repeating: "// padding line\n", count: 600)
        try write(
            "Late.swift", Array((Self.brokenDelivery + padding).utf8) + [0, 0, 0x0A] + [0xC3, 0x28, 0xFF, 0xFE, 0x0A])
        let (problems, findings) = try report(run(["lint", "--format", "json", "."]))
        #expect(problems == ["Late.swift: invalid UTF-8 at line 605, column 1; linted as far as it can be read"])
        #expect(
            findings.map { $0.split(separator: " ").last! } == Self.brokenDeliveryRules
                && findings.allSatisfy { $0.hasPrefix("Late.swift:3 ") }, "\(findings)")
    }

    /// 100,000 levels of parentheses, braces, closures, `if` chains and member chains: linear lexing, no
    /// recursion limit hit by input size, and rules still see the code after it.
    @Test func hundredThousandDeepSwiftNesting() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let depth = 100_000
        try write(
            "Parens.swift",
            "let x = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth) + "\n")
        try write(
            "Braces.swift",
            "func f() " + String(repeating: "{ ", count: depth) + String(repeating: "} ", count: depth) + "\n")
        try write(
            "Closures.swift",
            "let g = " + String(repeating: "{ _ in ", count: depth) + "0" + String(repeating: " }", count: depth) + "\n"
        )
        try write(
            "Ifs.swift",
            "func h(a: Bool) {\n" + String(repeating: "if a { ", count: depth)
                + String(repeating: "} else { }", count: depth) + "\n}\n")
        // Chains nest without nesting brackets: every link is one level deeper in the tree.
        try write("Chain.swift", "let v = Text(\"x\")" + String(repeating: "\n    .padding(1)", count: depth) + "\n")
        try write("OneLineChain.swift", "let u = a" + String(repeating: ".b()?[0]", count: depth) + "\n")
        try write("Unwraps.swift", "let w = y" + String(repeating: "!", count: depth) + ".z\n")
        // Brackets that never close swallow the rest of their own file (as they would for the compiler);
        // the run goes on and the next file is linted as usual.
        try write("Unbalanced.swift", String(repeating: "([{", count: depth) + "\n")
        try write("Delivery.swift", Self.brokenDelivery)
        let (problems, findings) = try report(run(["lint", "--format", "json", "."]))
        #expect(problems.isEmpty)
        #expect(
            findings.map { $0.split(separator: " ").last! } == Self.brokenDeliveryRules
                && findings.allSatisfy { $0.hasPrefix("Delivery.swift:3 ") }, "\(findings)")
    }

    @Test func pathsWithSpacesAndUnicode() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write("My App/Café ☕️/Step Store.swift", Self.brokenDelivery)
        let (problems, findings) = try report(run(["lint", "--format", "json", "My App"]))
        #expect(problems.isEmpty)
        #expect(
            findings.map { $0.split(separator: " ").last! } == Self.brokenDeliveryRules
                && findings.allSatisfy { $0.hasPrefix("My App/Café ☕️/Step Store.swift:3 ") }, "\(findings)")
    }

    /// The plist attacks of testdata/hostile/plist, each as the Info.plist of its own folder.
    @Test func plistAttacksEndInProblems() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fixtures = MiniFuzzTests.root + "/testdata/hostile/plist"
        for name in try FileManager.default.contentsOfDirectory(atPath: fixtures) {
            let bytes = try #require(FileManager.default.contents(atPath: fixtures + "/" + name))
            try write(String(name.dropLast(".plist".count)) + "/Info.plist", Array(bytes))
        }
        let (problems, findings) = try report(run(["lint", "--format", "json", "."]))
        #expect(findings.isEmpty)
        #expect(
            problems == [
                "billion-laughs/Info.plist: malformed property list: line 2: <!DOCTYPE> with an internal subset is refused (declared entities are never expanded)",
                "deep-nesting/Info.plist: malformed property list: line 1: nesting deeper than 512 levels",
                "external-entity/Info.plist: malformed property list: line 2: <!DOCTYPE> with an internal subset is refused (declared entities are never expanded)",
                "self-referencing-array/Info.plist: malformed property list: binary plist: cycle: object 0 contains itself (at '')",
                "truncated-binary-bogus-offsets/Info.plist: malformed property list: binary plist: invalid trailer (4611686018427387904 objects, top object 0, offset table at 281474976710655)",
            ])
    }

    // MARK: - configuration

    @Test func yamlBombsAreRefusedNotExpanded() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write("A.swift", "let a = 1\n")
        var bomb = "a: &a [\"x\", \"x\", \"x\", \"x\", \"x\", \"x\", \"x\", \"x\", \"x\"]\n"
        for level in 1...9 {
            bomb +=
                "\(Character(UnicodeScalar(97 + level)!)): &\(Character(UnicodeScalar(97 + level)!)) ["
                + Array(repeating: "*\(Character(UnicodeScalar(96 + level)!))", count: 9).joined(separator: ", ")
                + "]\n"
        }
        let shapes = [
            (
                "anchors and aliases", bomb,
                ".wakelint.yml:1: '&' (anchors, aliases, tags, block scalars) is outside the supported YAML subset"
            ),
            (
                "deep flow nesting",
                "rules: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "\n",
                ".wakelint.yml:1: nesting deeper than 64 levels"
            ),
            // Each level needs one more space, so 1,000 levels is already half a megabyte.
            (
                "deep block nesting",
                (0..<1_000).map { String(repeating: " ", count: $0) + "k\($0):" }.joined(separator: "\n") + "\n",
                ".wakelint.yml:65: nesting deeper than 64 levels"
            ),
            (
                "deep dash nesting", String(repeating: "- ", count: 100_000) + "x\n",
                ".wakelint.yml:1: the configuration must be a mapping of keys"
            ),
        ]
        for (name, text, message) in shapes {
            try write(".wakelint.yml", text)
            let result = run(["lint", "--format", "json", "."])
            #expect(result.status == 2, "\(name)")
            #expect(
                result.standardError.hasPrefix("wakelint: error: invalid configuration: \(message)\n"),
                "\(name): \(result.standardError.prefix(200))")
        }
    }

    @Test func configurationThatIsNotARegularFileDoesNotBlock() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write("A.swift", "let a = 1\n")
        #expect(mkfifo(root + "/.wakelint.yml", 0o644) == 0)
        let fifo = run(["lint", "--format", "json", "."])
        #expect(fifo.status == 2)
        #expect(
            fifo.standardError.contains("cannot read configuration '.wakelint.yml': not a regular file"),
            "\(fifo.standardError)")

        try FileManager.default.removeItem(atPath: root + "/.wakelint.yml")
        try FileManager.default.createSymbolicLink(atPath: root + "/.wakelint.yml", withDestinationPath: "/dev/zero")
        let zero = run(["lint", "--format", "json", "."])
        #expect(zero.status == 2)
        #expect(
            zero.standardError.contains("cannot read configuration '.wakelint.yml': not a regular file"),
            "\(zero.standardError)")

        try FileManager.default.removeItem(atPath: root + "/.wakelint.yml")
        try write(".wakelint.yml", "# " + String(repeating: "x", count: 2 * 1024 * 1024) + "\nfail_on: error\n")
        let huge = run(["lint", "--format", "json", "."])
        #expect(huge.status == 2)
        #expect(
            huge.standardError.contains("cannot read configuration '.wakelint.yml': over the 1 MiB limit"),
            "\(huge.standardError)")
    }

    // MARK: - logs

    /// 50 MB without a newline, written at test time; the reader keeps a bounded prefix and the line after it
    /// is still diagnosed.
    @Test func fiftyMegabyteSingleLineLog() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/huge.log"
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        let megabyte = Data(repeating: UInt8(ascii: "x"), count: 1024 * 1024)
        for _ in 0..<50 { handle.write(megabyte) }
        handle.write(
            Data(
                "\nError Domain=com.apple.healthkit Code=4 \"Missing com.apple.developer.healthkit.background-delivery entitlement.\"\n"
                    .utf8))
        try handle.close()
        let (problems, findings) = try report(run(["logs", "--format", "json", "huge.log"]))
        #expect(problems == ["huge.log: line 1 longer than 4 MiB: only the first 4 MiB of it was read"])
        #expect(findings == ["huge.log:2 hk-background-delivery-entitlement"])
    }

    @Test func hostileLogLinesEndInNormalResults() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let depth = 30_000  // within the 64 KiB line cap, so the JSON parser sees all of it
        var bytes = Array(("{\"eventMessage\":" + String(repeating: "[", count: depth) + "\n").utf8)
        bytes += Array(("{\"a\":" + String(repeating: "{\"a\":", count: depth) + "\n").utf8)
        bytes += [0, 0, 0x0A, 0xFF, 0xFE, 0xC3, 0x0A, 0x1B, 0x5B, 0x0A]
        bytes += Array(
            "2025-03-02 08:14:55.120931+0100 Stride Coach[812:40912] Missing com.apple.developer.healthkit.background-delivery entitlement.\n"
                .utf8)
        try write("paste.log", bytes)
        let (problems, findings) = try report(run(["logs", "--format", "json", "paste.log"]))
        #expect(problems.isEmpty)
        #expect(findings == ["paste.log:6 hk-background-delivery-entitlement"])
    }

    /// A log folder holding a FIFO and a device under log names: skipped, never opened (opening the FIFO
    /// blocks, reading /dev/zero never ends).
    @Test func logFolderWithSpecialFiles() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write("QA/real.log", "Missing com.apple.developer.healthkit.background-delivery entitlement.\n")
        #expect(mkfifo(root + "/QA/pipe.log", 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: root + "/QA/zero.txt", withDestinationPath: "/dev/zero")
        try FileManager.default.createSymbolicLink(atPath: root + "/QA/loop", withDestinationPath: ".")
        let (problems, findings) = try report(run(["logs", "--format", "json", "QA"]))
        #expect(
            problems == [
                "QA/loop: symbolic link loop: directory already visited; skipped",
                "QA/pipe.log: not a regular file; skipped",
                "QA/zero.txt: not a regular file; skipped",
            ])
        #expect(findings == ["QA/real.log:1 hk-background-delivery-entitlement"])
    }
}

/// A file replaced between discovery and reading: the reader re-checks what it opened.
@Suite struct ChangedDuringRunTests {
    @Test func fileReplacedByAFifoOrRemovedIsAProblemNotABlock() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wakelint-race-\(UUID().uuidString)"
        ).path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(mkfifo(directory + "/Info.plist", 0o644) == 0)
        guard case .failure(let fifo) = InputReader.contents(of: directory + "/Info.plist") else {
            Issue.record("a FIFO was read as a file")
            return
        }
        #expect(fifo.message == "not a regular file; skipped")
        guard case .failure(let gone) = InputReader.contents(of: directory + "/Deleted.swift") else {
            Issue.record("a missing file was read")
            return
        }
        #expect(gone.message == "cannot open: No such file or directory")
    }

    /// A file is read into an array of the size `fstat` gives; one whose size it does not know (procfs reports 0)
    /// or that is empty is read whole all the same.
    @Test func filesAreReadWholeWhateverTheirStatedSize() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wakelint-read-\(UUID().uuidString)"
        ).path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let sizes = [0, 1, 4095, 64 * 1024, 64 * 1024 + 1, 300_001]
        for size in sizes {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            let path = directory + "/F\(size).swift"
            #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
            guard case .success(let read) = InputReader.contents(of: path) else {
                Issue.record("\(size) bytes not read")
                continue
            }
            #expect(read == bytes, "\(size) bytes")
        }
        #if os(Linux)
            guard case .success(let status) = InputReader.contents(of: "/proc/self/status") else {
                Issue.record("procfs file not read")
                return
            }
            #expect(String(decoding: status, as: UTF8.self).contains("Pid:"))
        #endif
    }
}
