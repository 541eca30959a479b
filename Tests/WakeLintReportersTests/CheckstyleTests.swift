import Foundation
import Testing
import WakeLintCore

@testable import WakeLintReporters

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The Checkstyle report checked against checkstyle-report-1.0.0.xsd (https://checkstyle.org/result_reports.html)
/// by parsing it back: the schema's elements, attributes and types, then the values compared whole.
@Suite struct CheckstyleTests {
    /// One parsed element: its name, attributes and the name of its parent.
    struct Element: Equatable {
        var name: String
        var parent: String?
        var attributes: [String: String]
    }

    final class Collector: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        var stack: [String] = []
        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String]
        ) {
            elements.append(Element(name: name, parent: stack.last, attributes: attributes))
            stack.append(name)
        }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
        }
    }

    /// The elements of `xml`, or nil when it is not well-formed.
    static func parse(_ xml: String) -> [Element]? {
        let parser = XMLParser(data: Data(xml.utf8))
        let collector = Collector()
        parser.delegate = collector
        return parser.parse() ? collector.elements : nil
    }

    /// What checkstyle-report-1.0.0.xsd allows: a `checkstyle` root (optional `version`) holding `file` elements
    /// (required `name`) holding `error` elements whose line and column are positive integers and whose severity
    /// is error, warning or info.
    static func schemaViolations(_ elements: [Element]) -> [String] {
        var violations: [String] = []
        let allowed: [String: (parent: String?, attributes: Set<String>, required: Set<String>)] = [
            "checkstyle": (nil, ["version"], []),
            "file": ("checkstyle", ["name"], ["name"]),
            "error": ("file", ["line", "column", "severity", "message", "source"], []),
        ]
        for element in elements {
            guard let rule = allowed[element.name] else {
                violations.append("unexpected element <\(element.name)>")
                continue
            }
            if element.parent != rule.parent {
                violations.append("<\(element.name)> inside \(element.parent ?? "nothing")")
            }
            let names = Set(element.attributes.keys)
            if !names.isSubset(of: rule.attributes) {
                violations.append("<\(element.name)> has \(names.subtracting(rule.attributes).sorted())")
            }
            if !rule.required.isSubset(of: names) {
                violations.append("<\(element.name)> lacks \(rule.required.subtracting(names).sorted())")
            }
            for key in ["line", "column"] {
                if let value = element.attributes[key], (Int(value) ?? 0) < 1 {
                    violations.append("\(key)=\"\(value)\" is not a positive integer")
                }
            }
            if let severity = element.attributes["severity"], !["error", "warning", "info"].contains(severity) {
                violations.append("severity=\"\(severity)\"")
            }
        }
        if elements.first?.name != "checkstyle" { violations.append("the root is not <checkstyle>") }
        return violations
    }

    @Test func cannedReportIsSchemaValidAndCarriesEveryFindingAndProblem() throws {
        let elements = try #require(Self.parse(CheckstyleReporter().report(Canned.result)))
        #expect(Self.schemaViolations(elements) == [])
        #expect(
            elements.filter { $0.name == "file" }.map { $0.attributes["name"]! } == [
                "App/Info.plist", "App/Sync.swift", "device.log", "Config/Bad, copy.plist",
            ])
        let errors = elements.filter { $0.name == "error" }
        #expect(
            errors.map {
                [
                    $0.parent!, $0.attributes["line"] ?? "-", $0.attributes["column"] ?? "-",
                    $0.attributes["severity"]!, $0.attributes["source"]!,
                ]
            } == [
                ["file", "8", "3", "info", "wakelint.bg-refresh-identifier"],
                ["file", "4", "29", "error", "wakelint.hk-background-delivery-entitlement"],
                ["file", "3", "1", "warning", "wakelint.bg-task-expired"],
                ["file", "14", "1", "error", "wakelint.hk-background-delivery-entitlement"],
                ["file", "-", "-", "warning", "wakelint.input-problem"],
            ])
        // Attribute values survive the round trip whole: quotes, `<`, `&`, line breaks and non-ASCII.
        #expect(errors[0].attributes["message"] == Canned.hardMessage)
        #expect(
            errors[1].attributes["message"]
                == "enableBackgroundDelivery needs com.apple.developer.healthkit.background-delivery (see App/App.entitlements:5:3: the key is <false/> here)"
        )
        #expect(errors[4].attributes["message"] == "malformed property list: unexpected <dict> at 1:1")
    }

    @Test func unknownPositionsAreLeftOutAndAnEmptyRunIsAnEmptyReport() throws {
        let finding = Finding(
            rule: "bg-task-expired", severity: .warning, message: "m",
            location: SourceLocation(path: "a.log", line: 0, column: 0), input: .log)
        let elements = try #require(Self.parse(CheckstyleReporter().report(LintResult(findings: [finding]))))
        #expect(Self.schemaViolations(elements) == [])
        #expect(
            elements.last?.attributes == ["severity": "warning", "message": "m", "source": "wakelint.bg-task-expired"])
        #expect(
            CheckstyleReporter().report(LintResult())
                == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n</checkstyle>\n")
    }
}
