import Dispatch

/// A progress line on a terminal for runs that take more than a moment: silent for the first half
/// second, then at most ten updates a second; never used for machine formats or when not a terminal.
final class ProgressLine {
    private let sink: (@Sendable (String) -> Void)?
    private let start = DispatchTime.now().uptimeNanoseconds
    private var lastUpdate: UInt64 = 0
    private var shown = false

    init(sink: (@Sendable (String) -> Void)?) {
        self.sink = sink
    }

    func update(_ text: @autoclosure () -> String) {
        guard let sink else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        guard now - start > 500_000_000, now - lastUpdate > 100_000_000 else { return }
        lastUpdate = now
        shown = true
        sink(text())
    }

    func clear() {
        if shown { sink?("") }
    }
}
