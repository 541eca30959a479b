import UIKit

/// The main screen. Starting the observer here is too late for background launches: no view loads then.
final class StepsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        StepStore.shared.startObserving()
    }
}
