import WakeLintCore
import WakeLintEngine
import WakeLintModel
import WakeLintSwift

// What and why: rules/healthkit/hk-day-boundary-utc.md
struct DayBoundaryUTCRule: ProjectRule {
    static let id: RuleID = "hk-day-boundary-utc"

    /// Spellings whose presence says a file reads HealthKit samples.
    private static let readingMarkers: [[UInt8]] = [
        "HKSampleQuery", "HKAnchoredObjectQuery", "HKStatisticsQuery", "HKStatisticsCollectionQuery",
        "HKQuantitySample", "HKCategorySample", "HKWorkout", "HKSample", "HKStatistics",
    ].map { Array($0.utf8) }
    private static let utcNames: Set<String> = ["UTC", "GMT", "Etc/UTC", "Etc/GMT", "Zulu", "Etc/Zulu"]
    /// Calendar methods that cut days when given `.day` (or always, for the first ones).
    private static let dayCuts: Set<String> = ["startOfDay", "isDate"]
    private static let componentMethods: Set<String> = ["dateComponents", "component"]

    /// Per file that reads HealthKit samples: `x.timeZone = <UTC>` where the same name `x` cuts days (a calendar)
    /// or has a date-only `dateFormat` and formats dates into strings (a day key). The finding is at the zone.
    func check(_ target: LintTarget, in context: inout RuleContext) {
        for (position, file) in target.swift.files.enumerated() {
            let bytes = file.source.file.bytes
            guard Self.readingMarkers.contains(where: { ByteSearch.contains($0, in: bytes) }) else { continue }
            check(file, inactive: target.swift.index.inactiveRanges[position], in: &context)
        }
    }

    private func check(_ file: SwiftFile, inactive: [Range<Int>], in context: inout RuleContext) {
        let source = file.source
        var zones: [(name: String, zone: Expression)] = []
        var dateOnlyFormats: Set<String> = []
        var dayUses: [String: Int] = [:]
        var formatUses: [String: Int] = [:]
        SyntaxWalker.forEachExpression(in: file.items) { expression, enclosing in
            guard !inactive.contains(where: { $0.contains(expression.range.lowerBound) }) else { return }
            switch expression.kind {
            case .sequence(let items) where items.count >= 3:
                guard case .operator("=") = items[1].kind, case .member(let base?, let property) = items[0].kind,
                    let name = Self.name(base, in: enclosing)
                else { return }
                if property == "timeZone", Self.isUTC(items[2], source) {
                    zones.append((name, items[2]))
                } else if property == "dateFormat", let format = Self.literal(items[2], source),
                    Self.isDateOnly(format)
                {
                    dateOnlyFormats.insert(name)
                }
            case .call(let call):
                guard case .member(let base?, let method) = call.callee.kind, let name = Self.name(base, in: enclosing)
                else { return }
                let namesDay = call.arguments.first.map { Self.namesDay($0.value) } ?? false
                let cutsDays = Self.dayCuts.contains(method) || (Self.componentMethods.contains(method) && namesDay)
                if cutsDays {
                    dayUses[name] = dayUses[name] ?? expression.range.lowerBound
                } else if method == "string", call.labels == ["from"] {
                    formatUses[name] = formatUses[name] ?? expression.range.lowerBound
                }
            default:
                return
            }
        }
        for (name, zone) in zones {
            let use = dayUses[name] ?? (dateOnlyFormats.contains(name) ? formatUses[name] : nil)
            guard let use else { continue }
            let shown = name.split(separator: ":").last.map(String.init) ?? name
            context.report(
                .utcDays(shown, formatter: dayUses[name] == nil), at: source.file.location(of: zone.range.lowerBound),
                input: .swift,
                related: [RelatedLocation(source.file.location(of: use), "days of HealthKit samples are cut here")])
        }
    }

    /// The value a receiver names: a bare name within its innermost function (a local of one function is not
    /// another's), `self.calendar` or `Self.formatter` across the file.
    private static func name(_ expression: Expression, in enclosing: [Declaration]) -> String? {
        switch expression.kind {
        case .identifier(let name):
            let function = enclosing.last {
                if case .function = $0.kind { return true }
                return false
            }
            return "\(function?.range.lowerBound ?? -1):\(name)"
        case .member(_, let name): return name
        default: return nil
        }
    }

    /// `TimeZone(identifier: "UTC")`, `TimeZone(abbreviation: "GMT")`, `TimeZone(secondsFromGMT: 0)`, `.gmt`,
    /// `.utc`, optionally unwrapped.
    private static func isUTC(_ expression: Expression, _ source: SwiftSource) -> Bool {
        switch expression.kind {
        case .forceUnwrap(let inner), .optionalChain(let inner): return isUTC(inner, source)
        case .member(let base, let name):
            guard name == "gmt" || name == "utc" else { return false }
            guard let base else { return true }
            if case .identifier(let type) = base.kind { return type == "TimeZone" || type == "NSTimeZone" }
            return false
        case .call(let call):
            guard call.calleeName == "TimeZone" || call.calleeName == "NSTimeZone", call.arguments.count == 1,
                let argument = call.arguments.first
            else { return false }
            switch argument.label {
            case "identifier", "abbreviation", "name":
                return literal(argument.value, source).map { utcNames.contains($0) } ?? false
            case "secondsFromGMT", "forSecondsFromGMT":
                return source.file.text(argument.value.range) == "0"
            default: return false
            }
        default: return false
        }
    }

    /// The text of a string literal without interpolations.
    private static func literal(_ expression: Expression, _ source: SwiftSource) -> String? {
        guard case .string(let string) = expression.kind, string.interpolations.isEmpty else { return nil }
        return string.segments.map { source.file.text($0) }.joined()
    }

    /// A format naming a day and no time of day (quoted text aside): `yyyy-MM-dd`, `dd.MM.yyyy`.
    static func isDateOnly(_ format: String) -> Bool {
        var quoted = false
        var letters: Set<Character> = []
        for character in format {
            if character == "'" {
                quoted.toggle()
            } else if !quoted {
                letters.insert(character)
            }
        }
        return letters.contains("d") && letters.isDisjoint(with: ["H", "h", "k", "K", "m", "s", "a", "S"])
    }

    /// `.day`, `[.year, .month, .day]`, `Set([.day])`.
    private static func namesDay(_ expression: Expression) -> Bool {
        var found = false
        func visit(_ expression: Expression) {
            if case .member(_, "day") = expression.kind { found = true }
            let children = SyntaxWalker.children(of: expression)
            children.expressions.forEach(visit)
        }
        visit(expression)
        return found
    }
}

extension Finding.Message {
    fileprivate static func utcDays(_ name: String, formatter: Bool) -> Self {
        let what = formatter ? "the day keys of '\(name)' cut" : "'\(name)' cuts"
        return
            "\(what) HealthKit samples into UTC days, not the user's: a sample at 00:20 local time counts for another day and DST days keep 24 hours; use Calendar.current (or TimeZone.current) for day boundaries"
    }
}
