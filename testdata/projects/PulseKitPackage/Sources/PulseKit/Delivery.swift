import HealthKit

/// The app creates its energy observer at launch; the package only turns delivery on for it.
public enum Delivery {
    public static func enableEnergy(_ store: HKHealthStore) async throws {
        try await store.enableBackgroundDelivery(for: HKQuantityType(.activeEnergyBurned), frequency: .hourly)
    }
}
