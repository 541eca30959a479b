/// What a dasd activity launches, read from its name (the `<activity>` of a scoring block's `<activity>:<hex>:[`).
public enum DasdActivityKind: Sendable, Hashable {
    /// `bgRefresh-<task identifier>`: a BGAppRefreshTask.
    case appRefresh(taskIdentifier: String)
    /// `bgProcessing-<task identifier>`: a BGProcessingTask.
    case processing(taskIdentifier: String)
    /// `com.apple.pushLaunch.<bundle id>`: a background push launch.
    case pushLaunch(bundleIdentifier: String)
    /// A system daemon's activity: context, not a missed app wake.
    case other

    public init(activityName name: String) {
        if name.startsWithBytes("bgRefresh-") {
            self = .appRefresh(taskIdentifier: String(name.dropFirst("bgRefresh-".count)))
        } else if name.startsWithBytes("bgProcessing-") {
            self = .processing(taskIdentifier: String(name.dropFirst("bgProcessing-".count)))
        } else if name.startsWithBytes("com.apple.pushLaunch.") {
            self = .pushLaunch(bundleIdentifier: String(name.dropFirst("com.apple.pushLaunch.".count)))
        } else {
            self = .other
        }
    }

    /// True when the activity launches an app in the background, so a deferral explains a missed wake.
    public var launchesApp: Bool {
        if case .other = self { return false }
        return true
    }
}
