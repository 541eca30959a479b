import HealthKit

final class SampleImporter {
    enum Mode { case full, paused }
    var mode: Mode = .full

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
