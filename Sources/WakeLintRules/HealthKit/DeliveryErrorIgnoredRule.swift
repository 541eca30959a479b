import WakeLintCore
import WakeLintEngine
import WakeLintModel
import WakeLintSwift

// What and why: rules/healthkit/hk-delivery-error-ignored.md
struct DeliveryErrorIgnoredRule: ProjectRule {
    static let id: RuleID = "hk-delivery-error-ignored"

    /// `enableBackgroundDelivery` whose failure nobody handles: a completion (written at the call, or passed
    /// by a caller of a wrapper) that uses neither `success` nor `error` or whose failure path only returns or
    /// prints, `try?` on the async form, or a `catch` with an empty body.
    func check(_ target: LintTarget, in context: inout RuleContext) {
        let code = context.healthKit(of: target)
        guard !code.deliveries.isEmpty else { return }
        let handling = FailureHandling(index: code.model.index)
        // The completion written at the call, or the closure each caller of a wrapper passes for it.
        var reported: Set<[Int]> = []
        for delivery in code.deliveries {
            for value in delivery.completions {
                guard case .closure(let closure) = value.expression.kind else { continue }
                let message: Finding.Message
                if Self.ignoresBothParameters(closure) {
                    message = .completionIgnored
                } else if handling.dropsFailure(in: closure.body, outcome: .init(successAndError: closure)) {
                    message = .failureDropped
                } else {
                    continue
                }
                guard reported.insert([value.file, closure.range.lowerBound]).inserted else { continue }
                let related =
                    value.path.isEmpty
                    ? []
                    : [
                        RelatedLocation(
                            delivery.site.nameLocation ?? delivery.site.location,
                            "'enableBackgroundDelivery' gets this closure here")
                    ]
                context.report(
                    message, at: code.location(closure.range.lowerBound, in: value.file), input: .swift,
                    related: related)
            }
        }
        let asyncCalls = Dictionary(
            code.deliveries.filter { $0.completion == nil }.map { ("\($0.site.file):\($0.site.range)", $0) },
            uniquingKeysWith: { first, _ in first })
        // Only files with an async-form delivery can hold its `try?` or empty `catch`.
        for fileIndex in Set(asyncCalls.values.map(\.site.file)).sorted() {
            let file = code.model.files[fileIndex]
            // In source order, so the calls in a `do` are found by binary search, not by reading them all.
            let sites = asyncCalls.values.map(\.site).filter { $0.file == fileIndex }.sorted {
                $0.range.lowerBound < $1.range.lowerBound
            }
            SyntaxWalker.walk(file.items) { node, _ in
                switch node {
                case .expression(let expression):
                    guard case .try("try?", let operand) = expression.kind, let call = Self.call(in: operand),
                        asyncCalls["\(fileIndex):\(call.range)"] != nil
                    else { return }
                    context.report(
                        .optionalTry, at: file.source.file.location(of: expression.range.lowerBound), input: .swift)
                case .statement(let statement):
                    guard case .do(let node) = statement.kind,
                        node.catches.contains(where: { $0.pattern == nil && $0.body.isEmpty }),
                        let first = node.body.first, let last = node.body.last
                    else { return }
                    let inside = sites[sites.sortedLowerBound(by: first.range.lowerBound) { $0.range.lowerBound }...]
                        .prefix { $0.range.lowerBound < last.range.upperBound }
                    guard !inside.isEmpty else { return }
                    let direct = Self.runDirectly(Set(inside.map(\.range)), in: node.body)
                    for site in inside where direct.contains(site.range) {
                        context.report(.emptyCatch, at: site.nameLocation ?? site.location, input: .swift)
                    }
                case .declaration:
                    break
                }
            }
        }
    }

    /// `{ _, _ in }`, `{ }`, or named parameters the body never mentions.
    static func ignoresBothParameters(_ closure: Closure) -> Bool {
        if closure.body.isEmpty { return true }
        if !closure.hasSignature { return !closure.body.mentions("$0") && !closure.body.mentions("$1") }
        return closure.parameters.allSatisfy { $0 == "_" || !closure.body.mentions($0) }
    }

    /// The call under `await` (or the expression itself).
    static func call(in expression: Expression) -> Expression? {
        switch expression.kind {
        case .await(let inner): return call(in: inner)
        case .call: return expression
        default: return nil
        }
    }

    /// Of these calls' ranges, those that sit in the statements outside any closure (where a `catch` around them
    /// sees their error), in one walk: expressions come outer before inner, so the closures open around an
    /// expression are those on a stack that have not ended before it.
    static func runDirectly(_ ranges: Set<Range<Int>>, in statements: [Statement]) -> Set<Range<Int>> {
        var direct: Set<Range<Int>> = []
        var openClosures: [Range<Int>] = []
        SyntaxWalker.forEachExpression(in: statements) { expression, _ in
            let range = expression.range
            while let last = openClosures.last, last.upperBound <= range.lowerBound { openClosures.removeLast() }
            if case .closure(let closure) = expression.kind { openClosures.append(closure.range) }
            if ranges.contains(range), !openClosures.contains(where: { $0.contains(range.lowerBound) }) {
                direct.insert(range)
            }
        }
        return direct
    }
}

extension Finding.Message {
    fileprivate static let completionIgnored: Self =
        "the completion of 'enableBackgroundDelivery' ignores both 'success' and 'error': a missing entitlement or authorization (HKError errorAuthorizationDenied) stays invisible; log or report the error when success is false"
    fileprivate static let failureDropped: Self =
        "the completion of 'enableBackgroundDelivery' looks at the failure and drops it (its failure path only returns or prints, and print never reaches a device's log): a missing entitlement or authorization (HKError errorAuthorizationDenied) stays invisible; log or report the error when success is false"
    fileprivate static let optionalTry: Self =
        "'try?' discards the error 'enableBackgroundDelivery' throws: a missing entitlement or authorization (HKError errorAuthorizationDenied) stays invisible; use 'do { try await … } catch { log(error) }'"
    fileprivate static let emptyCatch: Self =
        "the error 'enableBackgroundDelivery' throws ends in an empty 'catch': a missing entitlement or authorization (HKError errorAuthorizationDenied) stays invisible; log or report it in the catch block"
}
