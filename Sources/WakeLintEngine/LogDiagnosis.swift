import WakeLintCore
import WakeLintLogs

/// Diagnoses logs: streams each one, shows every event that passes a rule's literal prefilter to that
/// rule, and returns the findings with their evidence lines.
///
/// Reading uses the union of all rules' literals as a prefilter on raw bytes (candidate lines):
/// stretches of the log between resetting lines that hold none of them are skipped before any String is
/// built (`LogReader.forEachEvent(prefilter:)`), which is what makes a large, mostly irrelevant log fast.
/// Rules see only events holding one of their own literals — the same events, prefilter on or off
/// (`usesPrefilter`; tested on every fixture and example).
public struct LogDiagnosis: Sendable {
    /// Log rules written as code (stateful analyses).
    public var rules: [any LogRule.Type]
    /// Declarative log rules: the built-in catalogue's log-rule docs, plus any user rules.
    public var patternRules: [PatternLogRule]
    /// Skip lines no rule can match before assembling events. Off, every event is assembled; the
    /// findings are the same either way.
    public var usesPrefilter = true
    /// Which rules run and at what severity (`.wakelint.yml`), as for a lint.
    public var configuration: Configuration

    /// The rules the log rules belong to: the suppression rule and the MetricKit rules come from it.
    public var ruleSet: RuleSet

    public init(
        rules: [any LogRule.Type], patternRules: [PatternLogRule], of ruleSet: RuleSet,
        configuration: Configuration = Configuration(directory: "/")
    ) {
        self.rules = rules
        self.patternRules = patternRules
        self.ruleSet = ruleSet
        self.configuration = configuration
    }

    /// Disabled rules run too, so the result can say how many findings the configuration hides; each log gets
    /// a note saying what in it the rules read. `filesRead` counts the logs read to their end without a problem.
    public func diagnose(_ readers: [LogReader]) -> LintResult {
        var findings: [Finding] = []
        var problems: [InputProblem] = []
        var notes: [InputNote] = []
        let literalsByRule = rules.map { $0.requiredLiterals } + patternRules.map { $0.requiredLiterals }
        let dispatch = LiteralDispatch(literalsByRule: literalsByRule, recognising: LogRecognition.literals)
        var read = 0
        var fleet = MetricKitFleet(ruleSet)
        let codeRuleCount = rules.count
        for var reader in readers {
            var analyses =
                rules.map { RunningLogRule($0, path: reader.displayPath) }
                + patternRules.map { RunningLogRule($0, path: reader.displayPath) }
            var concerned = [Bool](repeating: false, count: analyses.count)
            var recognition = LogRecognition()
            var wrapped = WrappedLineIndex()
            let offer = { (event: LogEvent) in
                // One scan of the event for all rules' literals; most events (multi-line blocks around a
                // relevant line, undated formats) hold none.
                guard dispatch.markRules(concernedBy: event, in: &concerned) else { return }
                recognition.record(event)
                // Declarative rules quote source lines themselves; only code rules' findings are mapped at the end.
                if concerned[..<codeRuleCount].contains(true) { wrapped.record(event) }
                for index in analyses.indices where concerned[index] { analyses[index].check(event) }
            }
            var assembler = LogEventAssembler()
            assembler.knownPhrases = dispatch.union.fragments
            var scanner = MetricKitScanner()
            let path = reader.displayPath
            let payload = { (payload: MetricKitPayload) in fleet.add(payload, path: path) }
            let problem =
                usesPrefilter
                ? reader.forEachEvent(
                    prefilter: dispatch.union, assembler: assembler, metricKit: &scanner, payload: payload, offer
                ).problem
                : reader.forEachEvent(assembler: assembler, metricKit: &scanner, payload: payload, offer)
            if let problem { problems.append(problem) }
            problems += scanner.problems.map { InputProblem(path: path, message: $0) }
            let statistics = reader.statistics
            if let first = statistics.firstTruncatedLine {
                let count = statistics.truncatedLineCount
                let megabytes = reader.maxLineBytes / (1024 * 1024)
                problems.append(
                    InputProblem(
                        path: reader.displayPath,
                        message:
                            "line \(first)\(count > 1 ? " and \(count - 1) more" : "") longer than \(megabytes) MiB: only the first \(megabytes) MiB of \(count > 1 ? "each were" : "it was") read"
                    ))
            }
            let before = findings.count
            for index in analyses.indices {
                let finished = analyses[index].finish()
                // A quote too long to show whole is centred on the rule's literal.
                let located =
                    index < codeRuleCount ? finished.findings.map(wrapped.quotingSourceLines) : finished.findings
                findings += located.map { finding in
                    var finding = finding
                    finding.evidence = finding.evidence.map { $0.focused(on: literalsByRule[index]) }
                    return finding
                }
                problems += finished.problems.map { InputProblem(path: reader.displayPath, message: $0) }
            }
            if problem == nil {
                read += 1
                var note = recognition.note(
                    path: reader.displayPath, lineCount: reader.statistics.lineCount,
                    findingCount: findings.count - before)
                if scanner.payloadCount > 0, note.unrecognised {
                    note = InputNote(path: path, message: MetricKitFleet.note(payloads: scanner.payloadCount))
                }
                notes.append(note)
            }
        }
        findings += fleet.findings()
        let ran = Set(rules.map { $0.id } + patternRules.map(\.manifest.id) + fleet.ruleIDs)
        let kept = FindingFilter(configuration: configuration, suppressionRule: ruleSet.suppressionRule).filter(
            findings, ranRules: ran)
        var result = LintResult(
            findings: kept.findings.sorted(), problems: problems, filesRead: read, hidden: kept.hidden,
            notes: notes, inputsRead: [.log])
        result.metricKit = fleet.aggregate.isEmpty ? nil : fleet.aggregate
        return result
    }
}

/// Where the joined lines of wrapped pastes that code rules saw came from, by number: findings on them point at and
/// quote the lines as the log has them. Only offsets are kept, not texts: a source line's text is rebuilt from the
/// joined text a finding quotes, which the rule holds, so the index costs a few words per joined line.
private struct WrappedLineIndex {
    /// A joined line: which of `pieces` are its source lines, and its text's hash and length, to tell whether an
    /// evidence line quotes it.
    private struct Joined {
        var textHash: Int
        var textLength: Int
        var firstPiece: Int
        var pieceCount: Int
    }

    /// A source line: `length` bytes of the joined text from `start` are its text but for `affixes[piece]`.
    private struct Piece {
        var number: Int
        var start: Int32
        var length: Int32
        var ownOffset: Int32
    }

    private var lines: [Int: Joined] = [:]
    private var pieces: [Piece] = []
    /// The bytes of a source line before and after the stretch it shares with the joined text, where either is
    /// not empty (blanks the join dropped).
    private var affixes: [Int: (leading: String, trailing: String)] = [:]

    mutating func record(_ event: LogEvent) {
        for line in event.lines where !line.wrappedLines.isEmpty { record(line) }
    }

    private mutating func record(_ line: LogLine) {
        let joined = line.text.utf8
        lines[line.number] = Joined(
            textHash: line.text.hashValue, textLength: joined.count, firstPiece: pieces.count,
            pieceCount: line.wrappedLines.count)
        for part in line.wrappedLines {
            let own = part.text.utf8
            let ownStart = own.index(own.startIndex, offsetBy: part.ownOffset, limitedBy: own.endIndex) ?? own.endIndex
            let rest = own[ownStart...]
            let shared: Int
            if let joinedStart = joined.index(
                joined.startIndex, offsetBy: part.joinedOffset, limitedBy: joined.endIndex)
            {
                shared = zip(rest, joined[joinedStart...]).prefix { $0 == $1 }.count
            } else {
                shared = 0
            }
            let sharedEnd = own.index(ownStart, offsetBy: shared)
            let leading = String(part.text[..<ownStart])
            let trailing = String(part.text[sharedEnd...])
            if !leading.isEmpty || !trailing.isEmpty { affixes[pieces.count] = (leading, trailing) }
            pieces.append(
                Piece(
                    number: part.number, start: Int32(part.joinedOffset), length: Int32(shared),
                    ownOffset: Int32(part.ownOffset)))
        }
    }

    /// The finding at the source line and column its joined-line location falls in, each evidence line that
    /// quotes a joined line replaced by the source lines it was joined from.
    func quotingSourceLines(_ finding: Finding) -> Finding {
        guard !lines.isEmpty else { return finding }
        var finding = finding
        if let joined = lines[finding.location.line] {
            let column = finding.location.column
            let parts = pieces[joined.firstPiece..<joined.firstPiece + joined.pieceCount]
            if let part = parts.last(where: { Int($0.start) <= column - 1 }) {
                finding.location.line = part.number
                finding.location.column = column - Int(part.start) + Int(part.ownOffset)
            }
        }
        finding.evidence = finding.evidence.flatMap { evidence -> [EvidenceLine] in
            guard let joined = lines[evidence.line], joined.textLength == evidence.text.utf8.count,
                joined.textHash == evidence.text.hashValue
            else { return [evidence] }
            let text = Array(evidence.text.utf8)
            return (joined.firstPiece..<joined.firstPiece + joined.pieceCount).map { index in
                let part = pieces[index]
                var bytes = Array((affixes[index]?.leading ?? "").utf8)
                if part.length > 0 { bytes += text[Int(part.start)..<Int(part.start) + Int(part.length)] }
                bytes += (affixes[index]?.trailing ?? "").utf8
                return EvidenceLine(line: part.number, text: String(decoding: bytes, as: UTF8.self))
            }
        }
        return finding
    }
}

/// Which rules an event concerns: those with a literal in one of its lines or in its message (`LogEvent.matches`
/// with the rule's own literals), found in one pass over the event for all rules' literals together.
private struct LiteralDispatch {
    /// Every rule's literals, in rule order: the prefilter for reading.
    let union: LiteralPrefilter
    /// For each literal of `union`, the rules that list it.
    private let rulesByLiteral: [[Int]]
    /// Rules without literals (or with an empty one) see every event.
    private let seesEverything: [Bool]

    /// `recognising`: literals of lines no rule reads that still tell what the log is (a crash report's header).
    init(literalsByRule: [[String]], recognising: [String] = []) {
        union = LiteralPrefilter(literals: literalsByRule.flatMap { $0 } + recognising)
        rulesByLiteral =
            literalsByRule.enumerated().flatMap { rule, literals in literals.map { _ in [rule] } }
            + recognising.map { _ in [] }
        seesEverything = literalsByRule.map { $0.isEmpty || $0.contains("") }
    }

    /// Sets `concerned[rule]` for each rule the event concerns; false when it holds none of the literals.
    func markRules(concernedBy event: LogEvent, in concerned: inout [Bool]) -> Bool {
        var any = false
        for rule in concerned.indices {
            concerned[rule] = seesEverything[rule]
            any = any || seesEverything[rule]
        }
        func mark(_ literal: Int) {
            for rule in rulesByLiteral[literal] { concerned[rule] = true }
            any = true
        }
        for line in event.lines { union.forEachLiteral(in: line.text, mark) }
        if !event.message.isEmpty { union.forEachLiteral(in: event.message, mark) }
        return any
    }
}

/// One log rule during one log's run: its state and its context. The state is mutated in place: binding it out
/// of an enum and storing it back copies every collection it holds on each event.
private struct RunningLogRule {
    /// A rule written as code, or else a declarative rule's run.
    var code: (any LogRule)?
    var pattern: PatternLogRule.Run?
    var context: RuleContext

    init(_ type: any LogRule.Type, path: String) {
        code = type.init()
        context = RuleContext(rule: type.id)
        context.logPath = path
    }

    init(_ rule: PatternLogRule, path: String) {
        pattern = PatternLogRule.Run(rule)
        context = RuleContext(manifest: rule.manifest)
        context.logPath = path
    }

    /// Shows the event to the rule; the caller has checked that it holds one of the rule's literals.
    mutating func check(_ event: LogEvent) {
        if code != nil {
            code!.check(event, in: &context)
        } else {
            pattern!.check(event, in: &context)
        }
    }

    mutating func finish() -> (findings: [Finding], problems: [String]) {
        if code != nil {
            code!.finish(in: &context)
        } else {
            pattern!.finish(in: &context)
        }
        return (context.findings, context.inputProblems)
    }
}
