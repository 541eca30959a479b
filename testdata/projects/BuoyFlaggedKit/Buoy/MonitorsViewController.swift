import BuoyKit
import UIKit

final class MonitorsViewController: UIViewController {
    // Heart-rate observing is switched off in this app; steps follow the user's setting.
    let heart = HeartMonitor(isObserving: false)
    let steps = StepMonitor(isObserving: UserDefaults.standard.bool(forKey: "observeSteps"))

    override func viewDidLoad() {
        super.viewDidLoad()
        heart.start()
        steps.start()
    }
}
