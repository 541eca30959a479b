import HealthKit

/// Formats step counts the app saved to the shared container; no HealthKit store is needed for that.
enum StepFormatting {
    static let unit = HKUnit.count()
    static func text(for steps: Double) -> String { "\(Int(steps)) steps" }
}
