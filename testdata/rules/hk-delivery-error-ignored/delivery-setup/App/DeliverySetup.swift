import HealthKit
import os

final class DeliverySetup {
    let store = HKHealthStore()
    let log = Logger(subsystem: "com.example.app", category: "delivery")

    func enableAll() async {
        // wakelint-expect: hk-delivery-error-ignored
        store.enableBackgroundDelivery(for: HKQuantityType(.stepCount), frequency: .hourly) { _, _ in }

        store.enableBackgroundDelivery(for: HKQuantityType(.heartRate), frequency: .immediate,
                                       // wakelint-expect: hk-delivery-error-ignored
                                       withCompletion: { success, error in
            print("requested heart rate delivery")
        })

        // wakelint-expect: hk-delivery-error-ignored
        try? await store.enableBackgroundDelivery(for: HKCategoryType(.sleepAnalysis), frequency: .daily)

        do {
            // wakelint-expect: hk-delivery-error-ignored
            try await store.enableBackgroundDelivery(for: HKObjectType.workoutType(), frequency: .hourly)
        } catch {
        }

        // wakelint-ok: hk-delivery-error-ignored
        store.enableBackgroundDelivery(for: HKQuantityType(.restingHeartRate), frequency: .daily) { [log] ok, _ in
            if !ok { log.error("resting heart rate delivery failed") }
        }

        do {
            // wakelint-ok: hk-delivery-error-ignored
            try await store.enableBackgroundDelivery(for: HKQuantityType(.vo2Max), frequency: .daily)
        } catch {
            log.error("vo2Max delivery failed: \(error)")
        }

        // Handled by the caller: the error propagates.
        // wakelint-ok: hk-delivery-error-ignored
        await enableOrThrow()
    }

    func enableOrThrow() async {
        do {
            try await enable(HKQuantityType(.walkingSpeed))
        } catch {
            log.error("\(error)")
        }
    }

    func enable(_ type: HKObjectType) async throws {
        // wakelint-ok: hk-delivery-error-ignored
        try await store.enableBackgroundDelivery(for: type, frequency: .hourly)
    }

    #if false
    func legacy() { store.enableBackgroundDelivery(for: HKQuantityType(.stepCount), frequency: .hourly) { _, _ in } }
    #endif
}
