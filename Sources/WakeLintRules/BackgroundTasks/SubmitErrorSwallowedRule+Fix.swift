import WakeLintCore
import WakeLintEngine
import WakeLintModel
import WakeLintSwift

extension SubmitErrorSwallowedRule {
    /// A whole statement `try? submit(r)` or `_ = try? submit(r)`: where it is, its operand, and whether a closure
    /// encloses it (an instance member is then written with `self.`).
    struct OptionalTry: Hashable {
        var statement: Range<Int>
        var operand: Range<Int>
        var inClosure: Bool

        /// What every rewrite in one file reads of the file and the module, found once per file: a file of many
        /// `try?` submits is rewritten in time linear in its size.
        struct FileFacts {
            /// The file's indentation step.
            var unit: String
            var importsOS: Bool
            /// The module's `Logger` bindings outside functions.
            var loggers: [ModuleIndex.BindingEntry]

            init(file: SwiftFile, loggers: [ModuleIndex.BindingEntry]) {
                unit = file.source.file.indentationUnit(fallback: "    ")
                importsOS = file.imports(anyOf: ["os", "OSLog"])
                self.loggers = loggers
            }

            static func loggers(in index: ModuleIndex) -> [ModuleIndex.BindingEntry] {
                index.bindings.filter {
                    $0.scope == nil && ($0.initializerCallee == "Logger" || $0.typeAnnotation == "Logger")
                }
            }
        }

        /// The statement as `do { try … } catch { <logger>.error(…) }` on lines of its own at its indentation,
        /// logging with the file's `Logger` when one is in reach (else `Logger()`, importing `os` when needed).
        func fix(site: ModuleIndex.CallSite, file: SwiftFile, index: ModuleIndex, facts: FileFacts) -> FixProposal {
            let source = file.source.file
            let (line, _) = source.lineAndColumn(of: statement.lowerBound)
            guard let lineRange = source.lineRange(line) else { return .unavailable("the statement has no line") }
            let indent = source.text(lineRange.lowerBound..<statement.lowerBound)
            let rest = source.text(statement.upperBound..<lineRange.upperBound).trimmingSpaces
            guard indent.allSatisfy({ $0 == " " || $0 == "\t" }), rest.isEmpty || rest.hasPrefix("//") else {
                return .unavailable("the statement shares its line with other code")
            }
            let operandText = source.text(operand)
            if operandText.contains("\"\"\"") {
                return .unavailable("the call holds a multi-line string, whose lines cannot move")
            }
            let newline = source.bytes[lineRange.upperBound...].first == 0x0D ? "\r\n" : "\n"
            let unit = indent.contains("\t") ? "\t" : facts.unit
            var edits: [TextEdit] = []
            let logger: String
            if let name = Self.logger(
                around: site, statement: statement, inClosure: inClosure, index: index, loggers: facts.loggers)
            {
                logger = name
            } else {
                logger = "Logger()"
                if !facts.importsOS {
                    guard let last = Self.lastImport(in: file) else {
                        return .unavailable("the file imports nothing to add 'import os' after")
                    }
                    let end = source.lineRange(source.lineAndColumn(of: last).line)?.upperBound ?? last
                    edits.append(TextEdit(in: source, replacing: end..<end, with: newline + "import os"))
                }
            }
            let body = operandText.replacingNewlines(with: newline + unit)
            let replacement =
                "do {" + newline + indent + unit + "try " + body + newline + indent + "} catch {" + newline + indent
                + unit + logger + ".error(\"Could not schedule the background task: "
                + "\\(error.localizedDescription, privacy: .public)\")" + newline + indent + "}"
            edits.append(TextEdit(in: source, replacing: statement, with: replacement))
            return .fix(
                Fix(description: "log the error of '\(site.calleeName ?? "submit")' in a do/catch", edits: edits))
        }

        /// A `Logger` the statement can name: a member of its type (`Self.` for a static one, `self.` in a
        /// closure, none from a static method for an instance one), else one at file scope in its file.
        static func logger(
            around site: ModuleIndex.CallSite, statement: Range<Int>, inClosure: Bool, index: ModuleIndex,
            loggers: [ModuleIndex.BindingEntry]
        ) -> String? {
            let function = index.functions.filter { $0.file == site.file && $0.range.contains(statement.lowerBound) }
                .min { $0.range.count < $1.range.count }
            if let type = site.enclosingType {
                for binding in loggers where binding.owner == type {
                    if index.property(owner: type, name: binding.name)?.isStatic == true {
                        return "Self." + binding.name
                    }
                    if function?.isStatic == true { continue }
                    return inClosure ? "self." + binding.name : binding.name
                }
            }
            return loggers.first { $0.owner == nil && $0.file == site.file }?.name
        }

        /// Where the file's last top-level `import` ends.
        static func lastImport(in file: SwiftFile) -> Int? {
            file.items.filter {
                if case .declaration(let declaration) = $0.kind, case .import = declaration.kind { return true }
                return false
            }.last?.range.upperBound
        }
    }
}

extension String {
    /// Each line break (`\n` or `\r\n`) replaced by `replacement`.
    fileprivate func replacingNewlines(with replacement: String) -> String {
        split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
        }.joined(separator: replacement)
    }

    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
