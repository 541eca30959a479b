import UIKit

/// The steps screen. A background launch never shows it.
final class StepsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        StepStore.shared.observeSteps()
    }
}
