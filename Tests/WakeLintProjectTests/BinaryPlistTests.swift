import Testing
import WakeLintCore
import _WakeLintTestSupport

@testable import WakeLintProject

@Suite struct BinaryPlistTests {
    /// Written by CPython's plistlib, an implementation independent of ours; it shares the string 'fetch'.
    @Test func readsAPlistWrittenByAnotherImplementation() throws {
        let file = try fixture("plist/info-binary.plist")
        let document = try #require(PlistReader.read(file).document)
        #expect(document.format == .binary)
        #expect(document.comments.isEmpty)
        #expect(
            dump(document) == """
                (root) = dict(14)
                UIBackgroundModes = array(3)
                UIBackgroundModes[0] = string "fetch"
                UIBackgroundModes[1] = string "processing"
                UIBackgroundModes[2] = string "remote-notification"
                BGTaskSchedulerPermittedIdentifiers = array(1)
                BGTaskSchedulerPermittedIdentifiers[0] = string "com.example.refresh"
                NSHealthShareUsageDescription = string "Lee tus pasos — “diario” ✓"
                Count = integer 300
                Big = integer 1099511627776
                Negative = integer -7
                Pi = real 3.25
                Flag = bool true
                Off = bool false
                When = date 2026-11-30T08:15:00Z
                Blob = data 10 bytes AAF3YWtlbGludA==
                Nested = dict(1)
                Nested.Deeper = array(2)
                Nested.Deeper[0] = dict(1)
                Nested.Deeper[0].k = string "v"
                Nested.Deeper[1] = array(0)
                Many = array(20)
                Many[0] = integer 0
                Many[1] = integer 1
                Many[2] = integer 2
                Many[3] = integer 3
                Many[4] = integer 4
                Many[5] = integer 5
                Many[6] = integer 6
                Many[7] = integer 7
                Many[8] = integer 8
                Many[9] = integer 9
                Many[10] = integer 10
                Many[11] = integer 11
                Many[12] = integer 12
                Many[13] = integer 13
                Many[14] = integer 14
                Many[15] = integer 15
                Many[16] = integer 16
                Many[17] = integer 17
                Many[18] = integer 18
                Many[19] = integer 19
                Shared = string "fetch"
                """)
    }

    @Test func xmlReEncodedAsBinaryReadsBackToTheSameValuesAndKeyPaths() throws {
        let file = try fixture("plist/info-background.plist")
        let xmlDocument = try #require(PlistReader.read(file).document)
        let bytes = PlistWriter.binary(xmlDocument)
        let binaryDocument = try #require(PlistReader.read(SourceFile(path: "Info.plist", bytes: bytes)).document)
        #expect(binaryDocument.format == .binary)
        #expect(dump(binaryDocument) == dump(xmlDocument))
        #expect(
            binaryDocument.root.dictValue?["UIBackgroundModes"]?.value.arrayValue?[1].keyPath == "UIBackgroundModes[1]")
    }

    @Test func writerRoundTripsEdgeValues() throws {
        let many = (0..<300).map { PlistNode(value: .string("item \($0)"), keyPath: "") }
        let values: [PlistValue] = [
            .integer(0), .integer(255), .integer(256), .integer(65_536), .integer(Int64(UInt32.max) + 1), .integer(-1),
            .integer(.min), .integer(.max), .real(-0.5), .real(.infinity), .bool(true), .date("1999-12-31T23:59:59Z"),
            .date("2101-02-28T12:00:00Z"), .data(Array(0..<40)), .string(""), .string("ü 😀 𝄞"), .uid(7), .uid(70_000),
            .array(many), .dict(PlistDictionary()),
        ]
        let document = PlistDocument(root: PlistNode(value: .array(values.map { PlistNode(value: $0) })), format: .xml)
        let read = try #require(PlistReader.read(SourceFile(path: "x", bytes: PlistWriter.binary(document))).document)
        let items = try #require(read.root.arrayValue)
        #expect(items.map(\.value).prefix(18) == values.prefix(18))
        #expect(items[18].arrayValue?.map(\.stringValue) == many.map(\.stringValue))
        #expect(items[18].arrayValue?[299].keyPath == "[18][299]")
        #expect(items[19].dictValue?.entries.isEmpty == true)
    }

    /// The date text ↔ seconds-since-2001 conversion across eras and leap years.
    @Test(arguments: [
        ("2001-01-01T00:00:00Z", 0.0), ("2000-02-29T12:00:00Z", -26_481_600.0),
        ("1970-01-01T00:00:00Z", -978_307_200.0),
        ("2026-11-30T08:15:00Z", 817_719_300.0), ("0001-01-01T00:00:00Z", -63_113_904_000.0),
    ])
    func datesConvertBothWays(text: String, seconds: Double) {
        #expect(PlistDate.seconds(from: text) == seconds)
        #expect(PlistDate.text(fromSeconds: seconds) == text)
        #expect(PlistDate.text(fromSeconds: seconds + 0.75) == text)
    }
}

/// Hand-built `bplist00` files whose structure lies: the reader must refuse each with a reason.
@Suite struct HostileBinaryPlistTests {
    /// Lays out `objects` after the header and appends the offset table and trailer (refs of `refSize` bytes).
    static func bplist(
        _ objects: [[UInt8]], top: UInt64 = 0, refSize: UInt8 = 1, objectCount: UInt64? = nil,
        tableOffset: UInt64? = nil
    ) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let table = bytes.count
        let offsetSize = table > 0xFFFF ? 4 : 2
        for offset in offsets { bytes += be(UInt64(offset), offsetSize) }
        bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), refSize]
        bytes += be(objectCount ?? UInt64(objects.count), 8) + be(top, 8) + be(tableOffset ?? UInt64(table), 8)
        return bytes
    }

    static func be(_ value: UInt64, _ size: Int) -> [UInt8] {
        (0..<size).map { UInt8(truncatingIfNeeded: value >> UInt64(8 * (size - 1 - $0))) }
    }

    func problem(_ bytes: [UInt8]) -> String {
        PlistReader.read(SourceFile(path: "x.plist", bytes: bytes)).problem?.description ?? "no problem"
    }

    @Test func aMinimalHandBuiltFileReads() {
        let bytes = Self.bplist([[0xD1, 1, 2], [0x51, UInt8(ascii: "k")], [0xA1, 3], [0x09]])
        #expect(
            dump(PlistReader.read(SourceFile(path: "x", bytes: bytes))) == """
                (root) = dict(1)
                k = array(1)
                k[0] = bool true
                """)
    }

    @Test func cyclesAreRefused() {
        #expect(problem(Self.bplist([[0xA1, 0]])) == "binary plist: cycle: object 0 contains itself (at '')")
        let indirect = Self.bplist([[0xD1, 1, 2], [0x51, UInt8(ascii: "k")], [0xA2, 3, 0], [0x08]])
        #expect(problem(indirect) == "binary plist: cycle: object 0 contains itself (at 'k')")
    }

    @Test func sharedContainersCannotExplodeTheTree() {
        // Object i is an array holding object i+1 twice: 2^40 nodes if expanded naively.
        var objects: [[UInt8]] = (0..<40).map { [0xA2, UInt8($0 + 1), UInt8($0 + 1)] }
        objects.append([0x08])
        #expect(problem(Self.bplist(objects)).hasPrefix("binary plist: shared containers expand beyond"))
    }

    @Test func hundredThousandLevelsEndInAProblem() {
        let depth = 100_000
        var objects: [[UInt8]] = (0..<depth).map { [0xA1] + Self.be(UInt64($0 + 1), 4) }
        objects.append([0x09])
        #expect(
            problem(Self.bplist(objects, refSize: 4))
                == "binary plist: nesting deeper than 512 levels at '\(String(repeating: "[0]", count: 512))'")
    }

    @Test(arguments: [
        (Array("bplist".utf8), "binary plist: unsupported version 'bplist' (expected 'bplist00')"),
        (
            Array("bplist15xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx".utf8),
            "binary plist: unsupported version 'bplist15' (expected 'bplist00')"
        ),
        (Array("bplist00".utf8) + [0x09], "binary plist: truncated (9 bytes, no trailer)"),
    ])
    func headerProblems(bytes: [UInt8], expected: String) {
        #expect(problem(bytes) == expected)
    }

    @Test func liesInTheTrailerOrTablesAreRefused() {
        let valid: [[UInt8]] = [[0xA1, 1], [0x09]]
        #expect(
            problem(Self.bplist(valid, top: 2))
                == "binary plist: invalid trailer (2 objects, top object 2, offset table at 11)")
        #expect(
            problem(Self.bplist(valid, objectCount: 1 << 40))
                == "binary plist: invalid trailer (1099511627776 objects, top object 0, offset table at 11)")
        #expect(
            problem(Self.bplist(valid, objectCount: 40))
                == "binary plist: truncated offset table (40 objects of 2 bytes at 11)")
        #expect(
            problem(Self.bplist(valid, tableOffset: 3))
                == "binary plist: invalid trailer (2 objects, top object 0, offset table at 3)")
        #expect(
            problem(Self.bplist(valid, refSize: 9)) == "binary plist: invalid trailer (offset size 2, reference size 9)"
        )
        #expect(problem(Self.bplist([[0xA1, 7], [0x09]])) == "binary plist: reference 7 is beyond the 2 objects")
        var badOffset = Self.bplist(valid)
        badOffset[11...12] = [0xFF, 0x00]
        #expect(problem(badOffset) == "binary plist: object 0 has an out-of-range offset 65280")
    }

    @Test func objectsThatLieAboutTheirSizeAreRefused() {
        // An array claiming 2^62 elements through an 8-byte length.
        let huge = Self.bplist([[0xAF, 0x13] + Self.be(1 << 62, 8)])
        #expect(problem(huge) == "binary plist: object 0 claims 4611686018427387904 elements, more than the file holds")
        #expect(
            problem(Self.bplist([[0x5F, 0x10, 200, 0x41]]))
                == "binary plist: object 0 claims 200 elements, more than the file holds")
        #expect(
            problem(Self.bplist([[0x5F, 0x10, 20, 0x41]]))
                == "binary plist: object 0 runs past the end of the object area (truncated?)")
        #expect(problem(Self.bplist([[0x5F, 0x41]])) == "binary plist: object 0 has a malformed length")
        #expect(
            problem(Self.bplist([[0x13, 1, 2]]))
                == "binary plist: object 0 runs past the end of the object area (truncated?)")
        #expect(
            problem(Self.bplist([[0x14] + Self.be(1, 8) + Self.be(0, 8)]))
                == "binary plist: object 0 is an integer out of the 64-bit range")
        #expect(problem(Self.bplist([[0x00]])) == "binary plist: object 0 has unsupported marker 0x00")
        #expect(problem(Self.bplist([[0xE0]])) == "binary plist: object 0 has unknown marker 0xE0")
        #expect(
            problem(Self.bplist([[0x33] + Self.be(Double.nan.bitPattern, 8)]))
                == "binary plist: object 0 is a date out of range (nan s)")
    }

    @Test func dictionaryKeysMustBeUniqueStrings() {
        let nonStringKey = Self.bplist([[0xD1, 1, 1], [0x10, 5]])
        #expect(problem(nonStringKey) == "binary plist: dictionary key object 1 is not a string")
        let duplicate = Self.bplist([[0xD2, 1, 1, 2, 2], [0x51, UInt8(ascii: "k")], [0x09]])
        #expect(problem(duplicate) == "binary plist: duplicate key 'k' in dictionary ''")
    }

    @Test func everyTruncationIsAProblem() throws {
        let file = try fixture("plist/info-binary.plist")
        for length in 0..<file.bytes.count {
            let result = PlistReader.read(SourceFile(path: file.path, bytes: Array(file.bytes[0..<length])))
            #expect(result.problem != nil, "prefix of \(length) bytes read as a document")
        }
    }

    @Test func randomCorruptionNeverCrashes() throws {
        let file = try fixture("plist/info-binary.plist")
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<3_000 {
            var bytes = file.bytes
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                bytes[Int.random(in: 8..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            _ = PlistReader.read(SourceFile(path: file.path, bytes: bytes))
        }
        for _ in 0..<1_000 {
            let noise =
                Array("bplist00".utf8)
                + (0..<Int.random(in: 0..<120, using: &generator)).map { _ in
                    UInt8.random(in: 0...255, using: &generator)
                }
            _ = PlistReader.read(SourceFile(path: "noise", bytes: noise))
        }
    }
}
