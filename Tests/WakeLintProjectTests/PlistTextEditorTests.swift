import Foundation
import Testing
import WakeLintCore

@testable import WakeLintProject

/// Text edits of XML property lists keep every byte outside the edit: each testdata plist takes a new key and
/// reads back as the same document plus that key, a key already true needs no edit, and binary plists are left
/// alone with a reason.
@Suite struct PlistTextEditorTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static var testdataPlists: [String] {
        let enumerator = FileManager.default.enumerator(atPath: root + "/testdata")
        var paths: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".plist") || path.hasSuffix(".entitlements") { paths.append("testdata/" + path) }
        }
        return paths.sorted()
    }

    private func edited(_ text: String, _ make: (PlistTextEditor) throws -> [TextEdit]) throws -> String {
        let file = SourceFile(path: "Info.plist", text: text)
        let document = try #require(PlistReader.read(file).document)
        let edits = try make(try PlistTextEditor(file: file, document: document))
        return String(decoding: try TextEditApplier.apply(edits, to: file), as: UTF8.self)
    }

    @Test func everyTestdataPlistRoundTrips() throws {
        var edited = 0
        for path in Self.testdataPlists {
            guard let data = FileManager.default.contents(atPath: Self.root + "/" + path) else { continue }
            let file = SourceFile(path: path, bytes: Array(data))
            guard let document = PlistReader.read(file).document, document.root.dictValue != nil else { continue }
            let editor: PlistTextEditor
            do {
                editor = try PlistTextEditor(file: file, document: document)
            } catch {
                #expect(document.format == .binary, "\(path): \(error)")
                #expect("\(error)" == "it is a binary property list, which is left alone")
                continue
            }
            // Nothing to fix: no edit, the same bytes.
            let keys = document.root.dictValue!.entries
            for entry in keys where entry.value.boolValue == true {
                #expect(try editor.setTrue(entry.key) == [], "\(path): '\(entry.key)' is already true")
            }
            #expect(try TextEditApplier.apply([], to: file) == file.bytes)
            // A new key: the document plus that key, and the original bytes around the inserted text.
            let edit: TextEdit
            do {
                edit = try editor.insert("WakeLintRoundTrip", .strings(["a & b"]))
            } catch {
                Issue.record("\(path): \(error)")
                continue
            }
            let bytes = try TextEditApplier.apply([edit], to: file)
            let reread = try #require(PlistReader.read(SourceFile(path: path, bytes: bytes)).document, "\(path)")
            var expected = document
            expected.root.value = .dict(
                PlistDictionary(
                    entries: keys + [
                        PlistEntry(
                            key: "WakeLintRoundTrip",
                            value: PlistNode(
                                value: .array([
                                    PlistNode(value: .string("a & b"), keyPath: "WakeLintRoundTrip[0]")
                                ]), keyPath: "WakeLintRoundTrip"))
                    ]))
            let order = { (node: String) in node.split(separator: "\n").sorted().joined(separator: "\n") }
            #expect(order(dump(reread)) == order(dump(expected)), "\(path)")
            let start = try #require(file.offset(line: edit.line, column: edit.column))
            let inserted = edit.replacement.utf8.count
            #expect(Array(bytes[..<start] + bytes[(start + inserted)...]) == file.bytes, "\(path)")
            edited += 1
        }
        #expect(edited >= 20, "only \(edited) XML plists were edited")
    }

    @Test func aKeyGoesWhereXcodeSortsItWithTheFilesIndentation() throws {
        let tabs =
            "<plist version=\"1.0\">\n<dict>\n\t<key>A</key>\n\t<true/>\n\t<key>C</key>\n\t<string>c</string>\n</dict>\n</plist>\n"
        #expect(
            try edited(tabs) { [try $0.insert("B", .bool(true))] }
                == "<plist version=\"1.0\">\n<dict>\n\t<key>A</key>\n\t<true/>\n\t<key>B</key>\n\t<true/>\n\t<key>C</key>\n\t<string>c</string>\n</dict>\n</plist>\n"
        )
        let spaces =
            "<plist>\r\n<dict>\r\n  <key>B</key>\r\n  <array>\r\n    <string>b</string>\r\n  </array>\r\n</dict>\r\n</plist>\r\n"
        #expect(
            try edited(spaces) { [try $0.insert("A", .strings(["x"]))] }
                == "<plist>\r\n<dict>\r\n  <key>A</key>\r\n  <array>\r\n    <string>x</string>\r\n  </array>\r\n  <key>B</key>\r\n  <array>\r\n    <string>b</string>\r\n  </array>\r\n</dict>\r\n</plist>\r\n"
        )
    }

    @Test func unsortedKeysTakeTheNewKeyLast() throws {
        let text =
            "<plist>\n<dict>\n\t<key>Z</key>\n\t<true/>\n\t<!-- kept -->\n\t<key>A</key>\n\t<true/>\n</dict>\n</plist>\n"
        #expect(
            try edited(text) { [try $0.insert("M", .string("m"))] }
                == "<plist>\n<dict>\n\t<key>Z</key>\n\t<true/>\n\t<!-- kept -->\n\t<key>A</key>\n\t<true/>\n\t<key>M</key>\n\t<string>m</string>\n</dict>\n</plist>\n"
        )
    }

    @Test func emptyDictionariesAndArraysOpen() throws {
        #expect(
            try edited("<plist>\n<dict/>\n</plist>\n") { try $0.setTrue("K") }
                == "<plist>\n<dict>\n\t<key>K</key>\n\t<true/>\n</dict>\n</plist>\n")
        #expect(
            try edited("<plist>\n<dict>\n</dict>\n</plist>\n") { try $0.setTrue("K") }
                == "<plist>\n<dict>\n\t<key>K</key>\n\t<true/>\n</dict>\n</plist>\n")
        #expect(
            try edited("<plist>\n<dict>\n\t<key>M</key>\n\t<array/>\n</dict>\n</plist>\n") {
                try $0.addStrings(["fetch", "processing"], toArray: "M")
            }
                == "<plist>\n<dict>\n\t<key>M</key>\n\t<array>\n\t\t<string>fetch</string>\n\t\t<string>processing</string>\n\t</array>\n</dict>\n</plist>\n"
        )
    }

    @Test func falseBecomesTrueAndHeldValuesNeedNoEdit() throws {
        let text =
            "<plist>\n<dict>\n\t<key>K</key>\n\t<false/>\n\t<key>M</key>\n\t<array>\n\t\t<string>fetch</string>\n\t</array>\n</dict>\n</plist>\n"
        #expect(
            try edited(text) { try $0.setTrue("K") }
                == "<plist>\n<dict>\n\t<key>K</key>\n\t<true/>\n\t<key>M</key>\n\t<array>\n\t\t<string>fetch</string>\n\t</array>\n</dict>\n</plist>\n"
        )
        #expect(try edited(text) { try $0.addStrings(["fetch"], toArray: "M") } == text)
    }

    @Test func layoutsAndValuesItCannotEditAreRefusedWithAReason() throws {
        func refusal(_ text: String, _ make: (PlistTextEditor) throws -> [TextEdit]) -> String? {
            let file = SourceFile(path: "Info.plist", text: text)
            guard let document = PlistReader.read(file).document else { return "unreadable" }
            do {
                _ = try make(try PlistTextEditor(file: file, document: document))
                return nil
            } catch {
                return "\(error)"
            }
        }
        #expect(
            refusal("<plist><dict><key>A</key><true/></dict></plist>") { try $0.setTrue("B") }
                == "'A' does not start its line, so the file's layout is not one entry per line")
        #expect(
            refusal("<plist>\n<dict>\n\t<key>K</key>\n\t<string>YES</string>\n</dict>\n</plist>\n") {
                try $0.setTrue("K")
            }
                == "'K' is not a Boolean, so what it should be is a judgement")
        #expect(
            refusal(
                "<plist>\n<dict>\n\t<key>M</key>\n\t<array><!-- <string>fetch</string> --></array>\n</dict>\n</plist>\n"
            ) {
                try $0.addStrings(["fetch"], toArray: "M")
            } == "'M' holds only a comment, which an edit would have to move")
        #expect(
            refusal("<plist>\n<array/>\n</plist>\n") { try $0.setTrue("K") } == "its top level is not a dictionary")
    }
}
