import Testing
import WakeLintCore

@testable import WakeLintProject

@Suite struct XMLPlistReaderTests {
    @Test func readsEveryValueTypeWithPositions() throws {
        let file = try fixture("plist/info-background.plist")
        let result = PlistReader.read(file)
        #expect(
            dump(result, in: file) == """
                (root) = dict(12) @4:1..44:8
                CFBundleIdentifier key5:2..5:31 = string "$(PRODUCT_BUNDLE_IDENTIFIER)" @6:2..6:47
                CFBundleVersion key7:2..7:28 = integer 42 @8:2..8:23
                UIBackgroundModes key10:2..10:30 = array(2) @11:2..14:10
                UIBackgroundModes[0] = string "fetch" @12:3..12:25
                UIBackgroundModes[1] = string "processing" @13:3..13:30
                BGTaskSchedulerPermittedIdentifiers key15:2..15:48 = array(2) @16:2..19:10
                BGTaskSchedulerPermittedIdentifiers[0] = string "com.example.refresh" @17:3..17:39
                BGTaskSchedulerPermittedIdentifiers[1] = string "com.example.export.*" @18:3..18:40
                NSHealthShareUsageDescription key20:2..20:42 = string "Reads your steps & heart rate to show <trends> — “daily”." @21:2..21:92
                NSHealthUpdateUsageDescription key22:2..22:43 = string "" @23:2..23:19
                UIRequiresFullScreen key24:2..24:33 = bool true @25:2..25:9
                LSRequiresIPhoneOS key26:2..26:31 = bool false @27:2..27:10
                ScaleFactor key28:2..28:24 = real 1.5 @29:2..29:18
                BuildDate key30:2..30:22 = date 2026-11-30T08:15:00Z @31:2..31:35
                Token key32:2..32:18 = data 8 bytes d2FrZWxpbnQ= @33:2..36:9
                Nested key37:2..37:19 = dict(2) @38:2..43:9
                Nested.Level key39:3..39:19 = dict(0) @40:3..40:10
                Nested.Empty key41:3..41:19 = array(0) @42:3..42:11
                """)
    }

    /// A key repeated in one dictionary keeps its last value, as CoreFoundation does: real apps' Info.plists
    /// (an alternate-icons table with a copied entry) build fine in Xcode, and rejecting the whole file would make
    /// every key look missing.
    @Test func aRepeatedKeyKeepsItsLastValue() {
        let file = SourceFile(
            path: "Info.plist",
            text: """
                <plist><dict>
                <key>Icons</key><dict>
                <key>green</key><string>blue</string>
                <key>green</key><string>green</string>
                </dict>
                <key>UIBackgroundModes</key><array><string>fetch</string></array>
                </dict></plist>
                """)
        #expect(
            dump(PlistReader.read(file), in: file) == """
                (root) = dict(2) @1:8..7:8
                Icons key2:1..2:17 = dict(1) @2:17..5:8
                Icons.green key4:1..4:17 = string "green" @4:17..4:39
                UIBackgroundModes key6:1..6:29 = array(1) @6:29..6:66
                UIBackgroundModes[0] = string "fetch" @6:36..6:58
                """)
    }

    /// An Info.plist built with `INFOPLIST_PREPROCESS = YES` holds C preprocessor lines (ownCloud's); every
    /// branch is read, so a key in one of them is not reported missing.
    @Test func preprocessorLinesBetweenElementsAreSkipped() {
        let file = SourceFile(
            path: "Info.plist",
            text: """
                <plist><dict>
                #ifndef DISABLE_BACKGROUND
                <key>UIBackgroundModes</key><array><string>fetch</string></array>
                #else
                <key>UIBackgroundModes</key><array/>
                #endif
                #include "Shared.h"
                <key>A</key><true/>
                </dict></plist>
                """)
        let result = PlistReader.read(file)
        #expect(result.document?.root.dictValue?.entries.map(\.key) == ["UIBackgroundModes", "A"])
        // The repeat is the `#else` branch: the first branch stays.
        #expect(result.document?.root.dictValue?["UIBackgroundModes"]?.value.arrayValue?.count == 1)
        // Text that is not a directive still is a problem.
        #expect(
            PlistReader.read(SourceFile(path: "x.plist", text: "<plist><dict>\n#pragma once\n</dict></plist>")).document
                == nil)
    }

    @Test func exposesCommentsAndFormat() throws {
        let file = try fixture("plist/info-background.plist")
        let document = try #require(PlistReader.read(file).document)
        #expect(document.format == .xml)
        #expect(document.comments.map { file.text($0) } == ["<!-- wakelint:disable bg-background-mode -->"])
        #expect(
            document.comments.map { file.location(of: $0.lowerBound).description } == [
                "plist/info-background.plist:9:2"
            ])
    }

    @Test func locationsPointAtKeysAndValues() throws {
        let file = try fixture("plist/info-background.plist")
        let root = try #require(PlistReader.read(file).document?.root.dictValue)
        let modes = try #require(root["UIBackgroundModes"])
        #expect(modes.location(in: file)?.description == "plist/info-background.plist:10:2")
        #expect(modes.value.location(in: file)?.description == "plist/info-background.plist:11:2")
        #expect(modes.value.arrayValue?[1].location(in: file)?.description == "plist/info-background.plist:13:3")
        #expect(root["Missing"] == nil)
        #expect(root.keys.prefix(3) == ["CFBundleIdentifier", "CFBundleVersion", "UIBackgroundModes"])
    }

    @Test func decodesEntitiesCharacterReferencesAndCDATA() {
        let file = xml(
            """
            <array>
            <string>&lt;&gt;&amp;&quot;&apos; &#65;&#x42;&#x1F600;</string>
            <string><![CDATA[<not a tag> & raw]]> tail</string>
            <string>  spaced  <!-- note --> text </string>
            <string/>
            </array>
            """)
        #expect(
            dump(PlistReader.read(file)) == """
                (root) = array(4)
                [0] = string "<>&"' AB😀"
                [1] = string "<not a tag> & raw tail"
                [2] = string "  spaced   text "
                [3] = string ""
                """)
    }

    @Test func readsNumbersDatesAndBooleansInAllTheirForms() {
        let file = xml(
            """
            <array>
            <integer> -9223372036854775808 </integer><integer>9223372036854775807</integer><integer>0x1F</integer>
            <integer>+5</integer><real>-2.5e3</real><real>nan</real><real>-inf</real><real>7</real>
            <true></true><false/><date>2001-01-01T00:00:00Z</date><data></data><data/>
            </array>
            """)
        #expect(
            dump(PlistReader.read(file)) == """
                (root) = array(13)
                [0] = integer -9223372036854775808
                [1] = integer 9223372036854775807
                [2] = integer 31
                [3] = integer 5
                [4] = real -2500.0
                [5] = real nan
                [6] = real -inf
                [7] = real 7.0
                [8] = bool true
                [9] = bool false
                [10] = date 2001-01-01T00:00:00Z
                [11] = data 0 bytes \("")
                [12] = data 0 bytes \("")
                """)
    }

    @Test func acceptsPrologVariants() {
        let withBOMAndNoDeclaration = SourceFile(
            path: "a.plist", bytes: [0xEF, 0xBB, 0xBF] + Array("<plist><dict/></plist>".utf8))
        #expect(dump(PlistReader.read(withBOMAndNoDeclaration)) == "(root) = dict(0)")
        let commentsEverywhere = SourceFile(
            path: "a.plist",
            text: """
                <!-- before --><?xml version="1.0"?><!DOCTYPE plist SYSTEM 'file:///never/read.dtd'>
                <plist><!-- in --><string>x</string><!-- after value --></plist><!-- trailing -->
                """)
        let document = PlistReader.read(commentsEverywhere).document
        #expect(document?.root.stringValue == "x")
        #expect(document?.comments.count == 4)
        let crlf = SourceFile(
            path: "a.plist", text: "<plist>\r\n<dict>\r\n\t<key>A</key>\r\n\t<true/>\r\n</dict>\r\n</plist>\r\n")
        #expect(
            dump(PlistReader.read(crlf), in: crlf) == """
                (root) = dict(1) @2:1..5:8
                A key3:2..3:14 = bool true @4:2..4:9
                """)
    }

    /// Each malformed input yields one problem naming the line and the reason.
    @Test(arguments: [
        ("", "empty file"),
        (" \n\t\n", "empty file"),
        ("{ \"json\": true }", "line 1: not a property list (expected '<?xml', '<plist>' or 'bplist00')"),
        ("<html><body/></html>", "line 1: root element is <html>, expected <plist>"),
        (
            "<plist>\n<dict>\n<key>UIBackgroundModes</key>\n</dict>\n</plist>",
            "line 3: <key> 'UIBackgroundModes' has no value"
        ),
        ("<plist>\n<dict>\n<key>A</key>\n<key>B</key><true/>\n</dict>\n</plist>", "line 3: <key> 'A' has no value"),
        ("<plist><dict>\n<string>x</string>\n</dict></plist>", "line 2: <string> in a <dict> without a <key>"),
        ("<plist><array>\n<key>x</key>\n</array></plist>", "line 2: <key> outside a <dict>"),
        (
            "<plist>\n<dict>\n<key>A</key>\n<array>\n<string>x</string>\n",
            "line 6: <array> opened on line 4 is never closed"
        ),
        ("<plist>\n<array>\n</dict>\n</plist>", "line 3: </dict> does not close <array> opened on line 2"),
        ("<plist>\n<string>abc", "line 2: <string> opened on line 2 is never closed"),
        ("<plist>\n<string>a<b>c</b></string></plist>", "line 2: unexpected <b> inside <string>"),
        ("<plist>\n<array>\nstray text\n</array></plist>", "line 3: unexpected text 'stray text' in <array>"),
        ("<plist></plist>", "line 1: <plist> has no value"),
        ("<plist/>", "line 1: <plist> has no value"),
        ("<plist><true/><false/></plist>", "line 1: <plist> holds more than one value"),
        ("<plist><true/></plist>\n<plist/>", "line 2: unexpected content '<plist/>' after </plist>"),
        ("<plist>\n<widget/></plist>", "line 2: unknown element <widget>"),
        ("<plist><integer>12x</integer></plist>", "line 1: invalid <integer> '12x'"),
        ("<plist><integer>9223372036854775808</integer></plist>", "line 1: invalid <integer> '9223372036854775808'"),
        ("<plist><integer/></plist>", "line 1: invalid <integer> ''"),
        ("<plist><real>1.2.3x</real></plist>", "line 1: invalid <real> '1.2.3x'"),
        (
            "<plist><date>2026-13-01T00:00:00Z</date></plist>",
            "line 1: invalid <date> '2026-13-01T00:00:00Z' (expected YYYY-MM-DDTHH:MM:SSZ)"
        ),
        ("<plist><data>not*base64</data></plist>", "line 1: invalid base64 in <data>"),
        ("<plist><true>yes</true></plist>", "line 1: <true> must be empty"),
        ("<plist><string>a & b</string></plist>", "line 1: '&' must start an entity such as '&amp;'"),
        (
            "<plist>\n<string>&nbsp;</string></plist>",
            "line 2: undeclared entity '&nbsp;' (only XML's predefined entities are expanded)"
        ),
        ("<plist><string>&#0;</string></plist>", "line 1: invalid character reference '&#0;'"),
        ("<plist><string>&#xD800;</string></plist>", "line 1: invalid character reference '&#xD800;'"),
        ("<plist>\n<!-- never closed", "line 2: unclosed comment"),
        ("<plist><string attr=x>a</string></plist>", "line 1: unquoted attribute value in <string>"),
        ("<plist><string", "line 1: unclosed tag <string"),
        ("<plist><dict></dict></plist", "line 1: unclosed tag </plist"),
        ("<?xml version=\"1.0\"?>\nstray", "line 2: unexpected text 'stray' before <plist>"),
        ("<!DOCTYPE plist>\n<!DOCTYPE plist>\n<plist/>", "line 2: second <!DOCTYPE>"),
        ("<!DOCTYPE plist PUBLIC \"x\"", "line 1: unclosed <!DOCTYPE>"),
        ("<plist><![CDATA[x]]></plist>", "line 1: unexpected markup '<![CDATA[x]]></plist…' in <plist>"),
    ])
    func malformedInputIsAProblem(input: String, expected: String) {
        let result = PlistReader.read(SourceFile(path: "Info.plist", text: input))
        #expect(result.problem?.description == expected)
    }

    @Test func problemsCarryLineAndColumn() {
        let result = PlistReader.read(
            SourceFile(path: "Info.plist", text: "<plist>\n<dict>\n  <key>K</key>\n</dict></plist>"))
        #expect(result.problem == PlistProblem(message: "<key> 'K' has no value", line: 3, column: 3))
        #expect(
            result.problem?.inputProblem(path: "App/Info.plist")
                == InputProblem(path: "App/Info.plist", message: "line 3: <key> 'K' has no value"))
    }

    @Test func refusesUTF16AndInvalidUTF8() {
        let utf16 = SourceFile(path: "a.plist", bytes: [0xFF, 0xFE, 0x3C, 0x00])
        #expect(
            PlistReader.read(utf16).problem?.description
                == "line 1: UTF-16 property lists are not supported; save it as UTF-8 XML or binary")
        let invalid = SourceFile(
            path: "a.plist", bytes: Array("<plist>\n<string>".utf8) + [0xC0, 0xAF] + Array("</string></plist>".utf8))
        #expect(PlistReader.read(invalid).problem == PlistProblem(message: "invalid UTF-8", line: 2, column: 9))
    }
}
