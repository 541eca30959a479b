import Foundation

/// Kept for older installs; nothing here schedules background work.
final class LegacySync {
    func run() {}
}
