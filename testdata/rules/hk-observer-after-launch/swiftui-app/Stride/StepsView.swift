import HealthKit
import SwiftUI

struct StepsView: View {
    let model: StepsModel
    var body: some View {
        Text("Steps")
            .task { await model.observe() }
    }
}

@Observable
final class StepsModel {
    let store = HKHealthStore()
    func observe() async {
        let type = HKQuantityType(.stepCount)
        try? await store.requestAuthorization(toShare: [], read: [type])
        // wakelint-expect: hk-observer-after-launch
        store.execute(HKObserverQuery(sampleType: type, predicate: nil) { _, done, _ in done() })
        do {
            try await store.enableBackgroundDelivery(for: type, frequency: .hourly)
        } catch {
            print("delivery failed: \(error)")
        }
    }
}
