import HealthKit

final class SampleImporter {
    enum Mode { case full, paused }
    var mode: Mode = .full
    var pendingCompletion: (() -> Void)?
    var queued: [HKSample] = []

    func importSteps() {}
    func importHeartRate() async {}
    func importSleep() {}
    func importWorkouts() {}
    func importMindfulness() {}
    func importChanges(_ types: Set<HKSampleType>?) {}

    func importEnergy(completion: @escaping () -> Void) {
        DispatchQueue.global().async {
            completion()
        }
    }
}

extension SampleImporter {
    /// Forgets the completion when there is nothing to import.
    func importBatch(_ batch: [HKSample], completion: @escaping () -> Void) {
        guard !batch.isEmpty else { return }
        save(batch)
        completion()
    }

    /// Keeps the completion for the upload callback: followed no further.
    func importLater(completion: @escaping () -> Void) {
        pendingCompletion = completion
    }

    func save(_ batch: [HKSample]) {}
}
