import HealthKit

// Only for SwiftUI previews; excluded from the watch target.
func previewAuthorization() async throws {
    try await HKHealthStore().requestAuthorization(toShare: [HKQuantityType(.heartRate)], read: [])
}
