import UIKit

final class Uploader {
    static let shared = Uploader()
    private var syncTask: UIBackgroundTaskIdentifier = .invalid

    func upload(_ report: Report) {
        // wakelint-expect: bg-assertion-leak
        let id = UIApplication.shared.beginBackgroundTask(withName: "upload") {
            self.cancel()
        }
        guard let data = report.encoded() else { return }
        send(data) { UIApplication.shared.endBackgroundTask(id) }
    }

    func save(_ report: Report) {
        var id = UIBackgroundTaskIdentifier.invalid
        // wakelint-ok: bg-assertion-leak
        id = UIApplication.shared.beginBackgroundTask(withName: "save") {
            UIApplication.shared.endBackgroundTask(id)
            id = .invalid
        }
        defer { UIApplication.shared.endBackgroundTask(id) }
        guard let data = report.encoded() else { return }
        store(data)
    }

    func startSync() {
        // wakelint-ok: bg-assertion-leak
        syncTask = UIApplication.shared.beginBackgroundTask(withName: "sync") { [weak self] in self?.finishSync() }
        engine.run()
    }

    func finishSync() {
        UIApplication.shared.endBackgroundTask(syncTask)
        syncTask = .invalid
    }

    func cancel() {}
}
