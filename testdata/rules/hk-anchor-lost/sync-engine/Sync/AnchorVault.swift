import Foundation
import HealthKit

enum AnchorVault {
    static func save(_ anchor: HKQueryAnchor?, for key: String) {
        guard let anchor,
              let data = try? NSKeyedArchiver.archivedData(withRootObject: anchor, requiringSecureCoding: true) else { return }
        UserDefaults.standard.set(data, forKey: "anchor.\(key)")
    }

    static func load(for key: String) -> HKQueryAnchor? {
        guard let data = UserDefaults.standard.data(forKey: "anchor.\(key)") else { return nil }
        return try? NSKeyedUnarchiver.unarchivedObject(ofClass: HKQueryAnchor.self, from: data)
    }

    /// Reads anchors written by version 1 of the app.
    static func migrateLegacy(_ data: Data) -> HKQueryAnchor? {
        // wakelint-expect: hk-anchor-lost
        NSKeyedUnarchiver.unarchiveObject(with: data) as? HKQueryAnchor
    }

    static func legacyArchive(_ anchor: HKQueryAnchor) -> Data {
        // wakelint-expect: hk-anchor-lost
        NSKeyedArchiver.archivedData(withRootObject: anchor)
    }

    // NSKeyedArchiver.archivedData(withRootObject: anchor)  — the v1 way, kept here for reference only
    // wakelint-ok: hk-anchor-lost
    static let note = "never call NSKeyedUnarchiver.unarchiveObject(with: anchorData) again"
}

final class SampleDatabase {
    func insert(_ samples: [HKSample], deleting deleted: [HKDeletedObject]) {}
}
