import UIKit

final class StepsViewController: UIViewController {
    let steps = StepsStore()
    override func viewDidLoad() {
        super.viewDidLoad()
        steps.startObserving()
    }
}

final class SettingsViewController: UIViewController {
    let sleep = SleepStore()
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        sleep.observe()
        EnergyObserver.shared.resume()
        // HKObserverQuery(sampleType: HKQuantityType(.stepCount), predicate: nil) { _, done, _ in done() }
    }
}
